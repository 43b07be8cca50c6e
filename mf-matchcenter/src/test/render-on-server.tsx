import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { unstable_serialize, type Key } from 'swr';
import { createTribuneRuntime, TribuneIntlProvider, TribuneProviders, type Language } from '@tribune/shared';
import { testBootstrap } from '@tribune/shared/testing';
import { loadMessages } from '../i18n/load-messages';

interface ServerRenderOptions {
  route: string;
  language?: Language;
  /** SWR keys and the error the API answered for them, as the server's data phase hands them to the page. */
  errors?: ReadonlyArray<readonly [key: Key, error: unknown]>;
}

/**
 * Renders routes to HTML as the server does: one synchronous pass, no effects, nothing fetched; what the
 * data phase learnt is already in SWR's cache. The remote's messages are loaded first, as the shell's
 * server has them before it renders.
 */
export async function renderOnServer(
  routes: ReactElement,
  { route, language = 'en', errors = [] }: ServerRenderOptions,
) {
  const messages = await loadMessages(language);
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap({ language }),
    loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
    storage: window.localStorage,
    swr: { provider: () => new Map(errors.map(([key, error]) => [unstable_serialize(key), { error }])) },
  });
  return renderToString(
    <TribuneProviders runtime={runtime}>
      <TribuneIntlProvider language={language} messages={messages}>
        <MemoryRouter initialEntries={[route]}>{routes}</MemoryRouter>
      </TribuneIntlProvider>
    </TribuneProviders>,
  );
}
