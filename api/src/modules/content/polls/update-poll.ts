import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { requireEditor } from '../editor/require-editor';
import { pollIdParams, tenantQuery } from './poll-requests';
import { editorPollSchema, toEditorPoll } from './poll-view';
import type { PollsRepository } from './polls-repository';

/**
 * PATCH /api/v2/polls/{id} (POL-01): an editor closes a poll (or opens it again). A closed poll takes
 * no votes and shows its results to everyone; the votes it has stay.
 */
export const updatePollRoute: FastifyPluginAsyncZod<{ polls: PollsRepository }> = async (app, { polls }) => {
  app.patch(
    '/api/v2/polls/:id',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Close or reopen a poll (editors)',
        security: [{ bearerAuth: [] }],
        params: pollIdParams,
        querystring: tenantQuery,
        body: z.object({ is_closed: z.boolean().describe('true closes the poll, false opens it again') }),
        response: {
          200: z.object({ data: editorPollSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { id } = request.params;
      if (!(await polls.setClosed(tenant.id, id, request.body.is_closed)))
        throw new HttpError(404, request.t('polls.unknownPoll'));
      const poll = await polls.byId(tenant.id, id);
      if (poll === null) throw new HttpError(404, request.t('polls.unknownPoll'));
      return { data: toEditorPoll(poll) };
    },
  );
};
