// The HTTP load of the `api` and `ssr` scenarios: autocannon 8, programmatic, in the bench process, and
// the bare Fastify server (../bare-fastify.mjs) the API is compared with in the same run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const benchDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One autocannon run (`connections`, `duration` in seconds, and `url` or `requests`…). */
export function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * What the tables and latest.json keep of an autocannon result. Latencies are autocannon's (its
 * histogram holds whole milliseconds, 2xx answers only).
 */
export function summarise(name, url, result) {
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      average: result.latency.average,
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    throughputBytesPerSecond: Math.round(result.throughput.average),
  };
}

/**
 * Starts bare-fastify.mjs on `port` (loopback) with the bodies it replays: `jsonFile` for /same-body,
 * `htmlFile` for /same-html. Resolves once it listens, with `stop()`, which waits for it to exit (so the
 * next scenario can take the port again).
 */
export function startBareFastify(port, { jsonFile, htmlFile } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(benchDir, 'bare-fastify.mjs'), String(port)], {
      env: { ...process.env, BARE_BODY_FILE: jsonFile ?? '', BARE_HTML_FILE: htmlFile ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((done) => child.once('exit', done));
    const onEarlyExit = (code) => reject(new Error(`bare Fastify exited (${code})`));
    child.once('error', reject);
    child.once('exit', onEarlyExit);
    child.stdout.on('data', (chunk) => {
      if (!String(chunk).includes('listening')) return;
      child.off('exit', onEarlyExit);
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.kill('SIGTERM');
          await exited;
          clearTimeout(timer);
        },
      });
    });
  });
}
