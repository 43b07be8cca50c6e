#!/usr/bin/env node
// Run at the end of a remote image's build (deploy/remote/Dockerfile): the version's Node build, which
// the API fetches at run time and runs with its own packages (decision 0054), must match the digest in
// its server/release.json and require nothing but Node's modules, @tribune/shared/server and the
// packages `shared` depends on (what the API image installs for every build). Else the API would leave
// the remote to the browser on every page of that version, saying so only in its log.
// Usage: node check-node-build.cjs <version folder> <shared/package.json>
'use strict';
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { builtinModules } = require('node:module');

const [folder, sharedManifest] = process.argv.slice(2);
if (!folder || !sharedManifest) {
  console.error('usage: check-node-build.cjs <version folder> <shared/package.json>');
  process.exit(2);
}
const problems = [];
const release = JSON.parse(fs.readFileSync(path.join(folder, 'server', 'release.json'), 'utf8'));
const code = fs.readFileSync(path.join(folder, 'server', release.file));
const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
if (integrity !== release.integrity) problems.push(`server/${release.file} does not match release.json's digest`);
if (release.version !== path.basename(folder))
  problems.push(`release.json names ${release.version}, the folder ${path.basename(folder)}`);

const allowed = new Set([
  ...Object.keys(JSON.parse(fs.readFileSync(sharedManifest, 'utf8')).dependencies ?? {}),
  '@tribune/shared',
]);
const builtins = new Set(builtinModules);
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
for (const [, request] of code.toString('utf8').matchAll(/\brequire\("([^"./][^"]*)"\)/g)) {
  if (request.startsWith('node:') || builtins.has(request)) continue;
  if (!allowed.has(packageOf(request))) problems.push(`requires ${request}, which the API does not install`);
}
if (problems.length > 0) {
  console.error(`${folder}: ${problems.length} problem(s)\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log(
  `${folder}: Node build ${release.name}@${release.version} matches ${release.integrity.slice(0, 19)}…, requires only shared's packages`,
);
