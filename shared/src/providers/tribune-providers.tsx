import { Provider as JotaiProvider } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiClientProvider } from '../api/api-context';
import { TribuneIntlProvider } from '../i18n/intl';
import { RealtimeProvider } from '../realtime/realtime-context';
import { RemoteComponentsProvider } from '../slots/remote-loader';
import { BootstrapProvider } from '../tenant/tenant-context';
import { PageAreasContext } from '../ssr/page-areas';
import { RenderedAtProvider } from '../ssr/rendered-at';
import type { TribuneRuntime } from './tribune-runtime';

const swrDefaults = {
  // Remotes decide per call; these defaults avoid refetch storms when a fan switches tabs.
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 5000,
};

/** Every context a Tribune component may use, from one runtime. */
export function TribuneProviders({ runtime, children }: { runtime: TribuneRuntime; children: ReactNode }) {
  const swrOptions = useMemo(() => ({ ...swrDefaults, ...runtime.swr }), [runtime.swr]);
  return (
    <JotaiProvider store={runtime.store}>
      <BootstrapProvider value={runtime.bootstrap}>
        <ApiClientProvider value={runtime.api}>
          <RealtimeProvider value={runtime.realtime}>
            <RemoteComponentsProvider value={runtime.remotes}>
              <SWRConfig value={swrOptions}>
                <RenderedAtProvider value={runtime.renderedAt}>
                  <PageAreasContext.Provider value={runtime.pageAreas}>
                    <TribuneIntlProvider language={runtime.bootstrap.tenant.language}>{children}</TribuneIntlProvider>
                  </PageAreasContext.Provider>
                </RenderedAtProvider>
              </SWRConfig>
            </RemoteComponentsProvider>
          </RealtimeProvider>
        </ApiClientProvider>
      </BootstrapProvider>
    </JotaiProvider>
  );
}
