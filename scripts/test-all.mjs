#!/usr/bin/env node
// npm test: every unit, component and API test (Jest, all projects), then the end-to-end suite
// (Playwright in Chromium against the built site, built first when missing or stale). Prints each
// runner's result and ends with exactly one line `N passed, N failed` (the sum of both runners);
// exits non-zero when anything failed.
//
//   npm test                     both runners
//   npm test -- --unit           Jest only
//   npm test -- --e2e            Playwright only
//
// With DATABASE_URL set, Jest's API tests also run against that Postgres (api/test helper); the e2e
// server always starts on a fresh temporary PGlite folder (e2e/support/serve-api.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, repoRoot } from './build-all.mjs';

const args = process.argv.slice(2);
const runUnit = !args.includes('--e2e');
const runE2e = !args.includes('--unit');
const ci = Boolean(process.env.CI);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'tribune-test-'));

function run(command, commandArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`test: could not start ${path.basename(commandArgs[0] ?? command)}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function banner(title) {
  console.log(`\n${'='.repeat(20)} ${title} ${'='.repeat(Math.max(0, 58 - title.length))}\n`);
}

/** @returns {Promise<{ name: string, passed: number, failed: number, note: string }>} */
async function runJest() {
  banner('Jest: unit, component and API tests');
  const outputFile = path.join(scratch, 'jest.json');
  const jestArgs = [
    path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js'),
    '--json',
    `--outputFile=${outputFile}`,
  ];
  if (ci) jestArgs.push('--ci');
  const code = await run(process.execPath, jestArgs, {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
  });
  const report = readJson(outputFile);
  if (!report) return { name: 'Jest', passed: 0, failed: 1, note: `no report (exit code ${code})` };
  const passed = report.numPassedTests ?? 0;
  // A suite that cannot even run (syntax error, failing import) has no tests to count; each is one failure.
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  let failed = (report.numFailedTests ?? 0) + brokenSuites;
  let note = `${report.numTotalTestSuites ?? 0} suites${brokenSuites ? `, ${brokenSuites} could not run` : ''}${report.numPendingTests ? `, ${report.numPendingTests} skipped` : ''}`;
  if (code !== 0 && failed === 0) {
    failed = 1;
    note += `; jest exited with code ${code}`;
  }
  return { name: 'Jest', passed, failed, note };
}

/** @returns {Promise<{ name: string, passed: number, failed: number, note: string }>} */
async function runPlaywright() {
  banner('Playwright: end-to-end tests in Chromium');
  try {
    await ensureBuilt();
  } catch (error) {
    console.error(`test: ${error instanceof Error ? error.message : error}; the e2e suite cannot run`);
    return { name: 'Playwright', passed: 0, failed: 1, note: 'not run: the build failed' };
  }
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`test: ${chromium} is missing (apt-get install -y chromium); the e2e suite cannot run`);
    return { name: 'Playwright', passed: 0, failed: 1, note: `not run: no ${chromium}` };
  }
  const outputFile = path.join(scratch, 'playwright.json');
  const cli = path.join(repoRoot, 'node_modules', '@playwright', 'test', 'cli.js');
  const code = await run(process.execPath, [cli, 'test', '--reporter=list,json'], {
    cwd: path.join(repoRoot, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  const report = readJson(outputFile);
  if (!report?.stats) return { name: 'Playwright', passed: 0, failed: 1, note: `no report (exit code ${code})` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  // A flaky test passed on its retry: it counts as passed, and the note says so.
  const passed = expected + flaky;
  let failed = unexpected;
  const globalErrors = Array.isArray(report.errors) ? report.errors.length : 0;
  let note = `${flaky ? `${flaky} passed only on retry` : 'no retries needed'}${skipped ? `, ${skipped} skipped` : ''}`;
  if (globalErrors > 0) note += `, ${globalErrors} error(s) outside tests`;
  if (code !== 0 && failed === 0) {
    failed = 1;
    note += `; playwright exited with code ${code}`;
  }
  return { name: 'Playwright', passed, failed, note };
}

async function main() {
  const results = [];
  try {
    if (runUnit) results.push(await runJest());
    if (runE2e) results.push(await runPlaywright());
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  banner('Results');
  for (const result of results) {
    console.log(
      `  ${result.name.padEnd(11)} ${String(result.passed).padStart(4)} passed, ${String(result.failed).padStart(3)} failed   (${result.note})`,
    );
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log('');
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
