import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonForScript } from '../../../lib/html';
import type { RemoteName } from '../../tenants/remotes';
import type { Tenant } from '../../tenants/tenants-repository';
import type { Bootstrap } from '../bootstrap';
import { renderPage } from '../page-template';
import { createInProcessFetch } from './in-process-fetch';
import { createPageCache, type CachedPage } from './page-cache';
import { createRemoteReleases } from './remote-releases';
import { createServerBundles } from './server-bundles';

/**
 * Server-side rendering of pages (issue 10, docs/decisions/0010): the shell's Node build renders the
 * page with the tenant's remotes at the versions in its bootstrap, and the result is kept in the guest
 * HTML cache. Without a Node build of the shell (the API alone, API tests) pages are the plain shell
 * template, rendered in the browser, as before.
 */
/** How long a page rendered in full may stand in for one that cannot be, while the database is away. */
const pageStaleIfErrorMs = 5 * 60_000;

export function createServerRenderer(app: FastifyInstance) {
  const { ssr, webRoot } = app.config;
  const bundles = createServerBundles(
    webRoot,
    createRemoteReleases({
      cacheDir: ssr.remoteBuildsCacheDir,
      ...(ssr.remoteReleasesUrl === undefined ? {} : { releasesUrl: ssr.remoteReleasesUrl }),
    }),
  );
  const cache = createPageCache({
    freshMs: ssr.cacheFreshMs,
    staleMs: ssr.cacheStaleMs,
    maxEntries: ssr.cacheMaxPages,
    staleIfErrorMs: pageStaleIfErrorMs,
  });

  /** The page as kept: its HTML's hash is taken here, once per render, not once per answer. */
  const kept = (html: string, status: number, renderedAt: number, complete: boolean) => ({
    html,
    status,
    renderedAt,
    hash: createHash('sha256').update(html).digest('base64url'),
    complete,
  });

  async function renderFresh(
    request: FastifyRequest,
    bootstrap: Bootstrap,
    template: string,
  ): Promise<CachedPage & { complete: boolean }> {
    const renderedAt = Date.now();
    const shell = ssr.enabled ? bundles.shell() : undefined;
    if (!shell) return kept(renderPage(template, bootstrap), 200, renderedAt, true);
    const url = request.url;
    try {
      const rendered = await shell.renderPage({
        bootstrap,
        url,
        fetch: createInProcessFetch(app, request.headers.host ?? ''),
        loadRemote: (name, version) => bundles.remote(name, version),
        budgetMs: ssr.budgetMs,
        renderedAt,
        onRemoteProblem: ({ remote, version, phase, error }) => {
          // Once per problem and render: which remote, which version, what went wrong, and that the
          // browser renders that area instead.
          request.log.warn(
            { remote, version, phase, url, err: error },
            `server render: ${remote ?? 'a part'}${version ? `@${version}` : ''} left to the browser (${phase}): ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      });
      const html = renderPage(template, bootstrap, {
        head: rendered.head,
        styles: [shell.inlineStyles, rendered.styles].join('\n').trim(),
        stylesheets: rendered.stylesheets,
        html: rendered.html,
        stateJson: jsonForScript(rendered.state),
      });
      const page = kept(html, rendered.status, renderedAt, rendered.complete);
      // A redirect's target is kept with it, under the URL that was asked for (the query is in both).
      return rendered.location === undefined ? page : { ...page, location: rendered.location };
    } catch (error) {
      // The shell itself failed: the page is rendered in the browser, as without a server build.
      request.log.error({ err: error, url }, 'server render failed; the page is rendered in the browser');
      return kept(renderPage(template, bootstrap), 200, renderedAt, false);
    }
  }

  /** A page with parts left to the browser is kept for a second only: the next renders may do better. */
  const keep = (key: string, tenantId: string, page: CachedPage & { complete: boolean }) =>
    cache.set(key, tenantId, page, page.complete ? undefined : { freshMs: 1000, staleMs: 0 });

  /**
   * A render that left parts to the browser while the database is away (db/outage-breaker.ts): the
   * last page rendered in full stands in for it, if there is one young enough (stale-if-error).
   */
  const lastGoodDuringOutage = (key: string, page: CachedPage & { complete: boolean }) =>
    !page.complete && app.databaseAway() ? cache.lastGood(key) : undefined;

  return {
    /**
     * The page's HTML, its hash and status: from the cache when it is fresh, or stale while one
     * request renders it again; rendered now otherwise. `staleForMs` is set when the last page rendered
     * in full stands in for one the server could not finish during a database outage. `keep: false`
     * (the newsroom's private pages) renders every time and keeps nothing.
     */
    async page(
      request: FastifyRequest,
      tenant: Tenant,
      bootstrap: Bootstrap,
      template: string,
      { keep: keepIt = true }: { keep?: boolean } = {},
    ): Promise<CachedPage & { staleForMs?: number }> {
      if (!keepIt) return renderFresh(request, bootstrap, template);
      // Everything the HTML depends on: the URL, and the bootstrap (tenant, remote versions, origins).
      const key = `${request.url}\n${JSON.stringify(bootstrap)}\n${template.length}`;
      const cached = ssr.cacheMaxPages > 0 ? cache.get(key) : undefined;
      if (cached) {
        if (cached.refresh) {
          renderFresh(request, bootstrap, template).then(
            // During an outage the page in hand stays rather than one the server could not finish.
            (page) => (lastGoodDuringOutage(key, page) ? cache.release(key) : keep(key, tenant.id, page)),
            () => cache.release(key),
          );
        }
        return cached.page;
      }
      const page = await renderFresh(request, bootstrap, template);
      const lastGood = ssr.cacheMaxPages > 0 ? lastGoodDuringOutage(key, page) : undefined;
      if (lastGood) return { ...lastGood.page, staleForMs: lastGood.ageMs };
      if (ssr.cacheMaxPages > 0) keep(key, tenant.id, page);
      return page;
    },
    /**
     * Loads the Node builds of these remote versions (fetching those published elsewhere), so the
     * first page that needs one finds it ready. A version that cannot be had is logged, not thrown: its
     * pages render that remote in the browser, as they would anyway.
     */
    async prepareRemotes(remotes: readonly { name: RemoteName; version: string }[]): Promise<void> {
      if (!ssr.enabled || bundles.shell() === undefined) return;
      const unique = new Map(remotes.map((remote) => [`${remote.name}@${remote.version}`, remote]));
      await Promise.all(
        [...unique.values()].map(({ name, version }) =>
          bundles.remote(name, version).catch((error: unknown) => {
            app.log.warn(
              { remote: name, version, err: error },
              `server render: no Node build of ${name}@${version}; its pages render it in the browser`,
            );
          }),
        ),
      );
    },
    /** Forgets a tenant's kept pages: what they show has changed. */
    purgeTenant: (tenantId: string) => cache.purgeTenant(tenantId),
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
