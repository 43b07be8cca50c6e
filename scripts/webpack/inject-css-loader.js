// Production browser builds put each part's CSS into the page with this instead of style-loader
// (issue 10 §3). style-loader's runtime is ~3.5 kB per container, and a page runs five containers
// (the shell and four remotes on the home page); this is a few lines per stylesheet. It does what
// style-loader does with its defaults here: one <style> element per stylesheet, appended to <head>
// when the module first runs. (Development keeps style-loader, for CSS source maps in the devtools.)
// It pitches, like style-loader, so css-loader (with `exportType: 'string'`) hands it the CSS text.

/** @this {import('webpack').LoaderContext<{}>} @param {string} remainingRequest */
module.exports.pitch = function injectCssLoader(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  return [
    `import css from ${request};`,
    "if (typeof document !== 'undefined') {",
    "  const style = document.createElement('style');",
    '  style.textContent = css;',
    '  document.head.appendChild(style);',
    '}',
    '',
  ].join('\n');
};
