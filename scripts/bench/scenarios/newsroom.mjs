// Issue 33 (the newsroom): "the newsroom's list and an autosave under 20 editors typing (p99), and a
// picture variant served from cache". On the run's API (`ctx.apiUrl`: a fresh PGlite, or the Postgres of
// BENCH_DATABASE_URL), as the English tenant `tribune`:
//
//   1. setup: BENCH_NR_EDITORS (20) editor sessions (`POST /api/v2/login`, the demo `editor` with the
//      bench's demo password: no API makes newsroom accounts and the seed makes one editor a tenant, so
//      the 20 sessions are 20 tokens of that one account, each typing in its own draft), and each session
//      creates its own draft (`POST /api/v2/editor/articles`, status draft, a body of about 300 words, the
//      primary tag of the newest article);
//   2. "autosave alone": for `--duration` seconds each editor sends `PATCH /api/v2/editor/articles/{id}`
//      with `autosave: true`, its body a few words longer than the last time and the `version` of the
//      previous answer, once every BENCH_NR_INTERVAL_MS (1,000) ms (the editors start spread over the first
//      interval; a save that takes longer than the interval delays that editor's next one, it never
//      overlaps): requests, p50/p95/p99/max, 409s and 5xx counted apart (a 409 re-reads the version);
//   3. "list": the newsroom's list (`GET /api/v2/editor/articles`: page 1; `state=draft`; `q=<a word of
//      the newest published title>`), each alone for `--duration` s with `--connections` (50) readers in a
//      closed loop (each sends its next request when the last one answered), rotating over the 20 tokens:
//      req/s, p50/p95/p99/max;
//   4. "autosave + list": the 20 editors typing as in 2 while the `--connections` readers ask the three
//      list calls in turn, `--duration` s: both sides' figures;
//   5. "picture variant": one JPEG (1,600 × 1,067, made here with sharp, from the API's packages) is
//      uploaded (`POST /api/v2/editor/pictures`, multipart), its 3x2 `src` (960 px JPEG) is asked once
//      (cold: read the original, crop, resize, encode, keep in the picture store) and the same for its
//      960 px WebP, then the JPEG again (the first warm), then `--connections` readers ask the JPEG for
//      `--duration` s (warm: read from the store): cold ms, warm p50/p95/p99, req/s, bytes, and whether
//      every answer's Cache-Control is immutable. The variant URL is served by the tenant of the Host
//      header, so the requests carry the tenant's host.
//
// Each readers' load (list alone, the warm variant) follows a 1 s warm-up with 10 readers, not counted.
// All requests are timed by the bench process itself (lib/http-load.mjs: a keep-alive agent to
// 127.0.0.1, each request timed to its last byte, 30 s limit), which shares the machine with the API.
// Settings (environment): BENCH_NR_EDITORS=20  BENCH_NR_INTERVAL_MS=1000  BENCH_NR_WORDS=4 (words typed
// between two autosaves).
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createHttpClient } from '../lib/http-load.mjs';
import { benchDemoPassword, setting } from '../lib/settings.mjs';
import { percentiles } from '../lib/stats.mjs';

export const id = 'newsroom';
export const title =
  'Newsroom (issue 33): autosave with 20 editors typing, the newsroom list, a picture variant cold and from cache';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const tenantId = 'tribune';
/** The demo editor (api/src/modules/accounts/demo-accounts.ts), with the bench's demo password. */
const editorAccount = { login: 'editor', password: benchDemoPassword };
const timeoutMs = 30_000;
/** Before each readers' load (not counted): this many seconds with this many readers. */
const warmUpSeconds = 1;
const warmUpReaders = 10;

const round = (value) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const words = (
  'the home side pressed high from the first whistle and the visitors struggled to play out from the back ' +
  'while the midfield battle swung one way then the other before the break a corner was headed against the ' +
  'bar and the crowd roared the coach stood at the edge of his area waving his arms at the full backs'
).split(' ');

/** `count` words of match report, starting at word `from` of the list. */
function prose(count, from = 0) {
  const out = [];
  for (let n = 0; n < count; n += 1) out.push(words[(from + n) % words.length]);
  return out.join(' ');
}

/** Latency figures of a list of milliseconds, over `seconds`. */
function figuresOf(times, seconds, errors) {
  const p = percentiles(times, [0.5, 0.95, 0.99, 1]);
  return {
    requests: times.length,
    requestsPerSecond: seconds > 0 ? round(times.length / seconds) : null,
    latencyMs: { p50: round(p[0.5]), p95: round(p[0.95]), p99: round(p[0.99]), max: round(p[1]) },
    errors,
  };
}

/** Counts an outcome's error by kind: 409, 5xx, other statuses, no answer. */
function countError(errors, outcome) {
  if (outcome.error !== null) errors.noAnswer += 1;
  else if (outcome.status === 409) errors.conflict += 1;
  else if (outcome.status >= 500) errors.server += 1;
  else if (outcome.status < 200 || outcome.status >= 300) errors.other += 1;
  else return false;
  return true;
}

const noErrors = () => ({ conflict: 0, server: 0, other: 0, noAnswer: 0 });
const errorTotal = (errors) => errors.conflict + errors.server + errors.other + errors.noAnswer;

/** A request that must answer `status`; its JSON. */
async function expectJson(client, request, status, what) {
  const outcome = await client.request(request);
  if (outcome.status !== status)
    throw new Error(
      `${what} answered ${outcome.status ?? outcome.error}: ${outcome.body?.toString('utf8').slice(0, 200) ?? ''}`,
    );
  return outcome.json();
}

/**
 * The editors typing for `seconds`: each one PATCHes its draft every `intervalMs` (spread over the first
 * interval), its body `wordsPerSave` words longer each time, with the version of its previous answer.
 */
async function typing(client, editors, { seconds, intervalMs, wordsPerSave }) {
  const times = [];
  const errors = noErrors();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    editors.map(async (editor, index) => {
      let next = started + (intervalMs * index) / editors.length;
      for (;;) {
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        if (performance.now() >= deadline) return;
        next += intervalMs;
        editor.typed += wordsPerSave;
        const content = `<p>${prose(editor.baseWords)}</p><p>${prose(editor.typed, editor.baseWords)}</p>`;
        const outcome = await client.request({
          method: 'PATCH',
          path: `/api/v2/editor/articles/${editor.articleId}`,
          headers: editor.headers,
          json: { content, version: editor.version, autosave: true },
        });
        times.push(outcome.ms);
        if (!countError(errors, outcome)) {
          const version = outcome.json()?.data?.version;
          if (Number.isInteger(version)) editor.version = version;
        } else if (outcome.status === 409) {
          // Someone saved in between (never here: each editor has its own draft): read the version again.
          const again = await client.request({
            path: `/api/v2/editor/articles/${editor.articleId}`,
            headers: editor.headers,
          });
          const version = again.json()?.data?.version;
          if (Number.isInteger(version)) editor.version = version;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return figuresOf(times, elapsed, errors);
}

/**
 * `connections` readers in a closed loop for `seconds`, the `n`th request to `requestOf(n)`; with
 * `check(outcome)` a 2xx answer can still count as an error (answering why). Figures per `kindOf(n)`.
 */
async function readers(client, { connections, seconds, requestOf, kindOf = () => 'all', check }) {
  const byKind = new Map();
  const entry = (kind) => {
    if (!byKind.has(kind)) byKind.set(kind, { times: [], errors: noErrors(), problems: {} });
    return byKind.get(kind);
  };
  let turn = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const n = turn;
        turn += 1;
        const outcome = await client.request(requestOf(n));
        const kind = entry(kindOf(n));
        kind.times.push(outcome.ms);
        if (!countError(kind.errors, outcome) && check) {
          const problem = check(outcome);
          if (problem) {
            kind.errors.other += 1;
            kind.problems[problem] = (kind.problems[problem] ?? 0) + 1;
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const result = {};
  for (const [kind, { times, errors, problems }] of byKind)
    result[kind] = { ...figuresOf(times, elapsed, errors), problems };
  return result;
}

/** A JPEG to upload: a photo-like gradient with noise (so it neither compresses to nothing nor resizes for free). */
async function makeJpeg(width, height) {
  const sharp = createRequire(path.join(repoRoot, 'api/package.json'))('sharp');
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 33;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 40;
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.min(255, ((x * 255) / width) * 0.6 + noise + 20);
      pixels[offset + 1] = Math.min(255, ((y * 255) / height) * 0.7 + noise + 40);
      pixels[offset + 2] = Math.min(255, 120 + noise + ((x + y) % 64));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function run(ctx) {
  const { log, options } = ctx;
  const settings = {
    editors: setting('BENCH_NR_EDITORS', 20, { min: 1, max: 1_000, integer: true }),
    intervalMs: setting('BENCH_NR_INTERVAL_MS', 1_000, { min: 50, max: 60_000, integer: true }),
    wordsPerSave: setting('BENCH_NR_WORDS', 4, { min: 1, max: 1_000, integer: true }),
    baseWords: 300,
  };
  const { duration: seconds, connections } = options;
  const tenant = ctx.tenants.find((candidate) => candidate.id === tenantId);
  if (!tenant) return { skipped: `no tenant ${tenantId}` };
  const port = new URL(ctx.apiUrl).port;
  const client = createHttpClient({ baseUrl: ctx.apiUrl, timeoutMs });
  const loadAverageBefore = os.loadavg()[0];
  try {
    // 1. Sessions and drafts.
    log(`${id}: ${settings.editors} editor sessions, a draft each …`);
    const editors = [];
    for (let index = 0; index < settings.editors; index += 1) {
      const login = await expectJson(
        client,
        { method: 'POST', path: '/api/v2/login', headers: { 'x-tenant-id': tenantId }, json: editorAccount },
        200,
        'the demo editor’s login',
      );
      editors.push({
        index,
        userId: login.data.id,
        headers: {
          'x-tenant-id': tenantId,
          authorization: `Bearer ${login.data.authorization}`,
          accept: 'application/json',
        },
        typed: 0,
        baseWords: settings.baseWords,
      });
    }
    const firstPage = await expectJson(
      client,
      { path: '/api/v2/editor/articles', headers: editors[0].headers },
      200,
      'the newsroom list',
    );
    const newest = firstPage.data.find((row) => row.status === 'published') ?? firstPage.data[0];
    if (!newest) return { skipped: `${tenantId} has no articles to take a tag and a search word from` };
    const word = (
      newest.title.split(/\s+/).find((candidate) => candidate.replace(/[^\p{L}]/gu, '').length > 4) ?? 'match'
    ).replace(/[^\p{L}\p{N}]/gu, '');
    const runId = Date.now().toString(36);
    await Promise.all(
      editors.map(async (editor) => {
        const created = await expectJson(
          client,
          {
            method: 'POST',
            path: '/api/v2/editor/articles',
            headers: editor.headers,
            json: {
              title: `Bench draft ${runId}-${editor.index + 1}`,
              content: `<p>${prose(settings.baseWords)}</p>`,
              primary_tag: newest.primary_tag,
              status: 'draft',
            },
          },
          201,
          'creating a draft',
        );
        editor.articleId = created.data.id;
        editor.version = created.data.version;
      }),
    );
    const typingSettings = { seconds, intervalMs: settings.intervalMs, wordsPerSave: settings.wordsPerSave };

    // 2. Autosave alone.
    log(`${id}: ${settings.editors} editors autosaving every ${settings.intervalMs} ms for ${seconds} s …`);
    const autosaveAlone = await typing(client, editors, typingSettings);

    // 3. The list, each call alone.
    const listCalls = [
      { key: 'page1', label: 'list, page 1', path: '/api/v2/editor/articles?page=1' },
      { key: 'draft', label: 'list, state=draft', path: '/api/v2/editor/articles?state=draft' },
      { key: 'search', label: `list, q=${word}`, path: `/api/v2/editor/articles?q=${encodeURIComponent(word)}` },
    ];
    const listShapes = {};
    for (const call of listCalls) {
      const body = await expectJson(client, { path: call.path, headers: editors[0].headers }, 200, call.label);
      listShapes[call.key] = { rows: body.data.length, total: body.metaData.total };
    }
    const listRequest = (call) => (n) => ({ path: call.path, headers: editors[n % editors.length].headers });
    const listAlone = {};
    for (const call of listCalls) {
      log(
        `${id}: ${call.label}, ${connections} readers for ${seconds} s (after ${warmUpSeconds} s at ${warmUpReaders}) …`,
      );
      await readers(client, { connections: warmUpReaders, seconds: warmUpSeconds, requestOf: listRequest(call) });
      listAlone[call.key] = (await readers(client, { connections, seconds, requestOf: listRequest(call) })).all;
    }

    // 4. Autosave and the list together.
    log(`${id}: ${settings.editors} editors autosaving while ${connections} readers list, ${seconds} s …`);
    const [autosaveTogether, listTogether] = await Promise.all([
      typing(client, editors, typingSettings),
      readers(client, {
        connections,
        seconds,
        requestOf: (n) => listRequest(listCalls[n % listCalls.length])(Math.floor(n / listCalls.length)),
        kindOf: (n) => listCalls[n % listCalls.length].key,
      }),
    ]);

    // The drafts as they ended: their versions and revisions (one autosave revision each, replaced in place).
    const last = await expectJson(
      client,
      { path: `/api/v2/editor/articles/${editors[0].articleId}`, headers: editors[0].headers },
      200,
      'a draft',
    );

    // 5. The picture variant.
    log(`${id}: a picture: upload, the variant cold, then ${connections} readers for ${seconds} s …`);
    const jpeg = await makeJpeg(1600, 1067);
    const form = new FormData();
    form.append('alt', 'Bench: the stadium at dusk');
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'bench.jpg');
    const uploadStarted = performance.now();
    const uploadResponse = await fetch(`${ctx.apiUrl}/api/v2/editor/pictures`, {
      method: 'POST',
      headers: { authorization: editors[0].headers.authorization, 'x-tenant-id': tenantId },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    const uploadText = await uploadResponse.text();
    const uploadMs = performance.now() - uploadStarted;
    if (uploadResponse.status !== 201)
      throw new Error(`the picture upload answered ${uploadResponse.status}: ${uploadText.slice(0, 200)}`);
    const picture = JSON.parse(uploadText).data;
    const jpgPath = new URL(picture.ratios['3x2'].src, ctx.apiUrl).pathname;
    const webpPath = jpgPath.replace(/\.jpg$/, '.webp');
    const hostHeaders = { host: `${tenant.host}:${port}` };
    const once = async (variantPath) => {
      const outcome = await client.request({ path: variantPath, headers: hostHeaders });
      if (outcome.status !== 200) throw new Error(`${variantPath} answered ${outcome.status ?? outcome.error}`);
      return outcome;
    };
    const coldJpg = await once(jpgPath);
    const coldWebp = await once(webpPath);
    const firstWarm = await once(jpgPath);
    const cacheControl = coldJpg.headers['cache-control'] ?? null;
    const immutable = (outcome) => /\bimmutable\b/.test(outcome.headers['cache-control'] ?? '');
    const variantBytes = coldJpg.body.length;
    await readers(client, {
      connections: warmUpReaders,
      seconds: warmUpSeconds,
      requestOf: () => ({ path: jpgPath, headers: hostHeaders }),
    });
    const warm = (
      await readers(client, {
        connections,
        seconds,
        requestOf: () => ({ path: jpgPath, headers: hostHeaders }),
        check: (outcome) =>
          !immutable(outcome)
            ? 'Cache-Control not immutable'
            : outcome.body.length !== variantBytes
              ? 'other bytes'
              : null,
      })
    ).all;

    const figures = {
      settings: { ...settings, seconds, connections, tenant: tenantId, database: ctx.database },
      setup: {
        sessions: editors.length,
        account: editorAccount.login,
        drafts: editors.map((editor) => editor.articleId),
      },
      autosaveAlone,
      listShapes,
      listAlone,
      autosaveTogether,
      listTogether,
      lastDraft: { id: last.data.id, version: last.data.version, contentChars: last.data.content?.length ?? null },
      picture: {
        id: picture.id,
        originalBytes: jpeg.length,
        uploadMs: round(uploadMs),
        variant: jpgPath,
        variantBytes,
        webpBytes: coldWebp.body.length,
        coldJpgMs: round(coldJpg.ms),
        coldWebpMs: round(coldWebp.ms),
        firstWarmMs: round(firstWarm.ms),
        cacheControl,
        immutable: immutable(coldJpg) && immutable(firstWarm),
        warm,
      },
    };

    const errorsCell = (errors) => {
      const total = errorTotal(errors);
      if (total === 0) return 0;
      const parts = [
        errors.conflict ? `${errors.conflict}×409` : '',
        errors.server ? `${errors.server}×5xx` : '',
        errors.other ? `${errors.other} other` : '',
        errors.noAnswer ? `${errors.noAnswer} no answer` : '',
      ].filter(Boolean);
      return `${total} (${parts.join(', ')})`;
    };
    const row = (phase, call, figure) => [
      phase,
      call,
      figure.requests,
      figure.requestsPerSecond,
      figure.latencyMs.p50,
      figure.latencyMs.p95,
      figure.latencyMs.p99,
      figure.latencyMs.max,
      errorsCell(figure.errors),
    ];
    const single = (phase, call, ms) => [phase, call, 1, '', round(ms), '', '', '', 0];
    const editorsLabel = `${settings.editors} editors`;
    const table = {
      columns: ['phase', 'call', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
      labelColumns: 2,
      rows: [
        row('autosave alone', `PATCH autosave, ${editorsLabel} typing`, autosaveAlone),
        ...listCalls.map((call) => row('list alone', `${call.label}, ${connections} readers`, listAlone[call.key])),
        row('autosave + list', `PATCH autosave, ${editorsLabel} typing`, autosaveTogether),
        ...listCalls.map((call) =>
          row('autosave + list', `${call.label}, ${connections} readers in turn`, listTogether[call.key]),
        ),
        single('picture', 'upload (POST multipart)', uploadMs),
        single('picture', '3x2 960 px JPEG, cold (resize)', coldJpg.ms),
        single('picture', '3x2 960 px WebP, cold (resize)', coldWebp.ms),
        single('picture', '3x2 960 px JPEG, first from the store', firstWarm.ms),
        row('picture', `3x2 960 px JPEG, warm, ${connections} readers`, warm),
      ],
      notes: [
        `${ctx.database}; tenant ${tenantId}; each readers' load after a ${warmUpSeconds} s warm-up at ${warmUpReaders} (not counted); each request timed by the bench process to its last byte (keep-alive, 127.0.0.1, ${timeoutMs / 1000} s limit); percentiles nearest-rank; errors: 409 (a save over a newer version), 5xx, other non-2xx, no answer`,
        `autosave: ${settings.editors} sessions of the demo "editor" (no API makes newsroom accounts; the seed makes one editor a tenant), each in its own draft (ids ${Math.min(...editors.map((editor) => editor.articleId))}–${Math.max(...editors.map((editor) => editor.articleId))}) of ${settings.baseWords} words, one PATCH {content, version, autosave: true} every ${settings.intervalMs} ms each (spread over the first interval, never overlapping), ${settings.wordsPerSave} words longer each time, the version of the previous answer; ${seconds} s per phase; the first draft ended at version ${last.data.version}`,
        `list: GET /api/v2/editor/articles (25 a page, most recently changed first), ${connections} readers in a closed loop over the ${settings.editors} tokens; page 1 ${listShapes.page1.total} articles in all, state=draft ${listShapes.draft.total}, q=${word} ${listShapes.search.total} (${listShapes.search.rows} on page 1); "autosave + list" asks the three in turn`,
        `picture: a ${Math.round(jpeg.length / 1024)} KB 1600×1067 JPEG (sharp) uploaded as the editor; its 3x2 src ${jpgPath} (${Math.round(variantBytes / 1024)} KB; WebP ${Math.round(coldWebp.body.length / 1024)} KB) asked with Host ${tenant.host}; Cache-Control "${cacheControl}" (${figures.picture.immutable ? 'immutable' : 'NOT immutable'}); the warm answers are checked for immutable and the same byte count (${warm.problems && Object.keys(warm.problems).length ? JSON.stringify(warm.problems) : 'all matched'})`,
        `bench and API share the ${os.availableParallelism?.() ?? os.cpus().length}-core machine; load average (1 min) ${loadAverageBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
      ],
    };
    return { figures, table };
  } finally {
    client.close();
  }
}
