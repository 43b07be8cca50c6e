import { render } from '@testing-library/react';
import { createTribuneRuntime, type Bootstrap, type RemoteLoader } from '@tribune/shared';
import { testBootstrap } from '@tribune/shared/testing';
import { App } from '../app/app';

/** A tenant running mf_content and mf_matchcenter, unless the test says otherwise. */
export function shellBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return testBootstrap({
    remotes: [
      { name: 'mf_content', version: '0.1.0', entry: '/remotes/mf-content/0.1.0/remoteEntry.js' },
      { name: 'mf_matchcenter', version: '0.1.0', entry: '/remotes/mf-matchcenter/0.1.0/remoteEntry.js' },
    ],
    ...overrides,
  });
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
      // A page for the route table's expose; the slots' fillers (the site extras, the header's entries)
      // show nothing, so a test finds one page heading.
      return { default: () => (expose === './routes' ? <h1>{`${remote} page`}</h1> : null) };
    },
  };
}
