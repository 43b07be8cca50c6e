import type { ReactElement } from 'react';
import { renderWithTribune, type RenderWithTribuneOptions } from '@tribune/shared/testing';

export { testUser } from '@tribune/shared/testing';

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
