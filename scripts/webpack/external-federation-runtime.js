// The Module Federation runtime ships once per page, in the shell (issue 10 §3). A remote's production
// container is built with `experiments.externalRuntime`: its `@module-federation/runtime-core` import
// becomes the global `_FEDERATION_RUNTIME_CORE`, which the shell's runtime plugin
// (shell/src/federation/provide-runtime-plugin.ts) sets to the exports named in
// federation-runtime-core-exports.json, and no more: enhanced's own `provideExternalRuntime` hands over
// the whole module namespace, which keeps all of runtime-core in the shell (+22 kB gzip, measured).
// This plugin holds the remotes to that list: a build whose runtime uses another export fails here,
// instead of a page failing at run time.
const providedExports = require('./federation-runtime-core-exports.json');

const globalName = '_FEDERATION_RUNTIME_CORE';
const pluginName = 'ExternalFederationRuntimeContract';

class ExternalFederationRuntimeContract {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(pluginName, (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap(pluginName, (modules) => {
        let found = false;
        for (const module of modules) {
          if (!(module instanceof compiler.webpack.ExternalModule) || module.request !== globalName) continue;
          found = true;
          const used = compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined);
          const names = used === true ? ['(the whole namespace)'] : used ? [...used] : [];
          const missing = names.filter((name) => !providedExports.includes(name));
          if (missing.length > 0) {
            const error = new compiler.webpack.WebpackError(
              `${pluginName}: this container uses ${missing.join(', ')} of ${globalName}, which the shell ` +
                'does not provide. Add the names to scripts/webpack/federation-runtime-core-exports.json ' +
                'and to shell/src/federation/provide-runtime-plugin.ts.',
            );
            compilation.errors.push(error);
          }
        }
        if (!found) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(`${pluginName}: no ${globalName} external; is externalRuntime on?`),
          );
        }
      });
    });
  }
}

module.exports = { ExternalFederationRuntimeContract, providedExports, globalName };
