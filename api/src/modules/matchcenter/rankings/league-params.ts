import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import type { LeagueRecord, MatchcenterRepository } from '../matchcenter-repository';

/**
 * `{league}` of the ranking endpoints: a league slug (`eredivisie`, `keuken-kampioen-divisie`) or a
 * provider id (`72`). Anything else cannot name a league and is a 400, not a lookup.
 */
export const leagueParam = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'a league slug or id')
  .describe('League slug (eredivisie, keuken-kampioen-divisie) or id');

/** The league a request names, or a 404 in the error shape. */
export async function requireLeague(
  request: FastifyRequest,
  matchcenter: MatchcenterRepository,
  key: string,
): Promise<LeagueRecord> {
  const league = await matchcenter.league(key);
  if (!league) throw new HttpError(404, request.t('error.notFound'));
  return league;
}

/** MC-14: the default league leads the league buttons; the others follow by id. */
const DEFAULT_LEAGUE_SLUG = 'eredivisie';

export function defaultLeagueFirst<T extends { slug: string }>(leagues: readonly T[]): T[] {
  return [...leagues].sort((a, b) => Number(b.slug === DEFAULT_LEAGUE_SLUG) - Number(a.slug === DEFAULT_LEAGUE_SLUG));
}
