import net from 'node:net';
import type { Tenant } from '../../../src/modules/tenants/tenants-repository';
import { buildTestApp } from '../../helper';
import { once, type RealtimeHarness, startRealtimeApp, subscribed, uniqueChannel } from './harness';

/**
 * PLT-05: the publisher interface the domain modules call, with both drivers: the embedded server
 * (default) and the official SDK pointed at a Pusher-compatible engine (here: another API's embedded
 * server, which speaks the same HTTP API as soketi and Pusher).
 */

jest.setTimeout(20_000);

let rt: RealtimeHarness;
let tribune: Tenant;
beforeAll(async () => {
  rt = await startRealtimeApp();
  const tenant = await rt.app.tenants.findById('tribune');
  if (tenant === undefined) throw new Error('tenant missing');
  tribune = tenant;
});
afterEach(() => rt.cleanup());
afterAll(() => rt.close());

test('[PLT-05][MC-03] the embedded driver delivers publish(tenant, channel, event, data) to subscribers', async () => {
  expect(rt.app.realtime.driver).toBe('embedded');
  const channel = uniqueChannel();
  const client = await rt.connectedClient();
  const fixture = client.subscribe(channel);
  await subscribed(fixture);
  const received = once(fixture, 'LiveFixture');
  expect(await rt.app.realtime.publish(tribune, channel, 'LiveFixture', { time: 88, score: '3-2' })).toBe(true);
  expect(await received).toEqual({ time: 88, score: '3-2' });
});

test('[PLT-05] the publisher refuses what the engine would refuse, without throwing', async () => {
  expect(await rt.app.realtime.publish(tribune, 'has space', 'Goal', {})).toBe(false);
  expect(await rt.app.realtime.publish(tribune, 'fixture-1', 'Goal', { text: 'x'.repeat(11 * 1024) })).toBe(false);
  expect(await rt.app.realtime.publish(tribune, [], 'Goal', {})).toBe(false);
});

test('[PLT-05] the pusher driver publishes through the official SDK to an external engine', async () => {
  const publisherApp = await buildTestApp({
    env: { REALTIME_DRIVER: 'pusher', PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(rt.port), PUSHER_USE_TLS: 'false' },
  });
  try {
    expect(publisherApp.realtime.driver).toBe('pusher');
    // With an external engine this API serves no WebSocket and no Pusher HTTP API of its own.
    expect(publisherApp.realtimeServer).toBeNull();
    expect(publisherApp.hasRoute({ method: 'POST', url: '/apps/:appId/events' })).toBe(false);

    const channel = uniqueChannel();
    const client = await rt.connectedClient();
    const fixture = client.subscribe(channel);
    await subscribed(fixture);
    const received = once(fixture, 'LiveFixture');
    const tenant = await publisherApp.tenants.findById('tribune');
    if (tenant === undefined) throw new Error('tenant missing');
    expect(await publisherApp.realtime.publish(tenant, channel, 'LiveFixture', { time: 90, score: '0-0' })).toBe(true);
    expect(await received).toEqual({ time: 90, score: '0-0' });
  } finally {
    await publisherApp.close();
  }
});

test('[PLT-05] the pusher driver resolves false when the engine is unreachable', async () => {
  const closedPort = await new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
  const publisherApp = await buildTestApp({
    env: {
      REALTIME_DRIVER: 'pusher',
      PUSHER_HOST: '127.0.0.1',
      PUSHER_PORT: String(closedPort),
      PUSHER_USE_TLS: 'false',
    },
  });
  try {
    const tenant = await publisherApp.tenants.findById('tribune');
    if (tenant === undefined) throw new Error('tenant missing');
    expect(await publisherApp.realtime.publish(tenant, 'fixture-1', 'LiveFixture', {})).toBe(false);
  } finally {
    await publisherApp.close();
  }
});
