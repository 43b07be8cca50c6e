// Bundled into each server build (one instance per build): the CSS its modules imported, in order.
const sheets = [];

exports.add = function add(css) {
  if (!sheets.includes(css)) sheets.push(css);
};

exports.styles = function styles() {
  return sheets.join('\n');
};
