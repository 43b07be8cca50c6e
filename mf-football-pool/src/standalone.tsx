// Development only: runs this remote on its own page (npm run dev --workspace mf-football-pool).
import { startStandaloneRemote } from '@tribune/shared/standalone';

void startStandaloneRemote({
  name: 'mf_football_pool',
  exposes: {
    './routes': () => import('./exposes/routes'),
    './match-prediction': () => import('./exposes/match-prediction'),
  },
});
