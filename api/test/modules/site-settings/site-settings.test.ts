import type { FastifyInstance } from 'fastify';
import { runTenantCli } from '../../../src/cli/tenant';
import { devAdminToken, repoRoot } from '../../../src/config';
import { seedTenants } from '../../../src/modules/tenants/seed';
import { apiRequest, body, buildTestApp, loginToken } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

function patchSettings(tenantId: string, payload: Record<string, unknown>, token = devAdminToken) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/tenants/${tenantId}/settings`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload,
  });
}

const tribunePopup = {
  popup: {
    reducedLogoPath: '/assets/tenants/tribune/logo.svg',
    link: '/football-pool/predictions',
    htmlContent: expect.stringContaining('prediction game'),
    buttonText: 'Play the prediction game',
  },
  settings_date: '2025-08-01T09:00:00.000Z',
  recaptcha_site_key: null,
  sidebar_comments: 'latest',
  top_comments_weekly_first: false,
  show_web_push: 1,
  promotion_overlay: null,
  lineup_data_limit: 9999,
};

describe('[POP-01] GET /api/v2/setting', () => {
  test('[POP-01] the demo pop-up of tribune, with its settings date, revalidated on every use', async () => {
    const response = await apiRequest(app, {
      method: 'GET',
      url: '/api/v2/setting?tenant_id=tribune',
      tenant: undefined,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ data: tribunePopup });
  });

  test('[POP-01] [PLT-06] tribune-nl has its own Dutch pop-up, chosen by tenant_id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v2/setting?tenant_id=tribune-nl',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        popup: {
          reducedLogoPath: '/assets/tenants/tribune-nl/logo.svg',
          // MD-07: no prediction game on this tenant; the button opens registration, as its text says.
          link: '#register',
          htmlContent: expect.stringContaining('Praat mee op Tribune NL'),
          buttonText: 'Maak een gratis account',
        },
        settings_date: '2025-08-01T09:00:00.000Z',
        recaptcha_site_key: null,
        sidebar_comments: 'latest',
        top_comments_weekly_first: false,
        show_web_push: 1,
        promotion_overlay: null,
        lineup_data_limit: 9999,
      },
    });
  });

  test('[POP-01] an unknown tenant is a 404 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unknown tenant.' } });
  });
});

describe('PATCH /api/admin/tenants/{id}/settings (operator)', () => {
  test('[POP-01] a new pop-up is sanitised, stored, and served at once with its new date', async () => {
    const response = await patchSettings('tribune-nl', {
      popup: {
        enabled: true,
        reducedLogoPath: null,
        link: 'https://example.com/actie',
        htmlContent:
          '<p onclick="steal()">Nieuw <b>seizoen</b>!</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/forum" target="_blank">forum</a><img src=x onerror=alert(1)>',
        buttonText: 'Bekijk',
        updatedAt: '2025-09-01T12:00:00+02:00',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const expectedHtml =
      '<p>Nieuw <b>seizoen</b>!</p><a>x</a><a href="/forum" target="_blank" rel="noopener noreferrer">forum</a>';
    expect(body(response)['data']).toMatchObject({
      popup: { enabled: true, htmlContent: expectedHtml, updatedAt: '2025-09-01T12:00:00+02:00' },
      contactEmail: 'redactie@tribune-nl.test',
    });

    const setting = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune-nl' });
    expect(setting.json()).toEqual({
      data: {
        popup: {
          reducedLogoPath: null,
          link: 'https://example.com/actie',
          htmlContent: expectedHtml,
          buttonText: 'Bekijk',
        },
        settings_date: '2025-09-01T12:00:00+02:00',
        recaptcha_site_key: null,
        sidebar_comments: 'latest',
        top_comments_weekly_first: false,
        show_web_push: 1,
        promotion_overlay: null,
        lineup_data_limit: 9999,
      },
    });
  });

  test('[POP-01] a disabled pop-up is not served, and null removes a key', async () => {
    const disabled = await patchSettings('tribune-nl', {
      popup: {
        enabled: false,
        reducedLogoPath: null,
        link: null,
        htmlContent: '<p>Uit</p>',
        buttonText: 'OK',
        updatedAt: '2025-09-02T00:00:00Z',
      },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune-nl' })).json()).toEqual({
      data: {
        popup: null,
        settings_date: null,
        recaptcha_site_key: null,
        sidebar_comments: 'latest',
        top_comments_weekly_first: false,
        show_web_push: 1,
        promotion_overlay: null,
        lineup_data_limit: 9999,
      },
    });

    const removed = await patchSettings('tribune-nl', { popup: null, adminCustomCode: null });
    expect(removed.statusCode).toBe(200);
    const data = body(removed)['data'];
    expect(data).not.toHaveProperty('popup');
    expect(data).toMatchObject({ contactEmail: 'redactie@tribune-nl.test' });
  });

  test('[COM-01] the weekly-first marker: comments.top_weekly_first opens the top comments on this week', async () => {
    const on = await patchSettings('tribune-nl', { comments: { top_weekly_first: true } });
    expect(on.statusCode).toBe(200);
    expect(body(on)['data']).toMatchObject({ comments: { sidebar: 'latest', featured: true, top_weekly_first: true } });
    const setting = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune-nl' });
    expect(body(setting)['data']).toMatchObject({ sidebar_comments: 'latest', top_comments_weekly_first: true });
    // The other tenant keeps the default: all time first.
    const other = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune' });
    expect(body(other)['data']).toMatchObject({ top_comments_weekly_first: false });

    const invalid = await patchSettings('tribune-nl', { comments: { top_weekly_first: 'yes' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      metaData: { errors: { 'comments.top_weekly_first': ['The top weekly first field must be true or false.'] } },
    });

    const off = await patchSettings('tribune-nl', { comments: null });
    expect(off.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune-nl' });
    expect(body(after)['data']).toMatchObject({ top_comments_weekly_first: false });
  });

  test('[MC-10] the line-up data-limit: lineup.dataLimit is stored and answered as lineup_data_limit (9999 until set)', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune-nl' });
    expect(body(before)['data']).toMatchObject({ lineup_data_limit: 9999 });

    const set = await patchSettings('tribune-nl', { lineup: { dataLimit: 3 } });
    expect(set.statusCode).toBe(200);
    expect(body(set)['data']).toMatchObject({ lineup: { dataLimit: 3 } });
    const setting = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune-nl' });
    expect(body(setting)['data']).toMatchObject({ lineup_data_limit: 3 });
    // A tenant's setting: the other tenant still shows every formation.
    const other = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune' });
    expect(body(other)['data']).toMatchObject({ lineup_data_limit: 9999 });

    const removed = await patchSettings('tribune-nl', { lineup: null });
    expect(removed.statusCode).toBe(200);
    expect(body(removed)['data']).not.toHaveProperty('lineup');
    const after = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune-nl' });
    expect(body(after)['data']).toMatchObject({ lineup_data_limit: 9999 });
  });

  test('[MC-10] a data-limit that is not a whole number from 1 to 9999 is a 422 under its key, and nothing is written', async () => {
    const set = await patchSettings('tribune-nl', { lineup: { dataLimit: 5 } });
    expect(set.statusCode).toBe(200);

    for (const [dataLimit, message] of [
      [0, 'The dataLimit field must be at least 1.'],
      [10_000, 'The dataLimit field must not be greater than 9999.'],
      // The API's one message for a number of the wrong kind (it has none for "whole number").
      [2.5, 'The dataLimit field must be a number.'],
      ['10', 'The dataLimit field must be a number.'],
    ] as const) {
      const response = await patchSettings('tribune-nl', { lineup: { dataLimit } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        data: null,
        metaData: { message: expect.any(String), errors: { 'lineup.dataLimit': [message] } },
      });
    }
    const missing = await patchSettings('tribune-nl', { lineup: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ metaData: { errors: { 'lineup.dataLimit': [expect.any(String)] } } });
    // One bad key refuses the whole change: the valid key sent beside it is not written either.
    const contactEmail = (await app.tenants.findById('tribune-nl'))?.settings.contactEmail;
    const mixed = await patchSettings('tribune-nl', {
      contactEmail: 'changed@tribune-nl.test',
      lineup: { dataLimit: -1 },
    });
    expect(mixed.statusCode).toBe(422);
    app.tenants.invalidate();

    const setting = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune-nl' });
    expect(body(setting)['data']).toMatchObject({ lineup_data_limit: 5 });
    const stored = (await app.tenants.findById('tribune-nl'))?.settings;
    expect(stored?.lineup).toEqual({ dataLimit: 5 });
    expect(stored?.contactEmail).toBe(contactEmail);

    expect((await patchSettings('tribune-nl', { lineup: null })).statusCode).toBe(200);
  });

  test('[CON-01] [ACC-03] secrets are stored but never shown; the reCAPTCHA site key becomes public', async () => {
    const response = await patchSettings('tribune-nl', {
      recaptcha: { siteKey: 'site-key-nl', secretKey: 'secret-key-nl', minScore: 0.7 },
      oauthProviders: {
        club: {
          label: 'Club ID',
          clientId: 'tribune-nl',
          clientSecret: 'very-secret',
          issuer: 'https://id.example.com',
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret-key-nl');
    expect(response.body).not.toContain('very-secret');
    expect(body(response)['data']).toMatchObject({
      recaptcha: { siteKey: 'site-key-nl', minScore: 0.7 },
      oauthProviders: {
        club: {
          label: 'Club ID',
          clientId: 'tribune-nl',
          issuer: 'https://id.example.com',
          scope: 'openid email profile',
        },
      },
    });

    const setting = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune-nl' });
    expect(body(setting)['data']).toMatchObject({ recaptcha_site_key: 'site-key-nl' });
    const providers = await apiRequest(app, { method: 'GET', url: '/api/v2/login/providers', tenant: 'tribune-nl' });
    expect(providers.json()).toEqual({ data: [{ name: 'club', label: 'Club ID' }] });

    const cleared = await patchSettings('tribune-nl', { recaptcha: null, oauthProviders: null });
    expect(cleared.statusCode).toBe(200);
    expect(body(cleared)['data']).not.toHaveProperty('recaptcha');
  });

  test('[POP-01] invalid values are a 422 under their key, unknown keys too, and nothing is changed', async () => {
    const response = await patchSettings('tribune', {
      contactEmail: 'not-an-address',
      popup: {
        enabled: true,
        reducedLogoPath: null,
        link: null,
        htmlContent: '<p>x</p>',
        buttonText: 'x'.repeat(101),
        updatedAt: 'yesterday',
      },
      colour: 'red',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: expect.any(String),
        errors: {
          contactEmail: ['The contactEmail field must be a valid email address.'],
          'popup.buttonText': ['The buttonText field must not be greater than 100 characters.'],
          'popup.updatedAt': ['The updatedAt field format is invalid.'],
          colour: ['The colour field is not allowed.'],
        },
      },
    });
    const setting = await app.inject({ method: 'GET', url: '/api/v2/setting?tenant_id=tribune' });
    expect(setting.json()).toEqual({ data: tribunePopup });
  });

  test('[POP-01] the operator token is required and the tenant must exist', async () => {
    const unauthorised = await patchSettings('tribune', { contactEmail: 'x@example.com' }, 'wrong-token-wrong-token');
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.json()).toEqual({ data: null, metaData: { message: 'A valid operator token is required.' } });

    const unknown = await patchSettings('nope', { contactEmail: 'x@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ data: null, metaData: { message: 'Unknown tenant.' } });
  });

  test('[POP-01] what an operator changed or removed survives the next start’s seeding', async () => {
    const changed = await patchSettings('tribune', { contactEmail: 'desk@tribune.test', adminCustomCode: null });
    expect(changed.statusCode).toBe(200);
    await seedTenants(app.db, { webRoot: repoRoot, production: false });
    app.tenants.invalidate();
    const tenant = await app.tenants.findById('tribune');
    expect(tenant?.settings.contactEmail).toBe('desk@tribune.test');
    expect(tenant?.settings.adminCustomCode).toBeUndefined();
    expect(tenant?.settings.popup?.buttonText).toBe('Play the prediction game');
    expect(tenant?.settings.profileFields?.map((field) => field.key)).toEqual(['favourite_player', 'season_ticket']);

    const restored = await patchSettings('tribune', {
      contactEmail: 'redactie@tribune.test',
      adminCustomCode: "document.documentElement.dataset.adminCode = 'ran';",
    });
    expect(restored.statusCode).toBe(200);
  });
});

describe('[ACC-20] GET /api/v2/user/admin-front-end', () => {
  const url = '/api/v2/user/admin-front-end';

  test('[ACC-20] a guest gets a 401', async () => {
    const response = await apiRequest(app, { method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  });

  test('[ACC-20] a fan who is not an admin gets a 403, in their language', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const response = await apiRequest(app, { method: 'GET', url, token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: 'This is only available to the site’s administrators.' },
    });

    const dutch = await apiRequest(app, { method: 'GET', url, token, language: 'nl' });
    expect(dutch.json()).toEqual({
      data: null,
      metaData: { message: 'Dit is alleen beschikbaar voor de beheerders van de site.' },
    });
  });

  test('[ACC-20] an admin gets the tenant’s custom code and the feedback identity', async () => {
    const token = await loginToken(app, { login: 'editor' });
    const response = await apiRequest(app, { method: 'GET', url, token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        custom_code: "document.documentElement.dataset.adminCode = 'ran';",
        feedback: { id: expect.any(Number), name: 'Editor', email: 'editor@tribune.test' },
      },
    });
  });

  test('[ACC-20] a tenant without custom code answers null', async () => {
    const token = await loginToken(app, { login: 'editor', tenant: 'tribune-nl' });
    const response = await apiRequest(app, { method: 'GET', url, token, tenant: 'tribune-nl' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        custom_code: null,
        feedback: { id: expect.any(Number), name: 'Eindredactie', email: 'editor@tribune-nl.test' },
      },
    });
  });
});

describe('npm run tenant set-settings', () => {
  test('[POP-01] the tenant CLI changes settings and reports the API’s errors per key', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const env = { apiUrl: `http://127.0.0.1:${address.port}`, adminToken: devAdminToken };
    const run = async (args: string[]) => {
      const lines: string[] = [];
      await runTenantCli(args, env, (line) => lines.push(line));
      return lines.join('\n');
    };

    const output = await run(['set-settings', 'tribune-nl', JSON.stringify({ contactEmail: 'cli@tribune-nl.test' })]);
    expect(JSON.parse(output)).toMatchObject({ contactEmail: 'cli@tribune-nl.test' });
    await expect(run(['set-settings', 'tribune-nl', '{"contactEmail":"nope"}'])).rejects.toThrow(
      /422: .*\n\s+contactEmail: The contactEmail field must be a valid email address\./,
    );
    await expect(run(['set-settings', 'tribune-nl', 'not json'])).rejects.toThrow('The settings must be JSON');
    await expect(run(['set-settings', 'tribune-nl'])).rejects.toThrow(/Usage:/);
  });
});
