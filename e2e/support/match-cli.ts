import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { english } from './site';

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');

/**
 * The operator's command, as an operator types it, against the e2e server: `npm run match -- …`
 * (api/README.md "The match CLI"). Returns the fixture id it prints first.
 */
export async function matchCommand(...args: string[]): Promise<{ fixtureId: number; output: string }> {
  const { stdout } = await run('npm', ['run', '--silent', 'match', '--', ...args], {
    cwd: repoRoot,
    // The e2e server's operator token is fresh each run (playwright.config.ts).
    env: { ...process.env, API_URL: english, ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN },
  }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`npm run match -- ${args.join(' ')} failed: ${error.stderr || error.stdout || error.message}`);
  });
  const fixtureId = Number(/^\s*(\d+)\s/m.exec(stdout)?.[1]);
  expect(fixtureId, stdout).toBeGreaterThan(0);
  return { fixtureId, output: stdout };
}
