#!/usr/bin/env node
// Checks that the API can render pages on the server from a WEB_ROOT laid out like the API image's
// (docs/decisions/0010, api/src/modules/web/ssr/server-bundles.ts): the Node builds of the shell and of
// shared (and of each remote at the version its package.json names, when there) are there, every package they require
// resolves from that root's node_modules (@tribune/shared/server included), they load, and React,
// react-router, SWR, jotai, react-intl and @tribune/shared resolve to one copy for all of them.
// Without this the API would still start and answer, but silently render every page in the browser.
//
// Run at the end of deploy/api/Dockerfile (a missing package fails the image build) and by
// deploy/local-smoke/run.sh on its WEB_ROOT.
// Usage: node check-server-builds.cjs [webRoot]   (default $WEB_ROOT, else /app)
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { builtinModules, createRequire } = require('node:module');

const webRoot = path.resolve(process.argv[2] || process.env.WEB_ROOT || '/app');
const problems = [];
const lines = [];

// The remotes the API knows, from its own build (api/src/modules/tenants/remotes.ts).
const remotesFile = path.join(webRoot, 'api', 'dist', 'modules', 'tenants', 'remotes.js');
let folders = [];
try {
  const { remoteNames, remoteFolder } = require(remotesFile);
  folders = remoteNames.map(remoteFolder);
} catch (error) {
  problems.push(`cannot read the remotes from ${remotesFile}: ${error.message}`);
}

const builds = [
  { what: 'shell', file: path.join(webRoot, 'shell', 'dist', 'server', 'index.js'), expect: ['renderPage'] },
  { what: 'shared', file: path.join(webRoot, 'shared', 'dist', 'server', 'index.js'), expect: ['styles'] },
];
// A remote's Node build is fetched at run time from where the remote publishes it (decision 0054), so
// the API image need not hold any; one that is here (a local WEB_ROOT, deploy/local-smoke) is checked.
for (const folder of folders) {
  let version;
  try {
    version = JSON.parse(fs.readFileSync(path.join(webRoot, folder, 'package.json'), 'utf8')).version;
  } catch (error) {
    problems.push(`${folder}: no package.json (${error.message})`);
    continue;
  }
  if (!fs.existsSync(path.join(webRoot, folder, 'dist', version, 'server', 'index.js'))) {
    lines.push(`${folder}@${version}: no Node build here; fetched from REMOTE_RELEASES_URL when a page needs it`);
    continue;
  }
  builds.push({
    what: `${folder}@${version}`,
    file: path.join(webRoot, folder, 'dist', version, 'server', 'index.js'),
    expect: ['exposes', 'styles'],
  });
}

const singletons = [
  'react',
  'react-dom/server',
  'react-router',
  'swr',
  'jotai',
  'react-intl',
  '@tribune/shared/server',
];
const resolvedFrom = new Map(); // package → Set of resolved files
const builtins = new Set(builtinModules);

for (const { what, file, expect } of builds) {
  if (!fs.existsSync(file)) {
    problems.push(`${what}: ${path.relative(webRoot, file)} is missing`);
    continue;
  }
  const requireHere = createRequire(file);
  // Every package the build requires, lazily required ones included (webpack externals stay `require("…")`).
  const text = fs.readFileSync(file, 'utf8');
  const packages = new Set(
    [...text.matchAll(/\brequire\("([^"./][^"]*)"\)/g)]
      .map((match) => match[1])
      .filter((name) => !name.startsWith('node:') && !builtins.has(name)),
  );
  const missing = [];
  for (const name of packages) {
    try {
      requireHere.resolve(name);
    } catch {
      missing.push(name);
    }
  }
  if (missing.length > 0) problems.push(`${what}: cannot resolve ${missing.join(', ')}`);
  for (const name of singletons) {
    try {
      const resolved = requireHere.resolve(name);
      if (!resolvedFrom.has(name)) resolvedFrom.set(name, new Set());
      resolvedFrom.get(name).add(resolved);
    } catch {
      // Reported above when the build needs it.
    }
  }
  try {
    const module = requireHere(file);
    const absent = expect.filter((key) => !(key in module));
    if (absent.length > 0) problems.push(`${what}: loads, but exports no ${absent.join(', ')}`);
    else lines.push(`${what}: ${path.relative(webRoot, file)} loads (${packages.size} packages)`);
  } catch (error) {
    problems.push(`${what}: does not load: ${error.message.split('\n')[0]}`);
  }
}
for (const [name, files] of resolvedFrom) {
  if (files.size > 1) problems.push(`${name} resolves to ${files.size} copies: ${[...files].join(', ')}`);
}

for (const line of lines) console.log(`ok   ${line}`);
if (problems.length > 0) {
  for (const line of problems) console.error(`FAIL ${line}`);
  console.error(
    `server builds under ${webRoot}: ${problems.length} problem(s); pages would be rendered in the browser`,
  );
  process.exit(1);
}
console.log(`server builds under ${webRoot}: all ${builds.length} load, one copy of each shared package`);
