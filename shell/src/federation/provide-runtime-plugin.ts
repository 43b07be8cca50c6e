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
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves this step of the bundler runtime out; the remotes need it.
// The CommonJS build: the same function, loadable by Jest too.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';

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

/** The global the remotes' production containers take the bundler runtime from (bundler-runtime-from-shell.js). */
export const bundlerRuntimeGlobal = '_FEDERATION_BUNDLER_RUNTIME';

/**
 * The webpack bundler runtime's functions (loading remotes, consuming and initializing shared modules,
 * starting a container), which the remotes' containers would otherwise each bundle (~5 kB gzip apiece).
 * They work on the `webpackRequire` they are given; each container keeps its own state
 * (scripts/webpack/bundler-runtime-from-shell.js).
 */
export const bundlerRuntime = {
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
  attachShareScopeMap: federation.attachShareScopeMap,
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
      Object.assign(globalThis, { [runtimeCoreGlobal]: runtimeCore, [bundlerRuntimeGlobal]: bundlerRuntime });
      return args;
    },
  };
}
