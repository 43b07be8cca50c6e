import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { tags } from '../../src/db/schema';
import { comment, newTopic } from '../community-helpers';
import { apiRequest, body, loginToken } from '../helper';
import { eventually } from '../modules/realtime/harness';
import { redisAnswers, testRedisUrl } from '../support/redis';

// Issue 31, findings 3 and 4 (SCL-01): a write through one API process emptied only that process's
// caches, and a logged-out token kept working on the others for their token cache's 5 s, for writes too.
// Two API instances here on one database and one Redis, each with its own caches, as two processes.

const redisUp = redisAnswers(testRedisUrl);
if (!redisUp) console.warn(`cluster-changes: SKIPPED, Redis does not answer at ${testRedisUrl}`);
const describeWithRedis = redisUp ? describe : describe.skip;

describeWithRedis('two API processes on one database and one Redis', () => {
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const prefix = `tribune-test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '10',
      REDIS_URL: testRedisUrl,
      REALTIME_REDIS_PREFIX: prefix,
      // The caches as production keeps them: token owners 5 s, public answers 5 s.
      AUTH_TOKEN_CACHE_SECONDS: '5',
      PUBLIC_ANSWER_CACHE_SECONDS: '5',
    });
    database = await openDatabase({ dataDir: 'memory://' });
    const seed = { demoAccounts: true, demoContent: false };
    first = await buildApp({ config, database, logger: false, seed });
    second = await buildApp({ config, database, logger: false, seed });
    await Promise.all([first.ready(), second.ready()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.close();
  });

  test('[SCL-01] a logout on one process ends the token on the other, for reads and writes', async () => {
    const token = await loginToken(first, { login: 'fan' });
    const me = () => apiRequest(second, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    // The other process knows the token's owner now (kept for 5 s).
    expect((await me()).statusCode).toBe(200);

    const logout = await apiRequest(first, { method: 'POST', url: '/api/v1/logout', token });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await eventually(async () => (await me()).statusCode === 401, 1_000)).toBe(true);
    const write = await apiRequest(second, {
      method: 'POST',
      url: '/api/v2/user/update-user-layout',
      token,
      payload: { night_mode: '1' },
    });
    expect(write.statusCode).toBe(401);
  });

  test('[SCL-01] an article published through one process is in the other one’s news list within a second', async () => {
    const list = async () =>
      body(await apiRequest(second, { method: 'GET', url: '/api/v2/article/scopes/lat/get/1?page_size=5' }));
    const titles = async () => ((await list())['data'] as { title: string }[]).map((article) => article.title);
    // The other process keeps the list now (5 s).
    const before = await titles();

    const editor = await loginToken(first, { login: 'editor' });
    // Without the demo content the tenant has no tags, and an article needs one.
    await first.db
      .insert(tags)
      .values({ tenantId: 'tribune', slug: 'match-day', title: 'Match day' })
      .onConflictDoNothing();
    const title = `Published on one process ${randomBytes(3).toString('hex')}`;
    const written = await apiRequest(first, {
      method: 'POST',
      url: '/api/v2/editor/articles',
      token: editor,
      payload: { title, content: '<p>Both processes show it.</p>', excerpt: 'Both show it.', primary_tag: 'match-day' },
    });
    expect(written.statusCode).toBe(201);
    expect(before).not.toContain(title);
    expect(await eventually(async () => (await titles()).includes(title), 1_000)).toBe(true);
  });

  test('[SCL-01] a write that sends real-time events is announced to the other processes once, and its events after it', async () => {
    const fan = await loginToken(first, { login: 'fan' });
    const topicId = await newTopic(first);
    const posted = await comment(first, fan, { type: 'forum', id: topicId }, { content: 'Before the edit' });
    // What every process hears: the changes channel, and the comments channel's events over the bridge.
    const listener = new Redis(testRedisUrl, { lazyConnect: true });
    await listener.connect();
    const heard: string[] = [];
    try {
      listener.on('pmessage', (_pattern: string, channel: string, text: string) => {
        if (channel === `${prefix}changes`) heard.push(`change ${(JSON.parse(text) as { tenantId: string }).tenantId}`);
        else if (channel === `${prefix}marker`) heard.push('marker');
        else if (text.includes('CommentUpdated')) heard.push('event CommentUpdated');
      });
      await listener.psubscribe(`${prefix}*`);

      const edited = await apiRequest(first, {
        method: 'PATCH',
        url: `/api/v2/comments/${posted.id}`,
        token: fan,
        payload: { new_comment: 'After the edit' },
      });
      expect(edited.statusCode).toBe(200);
      // Redis hands a subscriber its messages in the order it took them: once a marker sent after the
      // answer is heard, everything the write sent has been.
      const marker = new Redis(testRedisUrl);
      await marker.publish(`${prefix}marker`, 'after the answer');
      marker.disconnect();
      expect(await eventually(async () => heard.includes('marker'), 1_000)).toBe(true);
      expect(heard).toContain('event CommentUpdated');
      // One message for the edit and its event (it used to be two), and it came first.
      expect(heard.filter((entry) => entry.startsWith('change'))).toEqual(['change tribune']);
      expect(heard.indexOf('change tribune')).toBeLessThan(heard.indexOf('event CommentUpdated'));
    } finally {
      listener.disconnect();
    }
  });
});
