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

    // The remote versions the tenants load are fetched before a page needs them (decision 0054): at
    // start, and when the operator switches a tenant, on every process. A page asked for meanwhile
    // waits for the fetch only its render budget, then leaves that remote to the browser.
    const prepare = async (tenantId?: string) => {
      const tenants = (await app.tenants.list()).filter((tenant) => tenantId === undefined || tenant.id === tenantId);
      await renderer.prepareRemotes(tenants.flatMap((tenant) => tenant.remotes.filter((remote) => remote.enabled)));
    };
    const log = app.log.child({ module: 'server-render' });
    app.addHook('onReady', async () => {
      void prepare().catch((error: unknown) => log.warn({ err: error }, 'server render: could not prepare remotes'));
    });
    app.cluster.onChange((change) => {
      if (change.registry !== true) return;
      void prepare(change.tenantId).catch((error: unknown) =>
        log.warn({ err: error }, 'server render: could not prepare remotes'),
      );
    });
  },
  { name: 'server-render', dependencies: ['content-changes', 'cluster-changes'] },
);
