import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests of the composed, built site in the system's Chromium (browsers cannot be downloaded
 * here; research/module-federation.md §4.2). The web server is the built API on its own port with a
 * fresh PGlite data folder (support/serve-api.mjs), so every run starts from the demo seed.
 */
/**
 * 8181, or the next free port when another run (a second checkout, a parallel CI job) holds it. Chosen
 * once in the runner's process and handed to the workers and the web server through E2E_PORT.
 */
function firstFreePort(from: number): number {
  const probe = `const net=require('node:net');const tryPort=(p)=>{const s=net.createServer();s.once('error',()=>tryPort(p+1));s.listen(p,'127.0.0.1',()=>s.close(()=>console.log(p)));};tryPort(${from});`;
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim());
}
process.env.E2E_PORT ??= String(firstFreePort(8181));
export const e2ePort = Number(process.env.E2E_PORT);
/** The API's operator token for this run: the web server's API takes it, the global set-up uses it. */
process.env.E2E_ADMIN_TOKEN ??= randomBytes(24).toString('hex');
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  // Runs after the web server answers: the local OpenID provider for social login (ACC-03).
  globalSetup: './support/social-login-setup.ts',
  globalTeardown: './support/remove-test-releases.ts',
  // The tests share one server and one database: two workers keep both cores busy without starving the API.
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // CI's 2 cores run the API, two browsers and their pages at once: a journey of four page loads that
  // takes 20 s here can take over a minute there (issue 26's CI: timeouts at 1.0-1.1 min, all steps passing).
  timeout: ci ? 90_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : [['list']],
  outputDir: 'test-results/artifacts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${e2ePort}`,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node support/serve-api.mjs',
    cwd: __dirname,
    // 503 while the database is not ready; Playwright waits for a 2xx.
    url: `http://127.0.0.1:${e2ePort}/healthz`,
    env: { E2E_PORT: String(e2ePort), ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN },
    reuseExistingServer: false,
    // Includes building the site when it is missing or stale.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
