import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import type { FavouriteTeam } from '../api/favourite-team-schema';
import { useFavouriteTeam } from '../hooks/use-favourite-team';
import { favouriteTeamMessages as messages } from './favourite-team-messages';
import './favourite-team.css';

/**
 * MC-11 on a team page: a toggle button (pressed for the club followed). Pressing it follows the club;
 * pressing it again follows none. It appears once the favourite is known (after hydration) in space
 * reserved by the page, so nothing moves.
 */
export function FollowTeamButton({ team }: { team: FavouriteTeam }) {
  const intl = useIntl();
  const { team: favourite, choose } = useFavouriteTeam();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (favourite === undefined) return null;
  const following = favourite?.id === team.id;
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await choose(following ? null : team);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={following ? 'primary' : 'secondary'}
        className="follow-team"
        aria-pressed={following}
        busy={busy}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{following ? '★ ' : '☆ '}</span>
        {following
          ? intl.formatMessage(messages.following)
          : intl.formatMessage(messages.follow, { team: team.shortName })}
      </Button>
      {failed ? (
        <p role="alert" className="follow-team__error">
          {intl.formatMessage(messages.saveFailed)}
        </p>
      ) : null}
    </>
  );
}
