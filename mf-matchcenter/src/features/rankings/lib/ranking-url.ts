import type { RoundSelection } from '../hooks/use-selected-rounds';

/** The query parameters of the ranking page: `matches=true` opens the Matches tab (spec 000 §2). */
export const matchesParam = 'matches';
/** The round the Matches tab shows: `all`, or a round number; without it the current round. */
export const roundParam = 'round';

export type RankingTab = 'rankings' | 'matches';

export function tabFromSearch(search: URLSearchParams): RankingTab {
  return search.get(matchesParam) === 'true' ? 'matches' : 'rankings';
}

/** A round from the URL; anything that is not `all` or a round number means the current round. */
export function roundFromSearch(search: URLSearchParams): RoundSelection {
  const value = search.get(roundParam);
  if (value === 'all') return 'all';
  if (value !== null && /^[1-9]\d{0,2}$/.test(value)) return Number(value);
  return 'current';
}

/** The page's path for a league (the canonical URL has neither tab nor round). */
export function rankingPath(leagueSlug: string): string {
  return `/matchcenter/rankings/league/${encodeURIComponent(leagueSlug)}`;
}

/** The search of a tab and round: the Rankings tab has none; the current round is left out. */
export function rankingSearch(tab: RankingTab, round: RoundSelection = 'current'): string {
  if (tab === 'rankings') return '';
  const search = new URLSearchParams({ [matchesParam]: 'true' });
  if (round !== 'current') search.set(roundParam, String(round));
  return `?${search.toString()}`;
}

export function teamPath(teamId: number): string {
  return `/matchcenter/team/${teamId}`;
}

export function playerPath(playerId: number): string {
  return `/matchcenter/player/${playerId}`;
}
