// Shell entry. With Module Federation's asyncStartup the share scope is ready before this module runs,
// so no separate bootstrap file is needed (research/module-federation.md §2.3).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import {
  createHydrationMiddleware,
  createTribuneRuntime,
  readBootstrap,
  readServerPageState,
  type ServerPageState,
} from '@tribune/shared';
import { App } from './app/app';
import { createFederationLoader } from './federation/federation-loader';
import { deferredDigest } from './server/remote-deferred';
import './shell.css';

const bootstrap = readBootstrap();
const serverState = readServerPageState();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

if (serverState) {
  // A server-rendered page (docs/decisions/0008): hydrate with the data, clock and guest session the
  // server rendered with; the session is read after hydration (App).
  const runtime = createTribuneRuntime({
    bootstrap,
    loader: createFederationLoader(bootstrap.remotes),
    renderedAt: serverState.renderedAt,
    deferSession: true,
    swr: { fallback: serverState.data, use: [createHydrationMiddleware(Object.keys(serverState.data))] },
  });
  hydrateRoot(
    container,
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
    { onRecoverableError: reportRecoverableError(serverState) },
  );
} else {
  const runtime = createTribuneRuntime({ bootstrap, loader: createFederationLoader(bootstrap.remotes) });
  createRoot(container).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}

/**
 * Areas the server left to the browser on purpose (a remote that failed or ran over its budget there)
 * arrive as boundaries to render here; React reports each as a recoverable error with the server's
 * digest. Those are expected. Anything else (a hydration mismatch) is a bug and is reported.
 */
function reportRecoverableError(state: ServerPageState) {
  return (error: unknown, info: ErrorInfo) => {
    const digest = typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
    if (digest === deferredDigest) {
      if (state.deferred.length > 0) console.info(`Rendered in the browser: ${state.deferred.join(', ')}`);
      return;
    }
    console.error('Hydration error:', error, info.componentStack ?? '');
  };
}
