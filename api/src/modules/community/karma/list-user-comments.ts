import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate, type Locale } from '../../../i18n/messages';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { idParam } from '../comments/comment-requests';
import { type ResourceFinder, resourceKey } from '../resources/find-resources';
import type { KarmaRepository } from './karma-repository';
import { profileCommentSchema, toProfileComment } from './karma-view';
import { isProfileOwner } from './profile-owner';
import { PROFILE_COMMENTS_PER_PAGE, type UserCommentsRepository } from './user-comments-repository';

/**
 * The spec's "read label" (001 §3 "User comment list"): how many of the list's comments this page and
 * the ones before it hold, as text in the site's language ("10 of 57 comments read").
 */
function readLabel(language: Locale, read: number, count: number): string {
  if (count === 0) return translate(language, 'profile.commentsRead.none');
  return translate(language, count === 1 ? 'profile.commentsRead.one' : 'profile.commentsRead.other', { read, count });
}

/**
 * GET /ajax/user/{id}/comments/{page} (PRF-01): a page (from 1) of the profile's comments table, 10
 * newest first: the visible ones, and for the fan themselves also their hidden ones. `read` is a label
 * saying how far the pages so far go; the count is `metaData.count`, and the table's load-more shows
 * while `current_page × per_page < count`. A page past the end is empty.
 */
export const listUserCommentsRoute: FastifyPluginAsyncZod<{
  karma: KarmaRepository;
  userComments: UserCommentsRepository;
  resources: ResourceFinder;
  now: () => Date;
}> = async (app, { karma, userComments, resources, now }) => {
  app.get(
    '/ajax/user/:id/comments/:page',
    {
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Community'],
        summary: "A page of a fan's comments (profile)",
        security: [{}, { bearerAuth: [] }],
        params: z.object({ id: idParam, page: z.coerce.number().int().min(1).max(1_000_000) }),
        querystring: z.object({ tenant_id: z.string().max(100).optional() }),
        response: {
          200: z.object({
            data: z.object({
              comments: z.array(profileCommentSchema),
              read: z
                .string()
                .describe(
                  "How many of the comments this page and the ones before it hold, in the site's language: " +
                    '"10 of 57 comments read" / "10 van 57 reacties gelezen"',
                ),
            }),
            metaData: z.object({
              current_page: z.number().int(),
              per_page: z.number().int(),
              count: z.number().int().describe('All the comments the profile lists'),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { id, page } = request.params;
      const [user, owner] = await Promise.all([karma.user(tenant.id, id), isProfileOwner(request, id)]);
      if (user === undefined) throw new HttpError(404, request.t('profile.unknownUser'));
      const at = now();
      const [count, rows] = await Promise.all([
        userComments.countOfUser(tenant.id, id, owner),
        userComments.pageOfUser(tenant.id, id, owner, page),
      ]);
      const found = await resources.many(
        tenant.id,
        rows.map((row) => ({ type: row.resourceType, id: row.resourceId })),
        at,
      );
      const comments = rows.flatMap((row) => {
        const resource = found.get(resourceKey({ type: row.resourceType, id: row.resourceId }));
        return resource === undefined ? [] : [toProfileComment(row, resource, at)];
      });
      const read = Math.min((page - 1) * PROFILE_COMMENTS_PER_PAGE + rows.length, count);
      return {
        data: { comments, read: readLabel(tenant.language, read, count) },
        metaData: { current_page: page, per_page: PROFILE_COMMENTS_PER_PAGE, count },
      };
    },
  );
};
