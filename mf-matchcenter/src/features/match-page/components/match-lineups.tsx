import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { LineupPlayer, Match, Side, SideLineup } from '../api/get-match';
import { playerFacts, playerPath, teamName, type PlayerFacts } from '../lib/match-facts';
import { matchPageMessages as messages } from './match-page-messages';

/** Lines of the pitch, from the goal out: the formation as the players' positions make it. */
const LINES = ['GK', 'DEF', 'MF', 'ST'] as const;

function PlayerItem({ player, facts }: { player: LineupPlayer; facts: PlayerFacts | undefined }) {
  const intl = useIntl();
  return (
    <li className="lineup-player">
      <span className="lineup-player__number" aria-hidden="true">
        {player.shirtNumber ?? ''}
      </span>
      <Link to={playerPath(player.playerId)} className="lineup-player__name">
        {player.name}
      </Link>{' '}
      <span className="lineup-player__position">{player.positionCode}</span>
      {facts ? (
        <span className="lineup-player__facts">
          {facts.goals > 0 ? (
            <span className="lineup-player__goal" title={intl.formatMessage(messages.goals, { count: facts.goals })}>
              <span aria-hidden="true">{'⚽'.repeat(Math.min(facts.goals, 5))}</span>
              <span className="visually-hidden">{intl.formatMessage(messages.goals, { count: facts.goals })}</span>
            </span>
          ) : null}
          {facts.yellow ? (
            <span className="card-icon card-icon--yellow" title={intl.formatMessage(messages.yellowCard)}>
              <span className="visually-hidden">{intl.formatMessage(messages.yellowCard)}</span>
            </span>
          ) : null}
          {facts.red ? (
            <span className="card-icon card-icon--red" title={intl.formatMessage(messages.redCard)}>
              <span className="visually-hidden">{intl.formatMessage(messages.redCard)}</span>
            </span>
          ) : null}
          {facts.off !== null ? (
            <span className="lineup-player__off">
              <span aria-hidden="true">↓{facts.off}&apos;</span>
              <span className="visually-hidden">{intl.formatMessage(messages.playerOff, { minute: facts.off })}</span>
            </span>
          ) : null}
          {facts.on !== null ? (
            <span className="lineup-player__on">
              <span aria-hidden="true">↑{facts.on}&apos;</span>
              <span className="visually-hidden">{intl.formatMessage(messages.playerOn, { minute: facts.on })}</span>
            </span>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}

function TeamLineup({
  match,
  side,
  lineup,
  facts,
}: {
  match: Match;
  side: Side;
  lineup: SideLineup;
  facts: Map<number, PlayerFacts>;
}) {
  const intl = useIntl();
  const name = teamName(match, side);
  const lines = LINES.map((code) => lineup.starting.filter((p) => p.positionCode === code)).filter((l) => l.length > 0);
  const others = lineup.starting.filter((p) => !(LINES as readonly string[]).includes(p.positionCode));
  return (
    <section
      className={`team-lineup team-lineup--${side}`}
      aria-label={intl.formatMessage(messages.lineupOf, { team: name })}
    >
      <h3 className="team-lineup__team">{name}</h3>
      {lineup.formation ? (
        <p className="team-lineup__formation">
          {intl.formatMessage(messages.formation, { formation: lineup.formation })}
        </p>
      ) : null}
      <h4 className="team-lineup__heading">{intl.formatMessage(messages.startingEleven)}</h4>
      <div className="team-lineup__pitch">
        {[...lines, ...(others.length > 0 ? [others] : [])].map((line, index) => (
          <ul key={index} className="team-lineup__line">
            {line.map((player) => (
              <PlayerItem key={player.playerId} player={player} facts={facts.get(player.playerId)} />
            ))}
          </ul>
        ))}
      </div>
      {lineup.bench.length > 0 ? (
        <>
          <h4 className="team-lineup__heading">{intl.formatMessage(messages.substitutes)}</h4>
          <ul className="team-lineup__bench">
            {lineup.bench.map((player) => (
              <PlayerItem key={player.playerId} player={player} facts={facts.get(player.playerId)} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Both line-ups with formation (MC-12); what each player did (goals, cards, substitutions) beside his name. */
export function MatchLineups({ match }: { match: Match }) {
  const intl = useIntl();
  const headingId = useId();
  const facts = playerFacts(match.events);
  return (
    <section className="match-lineups" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.lineupsTab)}
      </h2>
      {match.lineup === null ? (
        <p className="mc-empty">{intl.formatMessage(messages.lineupsLater)}</p>
      ) : (
        <>
          <div className="match-lineups__teams">
            <TeamLineup match={match} side="home" lineup={match.lineup.home} facts={facts} />
            <TeamLineup match={match} side="away" lineup={match.lineup.away} facts={facts} />
          </div>
          {match.lineup.derived ? (
            <p className="match-lineups__note">{intl.formatMessage(messages.lineupsDerived)}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
