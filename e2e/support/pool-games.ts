import { expect, type APIRequestContext } from '@playwright/test';
import { english } from './site';

/** A prediction game as GET /api/v2/predictions lists it, with what the journeys read. */
export interface WireGame {
  id: number;
  fixtureId: number;
  status: 'active' | 'live' | 'finished';
  date: string;
  week_start: string;
  matchData: { homeTeam: { name: string }; awayTeam: { name: string } };
}

interface WeekOfGames {
  games: WireGame[];
  week: { start: string; next: string | null };
}

/** A week's games as a fan is asked to predict them: this week's, or the week starting `weekStart`. */
export async function weekOfGames(request: APIRequestContext, weekStart?: string): Promise<WeekOfGames> {
  const query = weekStart ? `&week_start=${weekStart}` : '';
  const response = await request.get(`${english}/api/v2/predictions?for=predict${query}`, {
    headers: { accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: WeekOfGames }).data;
}

/** Open games kicking off 20 minutes from now or later: the demo's clock plays the real schedule. */
export function openOf(games: readonly WireGame[]): WireGame[] {
  const safeFrom = Date.now() + 20 * 60_000;
  return games
    .filter((game) => game.status === 'active' && Date.parse(game.date) > safeFrom)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Next week's open games, soonest first: far from kick-off whatever the hour of the run. The journeys
 * that need one game each take their own place in this list, so no two play the same match: the
 * match-centre journeys start the next match (on a Sunday evening, next week's first), predict-in-place
 * picks the third (a fan) and the fourth (a guest), club-alerts the fifth; the pool's journeys take this week's last games.
 */
export async function nextWeeksOpenGames(request: APIRequestContext): Promise<WireGame[]> {
  const thisWeek = await weekOfGames(request);
  if (!thisWeek.week.next) return [];
  return openOf((await weekOfGames(request, thisWeek.week.next)).games);
}
