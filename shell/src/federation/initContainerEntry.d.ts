// The CommonJS build of one bundler-runtime step, imported by provide-runtime-plugin.ts; its types are
// those of the ES build next to it.
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs' {
  export { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
}
