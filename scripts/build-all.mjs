#!/usr/bin/env node
// Builds every deployable part: the API (tsc), each remote and the shell (webpack production).
//
//   node scripts/build-all.mjs              build everything (npm run build)
//   node scripts/build-all.mjs --changed    build only what is missing or out of date (npm start, npm test)
//   BUILD_CONCURRENCY=1 node scripts/build-all.mjs   one build at a time
//
// "Out of date" is decided by a content hash of each part's inputs (its sources, the federated
// `shared` package, the webpack/TypeScript configuration and the lockfile), not by mtimes: a fresh
// clone gives every file the same mtime, and a `git checkout` can move mtimes backwards. The hash is
// kept beside the part's output marker's mtime in node_modules/.cache/tribune-build/, so a part whose
// output was deleted, or rebuilt by hand from other sources, is rebuilt too.
//
// The other scripts (start, test-all, bench, the e2e web server) import `ensureBuilt` from here.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = path.join(repoRoot, 'node_modules', '.cache', 'tribune-build');

/** The remotes, in the order they are built. Folder names keep the hyphen; MF names use underscores. */
export const remoteFolders = ['mf-account', 'mf-matchcenter', 'mf-football-pool', 'mf-community', 'mf-content'];

/** Inputs every front-end build reads besides its own folder. */
const frontEndCommonInputs = [
  'shared',
  'mf.shared.js',
  'scripts/webpack',
  'types',
  'tsconfig.base.json',
  'package-lock.json',
];

const webpackBin = path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const tscBin = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

function readVersion(folder) {
  return JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')).version;
}

/**
 * @typedef {object} Target
 * @property {string} name      short name printed in the summary
 * @property {string} folder    the part's folder
 * @property {string[]} inputs  files and folders (relative to the root) whose content decides staleness
 * @property {() => string} output  the file whose presence means "built" (read lazily: versions change)
 * @property {() => string} outputDir  what the summary measures
 * @property {string[]} command node arguments
 * @property {string} cwd
 */

/** @returns {Target[]} */
export function listTargets() {
  /** @type {Target[]} */
  const targets = [
    {
      name: 'api',
      folder: 'api',
      inputs: [
        'api/src',
        'api/package.json',
        'api/tsconfig.json',
        'api/tsconfig.build.json',
        'tsconfig.base.json',
        'package-lock.json',
      ],
      output: () => path.join(repoRoot, 'api', 'dist', 'server.js'),
      outputDir: () => path.join(repoRoot, 'api', 'dist'),
      command: [tscBin, '-p', 'tsconfig.build.json'],
      cwd: path.join(repoRoot, 'api'),
    },
  ];
  // @tribune/shared for Node, which the server builds of the shell and the remotes require.
  targets.push({
    name: 'shared',
    folder: 'shared',
    inputs: frontEndCommonInputs,
    output: () => path.join(repoRoot, 'shared', 'dist', 'server', 'index.js'),
    outputDir: () => path.join(repoRoot, 'shared', 'dist'),
    command: [webpackBin, '--mode', 'production', '--no-color'],
    cwd: path.join(repoRoot, 'shared'),
  });
  for (const folder of remoteFolders) {
    targets.push({
      name: folder,
      folder,
      inputs: [folder, ...frontEndCommonInputs],
      // One webpack run writes both builds; the Node build's entry marks the version as built.
      output: () => path.join(repoRoot, folder, 'dist', readVersion(folder), 'server', 'index.js'),
      outputDir: () => path.join(repoRoot, folder, 'dist', readVersion(folder)),
      command: [webpackBin, '--mode', 'production', '--no-color'],
      cwd: path.join(repoRoot, folder),
    });
  }
  targets.push({
    name: 'shell',
    folder: 'shell',
    inputs: ['shell', ...frontEndCommonInputs],
    output: () => path.join(repoRoot, 'shell', 'dist', 'server', 'index.js'),
    outputDir: () => path.join(repoRoot, 'shell', 'dist'),
    command: [webpackBin, '--mode', 'production', '--no-color'],
    cwd: path.join(repoRoot, 'shell'),
  });
  return targets;
}

/** Every part has a build configuration; a part without one is broken, not something to skip. */
function hasBuildConfiguration(target) {
  if (target.name === 'api') return existsSync(path.join(repoRoot, 'api', 'tsconfig.build.json'));
  return existsSync(path.join(target.cwd, 'webpack.config.js'));
}

const ignoredNames = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.turbo',
  'test-results',
  '.federation',
  '@mf-types',
]);
// Files that cannot change a build's output: tests, docs, the part's own lint/test config.
const ignoredFile = /(\.test\.[cm]?[jt]sx?$|\.spec\.[cm]?[jt]sx?$|\.md$|^jest\.config|\.tsbuildinfo$)/;

function collectFiles(absolute, out) {
  let stat;
  try {
    stat = statSync(absolute);
  } catch {
    return; // an optional input (e.g. no lockfile) simply does not count
  }
  if (stat.isFile()) {
    out.push(absolute);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    if (ignoredNames.has(entry.name) || entry.name.startsWith('.')) continue;
    if (entry.name === '__tests__' || entry.name === 'test' || entry.name === 'tests') continue;
    if (entry.isFile() && ignoredFile.test(entry.name)) continue;
    collectFiles(path.join(absolute, entry.name), out);
  }
}

/** Content hash of a target's inputs: paths and bytes, in a stable order. */
export function hashInputs(target) {
  const files = [];
  for (const input of target.inputs) collectFiles(path.join(repoRoot, input), files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampFile(target) {
  return path.join(stampDir, `${target.name}.json`);
}

/** Why a target must be built, or null when its output is up to date. */
export function staleReason(target) {
  const output = target.output();
  if (!existsSync(output)) return 'not built yet';
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(target), 'utf8'));
  } catch {
    return 'no record of the last build';
  }
  if (stamp.output !== path.relative(repoRoot, output)) return 'new version';
  if (stamp.outputMtimeMs !== statSync(output).mtimeMs) return 'output changed since the last build';
  if (stamp.inputHash !== hashInputs(target)) return 'sources changed';
  return null;
}

function writeStamp(target, inputHash) {
  mkdirSync(stampDir, { recursive: true });
  const output = target.output();
  const stamp = {
    inputHash,
    output: path.relative(repoRoot, output),
    outputMtimeMs: statSync(output).mtimeMs,
    builtAt: new Date().toISOString(),
  };
  writeFileSync(stampFile(target), `${JSON.stringify(stamp, null, 2)}\n`);
}

function directorySize(dir) {
  let bytes = 0;
  let files = 0;
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const absolute = path.join(current, entry.name);
      if (entry.isDirectory()) walk(absolute);
      else if (entry.isFile() && !entry.name.endsWith('.map')) {
        bytes += statSync(absolute).size;
        files += 1;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { bytes, files };
}

/**
 * Two webpack production builds at once keep both cores busy (swc is native, terser is the long
 * pole); more would only swap. Each build gets ~1.5 GB of headroom.
 */
function defaultConcurrency() {
  const cpus = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  const byMemory = Math.floor(os.freemem() / (1.5 * 1024 ** 3));
  return Math.max(1, Math.min(cpus, byMemory, 3));
}

function runBuild(target, inputHash) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, target.command, {
      cwd: target.cwd,
      env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('error', (error) => (log += `\n${error.stack ?? error}`));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      let ok = code === 0 && existsSync(target.output());
      let why = '';
      if (code !== 0) why = signal ? `killed by ${signal}` : `exit code ${code}`;
      else if (!ok) why = `finished but ${path.relative(repoRoot, target.output())} is missing`;
      if (ok) {
        try {
          writeStamp(target, inputHash);
        } catch (error) {
          ok = false;
          why = `could not record the build: ${error}`;
        }
      }
      resolve({ target, ok, seconds, log, why });
    });
  });
}

function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(0)} kB`;
}

function tail(text, lines) {
  const all = text.trimEnd().split('\n');
  return all.slice(-lines).join('\n');
}

/**
 * Builds the given parts (all, or only the stale ones) and prints a summary.
 * @param {{ onlyStale?: boolean, concurrency?: number, quiet?: boolean, names?: string[] }} options
 * @returns {Promise<{ ok: boolean, built: string[], failed: string[] }>}
 */
export async function buildAll({ onlyStale = false, concurrency, quiet = false, names } = {}) {
  const log = quiet ? () => undefined : (line) => console.log(line);
  const all = listTargets().filter((target) => !names || names.includes(target.name));
  const unconfigured = all.filter((target) => !hasBuildConfiguration(target)).map((target) => target.name);
  if (unconfigured.length > 0) {
    console.error(`build: no build configuration in ${unconfigured.join(', ')}`);
    return { ok: false, built: [], failed: unconfigured };
  }
  /** @type {{ target: Target, reason: string }[]} */
  const queue = [];
  for (const target of all) {
    const reason = onlyStale ? staleReason(target) : 'requested';
    if (reason) queue.push({ target, reason });
  }
  if (queue.length === 0) {
    log('build: everything is up to date');
    return { ok: true, built: [], failed: [] };
  }

  const parallel = Math.max(1, Number(process.env.BUILD_CONCURRENCY) || concurrency || defaultConcurrency());
  log(
    `build: ${queue.map(({ target, reason }) => (onlyStale ? `${target.name} (${reason})` : target.name)).join(', ')} — ${parallel} at a time`,
  );
  const started = Date.now();
  // The API's tsc is single-threaded and short; start it first so it overlaps the webpack builds.
  const pending = [...queue];
  const results = [];
  const workers = Array.from({ length: Math.min(parallel, pending.length) }, async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const inputHash = hashInputs(next.target);
      log(`build: ${next.target.name} …`);
      const result = await runBuild(next.target, inputHash);
      log(`build: ${next.target.name} ${result.ok ? 'done' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
      if (!result.ok)
        console.error(
          `\n----- ${next.target.name}: last lines of the build output -----\n${tail(result.log, 40)}\n-----\n`,
        );
      results.push(result);
    }
  });
  await Promise.all(workers);

  const failed = results.filter((result) => !result.ok);
  if (!quiet) {
    const rows = results
      .sort((a, b) => all.indexOf(a.target) - all.indexOf(b.target))
      .map((result) => {
        const size = result.ok ? directorySize(result.target.outputDir()) : { bytes: 0, files: 0 };
        const where = path.relative(repoRoot, result.target.outputDir());
        return [
          result.target.name,
          result.ok ? 'ok' : `FAILED (${result.why})`,
          `${result.seconds.toFixed(1)} s`,
          result.ok ? `${formatBytes(size.bytes)} in ${size.files} files` : '',
          result.ok ? where : '',
        ];
      });
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    console.log('\nbuild summary');
    for (const row of rows)
      console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd());
    console.log(
      `  ${results.length - failed.length} built, ${failed.length} failed, ${((Date.now() - started) / 1000).toFixed(1)} s in all\n`,
    );
  }
  return {
    ok: failed.length === 0,
    built: results.filter((result) => result.ok).map((result) => result.target.name),
    failed: failed.map((result) => result.target.name),
  };
}

/** Builds whatever is missing or stale; throws (with the failing parts named) when a build fails. */
export async function ensureBuilt(options = {}) {
  const result = await buildAll({ ...options, onlyStale: true });
  if (!result.ok) throw new Error(`build failed: ${result.failed.join(', ')} (see the output above)`);
  return result;
}

async function main() {
  const args = process.argv.slice(2);
  const onlyStale = args.includes('--changed');
  const names = args.filter((arg) => !arg.startsWith('--'));
  const known = listTargets().map((target) => target.name);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`build: unknown part(s) ${unknown.join(', ')}; parts are ${known.join(', ')}`);
    process.exit(2);
  }
  const result = await buildAll({ onlyStale, names: names.length > 0 ? names : undefined });
  if (!result.ok) {
    console.error(`build failed: ${result.failed.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
