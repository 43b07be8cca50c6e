import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createServerRenderer, type ServerRenderer } from './server-render';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders pages on the server and keeps guest pages (docs/decisions/0010). */
    pageRenderer: ServerRenderer;
  }
}

/**
 * Decorates the page renderer, and drops a tenant's kept pages after any write of that tenant that
 * succeeded: whatever a page shows (articles, comments, predictions, settings, remote versions) can
 * only change through such a write. Registered before the modules, so the hook sees all their routes.
 */
export const serverRenderPlugin = fp(
  async function serverRender(app: FastifyInstance) {
    const renderer = createServerRenderer(app);
    app.decorate('pageRenderer', renderer);
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      if (reply.statusCode >= 400) return;
      const tenant = await request.requireTenant().catch(() => undefined);
      if (tenant) renderer.purgeTenant(tenant.id);
    });
  },
  { name: 'server-render', dependencies: ['tenant'] },
);
