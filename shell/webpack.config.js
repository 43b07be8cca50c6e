// The shell: the host of the composed site. It has no build-time remotes: the tenant's remotes are
// registered at run time from the page bootstrap (DESIGN.md step 2).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const shared = require('../mf.shared');
const { moduleRules, resolve, apiUrl } = require('../scripts/webpack/common');
const { createPartServerConfig } = require('../scripts/webpack/create-server-config');
const { cssExtractionPlugins, stylesCacheGroup } = require('../scripts/webpack/extract-css');

/**
 * WP-01: the service worker (src/service-worker/sw.js) is copied into dist/ as it is, unhashed: a
 * worker's URL must stay /sw.js, and the API serves it from there (api/src/modules/web/static-files.ts).
 */
const serviceWorkerSource = path.join(__dirname, 'src/service-worker/sw.js');
class CopyServiceWorkerPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(serviceWorkerSource);
      compilation.hooks.processAssets.tap(
        { name: 'CopyServiceWorkerPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('sw.js', new RawSource(require('node:fs').readFileSync(serviceWorkerSource))),
      );
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const browser = {
    mode: production ? 'production' : 'development',
    context: __dirname,
    // No eval-based source maps in development either: pages carry a CSP without 'unsafe-eval'.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.join(__dirname, 'dist'),
      // The API serves the shell's files under /shell/ and its index.html at every page URL.
      publicPath: '/shell/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'shell',
      // server/ is the Node build, written by the second configuration below.
      clean: { keep: /^server\// },
    },
    resolve,
    module: { rules: moduleRules(production) },
    optimization: {
      runtimeChunk: false,
      // The shell's CSS and the shared package's, one file the template links (extract-css.js).
      ...(production
        ? { splitChunks: { cacheGroups: { styles: stylesCacheGroup('shell', { withShared: true }) } } }
        : {}),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        // The shell provides every shared package (the remotes carry no copies, decision 0057), so it
        // bundles them into main.js (`eager`) instead of fetching each from a chunk of its own at start:
        // one file instead of 15, no chunk loading before the first render, and 20 to 40 % less blocking
        // time on a phone (issue 26, decision 0063). The remotes still take them from the share scope.
        shared: Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, eager: true }])),
        shareStrategy: 'loaded-first',
        experiments: {
          asyncStartup: true,
          optimization: {
            // A browser-only build: the Node code paths of the federation runtime are left out.
            target: 'web',
            // Remotes are registered by their container (remoteEntry.js), never by a manifest, so the
            // manifest and preload code (~5 kB gzip) is left out too (decision 0012).
            disableSnapshot: true,
          },
        },
        runtimePlugins: [
          path.join(__dirname, 'src/federation/timeout-plugin.ts'),
          // The one copy of the federation runtime on a page: the remotes' production containers are
          // built with `externalRuntime` and use this one (issue 10 §3; shell/README.md says why this
          // plugin and not enhanced's `provideExternalRuntime`).
          path.join(__dirname, 'src/federation/provide-runtime-plugin.ts'),
        ],
        dts: false,
        dev: false,
      }),
      // No minification: its CSS pass would drop the /*__TRIBUNE_THEME__*/ placeholder the API fills in.
      new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', minify: false }),
      new CopyServiceWorkerPlugin(),
      ...(production ? cssExtractionPlugins('shell') : []),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: false,
      hot: false,
      // In development the API renders pages (tenant bootstrap) and the dev server serves the shell's files.
      proxy: [{ context: (pathname) => !pathname.startsWith('/shell/'), target: apiUrl, changeOrigin: false }],
      devMiddleware: { writeToDisk: true },
    },
  };
  // Production builds also write the Node build the API renders pages with (docs/decisions/0010).
  return production
    ? [browser, createPartServerConfig({ dir: __dirname, name: 'shell', main: 'src/server/index.ts' })]
    : browser;
};
