import type { Bootstrap, Language } from '../bootstrap/bootstrap';

/** Where a test bootstrap points the API client: MSW answers there (Node's fetch needs absolute URLs). */
export const testApiOrigin = 'http://api.test';

interface TestBootstrapOptions extends Partial<Bootstrap> {
  /** The tenant's language: 'nl' gives the Dutch tenant (`tribune-nl`, "Tribune NL"). A `tenant` wins. */
  language?: Language;
}

/** A bootstrap as the API writes it, for tests: the one every part's tests start from. */
export function testBootstrap({ language = 'en', ...overrides }: TestBootstrapOptions = {}): Bootstrap {
  const dutch = language === 'nl';
  return {
    tenant: {
      id: dutch ? 'tribune-nl' : 'tribune',
      folder: 'tribune',
      language,
      name: dutch ? 'Tribune NL' : 'Tribune',
      theme: { logoUrl: '/assets/tenants/tribune/logo.svg', primaryColor: '#b3001b', accentColor: '#f2c200' },
    },
    origin: dutch ? 'http://nl.tribune.test' : 'http://tribune.test',
    remotes: [
      { name: 'mf_content', version: '0.1.0', entry: '/remotes/mf-content/0.1.0/remoteEntry.js' },
      { name: 'mf_account', version: '0.1.0', entry: '/remotes/mf-account/0.1.0/remoteEntry.js' },
    ],
    api: { main: testApiOrigin, karma: testApiOrigin, soccer: testApiOrigin },
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
