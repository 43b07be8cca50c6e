import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { bootstrapSchema, buildBootstrap } from './bootstrap';

const allowedHeaders = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Content-Type',
  'X-Tenant-Id',
  'X-Visitor-Id',
  'X-Unique-Visitor-Id',
].join(', ');

/**
 * GET /api/front/v1/bootstrap: the page bootstrap as JSON, for a remote running standalone on its own
 * dev server. The body is the Bootstrap itself, not wrapped in `data` ("the same JSON" as the page's,
 * which is what @tribune/shared's fetchBootstrap parses). CORS is open (it holds nothing secret),
 * including the preflight a custom header causes.
 */
export const getBootstrapRoute: FastifyPluginAsyncZod = async (app) => {
  app.options('/api/front/v1/bootstrap', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, OPTIONS')
      .header('access-control-allow-headers', allowedHeaders)
      .header('access-control-max-age', '600')
      .send();
  });

  app.get(
    '/api/front/v1/bootstrap',
    {
      schema: {
        tags: ['Web'],
        summary: 'The page bootstrap of the tenant (X-Tenant-Id, tenant_id or Host)',
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: { 200: bootstrapSchema, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', 'no-cache');
      const tenant = await request.requireTenant();
      return buildBootstrap(tenant, request, app.config);
    },
  );
};
