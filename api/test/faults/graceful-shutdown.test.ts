import http from 'node:http';
import { type ChildApi, startChildApi } from '../child-api';
import { apps, eventually, openRaw, type RawClient } from '../modules/realtime/harness';

/**
 * Issue 9, hardening: what a deploy does to the people on the site. The real server process gets
 * SIGTERM while a registration is still uploading and a real-time socket is open; the upload must get
 * its normal answer, the socket the Pusher close code that makes pusher-js reconnect at once, and the
 * process must exit cleanly.
 */

// Each test starts the server process (tsx, PGlite, migrations): slow on a busy machine.
jest.setTimeout(150_000);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** The answer to a request the test writes itself (so it can send the body in parts). */
function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('error', reject);
      response.once('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text) });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  });
}

/** A request that arrives once the drain has begun: turned away, in the one error shape or by a closed port. */
function lateRequest(port: number): Promise<Answer | 'refused'> {
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: '/api/v2/article/scopes/lat/get/1?page_size=10',
    headers: { 'x-tenant-id': 'tribune', accept: 'application/json' },
    agent: false,
  });
  const answer = answerOf(request);
  request.end();
  return answer.catch((error: unknown) => {
    const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return 'refused';
    throw error;
  });
}

const registration = JSON.stringify({
  username: 'DeployDay',
  email: 'deploy-day@example.com',
  password: 'correct-horse-battery',
  password_confirmation: 'correct-horse-battery',
});

/** Rejects when `promise` has not settled within `ms`: a bound against hanging, not a timing check. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Bytes of the registration sent before the signal; the rest follows (or never does). */
const firstPart = 40;

describe('[HARD-faults] SIGTERM drains the API', () => {
  const started: ChildApi[] = [];
  // Keep-alive, as browsers do: the drain must not wait for an idle kept-alive connection to time out.
  const agent = new http.Agent({ keepAlive: true });

  afterAll(async () => {
    agent.destroy();
    await Promise.all(started.map((api) => api.stop()));
  });

  async function start(env: Record<string, string> = {}): Promise<ChildApi> {
    const api = await startChildApi(env, { startTimeoutMs: 90_000 });
    started.push(api);
    return api;
  }

  async function openSocket(api: ChildApi): Promise<RawClient> {
    const socket = await openRaw(
      `ws://127.0.0.1:${api.port}/app/${apps.tribune.key}?protocol=7&client=js&version=8.6.0`,
    );
    await socket.socketId();
    return socket;
  }

  /** A registration whose body is still uploading once the server has seen the request arrive. */
  async function uploadInFlight(api: ChildApi): Promise<{ request: http.ClientRequest; answer: Promise<Answer> }> {
    const request = http.request({
      host: '127.0.0.1',
      port: api.port,
      method: 'POST',
      path: '/api/v2/r-register',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(registration)),
        'x-tenant-id': 'tribune',
        accept: 'application/json',
      },
    });
    const answer = answerOf(request);
    // Settled either way, so a test that expects the cut does not leave an unhandled rejection behind.
    answer.catch(() => undefined);
    request.write(registration.slice(0, firstPart));
    await api.logLine((line) => line.includes('incoming request') && line.includes('/api/v2/r-register'));
    return { request, answer };
  }

  test('[HARD-faults] on SIGTERM an upload in flight gets its normal answer, WebSockets close with 4200 (reconnect at once), new requests are turned away, and the process exits 0', async () => {
    // A drain long enough that the test, not the timeout, decides when the upload ends.
    const api = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const socket = await openSocket(api);
    const upload = await uploadInFlight(api);

    api.child.kill('SIGTERM');
    const closed = await socket.closed;
    expect(closed.code).toBeGreaterThanOrEqual(4200);
    expect(closed.code).toBeLessThan(4300);

    // Until the port closes, newcomers are turned away in the one error shape; the upload is still going.
    const turnedAway: unknown[] = [];
    const portClosed = await eventually(async () => {
      const late = await lateRequest(api.port);
      if (late === 'refused') return true;
      turnedAway.push({ status: late.status, body: late.body, connection: late.headers.connection });
      return false;
    }, 30_000);
    expect(portClosed).toBe(true);
    for (const answer of turnedAway) {
      expect(answer).toEqual({
        status: 503,
        body: { data: null, metaData: { message: 'The site is briefly unavailable. Please try again in a moment.' } },
        connection: 'close',
      });
    }

    upload.request.end(registration.slice(firstPart));
    expect(await upload.answer).toMatchObject({
      status: 201,
      body: {
        data: { authorization: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), username: 'DeployDay' },
        metaData: { message: expect.any(String) },
      },
    });
    expect((await upload.answer).headers.connection).toBe('close');
    // Well before the drain's end: the upload's kept-alive connection does not hold the process up.
    expect(await within(api.exited, 20_000, 'the exit')).toEqual({ code: 0, signal: null });
    expect(api.output()).not.toMatch(/"level":(50|60)/);
  });

  test('[HARD-faults] a request still in flight at the end of SHUTDOWN_TIMEOUT_MS has its connection cut, and the process still closes cleanly and exits 0', async () => {
    const api = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const socket = await openSocket(api);
    const upload = await uploadInFlight(api);

    api.child.kill('SIGTERM');
    expect((await socket.closed).code).toBe(4200);
    // The rest of the body never comes.
    await expect(upload.answer).rejects.toMatchObject({ code: expect.stringMatching(/^(ECONNRESET|EPIPE)$/) });
    expect(await api.exited).toEqual({ code: 0, signal: null });
    await api.logLine((line) => line.includes('"level":40') && line.includes('closing their connections'));
    await api.logLine((line) => line.includes('"msg":"shut down"'));
  });
});
