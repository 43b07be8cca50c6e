// Development only: runs this remote on its own page (npm run dev --workspace mf-matchcenter).
import { startStandaloneRemote } from '@tribune/shared/standalone';

void startStandaloneRemote({
  name: 'mf_matchcenter',
  exposes: {
    './routes': () => import('./exposes/routes'),
    './home-sidebar': () => import('./exposes/home-sidebar'),
    './score-strip': () => import('./exposes/score-strip'),
  },
});
