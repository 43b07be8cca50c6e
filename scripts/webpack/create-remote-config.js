// Builds the webpack configuration of one remote. Every remote's webpack.config.js is a call to this,
// so remotes differ only in their name, folder, exposes and dev-server port.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const shared = require('../../mf.shared');
const { moduleRules, resolve, apiUrl } = require('./common');
const { createRemoteServerConfig } = require('./create-server-config');
const { ExternalFederationRuntimeContract } = require('./external-federation-runtime');
const { cssExtractionPlugins, stylesCacheGroup } = require('./extract-css');

/** The chunk Module Federation makes of an expose: './user-articles' → '__federation_expose_user_articles'. */
function exposeChunkName(expose) {
  return `__federation_expose_${expose.replace(/^\.\//, '').replace(/[^a-zA-Z0-9]/g, '_')}`;
}

/**
 * @param {{ dir: string, name: string, exposes: Record<string, string>, devPort: number, selfContained?: string[] }} remote
 *   `selfContained`: exposes for pages of their own (a profile's parts) whose modules stay in their own
 *   chunk, copied, instead of being split out of the exposes the home and article pages load: each split
 *   is a chunk more and a gzip dictionary less on those pages (the JavaScript budget, e2e/README.md).
 */
function createRemoteConfig({ dir, name, exposes, devPort, selfContained = [] }) {
  const unsplit = new Set(selfContained.map(exposeChunkName));
  const { version } = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = {
      mode: production ? 'production' : 'development',
      context: dir,
      // No eval-based source maps in development either: pages carry a CSP without 'unsafe-eval'.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      // The production build is only a federated container; the standalone page is for development.
      entry: production ? {} : { standalone: './src/standalone.tsx' },
      output: {
        // Immutable, versioned folders (DESIGN.md "Releases of remotes"): a new version never
        // overwrites files a running page may still load.
        path: path.join(dir, 'dist', version),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // server/ is the Node build of the same version, written by the second configuration below.
        clean: { keep: /^server\// },
      },
      resolve,
      module: { rules: moduleRules(production) },
      optimization: {
        // Keep runtimeChunk false: a separate runtime chunk breaks the container's start
        // (research/module-federation.md §6, row 13).
        runtimeChunk: false,
        // A module two exposes use goes into a chunk of its own from 4 kB (before minifying), below
        // that into each chunk that uses it. The default 20 kB minimum duplicated CSS and style-loader's
        // runtime (issue 10 §3), but the CSS is a file per part now (extract-css.js). With no minimum at
        // all, the match centre loaded 15 chunks of 0.3 to 0.7 kB: each a request with its own chunk
        // wrapper and, on a slow phone, a task and a round trip of its own. At 4 kB the match centre
        // fetches 35 files instead of 46, and every page measured is lighter (0.3 to 2.5 kB gzip).
        splitChunks: {
          chunks: (chunk) => !chunk.canBeInitial() && !unsplit.has(chunk.name),
          minSize: 4096,
          ...(production ? { cacheGroups: { styles: stylesCacheGroup(name, { withShared: false }) } } : {}),
        },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // In production the shell provides every shared package (it registers each one the remotes
          // use), so a container carries no fallback copies of its own: no provider entries in
          // remoteEntry.js, no chunks for them in its chunk map (issue 30's budget, decision 0057). A
          // version the shell does not satisfy fails the part into its slot's fallback, as
          // @tribune/shared's strictVersion already did. The standalone development page has no shell,
          // so it keeps them.
          shared: production ? hostProvided(shared) : shared,
          manifest: true,
          shareStrategy: 'loaded-first',
          experiments: {
            asyncStartup: true,
            // The federation runtime ships once, in the shell, not in every remoteEntry.js (issue 10
            // §3; external-federation-runtime.js). Only in the production container: the standalone
            // development page has no shell to provide it.
            ...(production ? { externalRuntime: true } : {}),
            // A browser-only build: the Node code paths of the federation runtime are left out.
            optimization: { target: 'web' },
          },
          dts: false,
          dev: false,
        }),
        ...(production
          ? [
              ...cssExtractionPlugins(name),
              // The container uses no more of the shell's runtime than the shell provides.
              new ExternalFederationRuntimeContract(),
              // ...and takes the bundler runtime from the shell too (bundler-runtime-from-shell.js).
              new NormalModuleReplacementPlugin(
                /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
                path.join(__dirname, 'bundler-runtime-from-shell.js'),
              ),
            ]
          : [
              new HtmlWebpackPlugin({ templateContent: standaloneHtml(name), chunks: ['standalone'], publicPath: '/' }),
            ]),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Standalone development talks to a running API (npm start, or npm run dev --workspace api).
        proxy: [{ context: ['/api', '/ajax', '/assets', '/dev'], target: apiUrl, changeOrigin: false }],
      },
    };
    // Production builds also write the Node build the API renders pages with (docs/decisions/0010).
    return production ? [browser, createRemoteServerConfig({ dir, name, exposes, version })] : browser;
  };
}

/** The shared packages as a container that takes every one of them from the shell (`import: false`). */
function hostProvided(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }]));
}

function standaloneHtml(name) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} (standalone)</title></head><body><div id="root"></div></body></html>`;
}

module.exports = { createRemoteConfig };
