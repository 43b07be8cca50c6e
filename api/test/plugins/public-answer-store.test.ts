import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicAnswerStorePlugin } from '../../src/plugins/public-answer-store';

/**
 * The in-process answer store's single flight (issue 16's collection bench): when a stored answer has
 * expired or was dropped, one request reads it from its route again; the others get the expired answer
 * or wait for the new one. The store runs here with stand-ins for the plugins it depends on (the
 * tenant, the content-change signal, public-cache's route option) and a route that counts its reads.
 */

let reads = 0;
let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
let changeTenant: (tenantId: string) => void = () => {};

/** Holds the route's reads until `release()`, so concurrent requests overlap for sure. */
function holdReads(): void {
  gate = new Promise<void>((resolve) => (release = resolve));
}

async function buildApp(storeSeconds: number): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('config', { publicAnswerCacheSeconds: storeSeconds } as FastifyInstance['config']);
  await app.register(
    fp(
      async (instance) => {
        instance.decorateRequest('requireTenant', async () => ({ id: 'tribune' }) as never);
      },
      { name: 'tenant' },
    ),
  );
  await app.register(
    fp(
      async (instance) => {
        const listeners: ((tenantId: string) => void)[] = [];
        instance.decorate('onTenantContentChange', (listener: (tenantId: string) => void) => listeners.push(listener));
        changeTenant = (tenantId) => listeners.forEach((listener) => listener(tenantId));
      },
      { name: 'content-changes' },
    ),
  );
  await app.register(fp(async () => {}, { name: 'public-cache' }));
  await app.register(publicAnswerStorePlugin);
  app.get('/news', { config: { publicCache: { maxAgeSeconds: 60 } } }, async () => {
    reads += 1;
    const read = reads;
    await gate;
    return { read };
  });
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeEach(async () => {
  reads = 0;
  gate = Promise.resolve();
  app = await buildApp(60);
});
afterEach(async () => {
  release();
  await app.close();
});

const readNews = async () => (await app.inject({ method: 'GET', url: '/news' })).json<{ read: number }>().read;

test('[ISSUE-16] concurrent misses of one answer read the route once and all get its answer', async () => {
  holdReads();
  const answers = Array.from({ length: 20 }, readNews);
  await new Promise((resolve) => setImmediate(resolve));
  release();
  expect(await Promise.all(answers)).toEqual(Array(20).fill(1));
  expect(reads).toBe(1);
});

test('[ISSUE-16] after a tenant’s write, nobody is served the answer from before it', async () => {
  expect(await readNews()).toBe(1);
  expect(await readNews()).toBe(1);
  changeTenant('tribune');
  holdReads();
  const answers = Array.from({ length: 5 }, readNews);
  await new Promise((resolve) => setImmediate(resolve));
  release();
  expect(await Promise.all(answers)).toEqual(Array(5).fill(2));
  expect(reads).toBe(2);
});

test('[ISSUE-16] an answer read before a write and sent after it is not kept', async () => {
  holdReads();
  const before = readNews();
  await new Promise((resolve) => setImmediate(resolve));
  changeTenant('tribune');
  release();
  expect(await before).toBe(1);
  expect(await readNews()).toBe(2);
});

test('[ISSUE-16] while an expired answer is read again, the others get the expired one at once', async () => {
  await app.close();
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  try {
    app = await buildApp(1);
    expect(await readNews()).toBe(1);
    jest.advanceTimersByTime(1500);
    holdReads();
    const first = readNews();
    await new Promise((resolve) => setImmediate(resolve));
    // The first request after expiry is reading; these do not wait for it.
    expect(await Promise.all([readNews(), readNews(), readNews()])).toEqual([1, 1, 1]);
    release();
    expect(await first).toBe(2);
    expect(await readNews()).toBe(2);
    expect(reads).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});
