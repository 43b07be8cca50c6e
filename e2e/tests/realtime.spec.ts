import { expect, test } from '../support/fixtures';
import Pusher from 'pusher';
import { e2ePort, english } from '../support/site';

/**
 * PLT-05 / MC-03 in the browser: the composed site's match centre opens its real-time connection
 * (pusher-js to the API's embedded server, settings from the page bootstrap) and shows a LiveFixture
 * event that a server publishes through the Pusher HTTP API with the official SDK.
 *
 * The round's last fixture is turned live in the one API response that lists it; everything after
 * that (subscription, WebSocket, publish, delivery, rendering) is the real thing. It is the last one
 * because the match-centre journey (matchcenter.spec.ts) really plays the round's next match through
 * the simulator, possibly at the same time in another worker: both on one channel would see each
 * other's scores.
 */

// The English tenant's development credentials (api/README.md): the e2e server runs in development.
const publisher = new Pusher({
  appId: '1001',
  key: 'tribune-dev-key',
  secret: 'tribune-dev-secret',
  host: '127.0.0.1',
  port: String(e2ePort),
  useTLS: false,
});

async function occupied(channel: string): Promise<boolean> {
  const response = await publisher.get({ path: `/channels/${channel}`, params: {} });
  const body = (await response.json()) as { occupied?: boolean };
  return body.occupied === true;
}

/**
 * The connection runs in a worker (decision 0067): pusher-js's worker build under a `blob:` worker, so
 * neither pusher-js's chunk nor its socket messages cost the main thread. Where the worker can't start
 * (here its pusher-js file is refused), the page connects on its own thread and the score still arrives.
 */
for (const connection of [
  { where: 'in a worker', refuseWorker: false },
  { where: 'on the page when the worker cannot start', refuseWorker: true },
]) {
  test(`[PLT-05][MC-03] a live fixture on /matchcenter shows the score published through the HTTP API, connected ${connection.where}`, async ({
    page,
    context,
  }) => {
    const scripts: string[] = [];
    context.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    if (connection.refuseWorker)
      await context.route('**/shell/assets/pusher.worker.min.*.js', (route) => route.abort());
    let liveFixtureId: number | null = null;
    await page.route('**/ajax/matchcenter/league/*/rounds/current', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: { fixtures: Record<string, unknown>[] } };
      const fixture = json.data.fixtures.at(-1);
      if (fixture !== undefined) {
        Object.assign(fixture, { status: 'live', score: '0-0', time: 12, hasStarted: true });
        liveFixtureId = Number(fixture['id']);
      }
      await route.fulfill({ response, json });
    });

    // Reached by a client-side navigation, so the browser loads the round itself (through the route
    // above): a server-rendered /matchcenter would arrive with the server's data, where nothing is live yet.
    await page.goto(`${english}/`);
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Match centre' })
      .click();
    await expect(page).toHaveURL(/\/matchcenter$/);
    await expect.poll(() => liveFixtureId).not.toBeNull();
    const live = page.locator(`.fixture-days [data-fixture-id="${liveFixtureId}"]`);
    await expect(live).toContainText('Live');
    await expect(live).toContainText('Score 0-0');
    await expect(live).toContainText("12'");
    const channel = `fixture-${liveFixtureId}`;

    // The page subscribes once its pusher-js is connected: wait until the server says so.
    await expect.poll(() => occupied(channel), { timeout: 15_000 }).toBe(true);
    const response = await publisher.trigger(channel, 'LiveFixture', { time: 67, score: '2-1' });
    expect(response.status).toBe(200);

    await expect(live).toContainText('Score 2-1');
    await expect(live).toContainText("67'");
    const onThePage = scripts.some((path) => /^\/shell\/pusher-js\.[0-9a-f]+\.js$/.test(path));
    const inAWorker = scripts.some((path) => /^\/shell\/assets\/pusher-relay\.worker\.[0-9a-f]+\.js$/.test(path));
    expect({ onThePage, inAWorker }).toEqual(
      connection.refuseWorker ? { onThePage: true, inAWorker: false } : { onThePage: false, inAWorker: true },
    );
    if (!connection.refuseWorker) expect(page.workers().some((worker) => worker.url().startsWith('blob:'))).toBe(true);

    // Leaving the page closes its connection, and the server forgets the channel (no leaked state).
    await page.goto(`${english}/`);
    await expect.poll(() => occupied(channel), { timeout: 15_000 }).toBe(false);
  });
}
