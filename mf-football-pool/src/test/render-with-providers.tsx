import type { ReactElement } from 'react';
import { renderWithTribune, type RenderWithTribuneOptions, createFakePusher } from '@tribune/shared/testing';

export { testLoginData, testUser } from '@tribune/shared/testing';

/**
 * This remote's pages rendered as the shell would, for a tenant that runs it. The network is fake:
 * MSW for HTTP, a fake pusher-js under shared's real real-time client for live events.
 */
export async function renderWithProviders(ui: ReactElement, options: RenderWithTribuneOptions = {}) {
  const pusher = createFakePusher();
  const result = await renderWithTribune(ui, {
    ...options,
    loadPusher: options.loadPusher ?? pusher.loadPusher,
    bootstrap: {
      remotes: [
        { name: 'mf_football_pool', version: '0.1.0', entry: '/remotes/mf-football-pool/0.1.0/remoteEntry.js' },
      ],
      ...options.bootstrap,
    },
  });
  return { ...result, pusher };
}
