// Stands in, in a remote's production container, for `@module-federation/webpack-bundler-runtime`
// (the module enhanced's generated federation entry imports): instead of bundling its own copy
// (about 15 kB of every remoteEntry.js, 5 kB gzip), the container takes the shell's, which the
// shell's runtime plugin puts on the global below before any remote loads (issue 10 §3;
// shell/src/federation/provide-runtime-plugin.ts). create-remote-config.js swaps it in.
//
// The bundler runtime is a set of functions over the `webpackRequire` they are handed, so sharing
// them is safe. Its per-build state is not shared: like a copy of the module of its own, each
// container gets its own `federation` object, share-scope holder `S` and options.
//
// `runtime.init` stays the container's own (a few hundred bytes over the shell's runtime-core): the
// shell's would record the remote's federation instance as the shell's current one.
import { init } from '@module-federation/runtime';

const globalName = '_FEDERATION_BUNDLER_RUNTIME';
const provided = globalThis[globalName];
if (!provided) {
  throw new Error(`${globalName} is missing: this container runs only inside the Tribune shell`);
}

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
