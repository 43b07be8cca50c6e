import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { League } from '../../../lib/api/league-schema';
import { rankingPath, rankingSearch, type RankingTab } from '../lib/ranking-url';
import { rankingsMessages } from './rankings-messages';

interface LeagueButtonsProps {
  leagues: readonly League[];
  currentSlug: string;
  /** The open tab stays open in the other league; the round does not carry over. */
  tab: RankingTab;
}

/** MC-01: one button per league, links to its ranking page (the current one marked as the page). */
export function LeagueButtons({ leagues, currentSlug, tab }: LeagueButtonsProps) {
  const intl = useIntl();
  if (leagues.length === 0) return null;
  return (
    <nav className="league-buttons" aria-label={intl.formatMessage(rankingsMessages.leagues)}>
      <ul className="league-buttons__list">
        {leagues.map((league) => {
          const current = league.slug === currentSlug;
          return (
            <li key={league.id}>
              <Link
                className={current ? 'league-buttons__link league-buttons__link--current' : 'league-buttons__link'}
                to={`${rankingPath(league.slug)}${rankingSearch(tab)}`}
                aria-current={current ? 'page' : undefined}
              >
                {league.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
