// Production browser builds: each part's CSS is one content-hashed file beside its JavaScript
// (issue 30, SEO-04; docs/decisions/0051). The server links the files of the parts it rendered, the
// browser caches them for a year, and no CSS travels inside the JavaScript or the HTML any more.
//
// mini-css-extract-plugin does the extraction and, in each container's runtime, the loading: a chunk
// that needs the part's stylesheet adds its <link> and waits for it, unless the page already has one
// whose `data-href` (or `href`) is the file's name, which is how the server's links are recognised.
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const sharedSources = path.resolve(__dirname, '../../shared/src') + path.sep;

/** What a build writes beside its files: the part's stylesheets, relative to its folder. */
const stylesheetsManifest = 'stylesheets.json';

/** The loaders that hand a stylesheet to the extraction instead of to the JavaScript. */
function extractedCssLoader() {
  return MiniCssExtractPlugin.loader;
}

/**
 * The part's one stylesheet chunk, `<part>-styles`: all of its own CSS in one file, so a page needs one
 * request per part and the server knows which file to link. Left out:
 * - a package's stylesheet (PhotoSwipe's, ART-01): it stays with the lazy chunk that imports it and
 *   loads with it, on the pages that use it, as its code does;
 * - in a remote, the shared package's CSS: the shell's copy of `@tribune/shared` is the one a page runs,
 *   and its CSS is in the shell's file.
 * @param {string} part the container's name (`shell`, `mf_content`…), unique on a page
 * @param {{ withShared: boolean }} options
 */
function stylesCacheGroup(part, { withShared }) {
  return {
    type: 'css/mini-extract',
    name: `${part}-styles`,
    chunks: 'all',
    enforce: true,
    test: (module) => {
      const source = String(module.nameForCondition?.() ?? '');
      if (source.includes(`${path.sep}node_modules${path.sep}`)) return false;
      return withShared || !source.startsWith(sharedSources);
    },
  };
}

/** Writes `stylesheets.json`: the CSS files of the part's stylesheet chunk, for the server to link. */
class StylesheetManifestPlugin {
  /** @param {string} part */
  constructor(part) {
    this.chunkName = `${part}-styles`;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StylesheetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StylesheetManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const chunk = [...compilation.chunks].find((candidate) => candidate.name === this.chunkName);
          const files = chunk ? [...chunk.files].filter((file) => file.endsWith('.css')).sort() : [];
          compilation.emitAsset(stylesheetsManifest, new RawSource(`${JSON.stringify({ files }, null, 2)}\n`));
        },
      );
    });
  }
}

/**
 * The plugins of a production browser build. Files are named after the chunk (`mf_content-styles.…css`),
 * so two parts' stylesheets never share a name on a page, which the runtime's check goes by.
 * @param {string} part
 */
function cssExtractionPlugins(part) {
  return [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
    new StylesheetManifestPlugin(part),
  ];
}

module.exports = { extractedCssLoader, stylesCacheGroup, cssExtractionPlugins, stylesheetsManifest };
