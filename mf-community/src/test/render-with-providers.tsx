import type { ReactElement } from 'react';
import { renderWithTribune, testLoginData, testUser, type RenderWithTribuneOptions } from '@tribune/shared/testing';

/** The shared test login (`testLoginData()`, ACC-01) as a value, as this remote's tests spread it. */
const communityTestLoginData = testLoginData();

export { communityTestLoginData as testLoginData, testUser };

/** This remote's pages rendered as the shell would, for a tenant that runs it (network faked by MSW). */
export function renderWithProviders(ui: ReactElement, options: RenderWithTribuneOptions = {}) {
  return renderWithTribune(ui, {
    ...options,
    bootstrap: {
      remotes: [{ name: 'mf_community', version: '0.1.0', entry: '/remotes/mf-community/0.1.0/remoteEntry.js' }],
      ...options.bootstrap,
    },
  });
}
