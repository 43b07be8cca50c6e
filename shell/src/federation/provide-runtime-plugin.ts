import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/** The global the remotes' production containers read the runtime from (their `externalRuntime`). */
export const runtimeCoreGlobal = '_FEDERATION_RUNTIME_CORE';

/**
 * What the remotes' containers use of `@module-federation/runtime-core`, and no more (issue 10 §3).
 * Named, not `import * as`: enhanced's own `provideExternalRuntime` hands over the whole namespace,
 * which keeps all of runtime-core in the shell's main chunk (+22 kB gzip, measured). The list is
 * scripts/webpack/federation-runtime-core-exports.json; a remote build that needs more fails there.
 */
export const runtimeCore = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/**
 * Hands the shell's federation runtime to the remotes before any of them loads, so it ships once per
 * page instead of once per remoteEntry.js (~19 kB gzip each). Like the timeout plugin, it imports no
 * shared package: runtime plugins run before the share scope exists.
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tribune-provide-runtime',
    beforeInit(args) {
      Object.assign(globalThis, { [runtimeCoreGlobal]: runtimeCore });
      return args;
    },
  };
}
