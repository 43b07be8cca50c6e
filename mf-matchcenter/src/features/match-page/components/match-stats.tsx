import { useId, type CSSProperties } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Match, MatchStats as Stats } from '../api/get-fixture';
import { matchPageMessages as messages } from './match-page-messages';

const ROWS: readonly [keyof Stats['home'], MessageDescriptor, string][] = [
  ['possession', messages.possession, '%'],
  ['shots', messages.shots, ''],
  ['shotsOnTarget', messages.shotsOnTarget, ''],
  ['corners', messages.corners, ''],
  ['fouls', messages.fouls, ''],
];

/**
 * The match statistics as paired bars in each club's colour (MC-12): possession, shots, shots on
 * target, corners, fouls.
 */
export function MatchStats({ match, colours }: { match: Match; colours: { home: string; away: string } | null }) {
  const intl = useIntl();
  const headingId = useId();
  const stats = match.stats;
  return (
    <section className="match-stats" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.statsTab)}
      </h2>
      {stats === null ? (
        <p className="mc-empty">{intl.formatMessage(messages.noStats)}</p>
      ) : (
        <ul className="match-stats__list" style={barColours(colours)}>
          {ROWS.map(([key, label, unit]) => {
            const home = stats.home[key];
            const away = stats.away[key];
            const total = home + away;
            const homeShare = total === 0 ? 50 : Math.round((home / total) * 1000) / 10;
            const text = intl.formatMessage(label);
            return (
              <li key={key} className="match-stat" data-stat={key}>
                <span className="visually-hidden">
                  {intl.formatMessage(messages.statRow, {
                    label: text,
                    home: `${home}${unit}`,
                    away: `${away}${unit}`,
                    homeTeam: match.homeTeam,
                    awayTeam: match.awayTeam,
                  })}
                </span>
                <span className="match-stat__values" aria-hidden="true">
                  <span className="match-stat__home">
                    {home}
                    {unit}
                  </span>
                  <span className="match-stat__label">{text}</span>
                  <span className="match-stat__away">
                    {away}
                    {unit}
                  </span>
                </span>
                <span className="match-stat__bar" aria-hidden="true">
                  <span className="match-stat__bar-home" style={{ width: `${homeShare}%` }} />
                  <span
                    className="match-stat__bar-away"
                    style={{ width: `${Math.round((100 - homeShare) * 10) / 10}%` }}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function barColours(colours: { home: string; away: string } | null): CSSProperties | undefined {
  if (!colours) return undefined;
  const style: CSSProperties & Record<'--home-colour' | '--away-colour', string> = {
    '--home-colour': colours.home,
    '--away-colour': colours.away,
  };
  return style;
}
