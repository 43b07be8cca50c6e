// Mixed load (issue 9): `--load-users` simulated users (default 200) for `--load-duration` seconds
// (default 60) against the bench's running API on 127.0.0.1, spread over every tenant. Each user is a
// loop with a think time between requests that reads pages (home, an article) and JSON lists (news, an
// article and its neighbours, match centre, prediction game, latest comments, site settings) and posts
// the contact form now and then. Half of the users log in once (the demo accounts), at a random moment,
// and from then on also read their own data and switch their layout; one in twenty registers a new
// account instead. Figures per request kind: count, requests per second, p50, p99, max and errors (any
// status other than 2xx/3xx, a network error or a timeout).
//
// Afterwards every accepted write is read back: each layout switcher's settings through
// me-as-resource (compared with the last value the server accepted from that user), each registration
// through me-as-resource with its token and its verification mail, each contact message through the
// mail the API sent to the editors (run.mjs points SMTP_URL at a sink in the bench process: the
// production API has no other read path for contact messages) and, on BENCH_DATABASE_URL, also through
// the contact_messages table.
//
// Bounded: the loops stop at the duration, every request has a time limit, only 127.0.0.1 is targeted.
// The plan (who logs in when, which account, the mix) comes from a fixed seed, so runs are comparable;
// the markers in the written data are new every run.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createHttpClient, LoadRecorder, succeeded } from '../lib/http-load.mjs';
import { searchableText } from '../lib/smtp-sink.mjs';
import { benchDemoPassword } from '../lib/settings.mjs';

export const id = 'load';
export const title = 'Mixed load: simulated users reading pages and lists, logging in and writing (per request kind)';

const timeoutMs = 10_000;
const thinkMs = { min: 1000, max: 3000 };
const memberShare = 0.5;
const registerEvery = 20;
const seed = 9;
// The demo accounts' password of this bench run (the API runs in production: lib/settings.mjs).
const demoPassword = benchDemoPassword;
const demoAccounts = {
  en: [
    'fan',
    'editor',
    'TerraceTalk',
    'TikiTakaTom',
    'ParkTheBus',
    'OffsideTrap',
    'LateWinner90',
    'CleanSheetKing',
    'NutmegNed',
    'GafferGrace',
  ],
  nl: [
    'fan',
    'editor',
    'OranjeLeeuw',
    'KuipKoning',
    'TotaalVoetbal74',
    'TukkerTrots',
    'FrieseFluit',
    'LichtstadLars',
    'ArenaAnouk',
    'StadionStem',
  ],
};
const layoutModes = {
  'dark-mode': ['night_mode', '1'],
  'light-mode': ['night_mode', '0'],
  'big-text': ['text_size', 'big'],
  'small-text': ['text_size', 'small'],
};

/** What each kind of request is, in table order; `weight` is its share of a user's actions. */
const actions = [
  { kind: 'page home', request: 'GET / (page, Host of the site)', weight: 10, page: 'home' },
  { kind: 'page article', request: 'GET /article/… (page)', weight: 10, page: 'article' },
  {
    kind: 'news list',
    request: 'GET /api/v2/article/scopes/lat/get/1?page_size=10',
    weight: 16,
    path: () => '/api/v2/article/scopes/lat/get/1?page_size=10',
  },
  {
    kind: 'article',
    request: 'GET /api/v2/article/{id}',
    weight: 10,
    needsArticles: true,
    path: (plan, rng) => `/api/v2/article/${pick(plan.articleIds, rng)}`,
  },
  {
    kind: 'related',
    request: 'GET /api/v2/article/{id}/related',
    weight: 4,
    needsArticles: true,
    path: (plan, rng) => `/api/v2/article/${pick(plan.articleIds, rng)}/related`,
  },
  {
    kind: 'matchcenter',
    request: 'GET /ajax/matchcenter/homepage',
    weight: 8,
    path: () => '/ajax/matchcenter/homepage',
  },
  {
    kind: 'round',
    request: 'GET /ajax/matchcenter/league/eredivisie/rounds/current',
    weight: 4,
    path: () => '/ajax/matchcenter/league/eredivisie/rounds/current',
  },
  { kind: 'predictions', request: 'GET /api/v2/predictions', weight: 6, path: () => '/api/v2/predictions' },
  {
    kind: 'comments',
    request: 'GET /api/v2/comments/latest?limit=10',
    weight: 8,
    path: () => '/api/v2/comments/latest?limit=10',
  },
  { kind: 'site settings', request: 'GET /api/v2/setting', weight: 4, path: () => '/api/v2/setting' },
  { kind: 'contact', request: 'POST /api/front/v1/contact', weight: 2, write: 'contact' },
  { kind: 'me', request: 'GET /api/v2/user/me-as-resource', weight: 6, loggedIn: true, write: 'me' },
  {
    kind: 'layout',
    request: 'POST /api/v2/user/update-user-layout',
    weight: 8,
    loggedIn: true,
    owner: true,
    write: 'layout',
  },
];
const events = [
  { kind: 'login', request: 'POST /api/v2/login (+ me-as-resource after)' },
  { kind: 'register', request: 'POST /api/v2/r-register (+ me-as-resource after)' },
];
const kindOrder = [...actions.map((action) => action.kind), ...events.map((event) => event.kind)];

/** mulberry32: a small seeded generator, so every run follows the same plan. */
function seededRandom(value) {
  let state = value >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick(list, rng) {
  return list[Math.floor(rng() * list.length)];
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** Per tenant: the headers a browser on that site sends, its pages, its article ids and the reads that answer. */
async function planTenant(client, tenant, ctx, port) {
  const host = `${tenant.host}:${port}`;
  const apiHeaders = {
    host,
    accept: 'application/json',
    'accept-language': tenant.language,
    'accept-encoding': 'gzip',
    'x-tenant-id': tenant.id,
  };
  const pageHeaders = {
    host,
    accept: 'text/html,application/xhtml+xml',
    'accept-language': tenant.language,
    'accept-encoding': 'gzip',
  };
  const pages = {};
  for (const page of ctx.pages.filter((candidate) => candidate.tenant === tenant.id)) {
    const url = new URL(page.url);
    pages[page.kind] = {
      path: `${url.pathname}${url.search}`,
      host: url.port ? `${url.hostname}:${url.port}` : url.hostname,
    };
  }
  const news = await client.request({ path: '/api/v2/article/scopes/lat/get/1?page_size=10', headers: apiHeaders });
  const articleIds = (news.json()?.data ?? []).map((article) => article.id).filter(Number.isInteger);
  const plan = { tenant, apiHeaders, pageHeaders, pages, articleIds, available: new Set(), dropped: [] };
  const rng = seededRandom(seed);
  for (const action of actions) {
    if (action.page) {
      if (pages[action.page]) plan.available.add(action.kind);
      else plan.dropped.push(`${action.kind} (no such page)`);
    } else if (action.needsArticles && articleIds.length === 0) {
      plan.dropped.push(`${action.kind} (no articles)`);
    } else if (action.path) {
      const probe = await client.request({ path: action.path(plan, rng), headers: apiHeaders });
      if (succeeded(probe)) plan.available.add(action.kind);
      else plan.dropped.push(`${action.kind} (answered ${probe.status ?? probe.error})`);
    } else plan.available.add(action.kind);
  }
  return plan;
}

/** The simulated users: tenant, role (anonymous, member with a demo account, or a new registration), timing. */
function planUsers(count, plans, runId, durationMs, rampMs) {
  const perTenantMembers = new Map();
  return Array.from({ length: count }, (_, index) => {
    const rng = seededRandom(seed * 100_003 + index);
    const plan = plans[index % plans.length];
    const registers = index % registerEvery === registerEvery - 1;
    const member = !registers && rng() < memberShare / (1 - 1 / registerEvery);
    const visitorId = randomBytes(8).toString('hex').slice(0, 10); // PLT-03: 10 alphanumerics per browser
    const user = {
      index,
      rng,
      plan,
      apiHeaders: { ...plan.apiHeaders, 'x-visitor-id': visitorId, 'x-unique-visitor-id': visitorId },
      role: registers ? 'registered' : member ? 'member' : 'anonymous',
      startAt: (index / count) * rampMs,
      // Logins are spread over most of the run: scrypt makes each one cost tens of milliseconds of CPU.
      loginAt: rampMs + rng() * 0.7 * Math.max(0, durationMs - rampMs),
      token: null,
      owner: false,
      account: null,
      registration: null,
      registerAttempts: 0,
      layout: { expected: {}, uncertain: new Set(), accepted: 0 },
    };
    if (member) {
      const accounts = demoAccounts[plan.tenant.language] ?? demoAccounts.en;
      const taken = perTenantMembers.get(plan.tenant.id) ?? 0;
      perTenantMembers.set(plan.tenant.id, taken + 1);
      user.account = accounts[taken % accounts.length];
      // One layout switcher per account, so "the last value the server accepted" is well defined.
      user.owner = taken < accounts.length;
    }
    if (registers) {
      user.owner = true;
      user.registration = { base: `load_${runId}_${index}` };
    }
    return user;
  });
}

export async function run(ctx) {
  const users = Math.floor(ctx.options.loadUsers ?? 200);
  const durationMs = (ctx.options.loadDuration ?? 60) * 1000;
  const rampMs = Math.min(5_000, durationMs / 10);
  const port = Number(new URL(ctx.apiUrl).port);
  const runId = randomBytes(3).toString('hex');
  const client = createHttpClient({ baseUrl: ctx.apiUrl, timeoutMs });
  const recorder = new LoadRecorder();
  const contactAccepted = new Map(); // marker → tenant id
  const registrationsAccepted = [];
  let contactSequence = 0;

  const plans = [];
  for (const tenant of ctx.tenants) plans.push(await planTenant(client, tenant, ctx, port));
  const plannedUsers = planUsers(users, plans, runId, durationMs, rampMs);
  const mailsBefore = ctx.mailSink?.messages.length ?? 0;

  const authHeaders = (user) => ({ ...user.apiHeaders, authorization: `Bearer ${user.token}` });

  async function readMe(user) {
    const outcome = await client.request({ path: '/api/v2/user/me-as-resource', headers: authHeaders(user) });
    const body = succeeded(outcome) ? outcome.json() : null;
    const expected = user.account ?? user.registration?.username;
    const wrong = succeeded(outcome) && body?.data?.username?.toLowerCase() !== expected?.toLowerCase();
    recorder.record('me', outcome, wrong ? 'wrong user' : undefined);
    if (outcome.status === 401) user.token = null; // log in again later
  }

  async function logIn(user, deadline) {
    const outcome = await client.request({
      method: 'POST',
      path: '/api/v2/login',
      headers: user.apiHeaders,
      json: { login: user.account, password: demoPassword },
    });
    const token = succeeded(outcome) ? outcome.json()?.data?.authorization : undefined;
    recorder.record('login', outcome, succeeded(outcome) && !token ? 'no token' : undefined);
    if (token) {
      user.token = token;
      if (performance.now() < deadline) await readMe(user);
    } else user.loginAt += 5_000;
  }

  async function register(user, deadline) {
    user.registerAttempts += 1;
    // A retry after a request that ended without an answer takes a new name: the first may exist.
    const username = `${user.registration.base}${user.registerAttempts > 1 ? `_${user.registerAttempts}` : ''}`;
    const email = `${username.replaceAll('_', '.')}@bench.test`;
    const outcome = await client.request({
      method: 'POST',
      path: '/api/v2/r-register',
      headers: user.apiHeaders,
      json: { username, email, password: `bench-${runId}-secret`, password_confirmation: `bench-${runId}-secret` },
    });
    const token = succeeded(outcome) ? outcome.json()?.data?.authorization : undefined;
    recorder.record('register', outcome, succeeded(outcome) && !token ? 'no token' : undefined);
    if (token) {
      user.token = token;
      user.registration = { ...user.registration, username, email };
      registrationsAccepted.push(user);
      if (performance.now() < deadline) await readMe(user);
    } else user.loginAt += 5_000;
  }

  async function switchLayout(user) {
    const mode = pick(Object.keys(layoutModes), user.rng);
    const [attribute, value] = layoutModes[mode];
    const outcome = await client.request({
      method: 'POST',
      path: '/api/v2/user/update-user-layout',
      headers: authHeaders(user),
      json: { mode },
    });
    const answered = succeeded(outcome) ? outcome.json()?.data?.settings : undefined;
    const problem = succeeded(outcome) && answered?.[attribute] !== value ? 'answer without the new value' : undefined;
    recorder.record('layout', outcome, problem);
    if (succeeded(outcome)) {
      user.layout.expected[attribute] = value;
      user.layout.uncertain.delete(attribute);
      user.layout.accepted += 1;
    } else if (outcome.status === null || outcome.status >= 500) {
      // Timed out or failed on the way: the server may or may not have stored it.
      user.layout.uncertain.add(attribute);
    }
    if (outcome.status === 401) user.token = null;
  }

  async function sendContact(user) {
    contactSequence += 1;
    const marker = `LOAD${runId}M${contactSequence}`;
    const outcome = await client.request({
      method: 'POST',
      path: '/api/front/v1/contact',
      headers: user.token ? authHeaders(user) : user.apiHeaders,
      json: {
        name: `Bench user ${user.index}`,
        email: `user${user.index}.${runId}@bench.test`,
        message: `Mixed-load bench message\n${marker}\nfrom simulated user ${user.index}.`,
        check_score: 1,
      },
    });
    recorder.record('contact', outcome);
    if (succeeded(outcome)) contactAccepted.set(marker, user.plan.tenant.id);
  }

  async function act(user, action) {
    if (action.write === 'contact') return sendContact(user);
    if (action.write === 'me') return readMe(user);
    if (action.write === 'layout') return switchLayout(user);
    const { plan } = user;
    if (action.page) {
      const page = plan.pages[action.page];
      const outcome = await client.request({ path: page.path, headers: { ...plan.pageHeaders, host: page.host } });
      return recorder.record(action.kind, outcome);
    }
    const headers = user.token ? authHeaders(user) : user.apiHeaders;
    const outcome = await client.request({ path: action.path(plan, user.rng), headers });
    return recorder.record(action.kind, outcome);
  }

  function chooseAction(user) {
    const choices = actions.filter(
      (action) =>
        user.plan.available.has(action.kind) && (!action.loggedIn || user.token) && (!action.owner || user.owner),
    );
    const total = choices.reduce((sum, action) => sum + action.weight, 0);
    let roll = user.rng() * total;
    for (const action of choices) {
      roll -= action.weight;
      if (roll < 0) return action;
    }
    return choices.at(-1);
  }

  async function userLoop(user, started, deadline) {
    await sleep(started + user.startAt - performance.now());
    while (performance.now() < deadline) {
      const now = performance.now() - started;
      if (user.role !== 'anonymous' && !user.token && now >= user.loginAt) {
        if (user.role === 'registered') await register(user, deadline);
        else await logIn(user, deadline);
      } else await act(user, chooseAction(user));
      const think = thinkMs.min + user.rng() * (thinkMs.max - thinkMs.min);
      await sleep(Math.min(think, deadline - performance.now()));
    }
  }

  ctx.log(`load: ${users} users on ${plans.length} tenants for ${durationMs / 1000} s …`);
  const loadAverageBefore = os.loadavg()[0];
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(plannedUsers.map((user) => userLoop(user, started, deadline)));
  const loadSeconds = (performance.now() - started) / 1000;
  const loadAverageAfter = os.loadavg()[0];
  loopDelay.disable();
  const summary = recorder.summarise(loadSeconds, kindOrder);

  // Read back every accepted write.
  ctx.log('load: reading back the accepted writes …');
  const readBack = await readBackWrites({
    client,
    ctx,
    runId,
    mailsBefore,
    layoutUsers: plannedUsers.filter((user) => user.owner && user.layout.accepted > 0),
    registrations: registrationsAccepted,
    contactAccepted,
  });
  client.close();

  const writes = Object.values(readBack.kinds).reduce(
    (sum, kind) => ({
      accepted: sum.accepted + kind.accepted,
      readBack: sum.readBack + kind.readBack,
      missing: sum.missing + kind.missing,
    }),
    { accepted: 0, readBack: 0, missing: 0 },
  );
  const requestOf = new Map([...actions, ...events].map((entry) => [entry.kind, entry.request]));
  const errorDetail = summary.kinds
    .filter((kind) => kind.errors > 0)
    .map(
      (kind) =>
        `${kind.kind}: ${Object.entries(kind.errorsBy)
          .map(([reason, count]) => `${count} × ${reason}`)
          .join(', ')}`,
    );
  const dropped = plans.flatMap((plan) => plan.dropped.map((entry) => `${plan.tenant.id}: ${entry}`));
  const roles = { anonymous: 0, member: 0, registered: 0 };
  for (const user of plannedUsers) roles[user.role] += 1;
  const generatorLoopP99 = Math.round(loopDelay.percentile(99) / 1e6);

  return {
    figures: {
      users,
      roles,
      durationSeconds: durationMs / 1000,
      loadSeconds: Math.round(loadSeconds * 10) / 10,
      tenants: plans.map((plan) => plan.tenant.id),
      thinkMs,
      timeoutMs,
      generatorEventLoopP99Ms: generatorLoopP99,
      machineLoadAverage: { before: loadAverageBefore, after: loadAverageAfter },
      apiEnv: ctx.apiEnvNotes ?? null,
      database: ctx.database,
      kinds: summary.kinds.map((kind) => ({ ...kind, request: requestOf.get(kind.kind) })),
      total: summary.total,
      writes: { ...writes, kinds: readBack.kinds, method: readBack.method },
      dropped,
    },
    table: {
      labelColumns: 2,
      columns: ['kind', 'request', 'count', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
      rows: [...summary.kinds, summary.total].map((kind) => [
        kind.kind,
        requestOf.get(kind.kind) ?? '',
        kind.count,
        kind.requestsPerSecond,
        kind.latencyMs.p50,
        kind.latencyMs.p99,
        kind.latencyMs.max,
        kind.errors,
      ]),
      notes: [
        `${users} users (${roles.anonymous} anonymous, ${roles.member} log in with a demo account, ${roles.registered} register) on ${plans.map((plan) => plan.tenant.id).join(' and ')} for ${durationMs / 1000} s (${Math.round(loadSeconds)} s until the last request ended), think time ${thinkMs.min}–${thinkMs.max} ms, ramp-up ${rampMs / 1000} s; every request has ${timeoutMs / 1000} s; a timeout counts with that as its latency.`,
        `errors: any status but 2xx/3xx (429 included), a network error or a timeout; ${summary.total.errors === 0 ? 'none' : errorDetail.join('; ')}.`,
        `writes accepted ${writes.accepted}, read back ${writes.readBack}, missing ${writes.missing} (accepted/read back/missing: ${writeBreakdown(readBack.kinds)}); ${readBack.method}.`,
        `API: ${ctx.apiEnvNotes ?? 'NODE_ENV=production'}, database ${ctx.database}; the load generator runs in the bench process on the same ${ctx.machine.cpus}-core machine (its event-loop delay p99 ${generatorLoopP99} ms; the machine's 1-minute load average ${loadAverageBefore.toFixed(1)} before, ${loadAverageAfter.toFixed(1)} at the end: other work on it shows here), requests ask for gzip.`,
        ...(dropped.length > 0 ? [`left out (did not answer 2xx when probed): ${dropped.join(', ')}`] : []),
      ],
    },
  };
}

function writeBreakdown({ layout, register, contact }) {
  const figures = (kind) => `${kind.accepted}/${kind.readBack}/${kind.missing}`;
  return [
    `layout ${figures(layout)} (each user's last accepted value, from ${layout.switchesAccepted} accepted switches${layout.unknown ? `; ${layout.unknown} users whose last switch went unanswered left out` : ''})`,
    `registrations ${figures(register)}`,
    `contact messages ${figures(contact)}${contact.unknown ? ` (${contact.unknown} not verifiable)` : ''}`,
  ].join(', ');
}

/** Reads back layouts, registrations and contact messages; a write counts once. */
async function readBackWrites({ client, ctx, runId, mailsBefore, layoutUsers, registrations, contactAccepted }) {
  const kinds = {};
  const methods = [];

  // Layout: the settings in me-as-resource equal the last value the server accepted from the user's
  // only layout switcher; an attribute whose last switch ended without an answer is left out (unknown).
  const layout = {
    accepted: 0,
    readBack: 0,
    missing: 0,
    unknown: 0,
    switchesAccepted: layoutUsers.reduce((sum, user) => sum + user.layout.accepted, 0),
    mismatches: [],
  };
  await inBatches(layoutUsers, 8, async (user) => {
    const certain = Object.entries(user.layout.expected).filter(([attribute]) => !user.layout.uncertain.has(attribute));
    if (certain.length === 0) {
      layout.unknown += 1;
      return;
    }
    layout.accepted += 1;
    if (!user.token && user.account) {
      // Its session ended during the run (a 401): log in again to read.
      const login = await client.request({
        method: 'POST',
        path: '/api/v2/login',
        headers: user.plan.apiHeaders,
        json: { login: user.account, password: demoPassword },
      });
      user.token = succeeded(login) ? (login.json()?.data?.authorization ?? null) : null;
    }
    const outcome = await client.request({
      path: '/api/v2/user/me-as-resource',
      headers: { ...user.plan.apiHeaders, authorization: `Bearer ${user.token}` },
    });
    const settings = succeeded(outcome) ? outcome.json()?.data?.settings : undefined;
    if (settings && certain.every(([attribute, value]) => settings[attribute] === value)) layout.readBack += 1;
    else {
      layout.missing += 1;
      if (layout.mismatches.length < 20)
        layout.mismatches.push({
          user: user.account ?? user.registration?.username,
          expected: Object.fromEntries(certain),
          got: settings ?? outcome.status ?? outcome.error,
        });
    }
  });
  kinds.layout = layout;
  methods.push('layout through me-as-resource');

  // Registrations: the account answers me-as-resource with its token, and its verification mail arrived.
  const mails = await settledMails(ctx.mailSink, mailsBefore);
  const recipients = new Set(mails.flatMap((mail) => mail.to));
  const registered = { accepted: registrations.length, readBack: 0, missing: 0, unverifiedMail: 0 };
  await inBatches(registrations, 8, async (user) => {
    const outcome = await client.request({
      path: '/api/v2/user/me-as-resource',
      headers: { ...user.plan.apiHeaders, authorization: `Bearer ${user.token}` },
    });
    const data = succeeded(outcome) ? outcome.json()?.data : undefined;
    const mailed = ctx.mailSink ? recipients.has(user.registration.email.toLowerCase()) : true;
    if (data?.username === user.registration.username && mailed) registered.readBack += 1;
    else registered.missing += 1;
    if (!mailed) registered.unverifiedMail += 1;
  });
  kinds.register = registered;
  methods.push(
    ctx.mailSink
      ? 'registrations through me-as-resource and their verification mail'
      : 'registrations through me-as-resource',
  );

  // Contact messages: in the editors' mail (the sink) and, on Postgres, in contact_messages.
  const contact = { accepted: contactAccepted.size, readBack: 0, missing: 0 };
  const pattern = new RegExp(`LOAD${runId}M\\d+`, 'g');
  let found = null;
  if (ctx.databaseUrl) {
    found = new Set();
    for (const row of await contactRowsFromPostgres(ctx.databaseUrl, `%LOAD${runId}M%`))
      for (const marker of row.message.match(pattern) ?? []) found.add(marker);
    methods.push('contact messages in the contact_messages table (Postgres)');
  }
  if (ctx.mailSink) {
    const mailed = new Set(mails.flatMap((mail) => searchableText(mail.data).match(pattern) ?? []));
    const missingMail = [...contactAccepted.keys()].filter((marker) => !mailed.has(marker)).length;
    contact.mailed = contactAccepted.size - missingMail;
    if (found === null) {
      found = mailed;
      methods.push(
        'contact messages in the editors’ mail, caught by the bench’s SMTP sink (the production API has no read path for them; the message is stored before it is mailed)',
      );
    }
  }
  if (found === null) {
    kinds.contact = { ...contact, readBack: 0, missing: 0, unknown: contact.accepted };
    methods.push('contact messages not verifiable (no mail sink, no database access)');
  } else {
    for (const marker of contactAccepted.keys()) {
      if (found.has(marker)) contact.readBack += 1;
      else contact.missing += 1;
    }
    kinds.contact = contact;
  }
  return { kinds, method: methods.join('; ') };
}

/** The sink's messages since `from`, once no new one has arrived for half a second (10 s at most). */
async function settledMails(sink, from) {
  if (!sink) return [];
  const until = Date.now() + 10_000;
  let count = -1;
  while (sink.messages.length !== count && Date.now() < until) {
    count = sink.messages.length;
    await sleep(500);
  }
  return sink.messages.slice(from);
}

async function contactRowsFromPostgres(databaseUrl, like) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT message FROM contact_messages WHERE message LIKE $1', [like]);
    return rows;
  } finally {
    await client.end();
  }
}

async function inBatches(items, size, work) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(work));
}
