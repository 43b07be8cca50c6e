import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { pollIdParams, tenantQuery, voterOf } from './poll-requests';
import { pollSchema, toPoll } from './poll-view';
import type { PollsRepository } from './polls-repository';
import { visitorCookieKey } from './visitor-cookie';

/**
 * GET /api/v1/poll/{id}/show (POL-01): the poll with its counts and the asker's own answer. Never a
 * public answer: `my_answer` is the asker's (user, else the signed visitor cookie's browser), so it is sent
 * `private, no-store`. A guest without a valid visitor cookie is given one here (SEC-04), so the vote
 * that follows the poll's showing already carries it.
 */
export const getPollRoute: FastifyPluginAsyncZod<{ polls: PollsRepository }> = async (app, { polls }) => {
  const cookieKey = visitorCookieKey(app.config.adminToken);
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
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const poll = await polls.byId(tenant.id, request.params.id, await voterOf(request, reply, cookieKey));
      // Another tenant's poll is "not found" too.
      if (poll === null) throw new HttpError(404, request.t('polls.unknownPoll'));
      return { data: toPoll(poll) };
    },
  );
};
