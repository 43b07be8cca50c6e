// Production browser builds: CSS without comments and layout whitespace (issue 10 §3), in each part's
// stylesheet file (extract-css.js), which every visitor downloads once. Only the whitespace around rules and declarations goes, and comments; selectors, values and
// at-rule parameters are kept as written. postcss is css-loader's own parser.
const postcss = require('postcss');

/** @this {import('webpack').LoaderContext<{}>} @param {string} source */
module.exports = function minifyCssLoader(source) {
  const root = postcss.parse(source, { from: this.resourcePath });
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walk((node) => {
    node.raws.before = '';
    if (node.type === 'decl') {
      node.raws.between = ':';
      return;
    }
    node.raws.after = '';
    node.raws.between = '';
    node.raws.semicolon = false;
    if (node.type === 'rule') node.selector = node.selector.replace(/\s*,\s*/g, ',').replace(/\s+/g, ' ');
    if (node.type === 'atrule') node.raws.afterName = node.params ? ' ' : '';
  });
  root.raws.after = '';
  return root.toString();
};
