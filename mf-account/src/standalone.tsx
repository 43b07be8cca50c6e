// Development only: runs this remote on its own page (npm run dev --workspace mf-account).
// Besides the routes, the page renders the header entry and the dialogs (the shell's job when composed),
// so the whole login flow can be tried without the shell.
import { Slot } from '@tribune/shared';
import { startStandaloneRemote } from '@tribune/shared/standalone';
import AccountRoutes from './exposes/routes';

function StandaloneAccountPage() {
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', marginBottom: '1rem' }}>
        <Slot name="header.account" />
      </header>
      <AccountRoutes />
      <Slot name="shell.account-dialogs" />
    </>
  );
}

void startStandaloneRemote({
  name: 'mf_account',
  exposes: {
    './routes': () => import('./exposes/routes'),
    './header-account': () => import('./exposes/header-account'),
    './account-dialogs': () => import('./exposes/account-dialogs'),
    './standalone-page': async () => ({ default: StandaloneAccountPage }),
  },
  routesExpose: './standalone-page',
});
