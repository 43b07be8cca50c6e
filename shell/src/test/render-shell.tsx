import { render } from '@testing-library/react';
import { createTribuneRuntime, type Bootstrap, type RemoteLoader } from '@tribune/shared';
import { App } from '../app/app';

export function shellBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
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
      { name: 'mf_matchcenter', version: '0.1.0', entry: '/remotes/mf-matchcenter/0.1.0/mf-manifest.json' },
    ],
    api: { main: 'http://api.test', karma: 'http://api.test', soccer: 'http://api.test' },
    realtime: { key: 'key', host: '127.0.0.1', port: 8080, tls: false, authEndpoint: '/api/v2/broadcasting/auth' },
    environment: 'development',
    ...overrides,
  };
}

/** Renders the whole shell at a URL, with remotes answered by `loader` (the network edge of federation). */
export function renderShell(path: string, loader: RemoteLoader, bootstrap: Bootstrap = shellBootstrap()) {
  window.history.replaceState(null, '', path);
  const runtime = createTribuneRuntime({ bootstrap, loader, storage: localStorage });
  return render(<App runtime={runtime} />);
}

/** A loader serving simple pages for the enabled remotes of a bootstrap. */
export function pagesLoader(bootstrap: Bootstrap, requested: string[] = []): RemoteLoader {
  const enabled = new Set(bootstrap.remotes.map((remote) => remote.name));
  return {
    isEnabled: (remote) => enabled.has(remote),
    load: async (remote, expose) => {
      requested.push(`${remote}/${expose}`);
      return { default: () => <h1>{`${remote} page`}</h1> };
    },
  };
}
