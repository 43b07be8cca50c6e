import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateNoStore } from '../../../plugins/public-cache';
import { errorResponse } from '../../../lib/http-error';
import { requireNewsroomUser } from '../editor/require-editor';
import { pollEmbed } from './poll-view';
import type { PollsRepository } from './polls-repository';

/** A picker's list: enough to scan, short enough to search instead. */
const perPage = 20;

const newsroomPollSchema = z
  .object({
    poll_id: z.number().int(),
    question: z.string().describe('Plain text: shown as text, never as HTML'),
    is_closed: z.boolean(),
    total_voting: z.number().int(),
    created_at: z.string().describe('ISO 8601'),
    embed: z.string().describe('`<div data-poll-id="{poll_id}"></div>`: what an article body holds for it'),
  })
  .meta({ id: 'NewsroomPoll' });

/**
 * GET /api/v2/editor/polls?q&page (issue 33, NR-02): the tenant's polls, newest first, 20 a page, for the
 * article editor's poll picker; `q` keeps those whose question holds it. Any newsroom user may pick an
 * existing poll for an article; making one stays with the editors (POST /api/v2/polls).
 */
export const listPollsRoute: FastifyPluginAsyncZod<{ polls: PollsRepository }> = async (app, { polls }) => {
  app.get(
    '/api/v2/editor/polls',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      schema: {
        tags: ['Content'],
        summary: 'The tenant’s polls, newest first (newsroom)',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          q: z.string().max(200).optional().describe('Words of the question (any case)'),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
        response: {
          200: z.object({
            data: z.array(newsroomPollSchema),
            metaData: z.object({
              current_page: z.number().int(),
              last_page: z.number().int(),
              per_page: z.number().int(),
              total: z.number().int(),
            }),
          }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      await requireNewsroomUser(request);
      const { q, page } = request.query;
      const { rows, total } = await polls.page(tenant.id, { text: q, offset: (page - 1) * perPage, limit: perPage });
      // Votes and new polls change it, and it is one newsroom's: never kept by a shared cache.
      reply.header('cache-control', privateNoStore);
      return {
        data: rows.map((row) => ({
          poll_id: row.id,
          question: row.question,
          is_closed: row.isClosed,
          total_voting: row.totalVoting,
          created_at: row.createdAt.toISOString(),
          embed: pollEmbed(row.id),
        })),
        metaData: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          total,
        },
      };
    },
  );
};
