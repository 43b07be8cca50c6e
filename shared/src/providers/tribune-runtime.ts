import { createStore } from 'jotai';
import type { Bootstrap } from '../bootstrap/bootstrap';
import { createApiClient, type ApiClient } from '../api/api-client';
import { createRealtimeClient, type RealtimeClient, type RealtimeClientOptions } from '../realtime/realtime-client';
import { authDialogAtom, authTokenAtom, emailVerifiedAtom, storedUserAtom } from '../session/session-atoms';
import { readPersistedSession } from '../session/session-storage';
import { signOut } from '../session/use-session';
import { storageKeys } from '../session/stored-user';
import { createRemoteComponents, type RemoteComponents, type RemoteLoader } from '../slots/remote-loader';
import { getVisitorId } from '../visitor/visitor-id';
import { endPushSubscription } from '../web-push/load-web-push';
import type { PageAreas } from '../ssr/page-areas';
import type { SwrPageConfiguration } from '../ssr/swr-data';

export type TribuneStore = ReturnType<typeof createStore>;

export interface TribuneRuntime {
  bootstrap: Bootstrap;
  store: TribuneStore;
  api: ApiClient;
  realtime: RealtimeClient;
  remotes: RemoteComponents;
  /**
   * When the page was rendered: the server's clock on a server-rendered page, so that times and
   * countdowns hydrate to the text the server wrote (docs/decisions/0010).
   */
  renderedAt: number;
  /** SWR settings of this page: server data as fallback, the server's key collector, a cache. */
  swr: SwrPageConfiguration;
  /** Counts the page's remote areas, on a server render and while a server page hydrates. */
  pageAreas: PageAreas | null;
}

interface CreateTribuneRuntimeOptions {
  bootstrap: Bootstrap;
  loader: RemoteLoader;
  storage?: Storage;
  /** PLT-12 after the session is cleared; by default the login dialog opens. */
  afterUnauthorized?: (runtime: TribuneRuntime) => void;
  fetch?: typeof fetch;
  renderedAt?: number;
  swr?: SwrPageConfiguration;
  pageAreas?: PageAreas;
  /** Where the page's real-time connection runs (the shell: in a worker, decision 0067). */
  loadPusher?: RealtimeClientOptions['loadPusher'];
}

/**
 * Everything one page needs, created once per page by the shell (or by a remote running standalone):
 * a factory rather than module state, so nothing is shared between users if this ever renders on a server.
 */
export function createTribuneRuntime(options: CreateTribuneRuntimeOptions): TribuneRuntime {
  const storage = options.storage ?? localStorage;
  const store = createStore();
  // On a server-rendered page components see a guest until they have hydrated (useSession), so the
  // session can be read at once.
  const persisted = readPersistedSession(storage);
  store.set(authTokenAtom, persisted.token);
  store.set(storedUserAtom, persisted.user);
  store.set(emailVerifiedAtom, safeRead(storage, storageKeys.emailVerified) !== '0');

  const { bootstrap } = options;
  const getToken = () => store.get(authTokenAtom);
  const runtime: TribuneRuntime = {
    bootstrap,
    store,
    api: createApiClient({
      baseUrls: bootstrap.api,
      tenantId: bootstrap.tenant.id,
      language: bootstrap.tenant.language,
      visitorId: getVisitorId(storage),
      getToken,
      fetch: options.fetch,
      onUnauthorized: () => {
        // PLT-12: a 401 on an authenticated call means the session is gone: clear it everywhere.
        signOut(store, storage);
        runtime.realtime.disconnect();
        // CLB-03: the session ended, so this browser stops getting the account's pushes.
        void endPushSubscription(runtime.api, bootstrap.tenant.id);
        (options.afterUnauthorized ?? openLoginDialog)(runtime);
      },
    }),
    realtime: createRealtimeClient({
      settings: bootstrap.realtime,
      tenantId: bootstrap.tenant.id,
      getToken,
      loadPusher: options.loadPusher,
    }),
    remotes: createRemoteComponents(options.loader),
    renderedAt: options.renderedAt ?? Date.now(),
    swr: options.swr ?? {},
    pageAreas: options.pageAreas ?? null,
  };
  return runtime;
}

function openLoginDialog(runtime: TribuneRuntime) {
  runtime.store.set(authDialogAtom, 'login');
}

function safeRead(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
