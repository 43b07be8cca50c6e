import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { moderationActions } from '../schema';
import type { ModerationRepository } from './moderation-repository';
import { requireManager } from './require-manager';

const perPage = 50;

/** GET /api/v2/moderation/log?page (managers): who did what to which comment and when, newest first. */
export const listModerationLogRoute: FastifyPluginAsyncZod<{ moderation: ModerationRepository }> = async (
  app,
  { moderation },
) => {
  app.get(
    '/api/v2/moderation/log',
    {
      preValidation: async (request) => {
        await requireManager(request);
      },
      schema: {
        tags: ['Community'],
        summary: 'The moderation log (moderators)',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number().int(),
                comment_id: z.number().int(),
                action: z.enum(moderationActions),
                actor: z.object({ id: z.number().int().nullable(), username: z.string() }),
                detail: z
                  .record(z.string(), z.unknown())
                  .describe('Status before and after; text before and after an edit'),
                created_at: z.string(),
              }),
            ),
            metaData: z.object({ current_page: z.number().int(), last_page: z.number().int() }),
          }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      await requireManager(request);
      const { page } = request.query;
      const { rows, total } = await moderation.logPage(tenant.id, (page - 1) * perPage, perPage);
      return {
        data: rows.map((row) => ({
          id: row.id,
          comment_id: row.commentId,
          action: row.action,
          actor: { id: row.actorUserId, username: row.actorUsername },
          detail: row.detail,
          created_at: row.createdAt.toISOString(),
        })),
        metaData: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) },
      };
    },
  );
};
