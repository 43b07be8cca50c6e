// Issue 13: comments at scale, on PGlite and, when BENCH_DATABASE_URL is set, on that Postgres server too
// (in a database of its own, `tribune_bench_comments`, dropped afterwards). For each database:
//
//   1. `api/dist/cli/bench-comments-data.js` makes the data set in a fresh database (the demo, then
//      BENCH_CM_USERS fans and BENCH_CM_COMMENTS comments on the newest article of `tribune`: 70 % top
//      level, 30 % replies over levels 1–3, three likes a comment on average: api/src/bench/comment-thread.ts);
//   2. an API of its own starts on it (production build, NODE_ENV=production, SIMULATOR=manual, mail to
//      the bench's sink, the login and posting limits raised, port `--port` + 6);
//   3. the article's comment list, autocannon at `--connections` (50) for `--duration` seconds after a 2 s
//      warm-up: a guest's page 1 (a public answer: the API's answer store serves it from memory most of
//      the time), a logged-in fan's page 1 (each request with the token of one of the fans logged in
//      through POST /api/v2/login: the token and the user are read, and the fan's own likes and reports
//      among the page's comments; the answer is private, the part every reader shares is kept by the API
//      for a few seconds, api/src/modules/community/comments/comment-pages.ts) and a fan's
//      page 4/7 of the way down (page 100 of 175): req/s, p50, p99, max, errors;
//   4. BENCH_CM_SUBSCRIBERS (1,000) raw protocol-7 `ws` clients (lib/comment-receivers.mjs, in cores − 1
//      generator processes) subscribe to `comments-article-{id}`; BENCH_CM_POSTS (100) comments are
//      posted at BENCH_CM_RATE (5) a second by BENCH_CM_POSTERS (20) fans in turn, after
//      BENCH_CM_WARMUP_POSTS (5) left out of the figures; each client stamps its `CommentCreated` receipt.
//      Latency: receipt − the POST's send time (an upper bound of publish → receipt, the database write
//      included), receipt − the POST's answer (a lower bound: the API publishes before it answers) and
//      receipt − the comment's first receipt (the fan-out alone); p50/p95/p99/max over every receipt,
//      loss against subscribers × posts, the POST's own p50/p99.
//
// The targets of issue 13 sit beside the figures (lib/targets.mjs): p99 ≤ 50 ms for the list pages and
// for publish → receipt, judged on the upper bound.
import { randomBytes } from 'node:crypto';
import { execFile, fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { isPortFree, spawnApi, waitForHttp } from '../../start.mjs';
import { benchApiEnv, onEachBenchDatabase, setting } from '../lib/settings.mjs';
import { runAutocannon, summarise } from '../lib/autocannon.mjs';
import { ask, shares, stopChildren } from '../lib/realtime-generators.mjs';
import { percentiles } from '../lib/stats.mjs';
import { commentTargets } from '../lib/targets.mjs';

export const id = 'comments-scale';
export const title =
  'Comments at scale: a page of an article with 5,000 comments at 50 connections, a comment to 1,000 subscribers';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const builder = path.join(repoRoot, 'api/dist/cli/bench-comments-data.js');
const receivers = path.join(repoRoot, 'scripts/bench/lib/comment-receivers.mjs');
const execFileAsync = promisify(execFile);
const benchDatabase = 'tribune_bench_comments';
const tenantId = 'tribune';
const warmUpSeconds = 2;

const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Number(Number(value).toFixed(digits));
const epochNow = () => performance.timeOrigin + performance.now();

/** A JSON request on `agent`: resolves with the status, the parsed body (or null) and the epoch ms it went and came back. */
function requestJson(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sentAt = epochNow();
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.once('end', () => {
          const answeredAt = epochNow();
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: the status says what happened
          }
          resolve({ status: response.statusCode, headers: response.headers, json, text, sentAt, answeredAt });
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${url} took more than 30 s`)));
    request.once('error', reject);
    request.end(payload);
  });
}

/** Logs the fans in (`POST /api/v2/login`), `parallel` at a time (each login is a scrypt run). */
async function logIn(agent, apiUrl, usernames, password, parallel = 4) {
  const tokens = [];
  const queue = [...usernames];
  const failures = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let login = queue.shift(); login !== undefined; login = queue.shift()) {
        const answer = await requestJson(agent, `${apiUrl}/api/v2/login`, {
          method: 'POST',
          headers: { 'x-tenant-id': tenantId },
          body: { login, password },
        });
        const token = answer.json?.data?.authorization;
        if (answer.status === 200 && typeof token === 'string') tokens.push({ login, token });
        else failures.push(`${login}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }),
  );
  if (tokens.length === 0) throw new Error(`no bench fan could log in: ${failures.slice(0, 3).join('; ')}`);
  return { tokens, failures };
}

/** One autocannon target after a warm-up: `headersFor(n)` gives the n-th request's headers. */
async function load(ctx, url, headersFor) {
  const { connections, duration } = ctx.options;
  let turn = 0;
  const requests = [
    {
      setupRequest: (request) => {
        turn += 1;
        return { ...request, headers: headersFor(turn) };
      },
    },
  ];
  await runAutocannon({ url, connections: Math.min(10, connections), duration: warmUpSeconds, requests });
  const result = await runAutocannon({ url, connections, duration, requests });
  return summarise(url, url, result);
}

/** Forks the receiver generators and subscribes `size` clients to `channel`, split over them. */
async function startReceivers(url, channel, size, generators) {
  const children = Array.from({ length: Math.max(1, Math.min(generators, size)) }, () =>
    fork(receivers, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
  );
  try {
    const parts = shares(size, children.length);
    const ready = await Promise.all(
      children.map((child, index) =>
        ask(child, { type: 'start', url, channel, count: parts[index] }, 'ready', 300_000),
      ),
    );
    return {
      children,
      connected: size - ready.reduce((sum, answer) => sum + answer.failed, 0),
      connectMs: Math.round(Math.max(...ready.map((answer) => answer.connectMs))),
      subscribeP95Ms: round(Math.max(...ready.map((answer) => answer.subscribeP95Ms ?? 0))),
    };
  } catch (error) {
    await stopChildren(children);
    throw error;
  }
}

/**
 * Posts `warmup` + `count` comments at `rate` a second, the fans taking turns; resolves with each post's
 * send and answer times (epoch ms), its status and the comment id.
 */
async function postComments(agent, apiUrl, { articleId, tokens, posters, count, warmup, rate, runId, log }) {
  const posts = [];
  const pending = [];
  const started = performance.now();
  for (let index = 0; index < warmup + count; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const fan = tokens[index % Math.min(posters, tokens.length)];
    const post = { index, warmup: index < warmup, fan: fan.login, status: null, commentId: null };
    posts.push(post);
    pending.push(
      requestJson(agent, `${apiUrl}/api/v2/comments`, {
        method: 'POST',
        headers: { 'x-tenant-id': tenantId, authorization: `Bearer ${fan.token}` },
        body: {
          reply_to: null,
          resource_type: 'article',
          resource_id: articleId,
          // Never the same text twice: the API refuses a repeat within 5 minutes.
          content: `Bench comment ${runId}-${index}: a fan's view of the match, posted at ${new Date().toISOString()}.`,
        },
      }).then(
        (answer) => {
          post.status = answer.status;
          post.sentAt = answer.sentAt;
          post.answeredAt = answer.answeredAt;
          post.commentId = Number.isInteger(answer.json?.data?.id) ? answer.json.data.id : null;
          if (answer.status !== 201)
            log(`${id}: post ${index} answered ${answer.status}: ${answer.text.slice(0, 160)}`);
        },
        (error) => {
          post.status = 'error';
          log(`${id}: post ${index} failed: ${error.message}`);
        },
      ),
    );
  }
  await Promise.all(pending);
  return posts;
}

/** Waits until the generators hold `expected` receipts, or nothing new came for `quietMs`. */
async function awaitReceipts(children, expected, quietMs = 10_000) {
  let last = -1;
  let lastChange = Date.now();
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const counts = await Promise.all(children.map((child) => ask(child, { type: 'count' }, 'count', 30_000)));
    const received = counts.reduce((sum, answer) => sum + answer.received, 0);
    if (received >= expected) return;
    if (received !== last) {
      last = received;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The API process's resident memory in MB (from /proc; null elsewhere). */
async function rssMb(pid) {
  try {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** One database: build the data, start an API on it, measure, stop. */
async function measure(ctx, database, settings) {
  const { log } = ctx;
  const port = ctx.options.port + 6;
  if (!(await isPortFree(port))) throw new Error(`port ${port} (this scenario's API) is in use`);
  log(`${id}: building the data set on ${database.name} (${settings.users} fans, ${settings.comments} comments) …`);
  const buildStarted = Date.now();
  const target = database.url ? ['--url', database.url] : ['--data-dir', database.dataDir];
  const loginsWanted = Math.max(ctx.options.connections, settings.posters, 50);
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      builder,
      ...target,
      '--tenant',
      tenantId,
      '--users',
      String(settings.users),
      '--comments',
      String(settings.comments),
      '--logins',
      String(loginsWanted),
    ],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024, timeout: 30 * 60_000 },
  );
  const data = JSON.parse(stdout.trim().split('\n').pop());
  const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
  log(
    `${id}: ${data.added.total} comments and ${data.likes} likes on article ${data.articleId} in ${buildSeconds} s; starting its API on port ${port} …`,
  );

  const adminToken = randomBytes(24).toString('hex');
  const api = spawnApi({
    port,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchApiEnv(ctx, database, {
      ADMIN_TOKEN: adminToken,
      // Comments a fan may post a minute (default 6): still checked on every post, never reached here.
      COMMENT_RATE_LIMIT: '1000000',
    }),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const apiUrl = `http://127.0.0.1:${port}`;
  let generators = null;
  try {
    await waitForHttp(`${apiUrl}/healthz`, { timeoutMs: 600_000, child: api.child });
    const { tokens, failures } = await logIn(agent, apiUrl, data.logins, data.password);
    if (failures.length > 0) log(`${id}: ${failures.length} logins failed, e.g. ${failures[0]}`);
    const guest = { 'x-tenant-id': tenantId, accept: 'application/json' };
    const fan = (turn) => ({ ...guest, authorization: `Bearer ${tokens[turn % tokens.length].token}` });
    const listUrl = (page) => `${apiUrl}/api/v2/comments/article/${data.articleId}?page=${page}`;

    // What the pages hold, and that each answers 200 before the load.
    const first = await requestJson(agent, listUrl(1), { headers: fan(0) });
    if (first.status !== 200) throw new Error(`${listUrl(1)} answered ${first.status}: ${first.text.slice(0, 200)}`);
    const lastPage = first.json.metaData.last_page;
    const middlePage = Math.max(1, Math.min(lastPage, Math.round((lastPage * 4) / 7)));
    const middle = await requestJson(agent, listUrl(middlePage), { headers: fan(1) });
    const guestFirst = await requestJson(agent, listUrl(1), { headers: guest });
    for (const [what, answer] of [
      [`page ${middlePage}`, middle],
      ['page 1 (guest)', guestFirst],
    ])
      if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    const pageShape = (answer) => {
      const comments = answer.json.data;
      let all = 0;
      const walk = (list) => {
        for (const comment of list) {
          all += 1;
          walk(comment.replies ?? []);
        }
      };
      walk(comments);
      return { topLevel: comments.length, withReplies: all, bytes: Buffer.byteLength(answer.text) };
    };
    const pages = {
      commentsCount: first.json.metaData.comments_count,
      lastPage,
      middlePage,
      page1: pageShape(first),
      middle: pageShape(middle),
      cacheControl: { guest: guestFirst.headers['cache-control'] ?? null, fan: first.headers['cache-control'] ?? null },
    };

    log(`${id}: comment list, ${ctx.options.connections} connections for ${ctx.options.duration} s each …`);
    const lists = {
      guestPage1: await load(ctx, listUrl(1), () => guest),
      fanPage1: await load(ctx, listUrl(1), fan),
      fanMiddle: await load(ctx, listUrl(middlePage), fan),
    };

    // The fan-out: the tenant's real-time key from the operator API (production keeps the secret inside).
    const { json: tenantList } = await requestJson(agent, `${apiUrl}/api/admin/tenants`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const tenant = tenantList?.data?.find((candidate) => candidate.id === tenantId);
    if (!tenant?.realtime?.key) throw new Error(`the operator API gave no real-time key for ${tenantId}`);
    const channel = `comments-article-${data.articleId}`;
    const wsUrl = `ws://127.0.0.1:${port}/app/${tenant.realtime.key}?protocol=7&client=bench&version=1`;
    log(`${id}: ${settings.subscribers} subscribers on ${channel} in ${settings.generators} generator(s) …`);
    const rssIdle = await rssMb(api.child.pid);
    generators = await startReceivers(wsUrl, channel, settings.subscribers, settings.generators);
    if (generators.connected < settings.subscribers)
      log(
        `${id}: ${settings.subscribers - generators.connected} of ${settings.subscribers} clients could not subscribe`,
      );
    const rssConnected = await rssMb(api.child.pid);
    log(`${id}: posting ${settings.posts} comments at ${settings.rate}/s (after ${settings.warmup} to warm up) …`);
    const posts = await postComments(agent, apiUrl, {
      articleId: data.articleId,
      tokens,
      posters: settings.posters,
      count: settings.posts,
      warmup: settings.warmup,
      rate: settings.rate,
      runId: randomBytes(4).toString('hex'),
      log,
    });
    const created = posts.filter((post) => post.status === 201 && post.commentId !== null);
    await awaitReceipts(generators.children, generators.connected * created.length);
    const reports = await Promise.all(
      generators.children.map((child) => ask(child, { type: 'report' }, 'report', 60_000)),
    );
    const receipts = new Map();
    for (const report of reports)
      for (const [commentId, times] of report.perId)
        receipts.set(commentId, [...(receipts.get(commentId) ?? []), ...times]);
    const measured = created.filter((post) => !post.warmup);
    const fromSend = [];
    const fromAnswer = [];
    const fromFirst = [];
    let beforeAnswer = 0;
    let duplicates = 0;
    for (const post of measured) {
      const times = receipts.get(post.commentId) ?? [];
      duplicates += Math.max(0, times.length - generators.connected);
      const firstAt = Math.min(...times);
      for (const at of times) {
        fromSend.push(at - post.sentAt);
        fromAnswer.push(at - post.answeredAt);
        fromFirst.push(at - firstAt);
        if (at < post.answeredAt) beforeAnswer += 1;
      }
    }
    const ours = new Set(created.map((post) => post.commentId));
    const strays = [...receipts.keys()].filter((commentId) => !ours.has(commentId)).length;
    const expected = generators.connected * measured.length;
    const got = measured.reduce(
      (sum, post) => sum + Math.min(generators.connected, receipts.get(post.commentId)?.length ?? 0),
      0,
    );
    const spread = (values) => {
      const p = percentiles(values, [0.5, 0.95, 0.99, 1]);
      return { p50: round(p[0.5]), p95: round(p[0.95]), p99: round(p[0.99]), max: round(p[1]) };
    };
    const postMs = percentiles(
      measured.map((post) => post.answeredAt - post.sentAt),
      [0.5, 0.99, 1],
    );
    const fanout = {
      channel,
      subscribers: settings.subscribers,
      connected: generators.connected,
      connectMs: generators.connectMs,
      subscribeP95Ms: generators.subscribeP95Ms,
      posts: {
        sent: posts.filter((post) => !post.warmup).length,
        created: measured.length,
        failed: posts.length - created.length,
      },
      post: { p50: round(postMs[0.5]), p99: round(postMs[0.99]), max: round(postMs[1]) },
      receipts: fromSend.length,
      expected,
      lost: expected - got,
      duplicates,
      strays,
      closed: reports.reduce((sum, report) => sum + report.closed, 0),
      unreadable: reports.reduce((sum, report) => sum + report.unreadable, 0),
      beforeAnswer,
      sendToReceipt: spread(fromSend),
      answerToReceipt: spread(fromAnswer),
      firstToReceipt: spread(fromFirst),
      rssMb: { idle: rssIdle, connected: rssConnected, end: await rssMb(api.child.pid) },
    };
    return {
      database: database.name,
      articleId: data.articleId,
      fans: data.users,
      added: data.added,
      likes: data.likes,
      article: data.article,
      loggedIn: tokens.length,
      buildSeconds,
      buildSteps: data.seconds,
      pages,
      lists,
      fanout,
    };
  } finally {
    if (generators) await stopChildren(generators.children);
    agent.destroy();
    await api.stop(60_000);
  }
}

export async function run(ctx) {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const settings = {
    users: setting('BENCH_CM_USERS', 2_000, { min: 20, max: 999_999, integer: true }),
    comments: setting('BENCH_CM_COMMENTS', 5_000, { min: 20, max: 1_000_000, integer: true }),
    subscribers: setting('BENCH_CM_SUBSCRIBERS', 1_000, { min: 1, max: 20_000, integer: true }),
    posts: setting('BENCH_CM_POSTS', 100, { min: 1, max: 10_000, integer: true }),
    warmup: setting('BENCH_CM_WARMUP_POSTS', 5, { min: 0, max: 1_000, integer: true }),
    rate: setting('BENCH_CM_RATE', 5, { min: 0.1, max: 200 }),
    posters: setting('BENCH_CM_POSTERS', 20, { min: 1, max: 200, integer: true }),
    generators: setting('BENCH_CM_GENERATORS', Math.max(1, cores - 1), { min: 1, max: 64, integer: true }),
  };
  if (settings.posters > settings.users) settings.posters = settings.users;
  const loadAverageBefore = os.loadavg()[0];
  const outcome = await onEachBenchDatabase(
    ctx,
    { variable: 'BENCH_CM_DATABASES', folder: 'comments-pglite', name: benchDatabase },
    (database) => measure(ctx, database, settings),
  );
  if ('skipped' in outcome) return outcome;
  const { results } = outcome;

  const t = commentTargets;
  const listTarget = `p99 ≤ ${t.maxListP99Ms} ms`;
  const listRow = (database, what, figure) => {
    const misses = [];
    if (figure.latencyMs.p99 > t.maxListP99Ms) misses.push('off target');
    if (figure.errors > 0 || figure.non2xx > 0) misses.push('errors');
    return [
      database,
      what,
      figure.requestsPerSecond,
      figure.latencyMs.p50,
      '',
      figure.latencyMs.p99,
      figure.latencyMs.max,
      figure.errors + figure.non2xx,
      listTarget,
      misses.join(', '),
    ];
  };
  const table = {
    columns: [
      'database',
      'what',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'errors / lost',
      'target',
      'off target',
    ],
    rows: results.flatMap((result) => {
      const { database, pages, lists, fanout } = result;
      const commentCount = pages.commentsCount.toLocaleString('en');
      const sendMisses = [];
      if (fanout.sendToReceipt.p99 === null || fanout.sendToReceipt.p99 > t.maxPublishToReceiptP99Ms)
        sendMisses.push('off target');
      if (fanout.lost > 0) sendMisses.push('lost');
      return [
        listRow(database, `guest, page 1 of ${commentCount} comments (answer store)`, lists.guestPage1),
        listRow(database, 'fan (Bearer), page 1', lists.fanPage1),
        listRow(database, `fan (Bearer), page ${pages.middlePage} of ${pages.lastPage}`, lists.fanMiddle),
        [
          database,
          `POST a comment (${fanout.posts.sent} at ${settings.rate}/s)`,
          '',
          fanout.post.p50,
          '',
          fanout.post.p99,
          fanout.post.max,
          fanout.posts.failed,
          '',
          fanout.posts.failed > 0 ? 'errors' : '',
        ],
        [
          database,
          `CommentCreated to ${fanout.connected.toLocaleString('en')} subscribers: POST sent → receipt`,
          '',
          fanout.sendToReceipt.p50,
          fanout.sendToReceipt.p95,
          fanout.sendToReceipt.p99,
          fanout.sendToReceipt.max,
          fanout.lost,
          `p99 ≤ ${t.maxPublishToReceiptP99Ms} ms, none lost`,
          sendMisses.join(', '),
        ],
        [
          database,
          '  the same: POST answered → receipt (lower bound)',
          '',
          fanout.answerToReceipt.p50,
          fanout.answerToReceipt.p95,
          fanout.answerToReceipt.p99,
          fanout.answerToReceipt.max,
          '',
          '',
          fanout.answerToReceipt.p99 !== null && fanout.answerToReceipt.p99 > t.maxPublishToReceiptP99Ms
            ? 'off target'
            : '',
        ],
        [
          database,
          "  the fan-out alone: the comment's first receipt → receipt",
          '',
          fanout.firstToReceipt.p50,
          fanout.firstToReceipt.p95,
          fanout.firstToReceipt.p99,
          fanout.firstToReceipt.max,
          '',
          '',
          '',
        ],
      ];
    }),
    notes: [
      `list rows: autocannon 8 in the bench process, ${ctx.options.connections} connections for ${ctx.options.duration} s each after a ${warmUpSeconds} s warm-up at 10; errors = no answer or not 2xx; latencies whole ms (2xx only)`,
      "the guest row is a public answer: the API keeps it in memory (PUBLIC_ANSWER_CACHE_SECONDS, 5 s) and reads the database once per expiry; the fan rows read the token, the user and the fan's own likes and reports on every request, their answers are never kept; the page's shared part (threads, likers, counts) is kept in the API's memory for the same few seconds and dropped by any write of the article's comments",
      ...results.map(
        (result) =>
          `${result.database}: article ${result.articleId}, ${result.article.comments.toLocaleString('en')} comments (${result.article.topLevel.toLocaleString('en')} top level; the bench added ${result.added.byLevel.join(' / ')} at levels 0–3), ${result.likes.toLocaleString('en')} likes, ${result.fans.toLocaleString('en')} fans (${result.loggedIn} logged in); data made in ${result.buildSeconds} s; page 1: ${result.pages.page1.topLevel} threads, ${result.pages.page1.withReplies} comments, ${Math.round(result.pages.page1.bytes / 1024)} KB; page ${result.pages.middlePage}: ${result.pages.middle.withReplies} comments, ${Math.round(result.pages.middle.bytes / 1024)} KB; Cache-Control guest "${result.pages.cacheControl.guest}", fan "${result.pages.cacheControl.fan}"`,
      ),
      ...results.map(
        (result) =>
          `${result.database} fan-out: ${result.fanout.connected}/${result.fanout.subscribers} subscribed in ${result.fanout.connectMs} ms (subscribe p95 ${result.fanout.subscribeP95Ms} ms) over ${settings.generators} generator process(es); ${result.fanout.receipts.toLocaleString('en')} receipts of ${result.fanout.expected.toLocaleString('en')} expected, ${result.fanout.lost} lost, ${result.fanout.duplicates} duplicates, ${result.fanout.strays} stray ids, ${result.fanout.closed} sockets closed; ${result.fanout.beforeAnswer.toLocaleString('en')} receipts came before the POST's answer; API RSS ${result.fanout.rssMb.idle} MB idle, ${result.fanout.rssMb.connected} MB with the subscribers, ${result.fanout.rssMb.end} MB at the end`,
      ),
      `posts: ${settings.posts} after ${settings.warmup} to warm up (left out), ${settings.rate}/s, ${settings.posters} fans in turn; each POST /api/v2/comments is one transaction (posting limit, double-post check, insert, root id), then the comment's view and count are read and CommentCreated is published before the answer. "POST sent → receipt" bounds publish → receipt from above (the write included), "answered → receipt" from below (most receipts come before the answer: it is published first); "first receipt → receipt" is how far each subscriber trails the comment's first one, the fan-out itself. The target is judged on the upper bound`,
      `API: its own on port ${ctx.options.port + 6}, production build, NODE_ENV=production, LOG_LEVEL=warn, SIMULATOR=manual, per-IP limits and COMMENT_RATE_LIMIT raised to 1,000,000 a minute, mail to the bench's sink; receivers, autocannon and the API share the ${cores}-core machine; load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
    ],
  };
  return {
    figures: { settings: { ...settings, cores, loadAverage: os.loadavg()[0] }, results },
    table,
  };
}
