import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { pollIdParams, tenantQuery, voterKeyOf } from './poll-requests';
import { pollSchema, toPoll } from './poll-view';
import type { PollsRepository } from './polls-repository';

/**
 * GET /api/v1/poll/{id}/show (POL-01): the poll with its counts and the asker's own answer. Never a
 * public answer: `my_answer` is the asker's (user, else visitor id), so it is sent `private, no-store`.
 */
export const getPollRoute: FastifyPluginAsyncZod<{ polls: PollsRepository }> = async (app, { polls }) => {
  app.get(
    '/api/v1/poll/:id/show',
    {
      schema: {
        tags: ['Content'],
        summary: 'One poll with its results and the asker’s answer',
        params: pollIdParams,
        querystring: tenantQuery,
        response: { 200: z.object({ data: pollSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const poll = await polls.byId(tenant.id, request.params.id, await voterKeyOf(request));
      // Another tenant's poll is "not found" too.
      if (poll === null) throw new HttpError(404, request.t('polls.unknownPoll'));
      return { data: toPoll(poll) };
    },
  );
};
