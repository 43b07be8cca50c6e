// Narrow entries for shared singletons that are much bigger than what the site uses of them (issue 10
// §3). A shared module is never tree-shaken: it is built whole, because the build cannot know what
// another part will use of it. react-router's entry is ~190 kB minified (data routers, server
// rendering, RSC, cookies and sessions) of which the site uses a few components and hooks; a schema
// library not shared at all would be one copy per part on the page.
//
// So the browser builds resolve each of these packages to a facade that re-exports only the names
// below (common.js, `resolve.alias`). The facade imports the package's own ES module by file path,
// which no shared key matches, so webpack tree-shakes the package to those names. The package name
// stays the shared key (mf.shared.js): every part provides and consumes the same facade, and the page
// holds one copy. (An alias, not the shared `import` option: a provided file path is also built into
// html-webpack-plugin's child compilation, which then writes a stray chunk.)
//
// The lists are a contract, like the rest of mf.shared.js: ESLint refuses other names in browser code
// (eslint.config.mjs). To use another one, add it here and release the shell with it before a remote
// that needs it (the shell's copy is the one a page uses).
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * @typedef {object} Facade
 * @property {string} request    the package request it replaces (also the shared key)
 * @property {string[]} names    the named exports the site's browser code imports
 * @property {string} [namespace] a named export that is an object of `members`
 * @property {string[]} [members] what the code uses of `namespace`; `a.b` for a member of a member
 * @property {string} [namespaceImport] the name browser code gives `import * as <name>` of the package
 */

/** @type {Facade[]} */
const facades = [
  {
    request: 'react-router',
    names: [
      'BrowserRouter',
      'Link',
      'NavLink',
      'Navigate',
      'Route',
      'Routes',
      'StaticRouter',
      'matchPath',
      'useLocation',
      'useNavigate',
      'useParams',
      'useSearchParams',
    ],
  },
  {
    request: 'react-intl',
    names: [
      'FormattedMessage',
      'RawIntlProvider',
      'createIntl',
      'createIntlCache',
      'defineMessage',
      'defineMessages',
      'useIntl',
    ],
  },
  {
    // Outside data the API contract does not cover (local storage, real-time payloads, the page's
    // bootstrap and state) is validated with valibot, written `import * as v from 'valibot'`
    // (decision 0058). A namespace import of the facade holds only these names.
    request: 'valibot',
    names: [
      'array',
      'boolean',
      'isoTimestamp',
      'literal',
      'minLength',
      'null',
      'nullable',
      'number',
      'object',
      'optional',
      'picklist',
      'pipe',
      'record',
      'safeParse',
      'string',
      'summarize',
      'union',
      'unknown',
    ],
    namespaceImport: 'v',
  },
];

/** The package.json of an installed package (the parts have no node_modules of their own). */
function packageJsonOf(packageName) {
  return path.join(repoRoot, 'node_modules', packageName, 'package.json');
}

/** A facade has no package.json of its own, so its shared entry names the package's version. */
function installedVersion(packageName) {
  return JSON.parse(fs.readFileSync(packageJsonOf(packageName), 'utf8')).version;
}

/** The ES module webpack picks for `import '<request>'` in a browser build (package exports → import). */
function moduleFile(request) {
  const [scopeOrName, ...rest] = request.split('/');
  const packageName = scopeOrName.startsWith('@') ? `${scopeOrName}/${rest.shift()}` : scopeOrName;
  const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
  const packageJson = packageJsonOf(packageName);
  const entry = JSON.parse(fs.readFileSync(packageJson, 'utf8')).exports?.[subpath];
  const file = typeof entry === 'string' ? entry : (entry?.module?.default ?? entry?.import?.default ?? entry?.import);
  if (typeof file !== 'string') throw new Error(`shared-facades: no ES module for ${request} in ${packageJson}`);
  // react-router's exports give every bundler dist/development: the same code with its warnings for
  // developers kept in (an error page's "hey developer" text among them). The browser builds take the
  // production twin beside it; Jest and the Node builds keep the package's own choice.
  const production = file.replace('/dist/development/', '/dist/production/');
  return path.join(
    path.dirname(packageJson),
    fs.existsSync(path.join(path.dirname(packageJson), production)) ? production : file,
  );
}

/** The facade's source: named re-exports, and the namespace as a frozen object of its members. */
function facadeSource({ request, names, namespace, members = [] }) {
  const from = JSON.stringify(moduleFile(request));
  const lines = ['// Generated by scripts/webpack/shared-facades.js. Do not edit.'];
  const reexported = names.filter((name) => name !== namespace);
  if (reexported.length > 0) lines.push(`export { ${reexported.join(', ')} } from ${from};`);
  if (namespace) {
    // Members are imported by name (some are keywords: `null`, `enum`), so only they are kept.
    const topLevel = [...new Set(members.map((member) => member.split('.')[0]))];
    lines.push(`import { ${topLevel.map((name, index) => `${name} as m${index}`).join(', ')} } from ${from};`);
    const entries = topLevel.map((name, index) => {
      const nested = members
        .filter((member) => member.startsWith(`${name}.`))
        .map((member) => member.slice(name.length + 1));
      const value =
        nested.length > 0
          ? `Object.freeze({ ${nested.map((child) => `${child}: m${index}.${child}`).join(', ')} })`
          : `m${index}`;
      return `  ${JSON.stringify(name)}: ${value},`;
    });
    lines.push(`export const ${namespace} = Object.freeze({`, ...entries, '});');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Writes each facade (only when it changes, so watchers stay quiet) and returns the aliases that
 * point the browser builds at them: `{ 'react-router$': '/…/react-router.mjs', … }`.
 */
function facadeAliases() {
  const folder = path.join(repoRoot, 'node_modules', '.cache', 'tribune-shared-facades');
  fs.mkdirSync(folder, { recursive: true });
  return Object.fromEntries(
    facades.map((facade) => {
      const file = path.join(folder, `${facade.request.replace(/\//g, '+')}.mjs`);
      const text = facadeSource(facade);
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
      return [`${facade.request}$`, file];
    }),
  );
}

module.exports = { facades, facadeAliases, installedVersion };
