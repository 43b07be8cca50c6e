import type { Bootstrap } from '../bootstrap/bootstrap';

/** A bootstrap as the API writes it, for tests. */
export function testBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    tenant: {
      id: 'tribune',
      folder: 'tribune',
      language: 'en',
      name: 'Tribune',
      theme: { logoUrl: '/assets/tenants/tribune/logo.svg', primaryColor: '#b3001b', accentColor: '#f2c200' },
    },
    remotes: [
      { name: 'mf_content', version: '0.1.0', entry: '/remotes/mf-content/0.1.0/mf-manifest.json' },
      { name: 'mf_account', version: '0.1.0', entry: '/remotes/mf-account/0.1.0/mf-manifest.json' },
    ],
    api: { main: 'http://api.test', karma: 'http://api.test', soccer: 'http://api.test' },
    realtime: {
      key: 'tribune-key',
      host: '127.0.0.1',
      port: 8080,
      tls: false,
      authEndpoint: '/api/v2/broadcasting/auth',
    },
    environment: 'development',
    ...overrides,
  };
}
