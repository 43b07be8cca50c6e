import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Avatar, Button, useSession } from '@tribune/shared';
import { useDeleteLeague } from '../api/delete-league';
import type { LeagueWithMembers } from '../api/get-league';
import { useRemoveLeagueMember } from '../api/remove-league-member';
import { ConfirmDialog } from './confirm-dialog';
import { InviteLink } from './invite-link';
import { leagueMessages } from './league-messages';

type Action = { kind: 'leave' } | { kind: 'delete' } | { kind: 'remove'; userId: number; username: string };

/**
 * A league's members and what the viewer may do: a member leaves; the owner removes members or deletes
 * the league (the owner cannot leave). Each asks for confirmation first.
 */
export function LeagueMembers({ league }: { league: LeagueWithMembers }) {
  const intl = useIntl();
  const headingId = useId();
  const { trigger: deleteLeague } = useDeleteLeague();
  const { trigger: removeLeagueMember } = useRemoveLeagueMember(league.id);
  const navigate = useNavigate();
  const { user } = useSession();
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const run = async (current: Action) => {
    setBusy(true);
    setFailed(null);
    try {
      if (current.kind === 'delete') await deleteLeague(league.id);
      else await removeLeagueMember(current.kind === 'leave' ? (user?.id ?? 0) : current.userId);
      setAction(null);
      if (current.kind !== 'remove') await navigate('/football-pool#leagues');
    } catch (error) {
      console.error('A mini-league change failed', error);
      setAction(null);
      setFailed(
        error instanceof Error && error.message ? error.message : intl.formatMessage(leagueMessages.actionFailed),
      );
    } finally {
      setBusy(false);
    }
  };

  const question =
    action?.kind === 'delete'
      ? intl.formatMessage(leagueMessages.confirmDelete)
      : action?.kind === 'remove'
        ? intl.formatMessage(leagueMessages.confirmRemove, { username: action.username })
        : intl.formatMessage(leagueMessages.confirmLeave);

  return (
    <section className="fp-members" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-section__title">
        {intl.formatMessage(leagueMessages.members)}
      </h2>
      <ul className="fp-members__list">
        {league.members.map((member) => (
          <li key={member.user_id} className="fp-members__member">
            <Avatar src={member.image} name={member.username} size={40} />
            <span className="fp-members__name">
              {member.username}
              {member.user_id === league.owner.id ? (
                <span className="fp-members__owner"> ({intl.formatMessage(leagueMessages.owner)})</span>
              ) : null}
            </span>
            {league.is_owner && member.user_id !== league.owner.id ? (
              <Button
                variant="ghost"
                onClick={() => setAction({ kind: 'remove', userId: member.user_id, username: member.username })}
              >
                {intl.formatMessage(leagueMessages.remove, { username: member.username })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <InviteLink league={league} />
      <div className="fp-members__actions">
        {league.is_owner ? (
          <Button variant="danger" onClick={() => setAction({ kind: 'delete' })}>
            {intl.formatMessage(leagueMessages.delete)}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setAction({ kind: 'leave' })}>
            {intl.formatMessage(leagueMessages.leave)}
          </Button>
        )}
      </div>
      <div role="status">{failed ? <p className="alert alert--danger">{failed}</p> : null}</div>
      {action ? (
        <ConfirmDialog
          question={question}
          busy={busy}
          onConfirm={() => void run(action)}
          onCancel={() => setAction(null)}
        />
      ) : null}
    </section>
  );
}
