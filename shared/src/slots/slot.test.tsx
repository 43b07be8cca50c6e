import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router';
import { createTribuneRuntime } from '../providers/tribune-runtime';
import { TribuneProviders } from '../providers/tribune-providers';
import { testBootstrap } from '../testing/test-bootstrap';
import type { RemoteLoader } from './remote-loader';
import { Slot } from './slot';

function renderSlotPage(loader: RemoteLoader) {
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap({
      remotes: [
        { name: 'mf_community', version: '0.1.0', entry: '/remotes/mf-community/0.1.0/remoteEntry.js' },
        { name: 'mf_content', version: '0.1.0', entry: '/remotes/mf-content/0.1.0/remoteEntry.js' },
      ],
    }),
    loader,
    storage: localStorage,
  });
  return render(
    <TribuneProviders runtime={runtime}>
      <MemoryRouter initialEntries={['/']}>
        <Link to="/other">elsewhere</Link>
        <Routes>
          <Route
            path="*"
            element={
              <aside aria-label="sidebar">
                <Slot name="home.sidebar" />
              </aside>
            }
          />
        </Routes>
      </MemoryRouter>
    </TribuneProviders>,
  );
}

test('[PLT-09] a slot renders only the fillers of remotes the tenant runs', async () => {
  const requested: string[] = [];
  renderSlotPage({
    isEnabled: (remote) => remote === 'mf_community',
    load: async (remote, expose) => {
      requested.push(`${remote}/${expose}`);
      return { default: () => <p>latest comments widget</p> };
    },
  });
  expect(await screen.findByText('latest comments widget')).toBeInTheDocument();
  expect(requested).toEqual(['mf_community/./home-sidebar']);
});

test('[PLT-10] a filler that fails to load leaves the page working and is retried after navigation', async () => {
  let attempts = 0;
  renderSlotPage({
    isEnabled: (remote) => remote === 'mf_community',
    load: async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return { default: () => <p>widget is back</p> };
    },
  });
  expect(await screen.findByTestId('remote-fallback-mf_community-home.sidebar')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'elsewhere' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
  expect(await screen.findByText('widget is back')).toBeInTheDocument();
  expect(attempts).toBe(2);
});

test('[PLT-10] a filler that throws while rendering is contained in its own area', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderSlotPage({
    isEnabled: () => true,
    load: async (remote) => ({
      default:
        remote === 'mf_community'
          ? () => {
              throw new Error('render crash');
            }
          : () => <p>match widget</p>,
    }),
  });
  expect(await screen.findByTestId('remote-fallback-mf_community-home.sidebar')).toBeInTheDocument();
  expect(await screen.findByText('match widget')).toBeInTheDocument();
});
