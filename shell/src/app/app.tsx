import { BrowserRouter } from 'react-router';
import { TribuneProviders, useAppearance, type TribuneRuntime } from '@tribune/shared';
import { Layout } from '../layout/layout';
import { ShellIntl } from '../i18n/shell-intl';
import { RemotePage } from './remote-page';

/** The whole page: providers from the runtime, the shell's layout, and the page of the owning remote. */
export function App({ runtime }: { runtime: TribuneRuntime }) {
  return (
    <TribuneProviders runtime={runtime}>
      <ShellIntl>
        <BrowserRouter>
          <Appearance />
          <Layout>
            <RemotePage />
          </Layout>
        </BrowserRouter>
      </ShellIntl>
    </TribuneProviders>
  );
}

function Appearance() {
  useAppearance();
  return null;
}
