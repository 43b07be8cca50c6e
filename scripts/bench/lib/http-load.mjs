// The HTTP side of the mixed-load scenario: one keep-alive agent to the bench API on 127.0.0.1 (the
// Host header names the site, as a browser's would), a time limit on every request, and a recorder of
// latency and outcome per request kind.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { percentiles } from './stats.mjs';

/** Answers larger than this are cut off (and count as errors): a page or a list is a few kilobytes. */
const maxResponseBytes = 5_000_000;

/**
 * @param {{ baseUrl: string, timeoutMs: number }} options
 * @returns {{ request: (options: { method?: string, path: string, headers?: Record<string, string>, json?: unknown }) => Promise<Outcome>, close: () => void }}
 *
 * @typedef {{ status: number | null, ms: number, error: string | null, headers: import('node:http').IncomingHttpHeaders, body: Buffer | null, json: () => any }} Outcome
 *   `error` is null for an answer (whatever its status), else `timeout`, the socket error's code, or `too-big`.
 */
export function createHttpClient({ baseUrl, timeoutMs }) {
  const target = new URL(baseUrl);
  if (target.protocol !== 'http:' || target.hostname !== '127.0.0.1')
    throw new Error(`the load only goes to http://127.0.0.1, not ${baseUrl}`);
  const port = Number(target.port || 80);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024, scheduling: 'lifo' });

  function request({ method = 'GET', path, headers = {}, json }) {
    const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const allHeaders = { ...headers };
    if (payload) {
      allHeaders['content-type'] = 'application/json';
      allHeaders['content-length'] = String(payload.length);
    }
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      let timer;
      const finish = (outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const { body = null, headers: responseHeaders = {} } = outcome;
        resolve({
          status: outcome.status ?? null,
          error: outcome.error ?? null,
          ms: performance.now() - started,
          headers: responseHeaders,
          body,
          json: () => parseJson(body, responseHeaders['content-encoding']),
        });
      };
      const req = http.request({ host: '127.0.0.1', port, method, path, headers: allHeaders, agent }, (res) => {
        const chunks = [];
        let size = 0;
        res.on('data', (chunk) => {
          size += chunk.length;
          if (size > maxResponseBytes) {
            req.destroy();
            finish({ status: res.statusCode, error: 'too-big' });
          } else chunks.push(chunk);
        });
        res.on('end', () => finish({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', (error) => finish({ status: res.statusCode, error: error.code ?? 'response-error' }));
        res.on('close', () => {
          if (!res.complete) finish({ status: res.statusCode, error: 'aborted' });
        });
      });
      timer = setTimeout(() => {
        finish({ error: 'timeout' });
        req.destroy();
      }, timeoutMs);
      req.on('error', (error) => finish({ error: error.code ?? error.message }));
      req.end(payload);
    });
  }

  return { request, close: () => agent.destroy() };
}

function parseJson(body, encoding) {
  if (!body) return null;
  try {
    const raw = encoding === 'gzip' ? zlib.gunzipSync(body) : encoding === 'deflate' ? zlib.inflateSync(body) : body;
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

/** Whether an outcome counts as a success: an answer with a 2xx or 3xx status. */
export function succeeded(outcome) {
  return outcome.error === null && outcome.status !== null && outcome.status >= 200 && outcome.status < 400;
}

/** Latency and errors per request kind. A timeout counts with its time limit as its latency. */
export class LoadRecorder {
  constructor() {
    this.kinds = new Map();
  }

  /** Records an outcome; `problem` (e.g. `no token`) turns a 2xx whose body is wrong into an error. */
  record(kind, outcome, problem) {
    let entry = this.kinds.get(kind);
    if (!entry) {
      entry = { latencies: [], count: 0, errors: 0, errorsBy: {} };
      this.kinds.set(kind, entry);
    }
    entry.count += 1;
    entry.latencies.push(outcome.ms);
    const reason = problem ?? (succeeded(outcome) ? null : (outcome.error ?? `HTTP ${outcome.status}`));
    if (reason) {
      entry.errors += 1;
      entry.errorsBy[reason] = (entry.errorsBy[reason] ?? 0) + 1;
    }
  }

  /** One summary per kind (in `order`, then any others) and the total, over `seconds` of load. */
  summarise(seconds, order = []) {
    const names = [
      ...order.filter((kind) => this.kinds.has(kind)),
      ...[...this.kinds.keys()].filter((kind) => !order.includes(kind)),
    ];
    const summary = (kind, entries) => {
      const latencies = entries.flatMap((entry) => entry.latencies);
      const p = percentiles(latencies, [0.5, 0.9, 0.99, 1]);
      const errorsBy = {};
      for (const entry of entries)
        for (const [reason, count] of Object.entries(entry.errorsBy))
          errorsBy[reason] = (errorsBy[reason] ?? 0) + count;
      const count = entries.reduce((sum, entry) => sum + entry.count, 0);
      return {
        kind,
        count,
        requestsPerSecond: round(count / seconds, 1),
        latencyMs: { p50: round(p[0.5], 1), p90: round(p[0.9], 1), p99: round(p[0.99], 1), max: round(p[1], 1) },
        errors: entries.reduce((sum, entry) => sum + entry.errors, 0),
        errorsBy,
      };
    };
    return {
      kinds: names.map((kind) => summary(kind, [this.kinds.get(kind)])),
      total: summary('total', [...this.kinds.values()]),
    };
  }
}

function round(value, digits) {
  if (value === null || value === undefined) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
