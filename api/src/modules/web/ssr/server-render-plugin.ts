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
 * succeeded (plugins/content-changes.ts): whatever a page shows (articles, comments, predictions,
 * settings, remote versions) can only change through such a write.
 */
export const serverRenderPlugin = fp(
  async function serverRender(app: FastifyInstance) {
    const renderer = createServerRenderer(app);
    app.decorate('pageRenderer', renderer);
    app.onTenantContentChange((tenantId) => renderer.purgeTenant(tenantId));
  },
  { name: 'server-render', dependencies: ['content-changes'] },
);
