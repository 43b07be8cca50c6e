// Issue 31, finding 10 (SCL-04): a call's latency with the machine to itself, as one fan opening a page:
// one request after the other on one keep-alive connection, each timed to its last byte.
import { performance } from 'node:perf_hooks';
import { percentiles } from './stats.mjs';

const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * Sends `rounds` requests one after the other (after `warmUp` more, not counted), the `n`th one to
 * `pathOf(n)` with `headers` (or `headersOf(n)`), each within 60 s, and answers their p50, p99 and max
 * (ms, one decimal), with the requests that did not answer 2xx.
 */
export async function oneAtATime(apiUrl, { pathOf, headers = {}, headersOf, rounds, warmUp = 5 }) {
  const times = [];
  let failed = 0;
  for (let n = 0; n < warmUp + rounds; n += 1) {
    const started = performance.now();
    const response = await fetch(`${apiUrl}${pathOf(n)}`, {
      headers: headersOf ? headersOf(n) : headers,
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    if (n < warmUp) continue;
    times.push(performance.now() - started);
    if (response.status < 200 || response.status > 299) failed += 1;
  }
  const { 0.5: p50, 0.99: p99 } = percentiles(times, [0.5, 0.99]);
  return { requests: times.length, failed, p50Ms: round(p50), p99Ms: round(p99), maxMs: round(Math.max(...times)) };
}
