import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteEntry, RemoteLoader, RemoteName } from '@tribune/shared';
import { sharedForRemotes } from './shared-for-remotes';
import { withTimeout } from '../lib/with-timeout';
import { remoteLoadTimeoutMs } from './timeout-plugin';

/**
 * Registers only this tenant's remotes (PLT-09: the others are never fetched) and loads their exposes
 * on demand, each attempt bounded in time so a slow remote falls back instead of spinning forever.
 */
export function createFederationLoader(remotes: readonly RemoteEntry[]): RemoteLoader {
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  // Only a reference: it makes the shell's build provide the shared packages only remotes use.
  void sharedForRemotes;
  const enabled = new Set<RemoteName>(remotes.map((remote) => remote.name));
  return {
    isEnabled: (remote) => enabled.has(remote),
    async load(remote, expose) {
      if (!enabled.has(remote)) throw new Error(`${remote} is not enabled for this site`);
      const request = `${remote}/${expose.replace(/^\.\//, '')}`;
      const module = await withTimeout(loadRemote<ExposedModule>(request), remoteLoadTimeoutMs * 2, request);
      if (!module || (typeof module.default !== 'function' && typeof module.default !== 'object')) {
        throw new Error(`${request} did not provide a component`);
      }
      return module;
    },
  };
}
