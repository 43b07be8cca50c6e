// Issue 31 ("production at scale"): two API processes on one Postgres and one Redis, behind the shipped
// proxy (deploy/proxy/nginx.conf in the embedded real-time layout, Debian's nginx), as CI proves it in
// api/test/scale/two-processes.test.ts. The bench runs that same test against the bench's Postgres
// (BENCH_DATABASE_URL) and prints what each check measured: how long a write or a logout on one process
// took to reach the other, the login limit across processes with invented X-Forwarded-For addresses, a
// remote version published after start rendered by both, SIGTERM under a stream of writes (acknowledged
// and stored), and how long after kill -9 the other process went on with a live match.
// One implementation of the topology, in the test; the bench adds the figures and the table.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const id = 'scale';
export const title =
  'Two API processes behind the shipped proxy: limits, one view of the data, releases, SIGTERM, kill -9';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/** What each line the test prints says, and the target it is held to (issue 31). */
const checks = [
  {
    pattern: /in the other's list after (\d+) ms/,
    check: 'a comment on A in B’s list',
    unit: 'ms',
    target: '≤ 1000 ms',
  },
  {
    pattern: /ended the token on the other after (\d+) ms/,
    check: 'a logout on A ends the token on B',
    unit: 'ms',
    target: '≤ 1000 ms',
  },
  {
    pattern: /24 wrong logins.*: (10 checked, 14 refused)/,
    check: 'login limit (10/min) over A and B, forged X-Forwarded-For',
    target: '10 checked',
  },
  {
    pattern: /two versions published after start rendered on the server by (both processes, and back)/,
    check: 'a remote version published after start',
    target: 'rendered by both',
  },
  {
    pattern: /SIGTERM under writes: (\d+ acknowledged, all stored)/,
    check: 'SIGTERM to A under a stream of comments',
    target: 'every acknowledged write stored',
  },
  {
    pattern: /went on with the match (\d+) ms after kill -9/,
    check: 'kill -9 of the process playing a live match',
    unit: 'ms',
    target: '≤ 5000 ms, every minute heard',
  },
];

export async function run(ctx) {
  if (!ctx.databaseUrl) return { skipped: 'needs Postgres (BENCH_DATABASE_URL): two processes share one database' };
  const output = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/jest/bin/jest.js'),
        '--selectProjects',
        'api',
        '--runInBand',
        'api/test/scale/two-processes.test.ts',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: ctx.databaseUrl, CI: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`the scale test failed (${code}):\n${text.slice(-3000)}`)),
    );
  });
  const figures = {};
  const rows = checks.map(({ pattern, check, unit, target }) => {
    const measured = pattern.exec(output)?.[1];
    figures[check] = unit && measured !== undefined ? Number(measured) : (measured ?? null);
    return [check, measured === undefined ? 'not measured' : `${measured}${unit ? ` ${unit}` : ''}`, target];
  });
  ctx.log(`scale: ${rows.filter((row) => row[1] !== 'not measured').length} of ${rows.length} checks measured`);
  return { figures, table: { columns: ['check', 'measured', 'target'], rows } };
}
