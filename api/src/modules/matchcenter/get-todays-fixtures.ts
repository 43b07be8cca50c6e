import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { fixtureSchema } from './fixture-view';
import { leagueTagSchema, withLeagues } from './get-live-matches';
import { addDays, calendarDateOf, zonedTimeToInstant } from '../../lib/league-time';
import type { MatchcenterRepository } from './matchcenter-repository';

/**
 * GET /ajax/matchcenter/today (MC-13): every match of today, in the leagues' time zone, of every
 * league, each with its league: the match-centre home's "Today", between what is live and the round.
 * Played, live and coming matches alike, by kick-off; live ones then follow their `fixture-{id}`
 * channel in the browser.
 */
export const getTodaysFixturesRoute: FastifyPluginAsyncZod<{ matchcenter: MatchcenterRepository }> = async (
  app,
  { matchcenter },
) => {
  app.get(
    '/ajax/matchcenter/today',
    {
      // As the live list: revalidated each time (a 304 when unchanged), purged on the simulator's writes.
      config: { publicCache: { maxAgeSeconds: 0, keptUntilChanged: true } },
      schema: {
        tags: ['Match centre'],
        summary: "Today's matches, of every league",
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              date: z.string().describe('Today in the leagues’ time zone, YYYY-MM-DD'),
              fixtures: z.array(fixtureSchema.extend({ league: leagueTagSchema })),
            }),
          }),
          400: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const today = calendarDateOf(new Date());
      const fixtures = await matchcenter.fixturesBetween(
        zonedTimeToInstant(today, 0, 0),
        zonedTimeToInstant(addDays(today, 1), 0, 0),
      );
      return { data: { date: today, fixtures: await withLeagues(matchcenter, fixtures, tenant.language) } };
    },
  );
};
