import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLoader } from '@tribune/shared';
import { pagesLoader, renderShell, shellBootstrap } from '../test/render-shell';

afterEach(() => localStorage.clear());

test('[PLT-09] the menu lists only the parts this tenant runs', async () => {
  const bootstrap = shellBootstrap();
  renderShell('/', pagesLoader(bootstrap), bootstrap);
  const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
  expect(within(nav).getByRole('link', { name: 'News' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Match centre' })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Prediction game' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'mf_content page' })).toBeInTheDocument();
});

test('[PLT-09] a page of a remote the tenant does not run is a not-found page, and nothing is loaded for it', async () => {
  const bootstrap = shellBootstrap();
  const requested: string[] = [];
  renderShell('/football-pool/predictions', pagesLoader(bootstrap, requested), bootstrap);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(requested.filter((request) => request.startsWith('mf_football_pool'))).toEqual([]);
});

test('[PLT-09] the shell routes a page to the remote that owns it', async () => {
  const bootstrap = shellBootstrap();
  const requested: string[] = [];
  renderShell('/matchcenter', pagesLoader(bootstrap, requested), bootstrap);
  expect(await screen.findByRole('heading', { name: 'mf_matchcenter page' })).toBeInTheDocument();
  expect(requested).toContain('mf_matchcenter/./routes');
});

test('[PLT-10] a remote that fails shows a fallback in the page area, the header works, navigation retries it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const bootstrap = shellBootstrap();
  let contentAttempts = 0;
  const loader: RemoteLoader = {
    isEnabled: (remote) => remote === 'mf_content' || remote === 'mf_matchcenter',
    load: async (remote, expose) => {
      // The pages only; the slots' fillers (the site extras) show nothing.
      if (expose !== './routes') return { default: () => null };
      if (remote === 'mf_content') {
        contentAttempts += 1;
        if (contentAttempts === 1) throw new Error('mf_content is down');
      }
      return { default: () => <h1>{`${remote} page`}</h1> };
    },
  };
  renderShell('/', loader, bootstrap);
  expect(await screen.findByTestId('remote-fallback-mf_content')).toHaveTextContent(
    'This part of the site is unavailable right now.',
  );
  const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
  await userEvent.click(within(nav).getByRole('link', { name: 'Match centre' }));
  expect(await screen.findByRole('heading', { name: 'mf_matchcenter page' })).toBeInTheDocument();
  await userEvent.click(within(nav).getByRole('link', { name: 'News' }));
  expect(await screen.findByRole('heading', { name: 'mf_content page' })).toBeInTheDocument();
  expect(contentAttempts).toBe(2);
});

test('[PLT-06] the Dutch tenant gets a Dutch interface', async () => {
  const bootstrap = shellBootstrap({
    tenant: { ...shellBootstrap().tenant, id: 'tribune-nl', language: 'nl', name: 'Tribune NL' },
    remotes: [{ name: 'mf_content', version: '0.1.0', entry: '/remotes/mf-content/0.1.0/remoteEntry.js' }],
  });
  renderShell('/bestaat-niet', pagesLoader(bootstrap), bootstrap);
  expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  expect(screen.getAllByRole('navigation', { name: 'Hoofdmenu' })[0]).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Nieuws' })[0]).toBeInTheDocument();
});

test('[PLT-08] the menu button opens and closes the mobile drawer', async () => {
  const bootstrap = shellBootstrap();
  renderShell('/', pagesLoader(bootstrap), bootstrap);
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  expect(screen.getByRole('button', { name: 'Close menu', expanded: true })).toBeInTheDocument();
  expect(document.getElementById('site-drawer')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(document.getElementById('site-drawer')).not.toBeVisible();
});

test("[CLB-01] the club offer's part is not loaded on the visitor's first page view, and is from the next one on", async () => {
  const bootstrap = shellBootstrap();
  const requested: string[] = [];
  renderShell('/', pagesLoader(bootstrap, requested), bootstrap);
  expect(await screen.findByRole('heading', { name: 'mf_content page' })).toBeInTheDocument();
  expect(requested).not.toContain('mf_matchcenter/./club-offer');

  const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
  await userEvent.click(within(nav).getByRole('link', { name: 'Match centre' }));
  expect(await screen.findByRole('heading', { name: 'mf_matchcenter page' })).toBeInTheDocument();
  await waitFor(() => expect(requested).toContain('mf_matchcenter/./club-offer'));
});

test('[CLB-01] a tenant without the match centre is never offered a club: nothing of it is loaded', async () => {
  const bootstrap = shellBootstrap({
    remotes: [{ name: 'mf_content', version: '0.1.0', entry: '/remotes/mf-content/0.1.0/remoteEntry.js' }],
  });
  const requested: string[] = [];
  renderShell('/', pagesLoader(bootstrap, requested), bootstrap);
  expect(await screen.findByRole('heading', { name: 'mf_content page' })).toBeInTheDocument();
  const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
  await userEvent.click(within(nav).getByRole('link', { name: 'Collections' }));
  await waitFor(() => expect(window.location.pathname).toBe('/collection'));
  expect(requested.filter((request) => request.startsWith('mf_matchcenter'))).toEqual([]);
});
