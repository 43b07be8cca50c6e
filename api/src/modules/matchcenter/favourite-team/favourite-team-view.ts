import { z } from 'zod';
import { leagueSummarySchema } from '../ranking-view';

/** A fan's favourite club (MC-11): enough to show its crest and name and to link to its page. */
export const favouriteTeamSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    shortName: z.string(),
    logo: z.string().describe('Crest path, relative to the API origin, or an absolute URL'),
    league: leagueSummarySchema.pick({ id: true, slug: true, name: true }),
  })
  .meta({ id: 'FavouriteTeam' });

export type FavouriteTeam = z.infer<typeof favouriteTeamSchema>;

/** The answer of both the read and the write: the club, or null when the fan has none. */
export const favouriteTeamResponse = z.object({ data: z.object({ team: favouriteTeamSchema.nullable() }) });
