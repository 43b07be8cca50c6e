// Development only: runs this remote on its own page (npm run dev --workspace mf-community).
import { startStandaloneRemote } from '@tribune/shared/standalone';

void startStandaloneRemote({
  name: 'mf_community',
  exposes: {
    './routes': () => import('./exposes/routes'),
    './home-sidebar': () => import('./exposes/home-sidebar'),
  },
});
