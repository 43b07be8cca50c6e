import { useId, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Match, MatchEvent, Side } from '../api/get-fixture';
import type { MatchPreview } from '../api/get-match-preview';
import { matchColours, textOn } from '../lib/club-colours';
import { minuteText, playerFacts, playerPath, teamName, type PlayerFacts } from '../lib/match-facts';
import { matchPageMessages as messages } from './match-page-messages';
import { matchPreviewMessages as previewMessages } from './match-preview-messages';

/** Lines of the pitch, from the goal out: the formation as the players' positions make it. */
const LINES = ['GK', 'DEF', 'MF', 'ST'] as const;

interface PitchPlayer {
  playerId: number;
  name: string;
  shirtNumber: number | null;
  /** GK, DEF, MF, ST (spec 000 §2). */
  positionCode: string;
}

interface PitchSide {
  formation: string | null;
  starting: readonly PitchPlayer[];
  bench: readonly PitchPlayer[];
}

/** "B. Brobbey" → "Brobbey": the name on the back of the shirt, for the pitch. */
function shirtName(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 && /^\p{L}{1,2}\.$/u.test(parts[0] ?? '') ? parts.slice(1).join(' ') : name;
}

function FactMarks({ facts }: { facts: PlayerFacts | undefined }) {
  const intl = useIntl();
  if (!facts) return null;
  return (
    <span className="lineup-player__facts">
      {facts.goals > 0 ? (
        <span className="lineup-player__goal" title={intl.formatMessage(messages.goals, { count: facts.goals })}>
          <span aria-hidden="true">{'⚽'.repeat(Math.min(facts.goals, 3))}</span>
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
  );
}

/** One club's XI on its half of the pitch, its lines from the goal out, in its colour. */
function PitchHalf({
  side,
  team,
  lineup,
  facts,
  colour,
  label,
}: {
  side: Side;
  team: string;
  lineup: PitchSide;
  facts: Map<number, PlayerFacts>;
  colour: string | undefined;
  label: string;
}) {
  const intl = useIntl();
  const lines = LINES.map((code) => lineup.starting.filter((p) => p.positionCode === code)).filter((l) => l.length > 0);
  const others = lineup.starting.filter((p) => !(LINES as readonly string[]).includes(p.positionCode));
  const all = [...lines, ...(others.length > 0 ? [others] : [])];
  const style: CSSProperties & Record<'--shirt' | '--shirt-text', string | undefined> = {
    '--shirt': colour,
    '--shirt-text': colour ? textOn(colour) : undefined,
  };
  return (
    <section className={`pitch__half pitch__half--${side}`} aria-label={label} style={style}>
      <p className="pitch__team">
        <span className="pitch__team-name">{team}</span>
        {lineup.formation ? (
          <span className="pitch__formation">
            <span className="visually-hidden">
              {intl.formatMessage(messages.formation, { formation: lineup.formation })}
            </span>
            <span aria-hidden="true">{lineup.formation}</span>
          </span>
        ) : null}
      </p>
      {all.map((line, index) => (
        <ul key={index} className="pitch__line">
          {line.map((player) => (
            <li key={player.playerId} className="pitch-player">
              <Link to={playerPath(player.playerId)} className="pitch-player__link">
                <span className="pitch-player__shirt" aria-hidden="true">
                  {player.shirtNumber ?? ''}
                </span>
                <span className="pitch-player__name" aria-hidden="true">
                  {shirtName(player.name)}
                </span>
                <span className="visually-hidden">{player.name}</span>
              </Link>
              <FactMarks facts={facts.get(player.playerId)} />
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}

/** Both XIs drawn on one pitch in their formations (home at the top), then the benches and substitutions. */
function LineupsPitch({
  match,
  home,
  away,
  colours,
  events,
}: {
  match: Match;
  home: PitchSide;
  away: PitchSide;
  colours: { home: string; away: string } | null;
  events: readonly MatchEvent[];
}) {
  const intl = useIntl();
  const facts = playerFacts(events);
  const label = (side: Side) => intl.formatMessage(messages.lineupOf, { team: teamName(match, side) });
  return (
    <>
      <div className="pitch">
        <PitchHalf
          side="home"
          team={match.homeTeam}
          lineup={home}
          facts={facts}
          colour={colours?.home}
          label={label('home')}
        />
        <PitchHalf
          side="away"
          team={match.awayTeam}
          lineup={away}
          facts={facts}
          colour={colours?.away}
          label={label('away')}
        />
      </div>
      <Benches match={match} home={home} away={away} events={events} facts={facts} />
    </>
  );
}

/** Each club's substitutes, and the substitutions made with their minutes. */
function Benches({
  match,
  home,
  away,
  events,
  facts,
}: {
  match: Match;
  home: PitchSide;
  away: PitchSide;
  events: readonly MatchEvent[];
  facts: Map<number, PlayerFacts>;
}) {
  const intl = useIntl();
  const headingId = useId();
  if (home.bench.length === 0 && away.bench.length === 0) return null;
  const column = (side: Side, lineup: PitchSide) => {
    const substitutions = events.filter((e) => e.type === 'substitution' && e.team === side);
    return (
      <div className={`match-bench match-bench--${side}`}>
        <h4 className="match-bench__team">{teamName(match, side)}</h4>
        {substitutions.length > 0 ? (
          <ul className="match-bench__subs">
            {substitutions.map((sub) => (
              <li key={sub.sequence} className="match-bench__sub">
                <span className="match-bench__minute">
                  {intl.formatMessage(messages.minute, { minute: minuteText(sub.minute, sub.extraMinute) })}
                </span>
                <span>
                  <span className="visually-hidden">{intl.formatMessage(messages.playerIn)} </span>
                  <span className="match-event__in" aria-hidden="true">
                    ↑{' '}
                  </span>
                  {sub.playerName ?? intl.formatMessage(messages.unknownPlayer)}
                  <br />
                  <span className="visually-hidden">{intl.formatMessage(messages.playerOut)} </span>
                  <span className="match-event__out" aria-hidden="true">
                    ↓{' '}
                  </span>
                  {sub.relatedPlayerName ?? intl.formatMessage(messages.unknownPlayer)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="team-lineup__bench">
          {lineup.bench.map((player) => (
            <li key={player.playerId} className="lineup-player">
              <span className="lineup-player__number" aria-hidden="true">
                {player.shirtNumber ?? ''}
              </span>
              <Link to={playerPath(player.playerId)} className="lineup-player__name">
                {player.name}
              </Link>{' '}
              <span className="lineup-player__position">{player.positionCode}</span>
              <FactMarks facts={facts.get(player.playerId)} />
            </li>
          ))}
        </ul>
      </div>
    );
  };
  return (
    <section className="match-benches" aria-labelledby={headingId}>
      <h3 id={headingId} className="match-section__subtitle">
        {intl.formatMessage(messages.substitutes)}
      </h3>
      <div className="match-benches__columns">
        {column('home', home)}
        {column('away', away)}
      </div>
    </section>
  );
}

/** The clubs' colours for the match, from the preview (null until it is known). */
export function coloursOf(preview: MatchPreview | undefined): { home: string; away: string } | null {
  return preview ? matchColours(preview.home.colours, preview.away.colours) : null;
}

/** Both line-ups with formation on a pitch (MC-12); before kick-off the probable ones. */
export function MatchLineups({ match, preview }: { match: Match; preview: MatchPreview | undefined }) {
  const intl = useIntl();
  const headingId = useId();
  const colours = coloursOf(preview);
  const probable = match.lineup === null ? (preview?.probableLineups ?? null) : null;
  return (
    <section className="match-lineups" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(probable ? previewMessages.probableLineups : messages.lineupsTab)}
      </h2>
      {match.lineup !== null ? (
        <>
          <LineupsPitch
            match={match}
            home={match.lineup.home}
            away={match.lineup.away}
            colours={colours}
            events={match.events}
          />
          {match.lineup.derived ? (
            <p className="match-lineups__note">{intl.formatMessage(messages.lineupsDerived)}</p>
          ) : null}
        </>
      ) : probable ? (
        <>
          <p className="match-lineups__note">{intl.formatMessage(previewMessages.probableNote)}</p>
          <LineupsPitch match={match} home={probable.home} away={probable.away} colours={colours} events={[]} />
        </>
      ) : (
        <p className="mc-empty">{intl.formatMessage(messages.lineupsLater)}</p>
      )}
    </section>
  );
}
