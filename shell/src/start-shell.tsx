// The shell's start in the browser: read what the server sent and hydrate its HTML (or render, for a
// page the browser renders itself). index.tsx calls it once the packages are evaluated.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import {
  createBrowserPageAreas,
  createHydrationMiddleware,
  createSeededCache,
  createTribuneRuntime,
  readBootstrap,
  readServerPageState,
  type ServerPageState,
} from '@tribune/shared';
import { App } from './app/app';
import { createFederationLoader } from './federation/federation-loader';
import { deferredDigest } from './server/remote-deferred';
import './shell.css';

/**
 * The page's real-time connection runs in a worker (decision 0067). The code that starts it is a chunk
 * of its own, fetched with the worker's files when a part of the page first subscribes: most pages
 * never do.
 */
async function loadPusherInAWorkerWhenNeeded() {
  const { loadPusherInAWorker } = await import(
    /* webpackChunkName: "realtime-worker" */ './realtime-worker/pusher-in-a-worker'
  );
  return loadPusherInAWorker();
}

/** Hydrates the server's page into the shell's app, or renders the page when the server sent none. */
export function startShell(): void {
  const bootstrap = readBootstrap();
  const serverState = readServerPageState();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  keepSiteTitle(bootstrap.tenant.name);

  if (serverState) {
    // A server-rendered page (docs/decisions/0010): hydrate with the data and clock the server rendered
    // with; each component sees a guest until it has hydrated (useSession).
    const runtime = createTribuneRuntime({
      bootstrap,
      loader: createFederationLoader(bootstrap.remotes),
      loadPusher: loadPusherInAWorkerWhenNeeded,
      renderedAt: serverState.renderedAt,
      // Every area the server rendered has hydrated (or failed into its fallback): the page is interactive.
      pageAreas: createBrowserPageAreas(serverState.areas, () => {
        document.documentElement.dataset.hydrated = 'true';
      }),
      // A "not found" or "gone" answer the server rendered with is in the cache as the same error, so the
      // not-found page hydrates as it is and is not asked for again (issue 30).
      swr: {
        fallback: serverState.data,
        provider: createSeededCache(serverState.data, serverState.errors),
        use: [createHydrationMiddleware([...Object.keys(serverState.data), ...Object.keys(serverState.errors ?? {})])],
      },
    });
    // Hydrated as a transition, so React works through the page in slices of a few milliseconds and lets
    // the browser handle input and paint in between, instead of one long task per area (Total Blocking
    // Time, issue 30). A tap on a part that has not hydrated yet still comes first: React hydrates that
    // part at once (selective hydration) and replays the tap.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App runtime={runtime} />
        </StrictMode>,
        { onRecoverableError: reportRecoverableError(serverState) },
      );
    });
  } else {
    const runtime = createTribuneRuntime({
      bootstrap,
      loader: createFederationLoader(bootstrap.remotes),
      loadPusher: loadPusherInAWorkerWhenNeeded,
    });
    createRoot(container).render(
      <StrictMode>
        <App runtime={runtime} />
      </StrictMode>,
    );
  }
}

/**
 * Areas the server left to the browser on purpose (a remote that failed or ran over its budget there)
 * arrive as boundaries to render here; React reports each as a recoverable error with the server's
 * digest: expected. So is an area whose remote fails to load in the browser (its fallback shows).
 * A hydration mismatch (React's errors 418 and 425: the browser rendered other markup than the
 * server) is a bug, reported as one; the e2e suite fails on it.
 */
function reportRecoverableError(state: ServerPageState) {
  return (error: unknown, info: ErrorInfo) => {
    const digest = typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
    if (digest === deferredDigest) {
      if (state.deferred.length > 0) console.info(`Rendered in the browser: ${state.deferred.join(', ')}`);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (/#418\b|#425\b|Hydration failed|didn't match|does not match/i.test(message)) {
      console.error('Hydration error:', message, info.componentStack ?? '');
    } else {
      console.warn('Recovered while hydrating (rendered in the browser instead):', message);
    }
  };
}

/**
 * The server's HTML holds one <title>: the page's, or the site's name when the page sets none (issue
 * 30). In the browser React removes a page's title when the page goes, so the site's name stays behind
 * it as the document's fallback: React puts a page's title before the first one in <head>, and the
 * first is the document's.
 */
function keepSiteTitle(name: string): void {
  if (document.head.querySelector('title[data-site-title]')) return;
  const fallback = document.createElement('title');
  fallback.dataset.siteTitle = '';
  fallback.textContent = name;
  document.head.append(fallback);
}
