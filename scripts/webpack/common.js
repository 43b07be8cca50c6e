// Pieces every front-end webpack config shares: TypeScript through swc, CSS, images, and the
// precompiled-messages alias. Each part's webpack.config.js composes these (see create-remote-config.js).
const path = require('node:path');
const { facadeAliases } = require('./shared-facades');
const { extractedCssLoader } = require('./extract-css');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * TypeScript and JSX through swc, for the browser (es2020) or the Node builds (es2022).
 * @param {boolean} production
 * @param {string} target
 */
function swcRule(production, target = 'es2020') {
  const swc = {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target,
      },
    },
  };
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    // Loaders run last to first: in production, the translators' notes go from swc's output.
    use: production ? [path.join(__dirname, 'strip-message-descriptions.js'), swc] : [swc],
  };
}

/** @param {boolean} production */
function moduleRules(production) {
  return [
    swcRule(production),
    {
      test: /\.css$/,
      // In production each part's CSS is a content-hashed file of its own (extract-css.js, issue 30),
      // without comments and layout whitespace (minify-css-loader.js) and without source maps.
      // Development keeps style-loader, for CSS source maps in the devtools.
      use: production
        ? [
            extractedCssLoader(),
            { loader: 'css-loader', options: { importLoaders: 1, sourceMap: false } },
            path.join(__dirname, 'minify-css-loader.js'),
          ]
        : ['style-loader', { loader: 'css-loader', options: { importLoaders: 0 } }],
    },
    { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
  ];
}

const resolve = {
  extensions: ['.tsx', '.ts', '.js', '.json'],
  alias: {
    // Messages are compiled to ASTs ahead of time (scripts/i18n.mjs), so the ICU parser never ships.
    '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
    // The shared react-router, react-intl and valibot: the names the site uses, not the whole packages
    // (shared-facades.js).
    ...facadeAliases(),
  },
};

/** The API every dev server forwards to (npm start's port unless API_URL says otherwise). */
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';

module.exports = { swcRule, moduleRules, resolve, repoRoot, apiUrl };
