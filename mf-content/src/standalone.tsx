// Development only: runs this remote on its own page (npm run dev --workspace mf-content).
import { startStandaloneRemote } from '@tribune/shared/standalone';

void startStandaloneRemote({
  name: 'mf_content',
  exposes: { './routes': () => import('./exposes/routes') },
});
