// Drops the translators' notes from the browser's bundles (issue 27, ahead of issue 30's budget).
//
// Every message is written `{ id, defaultMessage, description }` (STYLE.md 11): the description tells a
// translator where the text shows, and formatjs extracts it from the source into lang/en.json. The
// browser never reads it (react-intl formats the compiled catalogue), yet swc keeps it in every chunk:
// a few hundred bytes per page's worth of messages. This runs on swc's output, which keeps the source's
// string literals as written, and removes a `description` only where it directly follows a message's
// `id` and `defaultMessage`, so no other object's `description` (a page's meta description, a schema's)
// is touched.

/** A string literal as swc prints it: single, double or template quotes, without substitutions. */
const literal = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\$]|\\.|\$(?!\{))*\`)`;
/** One literal, or several joined with `+` (a long message split over lines). */
const text = String.raw`${literal}(?:\s*\+\s*${literal})*`;

const messageDescription = new RegExp(
  String.raw`(\bid:\s*${literal},\s*defaultMessage:\s*${text}),\s*description:\s*${text}`,
  'g',
);

/**
 * The code without its message descriptions.
 * @param {string} code
 * @returns {string}
 */
function stripMessageDescriptions(code) {
  return code.includes('description') ? code.replace(messageDescription, '$1') : code;
}

/** The webpack loader: placed before swc-loader in a rule's `use`, so it runs on swc's output. */
function stripMessageDescriptionsLoader(code, map) {
  this.callback(null, stripMessageDescriptions(code), map);
}

module.exports = stripMessageDescriptionsLoader;
module.exports.stripMessageDescriptions = stripMessageDescriptions;
