import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { fixtureSchema, toFixtureView, type FixtureRecord } from './fixture-view';
import type { MatchcenterRepository } from './matchcenter-repository';

/**
 * GET /ajax/matchcenter/sidebar/live-matches (MC-03, MC-13): every match being played now, of every
 * league, each with its league, for the match-centre home's "live now" and the sidebar's live list.
 * The minute and score then follow each fixture's `fixture-{id}` channel.
 */
export const getLiveMatchesRoute: FastifyPluginAsyncZod<{ matchcenter: MatchcenterRepository }> = async (
  app,
  { matchcenter },
) => {
  app.get(
    '/ajax/matchcenter/sidebar/live-matches',
    {
      // Revalidated every time (an unchanged answer is a 304): a match kicks off or ends any minute, and
      // the simulator's writes purge the API's own copy (plugins/content-changes.ts).
      config: { publicCache: { maxAgeSeconds: 0, keptUntilChanged: true } },
      schema: {
        tags: ['Match centre'],
        summary: 'The matches being played now, of every league',
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              fixtures: z.array(fixtureSchema.extend({ league: leagueTagSchema })),
            }),
          }),
          400: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      return { data: { fixtures: await withLeagues(matchcenter, await matchcenter.liveFixtures(), tenant.language) } };
    },
  );
};

/** A fixture list's league, on each fixture: lists of every league (live now, today) need it. */
export const leagueTagSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** Fixtures of any league as the API shows them, each with its league (one query for their events). */
export async function withLeagues(
  matchcenter: MatchcenterRepository,
  fixtures: FixtureRecord[],
  language: Parameters<typeof toFixtureView>[2],
) {
  const [events, leagues] = await Promise.all([
    matchcenter.events(fixtures.map((fixture) => fixture.id)),
    matchcenter.leagues(),
  ]);
  const leagueOf = new Map(leagues.map((league) => [league.id, league]));
  return fixtures.flatMap((fixture) => {
    const league = leagueOf.get(fixture.leagueId);
    if (!league) return [];
    return [
      { ...toFixtureView(fixture, events, language), league: { id: league.id, slug: league.slug, name: league.name } },
    ];
  });
}
