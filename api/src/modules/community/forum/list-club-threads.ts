import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { ClubFinder } from '../../matchcenter/teams/find-club';
import { idParam, tenantQuery } from '../comments/comment-requests';
import { resourceUrl } from '../resources/find-resources';
import type { ClubThreadRecord, ClubThreadsRepository } from './club-threads-repository';

/** One of the fans' threads about a club (CLB-02): a forum topic naming it, or one of its matches' threads. */
const clubThreadSchema = z
  .object({
    kind: z.enum(['topic', 'match']).describe("'topic': a forum topic naming the club; 'match': a match's thread"),
    id: z.number().int().describe("The topic's id, or the fixture's"),
    title: z.string().describe("The topic's title as its author wrote it, or '{home} – {away}' for a match"),
    url: z
      .string()
      .describe('/forum/topic/{id}, or /matchcenter/match/{fixtureId}#comments: the thread on the match page'),
    comments_count: z.number().int().describe('Visible comments'),
    last_comment_at: z.string().describe('ISO 8601: the newest visible comment, or a topic itself without one'),
  })
  .meta({ id: 'ClubThread' });

type ClubThreadView = z.infer<typeof clubThreadSchema>;

function toClubThread(record: ClubThreadRecord): ClubThreadView {
  return {
    kind: record.kind,
    id: record.id,
    title: record.title,
    // A match's thread is not a tab of its page but the comments beside it, under the `#comments` anchor
    // that comment links use too (CMT-02).
    url: record.kind === 'topic' ? resourceUrl('forum', record.id) : `${resourceUrl('fixture', record.id)}#comments`,
    comments_count: record.commentsCount,
    last_comment_at: record.lastCommentAt.toISOString(),
  };
}

/**
 * GET /api/v2/forum/club/{teamId}?limit (CLB-02): the tenant's fans' threads about one club, by latest
 * activity: forum topics whose title names it and the threads of its matches, `limit` in all (5 unless
 * asked, at most 20). The team page's and the home page's "fans talking about" list. An unknown club is
 * a 404.
 */
export const listClubThreadsRoute: FastifyPluginAsyncZod<{
  clubThreads: ClubThreadsRepository;
  findClub: ClubFinder;
}> = async (app, { clubThreads, findClub }) => {
  app.get(
    '/api/v2/forum/club/:teamId',
    {
      // The same list for every visitor, as the club's news: a new thread shows within a minute.
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Community'],
        summary: "The fans' threads about one club, by latest activity",
        params: z.object({ teamId: idParam }),
        querystring: tenantQuery.extend({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
        response: { 200: z.object({ data: z.array(clubThreadSchema) }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const club = await findClub(request.params.teamId);
      if (club === undefined) throw new HttpError(404, request.t('clubAlerts.unknownClub'));
      const records = await clubThreads.latest(tenant.id, club, request.query.limit);
      return { data: records.map(toClubThread) };
    },
  );
};
