import { Writable } from 'node:stream';
import type { ErrorInfo, ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createServerDataCollector,
  createSeededCache,
  createServerPageAreas,
  createTribuneRuntime,
  findRouteOwner,
  getErrorMessage,
  pageLocationAttribute,
  pageStatusAttribute,
  toPageError,
  type Bootstrap,
  type ExposedModule,
  type PageError,
  type RemoteLoader,
  type RemoteName,
  type ServerPageState,
} from '@tribune/shared';
import { App } from '../app/app';
import { withTimeout } from '../lib/with-timeout';
import { createMemoryStorage } from './memory-storage';
import { deferredDigest, RemoteDeferredError } from './remote-deferred';

/** What a remote's Node build exports (scripts/webpack/create-server-config.js). */
export interface ServerRemoteModule {
  exposes: Record<string, ExposedModule>;
  /** The remote's CSS as text, inlined when its browser build has no stylesheet files (development). */
  styles: string;
  /** The remote's stylesheet files, relative to its folder (its browser build's stylesheets.json). */
  stylesheets?: readonly string[];
}

/** A stylesheet of a rendered remote, for a <link> in <head>. */
interface PageStylesheet {
  /** Where the file is: beside the remote's remoteEntry.js. */
  href: string;
  /** The file's name, which the remote's runtime recognises the link by (scripts/webpack/extract-css.js). */
  file: string;
}

export type RenderPhase = 'load' | 'data' | 'render';

export interface RemoteProblem {
  remote: RemoteName | null;
  version: string | null;
  phase: RenderPhase;
  error: unknown;
}

export interface RenderPageInput {
  bootstrap: Bootstrap;
  /** Path and query of the page. */
  url: string;
  /** Reaches the API in process: the server's own API client. */
  fetch: typeof fetch;
  /** A remote's Node build for the version in the bootstrap; rejects when there is none. */
  loadRemote(remote: RemoteName, version: string): Promise<ServerRemoteModule>;
  /** Each remote's time on the server: loading it, its data, its render (docs/decisions/0010). */
  budgetMs: number;
  renderedAt?: number;
  /** Told once per problem; the page still renders, with that remote's area left to the browser. */
  onRemoteProblem(problem: RemoteProblem): void;
}

export interface RenderPageResult {
  /** The markup inside #root. */
  html: string;
  /** <title>, <meta> and <link> elements the page rendered, for <head>. */
  head: string;
  /** CSS, as text, of the rendered remotes that have no stylesheet files (development builds). */
  styles: string;
  /** The stylesheet files of the rendered remotes (production builds, issue 30). */
  stylesheets: PageStylesheet[];
  state: ServerPageState;
  /**
   * What the page's route reported while rendering (issue 30): 404 for a subject that does not exist
   * (or a URL no remote of the tenant owns), 410 for one removed, 301 for a page at another address.
   */
  status: PageStatus;
  /** With 301: where the page lives, a path on this site with the request's query. */
  location?: string;
  /** Nothing was left to the browser: every remote and every piece of data made it into the HTML. */
  complete: boolean;
}

type PageStatus = 200 | 301 | 404 | 410;

/**
 * Render passes at most: each may discover data the next one renders with (a list, then its details).
 * Four for the longest chain a page has: an upcoming match, its prediction game, the fans' split of
 * that game (issue 30: a guest's split is server HTML, with no prediction game code in the browser).
 * A page whose data is all known sooner stops sooner.
 */
const maxPasses = 4;

/**
 * Renders one page on the server with the components the browser runs (issue 10, docs/decisions/0010):
 * loads the tenant's remotes, renders, loads every SWR key the render asked for through the API, and
 * renders again with that data, which goes to the browser as SWR's fallback so hydration fetches
 * nothing. An API answer of 404 or 410 is data too: the component gets it as SWR's error and renders
 * its not-found page here, and the page's status says so. A remote that fails or passes its budget is
 * left to the browser, never failing the page.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderPageResult> {
  const { bootstrap, budgetMs } = input;
  const renderedAt = input.renderedAt ?? Date.now();
  const versions = new Map(bootstrap.remotes.map((remote) => [remote.name, remote.version]));
  const report = (remote: RemoteName | null, phase: RenderPhase, error: unknown) =>
    input.onRemoteProblem({ remote, version: remote ? (versions.get(remote) ?? null) : null, phase, error });

  const modules = new Map<RemoteName, ServerRemoteModule>();
  const deferred = new Set<RemoteName>();
  await Promise.all(
    bootstrap.remotes.map(async ({ name, version }) => {
      try {
        modules.set(name, await withTimeout(input.loadRemote(name, version), budgetMs, `${name}@${version}`));
      } catch (error) {
        deferred.add(name);
        report(name, 'load', error);
      }
    }),
  );

  const loader: RemoteLoader = {
    isEnabled: (remote) => versions.has(remote),
    async load(remote, expose) {
      const module = modules.get(remote);
      if (!module) throw new RemoteDeferredError(remote);
      const exposed = module.exposes[expose];
      if (!exposed) throw new RemoteDeferredError(remote, `${remote} has no ${expose} on the server`);
      return exposed;
    },
  };

  const data: Record<string, unknown> = {};
  const errors: Record<string, PageError> = {};
  const collector = createServerDataCollector();
  const attempted = new Set<string>();
  // Anything left to the browser makes the page incomplete: it is kept only briefly (the API's cache).
  let incomplete = deferred.size > 0;
  const owner = findRouteOwner(input.url.split('?')[0] ?? '/');
  let result = { html: '', head: '' };
  let areas = createServerPageAreas();
  for (let pass = 1; pass <= maxPasses; pass += 1) {
    areas = createServerPageAreas();
    const runtime = createTribuneRuntime({
      pageAreas: areas,
      bootstrap,
      loader,
      storage: createMemoryStorage(),
      fetch: input.fetch,
      renderedAt,
      // A fresh cache per render: nothing cached for one request may reach another.
      swr: { fallback: { ...data }, use: [collector.middleware], provider: createSeededCache({}, errors) },
    });
    const reported = new Set<RemoteName>();
    result = await renderToHtml(<App runtime={runtime} location={input.url} />, budgetMs, (error, info) => {
      if (error instanceof RemoteDeferredError) return deferredDigest;
      const remote = remoteInStack(info.componentStack);
      if (remote) deferred.add(remote);
      incomplete = true;
      if (pass === maxPasses || !remote || !reported.has(remote)) {
        if (remote) reported.add(remote);
        report(remote, 'render', error);
      }
      return deferredDigest;
    });
    // Keys that failed once are not asked again: their areas show loading, and the browser fetches.
    const wanted = [...collector.take()].filter(([key]) => !attempted.has(key));
    if (wanted.length === 0 || pass === maxPasses) break;
    for (const [key] of wanted) attempted.add(key);
    await Promise.all(
      wanted.map(async ([key, { load, remote }]) => {
        try {
          data[key] = await withTimeout(load(), budgetMs, key);
        } catch (error) {
          // "Not found" and "gone" are answers, rendered as the browser would render them (issue 30).
          const answer = toPageError(error);
          if (answer) {
            errors[key] = answer;
            return;
          }
          // The component renders its loading state and the browser fetches it, as without a server.
          if (remote) deferred.add(remote);
          incomplete = true;
          report(remote, 'data', error);
        }
      }),
    );
  }

  const rendered = [...modules].filter(([name]) => !deferred.has(name));
  const linked = rendered.filter(([, module]) => (module.stylesheets ?? []).length > 0);
  const inlined = rendered.filter(([, module]) => (module.stylesheets ?? []).length === 0);
  const entries = new Map(bootstrap.remotes.map((remote) => [remote.name, remote.entry]));
  const { head, html } = splitHead(result.html);
  return {
    html,
    head,
    styles: inlined.map(([, module]) => module.styles).join('\n'),
    stylesheets: linked.flatMap(([name, module]) => {
      const entry = entries.get(name) ?? '';
      const folder = entry.slice(0, entry.lastIndexOf('/') + 1);
      return (module.stylesheets ?? []).map((file) => ({ href: `${folder}${file}`, file }));
    }),
    state: { renderedAt, data, errors, deferred: [...deferred], areas: areas.list() },
    ...(owner && versions.has(owner) ? reportedStatus(html, input.url) : { status: 404 }),
    complete: !incomplete,
  };
}

const statusMarker = new RegExp(`<[a-z]+\\b[^>]*\\s${pageStatusAttribute}="(301|404|410)"[^>]*>`);
const locationMarker = new RegExp(`\\s${pageLocationAttribute}="([^"]*)"`);

/**
 * The status the page's route reported (shared's NotFoundPage, GonePage, PageRedirect): the first
 * marker in the page decides. A redirect goes only to a path on this site, with the request's query.
 */
function reportedStatus(html: string, url: string): { status: PageStatus; location?: string } {
  const marker = statusMarker.exec(html);
  if (!marker) return { status: 200 };
  if (marker[1] === '404') return { status: 404 };
  if (marker[1] === '410') return { status: 410 };
  const path = unescapeAttribute(locationMarker.exec(marker[0])?.[1] ?? '');
  // Never off the site: a path of ours, not `//elsewhere` or a scheme.
  if (!/^\/(?![/\\])/.test(path)) return { status: 200 };
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return { status: 301, location: `${path}${query}` };
}

/** React escapes these in attribute values. */
function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Renders until everything is ready or the budget is spent; then whatever is still waiting is cut off
 * and React leaves those boundaries to the browser. The output is complete HTML with no inline
 * scripts (every boundary is settled before the first byte is written), so it needs no nonce and
 * may be cached.
 */
function renderToHtml(
  element: ReactElement,
  budgetMs: number,
  onError: (error: unknown, info: ErrorInfo) => string,
): Promise<{ html: string; head: string }> {
  return new Promise((resolve, reject) => {
    let html = '';
    let piped = false;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
      final(callback) {
        resolve({ html, head: '' });
        callback();
      },
    });
    const pipe = () => {
      if (piped) return;
      piped = true;
      clearTimeout(budget);
      clearTimeout(lastResort);
      stream.pipe(sink);
    };
    const stream = renderToPipeableStream(element, {
      // Written only once every boundary has settled (rendered, failed or cut off): the HTML then has
      // no streaming scripts, which the page's CSP would refuse and a cached page could not carry.
      onAllReady: pipe,
      // Never outline a large boundary into a hidden segment revealed by a script: the page is written
      // in one piece, after everything settled.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: (error) => {
        clearTimeout(budget);
        clearTimeout(lastResort);
        reject(error instanceof Error ? error : new Error(getErrorMessage(error)));
      },
      onError: (error, info) => onError(error, info),
    });
    // Past the budget, what still waits is cut off: React settles those boundaries as client-rendered
    // and then reports all ready.
    const budget = setTimeout(() => stream.abort(new Error(`The render took longer than ${budgetMs} ms`)), budgetMs);
    // Should React not report ready after the cut, the page is written as it stands.
    const lastResort = setTimeout(pipe, budgetMs * 4);
  });
}

const hoistedHead = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** React writes the page's <title>, <meta> and <link> elements first; they belong in <head>. */
function splitHead(markup: string): { head: string; html: string } {
  const match = hoistedHead.exec(markup);
  if (!match) return { head: '', html: markup };
  return { head: match[0], html: markup.slice(match[0].length) };
}

/** Remote areas are named `RemoteArea(mf_…)` in component stacks (shared's slots and the shell's page). */
function remoteInStack(stack: string | null | undefined): RemoteName | null {
  const match = /RemoteArea\((mf_[a-z_]+)\)/.exec(stack ?? '');
  return match ? (match[1] as RemoteName) : null;
}
