import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { requireEditor } from '../content/editor/require-editor';
import type { SmartBarRepository } from './smart-bar-repository';
import { editorSmartBarSchema, tenantQuery, toSmartBar } from './smart-bar-view';

/**
 * GET /api/v2/editor/smart-bar (SB-01, editors): the tenant's smart bar and how many viewers closed its
 * current update; `data: null` without a bar. Per editor, so never cached.
 */
export const getEditorSmartBarRoute: FastifyPluginAsyncZod<{ smartBars: SmartBarRepository }> = async (
  app,
  { smartBars },
) => {
  app.get(
    '/api/v2/editor/smart-bar',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      schema: {
        tags: ['Site extras'],
        summary: 'The smart bar with its close count (editors)',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: {
          200: z.object({ data: editorSmartBarSchema.nullable() }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const bar = await smartBars.current(tenant.id);
      if (bar === null) return { data: null };
      return { data: { ...toSmartBar(bar), hidden_count: await smartBars.hiddenCount(tenant.id, bar.updatedAt) } };
    },
  );
};
