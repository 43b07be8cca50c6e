#!/usr/bin/env node
// One name per operation (issue 32, decision 0055): a browser call of the API lives in a file named
// after the API's route file for that path and method, so `save-predictions.ts` in a remote is the
// client of `api/src/modules/…/save-predictions.ts`, and a new engineer finds one from the other.
//
//   npm run api:names                  list every client call and its route; exit 1 on a mismatch (CI)
//   npm run api:names -- --remote=mf-community   one part only
//
// What it reads, by text (no build needed):
// - the API's routes: `app.get('/path'` (and post, put, patch, delete) and `{ method, url }` objects
//   (`app.route`) in api/src/modules/**;
// - the client calls: `client.request('/path'`, or a template literal, with `method: 'POST'` among the
//   call's options (GET when none), in `<part>/src/**/api/*.ts` of the remotes and shared.
// Paths compare with their parameters blanked: `:id`, `{id}` and `${id}` are all one segment.
// Its function is the file's name in camelCase and its hook `use` + the name without a leading `get`.
// A client file may call one route only; a schema or type used by several calls sits in a file whose
// name says it is not an operation (`*-schema.ts`, `*-types.ts`), which is then not checked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const parts = ['mf-account', 'mf-matchcenter', 'mf-football-pool', 'mf-community', 'mf-content', 'shared'];
const only = process.argv.find((argument) => argument.startsWith('--remote='))?.slice('--remote='.length);

/** Every file under `folder` whose name passes `keep`, skipping tests and build output. */
function filesUnder(folder, keep) {
  const found = [];
  for (const entry of readdirSync(folder)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full, keep));
    else if (keep(full)) found.push(full);
  }
  return found;
}

const isSource = (file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file);
const normalise = (route) =>
  route
    .replace(/\?.*$/, '')
    .replace(/\$\{[^}]*\}/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/:[A-Za-z_]+/g, '{}');
const baseName = (file) => path.basename(file).replace(/\.tsx?$/, '');
const relative = (file) => path.relative(repoRoot, file);

/** `GET /api/v2/article/{}` → the route files that answer it. */
function apiRoutes() {
  const routes = new Map();
  const add = (method, url, file) => {
    const key = `${method.toUpperCase()} ${normalise(url)}`;
    routes.set(key, [...(routes.get(key) ?? []), file]);
  };
  for (const file of filesUnder(path.join(repoRoot, 'api', 'src', 'modules'), isSource)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/app\.(get|post|put|patch|delete)\(\s*['`]([^'`]+)['`]/g)) {
      add(match[1], match[2], file);
    }
    // `app.route({ method, url })`, also through a helper or a loop that takes such an object
    // (`registerLeaderboard({ url })`, `app.get(period.url`): the methods named near the url, else GET.
    for (const match of text.matchAll(/\burl:\s*['`](\/[^'`]+)['`]/g)) {
      const near = text.slice(Math.max(0, match.index - 200), match.index + 200);
      const methods = [...near.matchAll(/method:([^\n]+)/g)].flatMap((list) =>
        [...list[1].matchAll(/['"](GET|POST|PUT|PATCH|DELETE)['"]/g)].map((method) => method[1]),
      );
      for (const method of methods.length > 0 ? methods : ['GET']) add(method, match[1], file);
    }
  }
  return routes;
}

/**
 * A call whose path has a fixed word where the route takes a parameter (`/rounds/current` for
 * `/rounds/:round`): the route files whose path matches segment by segment.
 */
function routeWithParameters(routes, call) {
  const segments = call.route.split('/');
  for (const [key, files] of routes) {
    const [method, route] = key.split(' ');
    if (method !== call.method) continue;
    const routeSegments = route.split('/');
    if (
      routeSegments.length === segments.length &&
      routeSegments.every((segment, index) => segment === '{}' || segment === segments[index])
    ) {
      return files;
    }
  }
  return undefined;
}

/** The calls in one client file: the path and method of each `client.request(…)`. */
function clientCalls(text) {
  const calls = [];
  for (const match of text.matchAll(/\.request\(\s*(?:'([^']+)'|`([^`]+)`|([A-Za-z_][\w.]*))/g)) {
    let route = match[1] ?? match[2];
    if (route === undefined) {
      // A constant holding the path (`siteSettingsPath`): its value in the same file.
      const constant = new RegExp(`const ${match[3]}\\s*=\\s*['\`]([^'\`]+)['\`]`).exec(text);
      if (!constant) continue;
      route = constant[1];
    }
    // A template that starts from a constant of the file (`${base}/join`): the constant's value.
    route = route.replace(/^\$\{([A-Za-z_]\w*)\}/, (whole, name) => {
      const constant = new RegExp(`const ${name}\\s*=\\s*['\`]([^'\`]+)['\`]`).exec(text);
      return constant ? constant[1] : whole;
    });
    // The call's own text: up to the parenthesis that closes it.
    let depth = 0;
    let end = match.index + match[0].indexOf('(');
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')' && --depth === 0) break;
    }
    // A method chosen at run time (`method: liked ? 'DELETE' : 'POST'`) is each of the ones named.
    const options = text.slice(match.index, end);
    const chosen = /method:\s*([^,}\n]+)/.exec(options)?.[1] ?? "'GET'";
    const methods = [...chosen.matchAll(/['"](GET|POST|PUT|PATCH|DELETE)['"]/g)].map((method) => method[1]);
    for (const method of methods.length > 0 ? methods : ['GET']) calls.push({ method, route: normalise(route) });
  }
  return calls;
}

const pascal = (name) => name.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
const camel = (name) => pascal(name).replace(/^[A-Z]/, (letter) => letter.toLowerCase());

/**
 * The names a client file exports for its call: the function is the file's name in camelCase
 * (`save-predictions.ts`: `savePredictions`), a hook `use` and the name without a leading `get`
 * (`useSavePredictions`, `get-fixture.ts`: `useFixture`). Other exports (schemas, keys, types) are free.
 */
function exportNameProblems(file, text) {
  const name = baseName(file);
  const functionName = camel(name);
  const hookName = `use${pascal(name.replace(/^get-/, ''))}`;
  const problems = [];
  const exported = (pattern) => [...text.matchAll(pattern)].map((match) => match[1]);
  // The call is the exported async function; a file may export more hooks (a variant of the read),
  // but the one named for the operation is among them.
  const calls = exported(/export async function (\w+)/g);
  const hooks = exported(/export function (use[A-Z]\w*)/g);
  if (calls.length > 0 && !calls.includes(functionName)) {
    problems.push(`${relative(file)}: its call is exported as ${calls.join(', ')}: name it ${functionName}`);
  }
  if (hooks.length > 0 && !hooks.includes(hookName)) {
    problems.push(`${relative(file)}: its hook is exported as ${hooks.join(', ')}: name it ${hookName}`);
  }
  return problems;
}

const routes = apiRoutes();
const problems = [];
let checked = 0;
for (const part of parts.filter((name) => only === undefined || name === only)) {
  const clientFiles = filesUnder(
    path.join(repoRoot, part, 'src'),
    (file) => isSource(file) && /[/\\]api[/\\]/.test(file),
  );
  for (const file of clientFiles) {
    if (/-(schema|schemas|types)$/.test(baseName(file))) continue;
    const calls = clientCalls(readFileSync(file, 'utf8'));
    if (calls.length === 0) continue;
    const routeFiles = new Set();
    for (const call of calls) {
      const answering = routes.get(`${call.method} ${call.route}`) ?? routeWithParameters(routes, call);
      if (!answering) {
        problems.push(`${relative(file)}: ${call.method} ${call.route} is no route of the API`);
        continue;
      }
      for (const routeFile of answering) routeFiles.add(routeFile);
    }
    checked += 1;
    if (routeFiles.size > 1) {
      problems.push(
        `${relative(file)}: calls ${routeFiles.size} routes (${[...routeFiles].map(baseName).join(', ')}): one file per operation`,
      );
    } else if (routeFiles.size === 1) {
      const [routeFile] = routeFiles;
      if (baseName(routeFile) !== baseName(file)) {
        problems.push(`${relative(file)} calls ${relative(routeFile)}: name it ${baseName(routeFile)}.ts`);
      } else {
        problems.push(...exportNameProblems(file, readFileSync(file, 'utf8')));
      }
    }
  }
}

for (const problem of problems) console.error(problem);
console.info(`api:names: ${checked} client files, ${problems.length} mismatches`);
process.exit(problems.length > 0 ? 1 : 0);
