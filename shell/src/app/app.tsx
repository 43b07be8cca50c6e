import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { TribuneProviders, useAppearance, type TribuneRuntime } from '@tribune/shared';
import { Layout } from '../layout/layout';
import { ShellIntl } from '../i18n/shell-intl';
import { RemotePage } from './remote-page';

interface AppProps {
  runtime: TribuneRuntime;
  /** On the server: the URL being rendered (path and query). In the browser the address bar decides. */
  location?: string;
}

/** The whole page: providers from the runtime, the shell's layout, and the page of the owning remote. */
export function App({ runtime, location }: AppProps) {
  return (
    <TribuneProviders runtime={runtime}>
      <ShellIntl>
        <Router location={location}>
          <Appearance />
          <SessionAfterHydration runtime={runtime} />
          <Layout>
            <RemotePage />
          </Layout>
        </Router>
      </ShellIntl>
    </TribuneProviders>
  );
}

function Router({ location, children }: { location: string | undefined; children: ReactNode }) {
  if (location !== undefined) return <StaticRouter location={location}>{children}</StaticRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

/**
 * The server renders the guest view (the session lives in the browser's storage, ACC-11), so the
 * browser hydrates as a guest and only then reads the session: the user's parts appear after hydration.
 */
function SessionAfterHydration({ runtime }: { runtime: TribuneRuntime }) {
  useEffect(() => runtime.restoreSession(), [runtime]);
  return null;
}

function Appearance() {
  useAppearance();
  return null;
}
