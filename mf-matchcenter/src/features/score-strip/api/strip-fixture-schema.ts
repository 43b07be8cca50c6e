import { z } from 'zod/mini';
import { leagueFixtureSchema } from '../../../lib/api/get-live-matches';

/**
 * A fixture of the score strip: the lists' fixture with its clubs' ids, so the favourite club's match
 * can go first (MC-11) by id rather than by a name that may be written two ways.
 */
export const stripFixtureSchema = z.extend(leagueFixtureSchema, {
  homeTeamId: z.number(),
  awayTeamId: z.number(),
});

export type StripFixture = z.infer<typeof stripFixtureSchema>;
