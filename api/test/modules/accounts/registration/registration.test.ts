import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { devAdminToken } from '../../../../src/config';
import { emailVerifications, users } from '../../../../src/db/schema';
import { type OutboxMail, mailsTo } from '../../../account-helpers';
import { apiRequest, body, buildTestApp, hosts } from '../../../helper';
import { type SiteverifyCall, startSiteverify } from '../../../siteverify';

let app: FastifyInstance;
// Google's siteverify, on loopback: asked only while a tenant has reCAPTCHA configured.
const siteverifyCalls: SiteverifyCall[] = [];
let siteverify: { server: Server; url: string };

beforeAll(async () => {
  siteverify = await startSiteverify(siteverifyCalls);
  app = await buildTestApp({ env: { RECAPTCHA_VERIFY_URL: siteverify.url } });
}, 60_000);

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => siteverify.server.close(resolve));
});

function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: 'AjaxAndy',
    email: 'andy@example.com',
    check_score: '0.9',
    'g-recaptcha-response': 'test-token',
    password: 'correct-horse',
    password_confirmation: 'correct-horse',
    redirect_data: '/',
    ...overrides,
  };
}

/** The user id and token of the verification link in the newest mail to `address`. */
async function verificationLink(
  address: string,
  tenant: keyof typeof hosts = 'tribune',
): Promise<{ url: string; userId: string; token: string }> {
  const [mail] = await mailsTo(app, address, tenant);
  if (mail === undefined) throw new Error(`no mail to ${address}`);
  const match = /(https?:\/\/\S+\/email\/verify\/(\d+)\/([A-Za-z0-9_-]+))/.exec(mail.text);
  if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined)
    throw new Error('no link in the mail');
  return { url: match[1], userId: match[2], token: match[3] };
}

describe('registration (POST /api/v2/r-register)', () => {
  test('[ACC-02] registration creates the account, logs it in (201, token) and reports email_verified false', async () => {
    const response = await apiRequest(app, { method: 'POST', url: '/api/v2/r-register', payload: registration() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: {
        authorization: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        id: expect.any(Number),
        username: 'AjaxAndy',
        image: null,
        profile_image: null,
        role: null,
        isAdmin: false,
        can_place_comments: true,
        settings: { night_mode: '0', text_size: 'small' },
        meta: [{ key: 'has_formation', value: { current_formation_id: null } }],
        name: 'AjaxAndy',
        email: 'andy@example.com',
        email_verified: false,
      },
      metaData: { message: 'Your account has been created. Check your e-mail to verify your address.' },
    });

    const token = String(Reflect.get(body(response)['data'] ?? {}, 'authorization'));
    const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      data: {
        username: 'AjaxAndy',
        email_verified: false,
        verify_email_message: 'Please verify your e-mail address. We sent you a link when you registered.',
      },
    });
  });

  test('[ACC-02] registration as a form post works like JSON', async () => {
    const form = new URLSearchParams({
      username: 'FormFan',
      email: 'formfan@example.com',
      password: 'correct-horse',
      password_confirmation: 'correct-horse',
      check_score: '0.7',
      'g-recaptcha-response': 'x',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/r-register',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-tenant-id': 'tribune' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(201);
    expect(body(response)['data']).toMatchObject({ username: 'FormFan', email_verified: false });
  });

  test('[ACC-02] an empty registration is a 422 with messages under username, email and password', async () => {
    const response = await apiRequest(app, { method: 'POST', url: '/api/v2/r-register', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The username field is required.',
        errors: {
          username: ['The username field is required.'],
          email: ['The email field is required.'],
          password: ['The password field is required.'],
        },
      },
    });
  });

  test('[ACC-02] username, e-mail and password rules each give their own message', async () => {
    const cases: { overrides: Record<string, unknown>; field: string; message: string }[] = [
      {
        overrides: { username: 'ab' },
        field: 'username',
        message: 'The username field must be at least 3 characters.',
      },
      {
        overrides: { username: 'a'.repeat(31) },
        field: 'username',
        message: 'The username field must not be greater than 30 characters.',
      },
      {
        overrides: { username: 'bad name!' },
        field: 'username',
        message: 'The username may only contain letters, numbers, dashes, underscores and dots.',
      },
      { overrides: { username: 'FAN' }, field: 'username', message: 'The username has already been taken.' },
      {
        overrides: { email: 'not-an-email' },
        field: 'email',
        message: 'The email field must be a valid email address.',
      },
      { overrides: { email: 'Fan@Tribune.test' }, field: 'email', message: 'The email has already been taken.' },
      {
        overrides: { password: 'short', password_confirmation: 'short' },
        field: 'password',
        message: 'The password field must be at least 8 characters.',
      },
      {
        overrides: { password_confirmation: 'something-else' },
        field: 'password',
        message: 'The password field confirmation does not match.',
      },
    ];
    for (const { overrides, field, message } of cases) {
      const response = await apiRequest(app, {
        method: 'POST',
        url: '/api/v2/r-register',
        payload: registration({ username: 'Valid_Name.1', email: 'valid@example.com', ...overrides }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ data: null, metaData: { message, errors: { [field]: [message] } } });
    }
  });

  test('[ACC-02] [PLT-06] registration errors are in Dutch for Accept-Language nl', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      language: 'nl',
      tenant: 'tribune-nl',
      payload: registration({
        username: 'OranjeLeeuw',
        email: 'nope',
        password: 'kort',
        password_confirmation: 'kort',
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'Deze gebruikersnaam is al in gebruik.',
        errors: {
          username: ['Deze gebruikersnaam is al in gebruik.'],
          email: ['Het veld e-mailadres moet een geldig e-mailadres zijn.'],
          password: ['Het veld wachtwoord moet minstens 8 tekens bevatten.'],
        },
      },
    });
  });

  test('[ACC-02] a field of the wrong type is a 422 under that field, not a 500', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      payload: registration({ username: ['array'] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The username field must be a string.',
        errors: { username: ['The username field must be a string.'] },
      },
    });
  });

  test('[PLT-01] the same username and e-mail can register on another tenant', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      tenant: 'tribune-nl',
      payload: registration({ username: 'TerraceTalk', email: 'terracetalk@tribune.test' }),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('[ACC-02] registration with reCAPTCHA', () => {
  function setRecaptcha(tenantId: string, recaptcha: Record<string, unknown> | null) {
    return app.inject({
      method: 'PATCH',
      url: `/api/admin/tenants/${tenantId}/settings`,
      headers: { authorization: `Bearer ${devAdminToken}` },
      payload: { recaptcha },
    });
  }

  beforeAll(async () => {
    const response = await setRecaptcha('tribune', { siteKey: 'site-key', secretKey: 'secret-key', minScore: 0.5 });
    expect(response.statusCode).toBe(200);
  });

  afterAll(async () => {
    await setRecaptcha('tribune', null);
  });

  function register(token: string | undefined, name: string, options: { tenant?: 'tribune-nl'; language?: 'nl' } = {}) {
    const payload = registration({ username: name, email: `${name.toLowerCase()}@example.com` });
    if (token === undefined) delete payload['g-recaptcha-response'];
    else payload['g-recaptcha-response'] = token;
    return apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      payload,
      remoteAddress: '203.0.113.7',
      ...options,
    });
  }

  async function accountOf(name: string, tenant = 'tribune') {
    return app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant), eq(users.username, name)));
  }

  test('[ACC-02] a token Google accepts registers: Google is asked with the secret, the token and the client IP', async () => {
    siteverifyCalls.length = 0;
    const response = await register('human', 'HumanHenk');
    expect(response.statusCode).toBe(201);
    expect(siteverifyCalls).toEqual([{ secret: 'secret-key', response: 'human', remoteip: '203.0.113.7' }]);
    expect(await accountOf('HumanHenk')).toHaveLength(1);
  });

  test('[ACC-02] a refused token (low score, or reused) is a 422 under g-recaptcha-response; nothing is written', async () => {
    const text = 'We could not confirm that you are not a robot. Please try again.';
    for (const [token, name] of [
      ['bot', 'BotBert'],
      ['reused', 'ReusedRik'],
    ] as const) {
      const response = await register(token, name);
      expect([token, response.statusCode]).toEqual([token, 422]);
      expect(response.json()).toEqual({
        data: null,
        metaData: { message: text, errors: { 'g-recaptcha-response': [text] } },
      });
      expect(await accountOf(name)).toEqual([]);
      expect(await mailsTo(app, `${name.toLowerCase()}@example.com`)).toEqual([]);
    }
  });

  test('[ACC-02] [PLT-06] a missing token is a 422 without asking Google, a failing Google a 422 "try again", in Dutch too', async () => {
    siteverifyCalls.length = 0;
    const missing = await register(undefined, 'NoTokenNina');
    expect(missing.statusCode).toBe(422);
    const required = 'Please confirm that you are not a robot.';
    expect(missing.json()).toEqual({
      data: null,
      metaData: { message: required, errors: { 'g-recaptcha-response': [required] } },
    });
    expect(siteverifyCalls).toEqual([]);
    expect((await register('', 'EmptyTokenEva')).json()).toEqual(missing.json());

    const failing = await register('makes-google-fail', 'FailingFrits', { language: 'nl' });
    expect(failing.statusCode).toBe(422);
    const unavailable = 'We konden nu niet controleren of je geen robot bent. Probeer het zo opnieuw.';
    expect(failing.json()).toEqual({
      data: null,
      metaData: { message: unavailable, errors: { 'g-recaptcha-response': [unavailable] } },
    });
    const refused = await register('bot', 'DutchBot', { language: 'nl' });
    const notHuman = 'We konden niet bevestigen dat je geen robot bent. Probeer het opnieuw.';
    expect(refused.json()).toEqual({
      data: null,
      metaData: { message: notHuman, errors: { 'g-recaptcha-response': [notHuman] } },
    });
    expect([...(await accountOf('NoTokenNina')), ...(await accountOf('FailingFrits'))]).toEqual([]);
  });

  test('[ACC-02] a tenant without reCAPTCHA registers as before and never asks Google', async () => {
    siteverifyCalls.length = 0;
    const response = await register(undefined, 'NoCheckNoor', { tenant: 'tribune-nl' });
    expect(response.statusCode).toBe(201);
    expect(siteverifyCalls).toEqual([]);
  });
});

describe('e-mail verification', () => {
  test('[ACC-02] [ACC-04] registration mails a verification link in the tenant language with the tenant name', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v2/r-register',
      headers: { host: hosts.tribuneNl },
      payload: registration({ username: 'KoenKampioen', email: 'koen@example.nl' }),
    });
    expect(registered.statusCode).toBe(201);
    const [mail] = await mailsTo(app, 'koen@example.nl', 'tribuneNl');
    expect(mail).toMatchObject({
      tenant_id: 'tribune-nl',
      to: 'koen@example.nl',
      subject: 'Bevestig je e-mailadres voor Tribune NL',
    });
    expect(mail?.text).toContain('Hallo KoenKampioen,');
    expect(mail?.html).toContain('Welkom bij Tribune NL!');
    const link = await verificationLink('koen@example.nl', 'tribuneNl');
    // Without PUBLIC_URL the link points at the origin the registration came to.
    expect(link.url.startsWith('http://nl.localhost:8080/email/verify/')).toBe(true);
  });

  test('[ACC-04] the verification link logs the user in, marks the address verified, and works once', async () => {
    const registered = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      payload: registration({ username: 'VerifyVic', email: 'vic@example.com' }),
    });
    expect(registered.statusCode).toBe(201);
    const { userId, token } = await verificationLink('vic@example.com');

    const verified = await apiRequest(app, { method: 'POST', url: `/api/v2/email/verify/${userId}/${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      data: { id: Number(userId), username: 'VerifyVic', email_verified: true },
      metaData: { message: 'Your e-mail address has been verified.' },
    });
    const authorization = String(Reflect.get(body(verified)['data'] ?? {}, 'authorization'));
    const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: authorization });
    expect(me.json()).toMatchObject({ data: { email_verified: true, verify_email_message: null } });

    const again = await apiRequest(app, { method: 'POST', url: `/api/v2/email/verify/${userId}/${token}` });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      data: null,
      metaData: { message: 'This verification link is invalid or has expired.' },
    });
  });

  test('[ACC-04] an expired link is a 401', async () => {
    await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      payload: registration({ username: 'LateLarry', email: 'larry@example.com' }),
    });
    const { userId, token } = await verificationLink('larry@example.com');
    await app.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, Number(userId)));
    const response = await apiRequest(app, { method: 'POST', url: `/api/v2/email/verify/${userId}/${token}` });
    expect(response.statusCode).toBe(401);
    expect(body(response)['metaData']).toEqual({ message: 'This verification link is invalid or has expired.' });
  });

  test('[ACC-04] a wrong token, another user id, a mangled id, or another tenant are all a 401', async () => {
    await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      payload: registration({ username: 'WrongWill', email: 'will@example.com' }),
    });
    const { userId, token } = await verificationLink('will@example.com');
    const attempts = [
      { url: `/api/v2/email/verify/${userId}/not-the-token`, tenant: 'tribune' },
      { url: `/api/v2/email/verify/${Number(userId) + 1000}/${token}`, tenant: 'tribune' },
      { url: `/api/v2/email/verify/abc/${token}`, tenant: 'tribune' },
      { url: `/api/v2/email/verify/${userId}/${token}`, tenant: 'tribune-nl' },
    ];
    for (const { url, tenant } of attempts) {
      const response = await apiRequest(app, { method: 'POST', url, tenant, language: 'nl' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        data: null,
        metaData: { message: 'Deze bevestigingslink is ongeldig of verlopen.' },
      });
    }
    // None of those used the link up.
    const ok = await apiRequest(app, { method: 'POST', url: `/api/v2/email/verify/${userId}/${token}` });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the development outbox (GET /dev/mail)', () => {
  test('[ACC-02] lists mail newest first and filters by recipient case-insensitively', async () => {
    for (const name of ['OutboxOne', 'OutboxTwo']) {
      await apiRequest(app, {
        method: 'POST',
        url: '/api/v2/r-register',
        payload: registration({ username: name, email: `${name.toLowerCase()}@example.com` }),
      });
    }
    const all = await app.inject({ method: 'GET', url: '/dev/mail' });
    const list: { data: OutboxMail[] } = all.json();
    const recipients = list.data.map((mail) => mail.to);
    expect(recipients.indexOf('outboxtwo@example.com')).toBeLessThan(recipients.indexOf('outboxone@example.com'));
    const filtered = await mailsTo(app, 'OUTBOXONE@example.com');
    expect(filtered.map((mail) => mail.to)).toEqual(['outboxone@example.com']);
  });

  test('[ACC-02] answers only on a tenant host, with that tenant’s mail alone', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v2/r-register',
      headers: { host: hosts.tribuneNl },
      payload: registration({ username: 'OnlyDutch', email: 'only-dutch@example.nl' }),
    });
    expect(await mailsTo(app, 'only-dutch@example.nl', 'tribuneNl')).toHaveLength(1);
    expect(await mailsTo(app, 'only-dutch@example.nl', 'tribune')).toEqual([]);
    const english = await app.inject({ method: 'GET', url: '/dev/mail', headers: { host: hosts.tribune } });
    const payload: { data: OutboxMail[] } = english.json();
    expect(payload.data.every((mail) => mail.tenant_id === 'tribune')).toBe(true);

    const unknownHost = await app.inject({ method: 'GET', url: '/dev/mail', headers: { host: 'unknown.example' } });
    expect(unknownHost.statusCode).toBe(404);
    expect(unknownHost.json()).toEqual({ data: null, metaData: { message: 'Unknown tenant.' } });
    // A header naming the tenant does not open another host's outbox.
    const named = await app.inject({
      method: 'GET',
      url: '/dev/mail',
      headers: { host: 'unknown.example', 'x-tenant-id': 'tribune' },
    });
    expect(named.statusCode).toBe(404);
  });
});

describe('with PUBLIC_URL set', () => {
  let publicApp: FastifyInstance;

  beforeAll(async () => {
    publicApp = await buildTestApp({ env: { PUBLIC_URL: 'https://www.tribune.example/' } });
  }, 60_000);

  afterAll(async () => {
    await publicApp.close();
  });

  test('[ACC-02] the verification link uses PUBLIC_URL as its origin', async () => {
    await apiRequest(publicApp, {
      method: 'POST',
      url: '/api/v2/r-register',
      payload: registration({ username: 'PublicPete', email: 'pete@example.com' }),
    });
    const response = await publicApp.inject({ method: 'GET', url: '/dev/mail?to=pete@example.com' });
    const payload: { data: OutboxMail[] } = response.json();
    expect(payload.data[0]?.text).toMatch(/https:\/\/www\.tribune\.example\/email\/verify\/\d+\/[A-Za-z0-9_-]{43}/);
  });
});
