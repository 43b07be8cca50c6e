import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { commentModerationLog, moderationActions } from '../schema';
import { requireManager } from './require-manager';

const perPage = 50;

/** GET /api/v2/moderation/log?page (managers): who did what to which comment and when, newest first. */
export const listModerationLogRoute: FastifyPluginAsyncZod = async (app) => {
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
      const ofTenant = eq(commentModerationLog.tenantId, tenant.id);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(commentModerationLog)
          .where(ofTenant)
          .orderBy(desc(commentModerationLog.createdAt), desc(commentModerationLog.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        app.db
          .select({ count: sql<number>`count(*)::int` })
          .from(commentModerationLog)
          .where(ofTenant),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          comment_id: row.commentId,
          action: row.action,
          actor: { id: row.actorUserId, username: row.actorUsername },
          detail: row.detail,
          created_at: row.createdAt.toISOString(),
        })),
        metaData: { current_page: page, last_page: Math.max(1, Math.ceil(Number(total?.count ?? 0) / perPage)) },
      };
    },
  );
};
