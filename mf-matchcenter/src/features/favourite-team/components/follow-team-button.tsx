import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import type { FavouriteTeam } from '../../../lib/api/favourite-team-schema';
import { useFavouriteTeam } from '../../../hooks/use-favourite-team';
import { favouriteTeamMessages as messages } from './favourite-team-messages';
import './favourite-team.css';

/**
 * MC-11 and CLB-01 on a team page: "Make {club} my club"; for the visitor's own club, "★ My club" and a
 * button that removes it. It appears once the favourite is known (after hydration) in space reserved by
 * the page, so nothing moves.
 *
 * One button that changes its words, rather than a toggle (`aria-pressed`) whose name would change with
 * its state: it keeps the focus when pressed, and "My club" is a status read out when it appears.
 */
export function FollowTeamButton({ team }: { team: FavouriteTeam }) {
  const intl = useIntl();
  const { team: favourite, choose } = useFavouriteTeam();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (favourite === undefined) return null;
  const mine = favourite?.id === team.id;
  const toggle = async () => {
    // Not `disabled` while saving: a disabled button would drop the keyboard focus.
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await choose(mine ? null : team);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="follow-team">
      <p className="follow-team__status" role="status">
        {mine ? (
          <>
            <span aria-hidden="true">★ </span>
            {intl.formatMessage(messages.following)}
          </>
        ) : null}
      </p>
      <Button
        variant={mine ? 'secondary' : 'primary'}
        className="follow-team__button"
        aria-busy={busy || undefined}
        aria-label={mine ? intl.formatMessage(messages.removeLabel, { team: team.shortName }) : undefined}
        onClick={() => void toggle()}
      >
        {mine ? (
          intl.formatMessage(messages.remove)
        ) : (
          <>
            <span aria-hidden="true">☆ </span>
            {intl.formatMessage(messages.follow, { team: team.shortName })}
          </>
        )}
      </Button>
      {failed ? (
        <p role="alert" className="follow-team__error">
          {intl.formatMessage(messages.saveFailed)}
        </p>
      ) : null}
    </div>
  );
}
