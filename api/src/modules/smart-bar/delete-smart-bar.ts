import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { requireEditor } from '../content/editor/require-editor';
import type { SmartBarRepository } from './smart-bar-repository';
import { tenantQuery } from './smart-bar-view';

/**
 * DELETE /api/v2/editor/smart-bar (SB-01, editors): the site shows no smart bar any more. Answers 204
 * whether or not there was one (the outcome the editor asked for holds either way). The closes recorded
 * stay, for the figures of earlier updates.
 */
export const deleteSmartBarRoute: FastifyPluginAsyncZod<{ smartBars: SmartBarRepository }> = async (
  app,
  { smartBars },
) => {
  app.delete(
    '/api/v2/editor/smart-bar',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Site extras'],
        summary: 'Remove the smart bar (editors)',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: {
          204: z.null().describe('The tenant has no smart bar (any more)'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      await smartBars.remove(tenant.id);
      return reply.code(204).send(null);
    },
  );
};
