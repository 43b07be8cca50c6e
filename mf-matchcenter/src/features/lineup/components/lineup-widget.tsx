import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, LoadError, Spinner, useOpenAuthDialog, useSession } from '@tribune/shared';
import { useLineupDataLimit } from '../hooks/use-lineup-data-limit';
import { useTopFormationPlayers, type TopPlayers } from '../api/get-top-formation-players';
import { useUserFormations, type UserFormations } from '../api/get-user-formations';
import { formationLabel } from '../lib/formation-lines';
import { LineupForm } from './lineup-form';
import { lineupMessages as messages } from './lineup-messages';
import './lineup.css';

interface LineupWidgetProps {
  teamId: number;
}

/**
 * MC-10: the line-ups this site's fans pick for a club. The most chosen formations (as many as the
 * tenant's data-limit setting allows, every one without it; named with hyphens) and the players picked
 * most are the same for everyone; a logged-in fan also picks their own formation and XI from the squad,
 * and a guest is invited to log in. The widget waits for its data, retrying every second for up to ten
 * (lineup-retry.ts).
 */
export function LineupWidget({ teamId }: LineupWidgetProps) {
  const intl = useIntl();
  const headingId = useId();
  const formations = useUserFormations(teamId, useLineupDataLimit());
  const topPlayers = useTopFormationPlayers(teamId);
  const failed = (formations.error && !formations.data) || (topPlayers.error && !topPlayers.data);
  const retry = () => {
    void formations.mutate();
    void topPlayers.mutate();
  };
  return (
    <section className="lineup" aria-labelledby={headingId}>
      <h2 id={headingId} className="lineup__title">
        {intl.formatMessage(messages.title)}
      </h2>
      {failed && !formations.isValidating && !topPlayers.isValidating ? (
        <LoadError onRetry={retry}>{intl.formatMessage(messages.loadFailed)}</LoadError>
      ) : null}
      {formations.data && topPlayers.data ? (
        <>
          {formations.data.total === 0 ? <p className="mc-empty">{intl.formatMessage(messages.nobodyYet)}</p> : null}
          <div className="lineup__figures">
            <MostChosenFormations formations={formations.data} />
            <TopPlayersList players={topPlayers.data} />
          </div>
          <OwnLineup teamId={teamId} formations={formations.data} />
        </>
      ) : failed ? null : (
        <Spinner />
      )}
    </section>
  );
}

function MostChosenFormations({ formations }: { formations: UserFormations }) {
  const intl = useIntl();
  const headingId = useId();
  if (formations.formations.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="lineup__subtitle">
        {intl.formatMessage(messages.formationsTitle)}
      </h3>
      <ol className="lineup__formations">
        {formations.formations.map((entry) => (
          <li key={entry.formation} className="lineup__formation">
            <span className="lineup__formation-name">{formationLabel(entry.formation)}</span>
            <span className="lineup__bar" aria-hidden="true">
              <span style={{ width: `${Math.min(100, Math.max(0, entry.percentage))}%` }} />
            </span>
            <span className="lineup__share">
              {intl.formatMessage(messages.formationShare, { percentage: entry.percentage, count: entry.count })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function TopPlayersList({ players }: { players: TopPlayers }) {
  const intl = useIntl();
  const headingId = useId();
  if (players.players.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="lineup__subtitle">
        {intl.formatMessage(messages.topPlayersTitle)}
      </h3>
      <ol className="lineup__players">
        {players.players.map((player) => (
          <li key={player.id} className="lineup__player">
            <span className="lineup__position" aria-hidden="true">
              {player.position}
            </span>
            <Link to={`/matchcenter/player/${player.id}`}>{player.name}</Link>
            <span className="lineup__share">
              {intl.formatMessage(messages.playerShare, { percentage: player.percentage })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

interface OwnLineupProps {
  teamId: number;
  formations: UserFormations;
}

/** The fan's own part, known only after hydration: the form, or a guest's invitation to log in. */
function OwnLineup({ teamId, formations }: OwnLineupProps) {
  const intl = useIntl();
  const session = useSession();
  const openAuthDialog = useOpenAuthDialog();
  if (!session.isRestored) return null;
  if (!session.isLoggedIn) {
    return (
      <div className="lineup__guest">
        <Button variant="secondary" onClick={() => openAuthDialog('login')}>
          {intl.formatMessage(messages.loginToPick)}
        </Button>
      </div>
    );
  }
  return <LineupForm teamId={teamId} available={formations.available} mine={formations.mine} />;
}
