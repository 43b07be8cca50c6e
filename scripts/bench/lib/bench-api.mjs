// The API a scale scenario starts on its own database, and the two passes the read-heavy scenarios
// measure it in.
import { isPortFree, spawnApi, waitForHttp } from '../../start.mjs';
import { benchApiEnv } from './settings.mjs';

/**
 * The two passes of a read-heavy scenario: the API as visitors get it (public answers kept in memory for
 * PUBLIC_ANSWER_CACHE_SECONDS), then with nothing kept between requests, so every request reads the
 * database: the figures to judge.
 */
export const answerStorePasses = [
  { key: 'storeOn', label: 'on', env: {} },
  { key: 'storeOff', label: 'off', env: { PUBLIC_ANSWER_CACHE_SECONDS: '0' } },
];

/**
 * Starts an API on `port` over `database` (benchApiEnv with `env`), waits until it answers, then runs
 * `use({apiUrl, pid, startSeconds})` and stops the API whatever happens. `pid` is the API's process (for
 * the scenarios that wait for it to go quiet); `startSeconds`, to one decimal, how long it took to answer.
 */
export async function withBenchApi(ctx, database, { port, env = {} }, use) {
  if (!(await isPortFree(port))) throw new Error(`port ${port} (this scenario's API) is in use`);
  const api = spawnApi({ port, stdio: ['ignore', 'ignore', 'inherit'], env: benchApiEnv(ctx, database, env) });
  const apiUrl = `http://127.0.0.1:${port}`;
  try {
    const startedAt = Date.now();
    await waitForHttp(`${apiUrl}/healthz`, { timeoutMs: 600_000, child: api.child });
    const startSeconds = Math.round((Date.now() - startedAt) / 100) / 10;
    return await use({ apiUrl, pid: api.child.pid, startSeconds });
  } finally {
    await api.stop(60_000);
  }
}
