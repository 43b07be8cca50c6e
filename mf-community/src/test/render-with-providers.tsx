import type { ReactElement } from 'react';
import type { LoginData } from '@tribune/shared';
import { renderWithTribune, testUser, type RenderWithTribuneOptions } from '@tribune/shared/testing';

export { testUser };

/**
 * `testUser` as a login answers it (ACC-01), typed by the contract's LoginData: what `signIn` takes. The
 * contract's settings, meta and name are narrower than the stored user's, so they are written out.
 */
export const testLoginData: LoginData = {
  ...testUser,
  settings: { night_mode: '0', text_size: 'small' },
  meta: [],
  name: 'Fan',
  authorization: 'test-token',
  email: 'fan@example.com',
  email_verified: true,
};

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
