import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { fetchBootstrap, type RemoteName } from '../bootstrap/bootstrap';
import { createTribuneRuntime } from '../providers/tribune-runtime';
import { TribuneProviders } from '../providers/tribune-providers';
import type { ExposedModule } from '../slots/remote-loader';
import { useAppearance } from '../settings/appearance';

interface StandaloneOptions {
  name: RemoteName;
  /** The remote's own exposes, imported locally; slots of other remotes stay empty when standalone. */
  exposes: Record<string, () => Promise<ExposedModule>>;
  /** Which expose holds the pages (normally './routes'). */
  routesExpose?: string;
  container?: HTMLElement | null;
}

/**
 * Runs one remote on its own for development (`npm run dev --workspace mf-…`): the same providers as in
 * the shell, the bootstrap fetched from a running API through the dev server's proxy, no other remote.
 */
export async function startStandaloneRemote({
  name,
  exposes,
  routesExpose = './routes',
  container,
}: StandaloneOptions) {
  const fetched = await fetchBootstrap('');
  const bootstrap = { ...fetched, remotes: fetched.remotes.filter((remote) => remote.name === name) };
  const runtime = createTribuneRuntime({
    bootstrap,
    loader: {
      isEnabled: (remote) => remote === name,
      load: async (remote, expose) => {
        const load = remote === name ? exposes[expose] : undefined;
        if (!load) throw new Error(`${remote}/${expose} is not available when ${name} runs standalone`);
        return load();
      },
    },
  });
  const loadRoutes = exposes[routesExpose];
  if (!loadRoutes) throw new Error(`${name} exposes no ${routesExpose}`);
  const { default: Routes } = await loadRoutes();
  const root = createRoot(container ?? document.getElementById('root') ?? document.body);
  root.render(
    <StrictMode>
      <TribuneProviders runtime={runtime}>
        <BrowserRouter>
          <StandalonePage Routes={Routes} />
        </BrowserRouter>
      </TribuneProviders>
    </StrictMode>,
  );
}

function StandalonePage({ Routes }: { Routes: ComponentType }) {
  useAppearance();
  return (
    <main style={{ maxWidth: 1180, margin: '0 auto', padding: '1rem' }}>
      <Routes />
    </main>
  );
}
