import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { devAdminToken } from '../../../src/config';
import { seedDemoSmartBar } from '../../../src/modules/smart-bar/demo-smart-bar';
import { smartBarHides, smartBars } from '../../../src/modules/smart-bar/schema';
import { tenants } from '../../../src/modules/tenants/schema';
import type { ErrorBody } from '../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../helper';

/** The SmartBar of docs/contracts.md "Smart bar". */
interface SmartBar {
  text: string;
  link: string;
  updated_at: string;
}

interface EditorSmartBar extends SmartBar {
  hidden_count: number;
}

let app: FastifyInstance;
let fan: string;
let editor: string;
let dutchEditor: string;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  [fan, editor, dutchEditor] = await Promise.all([
    loginToken(app, { login: 'fan' }),
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'editor', tenant: 'tribune-nl' }),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

function getBar(tenant = 'tribune'): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'GET', url: `/api/v2/smart-bar?tenant_id=${tenant}`, tenant });
}

function putBar(
  payload: Record<string, unknown>,
  options: { token?: string; tenant?: string; language?: 'en' | 'nl' } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'PUT',
    url: '/api/v2/editor/smart-bar',
    token: 'token' in options ? options.token : editor,
    tenant: options.tenant,
    language: options.language,
    payload,
  });
}

function deleteBar(options: { token?: string; tenant?: string } = {}): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'DELETE',
    url: '/api/v2/editor/smart-bar',
    token: 'token' in options ? options.token : editor,
    tenant: options.tenant,
  });
}

async function csrf(): Promise<{ token: string; cookie: string }> {
  const response = await app.inject({ method: 'GET', url: '/refresh-token' });
  const { token } = response.json<{ token: string }>();
  return { token, cookie: `tribune_csrf=${token}` };
}

let visitors = 0;
/** A visitor id no other test uses (10 letters or digits, PLT-02). */
function newVisitor(): string {
  visitors += 1;
  return `SbVisit${String(visitors).padStart(3, '0')}`;
}

let addresses = 0;
/** A client address of its own, so the closes of one test never reach the rate limit of another. */
function newAddress(): string {
  addresses += 1;
  return `10.16.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

async function hide(
  options: {
    csrfHeader?: string | null;
    cookie?: string | null;
    visitor?: string | null;
    token?: string;
    tenant?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const fresh = await csrf();
  const headers: Record<string, string> = {};
  const cookie = options.cookie === undefined ? fresh.cookie : options.cookie;
  if (cookie !== null) headers['cookie'] = cookie;
  const csrfHeader = options.csrfHeader === undefined ? fresh.token : options.csrfHeader;
  if (csrfHeader !== null) headers['x-csrf-token'] = csrfHeader;
  const visitor = options.visitor === undefined ? newVisitor() : options.visitor;
  headers['x-visitor-id'] = visitor ?? '';
  headers['x-unique-visitor-id'] = visitor ?? '';
  return apiRequest(app, {
    method: 'POST',
    url: '/ajax/smart-bar/hide',
    token: options.token,
    tenant: options.tenant,
    remoteAddress: newAddress(),
    headers,
  });
}

async function editorBar(token = editor, tenant = 'tribune'): Promise<EditorSmartBar | null> {
  const response = await apiRequest(app, { method: 'GET', url: '/api/v2/editor/smart-bar', token, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: EditorSmartBar | null }>().data;
}

function expectError(response: LightMyRequestResponse, status: number): ErrorBody {
  expect(response.statusCode).toBe(status);
  const answer = response.json<ErrorBody>();
  expect(answer.data).toBeNull();
  expect(typeof answer.metaData.message).toBe('string');
  expect(answer.metaData.message).not.toBe('');
  return answer;
}

describe('[SB-01] GET /api/v2/smart-bar', () => {
  test('[SB-01] a fresh start shows each tenant its demo bar, in its own language, publicly cached', async () => {
    const english = await getBar('tribune');
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const bar = english.json<{ data: SmartBar }>().data;
    expect(bar).toEqual({
      text: expect.stringContaining('prediction game'),
      link: '/football-pool',
      updated_at: expect.any(String),
    });
    expect(new Date(bar.updated_at).toISOString()).toBe(bar.updated_at);

    // MD-07: tribune-nl runs no prediction game, so its bar promotes the forum, which it does run.
    const dutch = (await getBar('tribune-nl')).json<{ data: SmartBar }>().data;
    expect(dutch.text).toContain('forum');
    expect(dutch.text).not.toContain('voorspel');
    expect(dutch.link).toBe('/forum');
  });

  test('[SB-01] an unknown tenant is a 404 in the error shape', async () => {
    const response = await apiRequest(app, {
      method: 'GET',
      url: '/api/v2/smart-bar?tenant_id=nobody',
      tenant: 'nobody',
    });
    expectError(response, 404);
  });
});

describe('[SB-01] PUT and DELETE /api/v2/editor/smart-bar', () => {
  test('[SB-01] an editor sets the bar; the site shows it at once, the other tenant keeps its own', async () => {
    const before = (await getBar('tribune-nl')).json<{ data: SmartBar }>().data;
    const response = await putBar({
      text: '  Season tickets   on sale now  ',
      link: 'https://shop.example.com/tickets',
    });
    expect(response.statusCode).toBe(200);
    const set = response.json<{ data: EditorSmartBar }>().data;
    expect(set).toEqual({
      text: 'Season tickets on sale now',
      link: 'https://shop.example.com/tickets',
      updated_at: expect.any(String),
      hidden_count: 0,
    });
    expect(Date.now() - Date.parse(set.updated_at)).toBeLessThan(60_000);

    const shown = (await getBar('tribune')).json<{ data: SmartBar }>().data;
    expect(shown).toEqual({ text: set.text, link: set.link, updated_at: set.updated_at });
    expect((await getBar('tribune-nl')).json<{ data: SmartBar }>().data).toEqual(before);
  });

  test('[SB-01] the editor may give the date: the current one fixes a typo without showing the bar again', async () => {
    const response = await putBar({
      text: 'Cup final tickets',
      link: '/collection/1',
      updated_at: '2026-03-01T12:00:00+01:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: EditorSmartBar }>().data.updated_at).toBe('2026-03-01T11:00:00.000Z');
    expect((await getBar()).json<{ data: SmartBar }>().data).toEqual({
      text: 'Cup final tickets',
      link: '/collection/1',
      updated_at: '2026-03-01T11:00:00.000Z',
    });
  });

  test('[SB-01] a guest gets 401 and a fan 403, in the error shape, and nothing changes', async () => {
    const before = (await getBar()).json<{ data: SmartBar }>().data;
    expectError(await putBar({ text: 'Hacked', link: '/' }, { token: undefined }), 401);
    expectError(await putBar({ text: 'Hacked', link: '/' }, { token: fan }), 403);
    expectError(await deleteBar({ token: undefined }), 401);
    expectError(await deleteBar({ token: fan }), 403);
    expectError(await apiRequest(app, { method: 'GET', url: '/api/v2/editor/smart-bar', token: fan }), 403);
    expect((await getBar()).json<{ data: SmartBar }>().data).toEqual(before);
  });

  test('[SB-01] an editor of one tenant cannot set another tenant’s bar', async () => {
    const before = (await getBar('tribune-nl')).json<{ data: SmartBar }>().data;
    // The token belongs to the tenant that issued it: on the other site it names nobody.
    expectError(await putBar({ text: 'Other site', link: '/' }, { token: editor, tenant: 'tribune-nl' }), 401);
    expectError(await deleteBar({ token: editor, tenant: 'tribune-nl' }), 401);
    expect((await getBar('tribune-nl')).json<{ data: SmartBar }>().data).toEqual(before);
  });

  test.each([
    ['an empty text', { text: '', link: '/' }, 'text', 'The smart bar needs a text.'],
    ['a text of white space', { text: '   \n ', link: '/' }, 'text', 'The smart bar needs a text.'],
    [
      'a text of 201 characters',
      { text: 'x'.repeat(201), link: '/' },
      'text',
      'The smart bar text may be at most 200 characters.',
    ],
    ['a javascript: link', { text: 'Hi', link: 'javascript:alert(1)' }, 'link', expect.stringContaining('http(s)')],
    [
      'a protocol-relative link',
      { text: 'Hi', link: '//evil.example.com/' },
      'link',
      expect.stringContaining('http(s)'),
    ],
    ['a /\\host link', { text: 'Hi', link: '/\\evil.example.com' }, 'link', expect.stringContaining('http(s)')],
    [
      'a data: link',
      { text: 'Hi', link: 'data:text/html,<script>alert(1)</script>' },
      'link',
      expect.stringContaining('http(s)'),
    ],
    ['a relative link without /', { text: 'Hi', link: 'football-pool' }, 'link', expect.stringContaining('http(s)')],
    ['an empty link', { text: 'Hi', link: '' }, 'link', expect.stringContaining('http(s)')],
    [
      'a link of 501 characters',
      { text: 'Hi', link: `/${'a'.repeat(500)}` },
      'link',
      'The link may be at most 500 characters.',
    ],
    [
      'a date that is no ISO date',
      { text: 'Hi', link: '/', updated_at: 'yesterday' },
      'updated_at',
      expect.stringContaining('ISO 8601'),
    ],
    [
      'the year 0',
      { text: 'Hi', link: '/', updated_at: '0000-01-01T00:00:00Z' },
      'updated_at',
      expect.stringContaining('ISO 8601'),
    ],
    [
      '31 February',
      { text: 'Hi', link: '/', updated_at: '2026-02-31T00:00:00Z' },
      'updated_at',
      expect.stringContaining('ISO 8601'),
    ],
  ])('[SB-01] %s is a 422 under its field', async (_case, payload, field, message) => {
    const answer = expectError(await putBar(payload), 422);
    expect(answer.metaData.errors?.[field]).toEqual([message]);
  });

  test('[SB-01] a body without text or link, or of the wrong types, is a 422 under the fields', async () => {
    const missing = expectError(await putBar({}), 422);
    expect(Object.keys(missing.metaData.errors ?? {})).toEqual(expect.arrayContaining(['text', 'link']));
    const wrong = expectError(await putBar({ text: 42, link: ['/'] }), 422);
    expect(Object.keys(wrong.metaData.errors ?? {})).toEqual(expect.arrayContaining(['text', 'link']));
  });

  test('[SB-01] the errors are in Dutch for a Dutch request', async () => {
    const answer = expectError(
      await putBar({ text: '', link: '/' }, { token: dutchEditor, tenant: 'tribune-nl', language: 'nl' }),
      422,
    );
    expect(answer.metaData.errors?.['text']).toEqual(['De smartbar heeft een tekst nodig.']);
  });

  test('[SB-01] text is plain text: every line of the XSS corpus comes back exactly as text', async () => {
    const corpus = readFileSync(path.join(__dirname, '../../../../test-data/xss-corpus.txt'), 'utf8')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '' && [...line].length <= 200);
    expect(corpus.length).toBeGreaterThan(20);
    for (const line of corpus) {
      const response = await putBar({ text: line, link: '/' });
      expect(response.statusCode).toBe(200);
      expect((await getBar()).json<{ data: SmartBar }>().data.text).toBe(line);
    }
  });

  test('[SB-01] DELETE removes the bar (204), the site then has none; the other tenant keeps its own', async () => {
    expect((await deleteBar()).statusCode).toBe(204);
    expect((await getBar()).json()).toEqual({ data: null });
    expect(await editorBar()).toBeNull();
    // Removing nothing is the same outcome.
    expect((await deleteBar()).statusCode).toBe(204);
    expect((await getBar('tribune-nl')).json<{ data: SmartBar | null }>().data).not.toBeNull();
    expect((await putBar({ text: 'Back again', link: '/' })).statusCode).toBe(200);
  });
});

describe('[SB-01] POST /ajax/smart-bar/hide', () => {
  test('[SB-01] a close with the CSRF header is 204 and counted once per viewer and update', async () => {
    const set = (await putBar({ text: 'Counted bar', link: '/' })).json<{ data: EditorSmartBar }>().data;
    expect(set.hidden_count).toBe(0);
    const visitor = newVisitor();
    const first = await hide({ visitor });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await hide({ visitor })).statusCode).toBe(204);
    expect((await editorBar())?.hidden_count).toBe(1);

    expect((await hide({ visitor: null, token: fan })).statusCode).toBe(204);
    expect((await editorBar())?.hidden_count).toBe(2);
    const rows = await app.db
      .select({ viewerKey: smartBarHides.viewerKey, hiddenUpdateAt: smartBarHides.hiddenUpdateAt })
      .from(smartBarHides)
      .where(and(eq(smartBarHides.tenantId, 'tribune'), eq(smartBarHides.hiddenUpdateAt, new Date(set.updated_at))));
    expect(rows.map((row) => row.viewerKey).sort()).toEqual([
      expect.stringMatching(/^user:\d+$/),
      `visitor:${visitor}`,
    ]);

    // A new update starts a new count.
    const next = await putBar({ text: 'Counted bar, updated', link: '/', updated_at: '2030-01-01T00:00:00Z' });
    expect(next.json<{ data: EditorSmartBar }>().data.hidden_count).toBe(0);
  });

  test('[SB-01] without the CSRF cookie or header, or with one that differs, the answer is 419', async () => {
    const before = (await editorBar())?.hidden_count;
    const noHeader = expectError(await hide({ csrfHeader: null }), 419);
    expect(noHeader.metaData.message).toBe('This page has expired. Please reload it and try again.');
    expectError(await hide({ cookie: null }), 419);
    expectError(await hide({ csrfHeader: 'someone-elses-token' }), 419);
    expectError(await hide({ csrfHeader: '' }), 419);
    expect((await editorBar())?.hidden_count).toBe(before);
  });

  test('[SB-01] a close without visitor id or login is a 400 in the error shape', async () => {
    const answer = expectError(await hide({ visitor: null }), 400);
    expect(answer.metaData.message).toContain('X-Visitor-Id');
  });

  test('[SB-01] closes are counted per tenant: a close on one site is not counted on the other', async () => {
    await putBar({ text: 'Same date on both sites', link: '/', updated_at: '2031-01-01T00:00:00Z' });
    await putBar(
      { text: 'Zelfde datum op beide sites', link: '/', updated_at: '2031-01-01T00:00:00Z' },
      { token: dutchEditor, tenant: 'tribune-nl' },
    );
    expect((await hide({ tenant: 'tribune' })).statusCode).toBe(204);
    expect((await editorBar())?.hidden_count).toBe(1);
    expect((await editorBar(dutchEditor, 'tribune-nl'))?.hidden_count).toBe(0);
  });

  test('[SB-01] a close when the tenant has no bar is 204 and records nothing', async () => {
    expect((await deleteBar()).statusCode).toBe(204);
    expect((await hide()).statusCode).toBe(204);
    expect((await putBar({ text: 'Restored', link: '/' })).statusCode).toBe(200);
  });
});

describe('[OVL-01] The promotion overlay setting', () => {
  function patchSettings(tenantId: string, payload: Record<string, unknown>) {
    return app.inject({
      method: 'PATCH',
      url: `/api/admin/tenants/${tenantId}/settings`,
      headers: { authorization: `Bearer ${devAdminToken}`, 'accept-language': 'en' },
      payload,
    });
  }

  async function overlayOf(tenant: string): Promise<unknown> {
    const response = await apiRequest(app, { method: 'GET', url: `/api/v2/setting?tenant_id=${tenant}`, tenant });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { promotion_overlay: unknown } }>().data.promotion_overlay;
  }

  test('[OVL-01] a fresh start gives each tenant the overlay on its club’s Facebook page', async () => {
    expect(await overlayOf('tribune')).toEqual({
      channel: 'facebook',
      url: 'https://www.facebook.com/TribuneFootballDemo',
    });
    expect(await overlayOf('tribune-nl')).toEqual({
      channel: 'facebook',
      url: 'https://www.facebook.com/TribuneVoetbalDemo',
    });
  });

  test('[OVL-01] operators change, switch off and remove it; other tenants and settings keys stay', async () => {
    const changed = await patchSettings('tribune', {
      promotionOverlay: { enabled: true, channel: 'facebook', url: 'https://www.facebook.com/AnotherClubPage' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await overlayOf('tribune')).toEqual({
      channel: 'facebook',
      url: 'https://www.facebook.com/AnotherClubPage',
    });
    expect(await overlayOf('tribune-nl')).toEqual({
      channel: 'facebook',
      url: 'https://www.facebook.com/TribuneVoetbalDemo',
    });

    await patchSettings('tribune', {
      promotionOverlay: { enabled: false, channel: 'facebook', url: 'https://www.facebook.com/AnotherClubPage' },
    });
    expect(await overlayOf('tribune')).toBeNull();
    expect((await patchSettings('tribune', { promotionOverlay: null })).statusCode).toBe(200);
    expect(await overlayOf('tribune')).toBeNull();
  });

  test.each([
    [{ enabled: true, channel: 'twitter', url: 'https://www.facebook.com/x' }, 'promotionOverlay.channel'],
    [{ enabled: true, channel: 'facebook', url: 'http://www.facebook.com/x' }, 'promotionOverlay.url'],
    [{ enabled: true, channel: 'facebook', url: 'https://evil.example.com/x' }, 'promotionOverlay.url'],
    [{ enabled: true, channel: 'facebook', url: 'javascript:alert(1)' }, 'promotionOverlay.url'],
    [{ enabled: true, channel: 'facebook' }, 'promotionOverlay.url'],
  ])('[OVL-01] the operator API refuses %j with a 422 under %s', async (promotionOverlay, field) => {
    const response = await patchSettings('tribune', { promotionOverlay });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().metaData.errors ?? {})).toContain(field);
  });
});

test('[SB-01] the demo is idempotent and merges the overlay into the tenant’s settings', async () => {
  const [before] = await app.db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, 'tribune-nl'));
  const now = new Date();
  await app.db.transaction((tx) => seedDemoSmartBar(tx, { tenantId: 'tribune-nl', language: 'nl', userIds: [], now }));
  const [after] = await app.db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, 'tribune-nl'));
  expect(after?.settings).toEqual(before?.settings);
  expect(Object.keys(after?.settings ?? {})).toEqual(expect.arrayContaining(['promotionOverlay', 'popup']));
  const bars = await app.db.select().from(smartBars).where(eq(smartBars.tenantId, 'tribune-nl'));
  expect(bars).toHaveLength(1);
});
