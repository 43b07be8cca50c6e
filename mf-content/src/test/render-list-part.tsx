import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { renderWithProviders, type RenderOptions } from './render-with-providers';

/** Shows the router's address, so a test sees where an in-page navigation went. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders one of the lists feature's parts on its own (as the article page renders them), inside this
 * remote's messages and a router at `path`, with the router's address shown.
 */
export async function renderListPart(
  ui: ReactElement,
  { path = '/article/1/story', ...options }: RenderOptions & { path?: string } = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <RemoteIntlProvider loadMessages={loadMessages}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <CurrentAddress />
        </Suspense>
      </RemoteIntlProvider>
    </MemoryRouter>,
    options,
  );
}
