import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { TribuneProviders, type TribuneRuntime } from '@tribune/shared';
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
