// Server builds only: turns a CSS file into a registration of its text with the build's collector
// (server-css-collector.js), so the server can inline the styles of what it rendered.
/** @this {import('webpack').LoaderContext<{ collector: string }>} */
module.exports = function serverCssLoader(source) {
  const { collector } = this.getOptions();
  return `require(${JSON.stringify(collector)}).add(${JSON.stringify(String(source))});\n`;
};
