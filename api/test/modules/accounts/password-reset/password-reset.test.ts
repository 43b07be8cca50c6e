import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { passwordResets, users } from '../../../../src/db/schema';
import { data, linkIn, mailsTo, registerUser, waitForMails } from '../../../account-helpers';
import { apiRequest, buildTestApp, demoPassword, loginToken } from '../../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

const resetLink = /(https?:\/\/\S+)\/password\/reset\/([A-Za-z0-9_-]+)\?email=(\S+)/;

async function requestReset(email: string, tenant = 'tribune', language: 'en' | 'nl' = 'en') {
  return apiRequest(app, { method: 'POST', url: '/api/front/v1/password/email', tenant, language, payload: { email } });
}

/** Asks for a reset link for `email` and returns the token from the mail (the `count`-th mail to it). */
async function resetToken(email: string, tenant = 'tribune', count = 1): Promise<string> {
  const response = await requestReset(email, tenant);
  expect(response.statusCode).toBe(200);
  const match = await linkIn(app, email, resetLink, count);
  return match[2] ?? '';
}

async function csrf(): Promise<{ token: string; cookie: string }> {
  const response = await app.inject({ method: 'GET', url: '/refresh-token' });
  const { token } = response.json<{ token: string }>();
  return { token, cookie: `tribune_csrf=${token}` };
}

async function submitReset(
  fields: Record<string, string>,
  options: { tenant?: string; language?: 'en' | 'nl'; cookie?: string | null } = {},
) {
  const { token, cookie } = await csrf();
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v2/password/reset',
    tenant: options.tenant,
    language: options.language,
    headers: options.cookie === null ? {} : { cookie: options.cookie ?? cookie },
    payload: { _token: token, ...fields },
  });
}

describe('password-reset request (POST /api/front/v1/password/email)', () => {
  test('[ACC-07] known and unknown addresses get the same 200 answer; only the known one gets a mail', async () => {
    const known = await requestReset('terracetalk@tribune.test');
    const unknown = await requestReset('nobody@tribune.test');
    const expected = {
      data: null,
      metaData: { message: 'If an account uses this e-mail address, we have sent it a link to reset the password.' },
    };
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);

    const [mail] = await waitForMails(app, 'terracetalk@tribune.test');
    expect(mail?.subject).toBe('Reset your password for Tribune');
    expect(mail?.text).toContain('Hello TerraceTalk,');
    expect(mail?.text).toContain('The link is valid for 60 minutes and can be used once.');
    expect(mail?.text).toMatch(
      /http:\/\/localhost(:\d+)?\/password\/reset\/[A-Za-z0-9_-]{43}\?email=terracetalk%40tribune\.test/,
    );
    expect(mail?.html).toContain('Choose a new password');
    expect(await mailsTo(app, 'nobody@tribune.test')).toEqual([]);
  });

  test('[ACC-07] the address is matched case-insensitively; the Dutch tenant mails in Dutch', async () => {
    const response = await requestReset('  KuipKoning@Tribune-NL.test ', 'tribune-nl', 'nl');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message:
          'Als er een account met dit e-mailadres bestaat, hebben we er een link naartoe gestuurd om het wachtwoord opnieuw in te stellen.',
      },
    });
    const [mail] = await waitForMails(app, 'kuipkoning@tribune-nl.test', 1, 'tribuneNl');
    expect(mail?.tenant_id).toBe('tribune-nl');
    expect(mail?.subject).toBe('Stel je wachtwoord voor Tribune NL opnieuw in');
    expect(mail?.text).toContain('Hallo KuipKoning,');
    expect(mail?.text).toContain('De link is 60 minuten geldig en werkt één keer.');
    expect(mail?.text).toMatch(/\/password\/reset\/[A-Za-z0-9_-]{43}\?email=kuipkoning%40tribune-nl\.test/);
  });

  test('[ACC-07] an empty or malformed address is a 422 under email', async () => {
    const empty = await requestReset('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      data: null,
      metaData: { message: 'The email field is required.', errors: { email: ['The email field is required.'] } },
    });
    const malformed = await requestReset('not-an-address', 'tribune', 'nl');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      data: null,
      metaData: {
        message: 'Het veld e-mailadres moet een geldig e-mailadres zijn.',
        errors: { email: ['Het veld e-mailadres moet een geldig e-mailadres zijn.'] },
      },
    });
  });
});

describe('CSRF token (GET /refresh-token)', () => {
  test('[ACC-08] answers a token, never cached, and sets it as an HttpOnly SameSite=Lax cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/refresh-token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toBe(`tribune_csrf=${token}; Path=/; HttpOnly; SameSite=Lax`);
    // Plain http here; over https the cookie is Secure too.
    const again = await app.inject({ method: 'GET', url: '/refresh-token' });
    expect(again.json<{ token: string }>().token).not.toBe(token);
  });
});

describe('password reset (POST /api/v2/password/reset)', () => {
  test('[ACC-08] the link sets a new password, ends every session, verifies the address and logs in', async () => {
    const { id, token: oldSession } = await registerUser(app, {
      username: 'Forgetful',
      email: 'forgetful@example.com',
    });
    const token = await resetToken('forgetful@example.com');
    const response = await submitReset({
      email: 'Forgetful@Example.com',
      token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        authorization: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        id,
        username: 'Forgetful',
        image: null,
        profile_image: null,
        role: null,
        isAdmin: false,
        can_place_comments: true,
        settings: { night_mode: '0', text_size: 'small' },
        meta: [{ key: 'has_formation', value: { current_formation_id: null } }],
        name: 'Forgetful',
        email: 'forgetful@example.com',
        email_verified: true,
      },
      metaData: { message: 'Your password has been reset.' },
    });

    const oldMe = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: oldSession });
    expect(oldMe.statusCode).toBe(401);
    const newSession = String(data(response)['authorization']);
    const newMe = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: newSession });
    expect(newMe.statusCode).toBe(200);
    expect(data(newMe)['email_verified']).toBe(true);

    const oldPassword = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'Forgetful', password: 'correct-horse' },
    });
    expect(oldPassword.statusCode).toBe(401);
    await expect(loginToken(app, { login: 'Forgetful', password: 'brand-new-secret' })).resolves.toEqual(
      expect.any(String),
    );
  });

  test('[ACC-08] a form post works like JSON', async () => {
    const token = await resetToken('tikitakatom@tribune.test');
    const csrfToken = await csrf();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/password/reset',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-tenant-id': 'tribune',
        cookie: csrfToken.cookie,
      },
      payload: new URLSearchParams({
        _token: csrfToken.token,
        email: 'tikitakatom@tribune.test',
        token,
        password: 'form-password',
        password_confirmation: 'form-password',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(data(response)).toMatchObject({ username: 'TikiTakaTom', email_verified: true });
  });

  test('[ACC-08] a link works once', async () => {
    const token = await resetToken('offsidetrap@tribune.test');
    const fields = {
      email: 'offsidetrap@tribune.test',
      token,
      password: 'first-choice',
      password_confirmation: 'first-choice',
    };
    expect((await submitReset(fields)).statusCode).toBe(200);
    const again = await submitReset({ ...fields, password: 'second-choice', password_confirmation: 'second-choice' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      data: null,
      metaData: {
        message: 'This password reset token is invalid.',
        errors: { email: ['This password reset token is invalid.'] },
      },
    });
  });

  test('[ACC-08] an expired link (older than 60 minutes) is refused', async () => {
    const token = await resetToken('latewinner90@tribune.test');
    const [user] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'latewinner90@tribune.test'));
    await app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResets.userId, user?.id ?? 0)));
    const response = await submitReset({
      email: 'latewinner90@tribune.test',
      token,
      password: 'too-late-now',
      password_confirmation: 'too-late-now',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      metaData: { errors: { email: ['This password reset token is invalid.'] } },
    });
    await expect(loginToken(app, { login: 'LateWinner90' })).resolves.toEqual(expect.any(String));
  });

  test('[ACC-08] a newer request makes the older link stop working', async () => {
    const first = await resetToken('cleansheetking@tribune.test');
    const second = await resetToken('cleansheetking@tribune.test', 'tribune', 2);
    expect(second).not.toBe(first);
    const fields = {
      email: 'cleansheetking@tribune.test',
      password: 'newest-link',
      password_confirmation: 'newest-link',
    };
    const old = await submitReset({ ...fields, token: first });
    expect(old.statusCode).toBe(422);
    expect((await submitReset({ ...fields, token: second })).statusCode).toBe(200);
  });

  test('[ACC-08] a link of tribune does not work on tribune-nl, nor with another address', async () => {
    const token = await resetToken('fan@tribune.test');
    const fields = {
      email: 'fan@tribune.test',
      token,
      password: 'cross-tenant',
      password_confirmation: 'cross-tenant',
    };
    const onNl = await submitReset(fields, { tenant: 'tribune-nl', language: 'nl' });
    expect(onNl.statusCode).toBe(422);
    expect(onNl.json()).toEqual({
      data: null,
      metaData: {
        message: 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig.',
        errors: { email: ['Deze link om je wachtwoord opnieuw in te stellen is ongeldig.'] },
      },
    });
    const otherAddress = await submitReset({ ...fields, email: 'editor@tribune.test' });
    expect(otherAddress.statusCode).toBe(422);
    // Still unused: it works where it belongs.
    expect((await submitReset(fields)).statusCode).toBe(200);
  });

  test('[ACC-08] every field problem is reported at once under email and password', async () => {
    const empty = await submitReset({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      data: null,
      metaData: {
        message: 'The email field is required.',
        errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
      },
    });
    const token = await resetToken('nutmegned@tribune.test');
    const mismatch = await submitReset({
      email: 'nutmegned@tribune.test',
      token,
      password: 'long-enough',
      password_confirmation: 'different',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      data: null,
      metaData: {
        message: 'The password field confirmation does not match.',
        errors: { password: ['The password field confirmation does not match.'] },
      },
    });
    const short = await submitReset({
      email: 'nutmegned@tribune.test',
      token: 'wrong',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.json()).toEqual({
      data: null,
      metaData: {
        message: 'The password field must be at least 8 characters.',
        errors: {
          password: ['The password field must be at least 8 characters.'],
          email: ['This password reset token is invalid.'],
        },
      },
    });
    // None of this used the link up.
    const ok = await submitReset({
      email: 'nutmegned@tribune.test',
      token,
      password: 'long-enough',
      password_confirmation: 'long-enough',
    });
    expect(ok.statusCode).toBe(200);
  });

  test('[ACC-08] without the CSRF cookie, or with a _token that differs from it, the answer is 419', async () => {
    const token = await resetToken('gaffergrace@tribune.test');
    const fields = {
      email: 'gaffergrace@tribune.test',
      token,
      password: 'csrf-tested',
      password_confirmation: 'csrf-tested',
    };
    const expected = { data: null, metaData: { message: 'This page has expired. Please reload it and try again.' } };
    const noCookie = await submitReset(fields, { cookie: null });
    expect(noCookie.statusCode).toBe(419);
    expect(noCookie.json()).toEqual(expected);
    const otherCookie = await submitReset(fields, { cookie: 'tribune_csrf=someone-elses-token' });
    expect(otherCookie.statusCode).toBe(419);
    expect(otherCookie.json()).toEqual(expected);
    const noToken = await apiRequest(app, { method: 'POST', url: '/api/v2/password/reset', payload: fields });
    expect(noToken.statusCode).toBe(419);
    // The link survived the refused attempts.
    expect((await submitReset(fields)).statusCode).toBe(200);
  });
});

describe('with low rate limits, behind a TLS-terminating proxy', () => {
  let limited: FastifyInstance;

  beforeAll(async () => {
    limited = await buildTestApp({ env: { RATE_LIMIT_PASSWORD_RESET_MAX: '2', TRUST_PROXY: 'true' } });
  }, 60_000);

  afterAll(async () => {
    await limited.close();
  });

  test('[ACC-07] [ACC-08] too many requests or submits are a 429', async () => {
    const request = () =>
      apiRequest(limited, {
        method: 'POST',
        url: '/api/front/v1/password/email',
        payload: { email: 'fan@tribune.test' },
      });
    expect((await request()).statusCode).toBe(200);
    expect((await request()).statusCode).toBe(200);
    const third = await request();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      data: null,
      metaData: { message: 'Too many attempts. Please wait a minute and try again.' },
    });

    const submit = () =>
      apiRequest(limited, { method: 'POST', url: '/api/v2/password/reset', payload: { email: 'fan@tribune.test' } });
    expect((await submit()).statusCode).toBe(419);
    expect((await submit()).statusCode).toBe(419);
    expect((await submit()).statusCode).toBe(429);
    // Demo password untouched.
    await expect(loginToken(limited, { login: 'fan', password: demoPassword })).resolves.toEqual(expect.any(String));
  });

  test('[ACC-08] over https the CSRF cookie is Secure', async () => {
    const response = await limited.inject({
      method: 'GET',
      url: '/refresh-token',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(response.headers['set-cookie']).toBe(`tribune_csrf=${token}; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });
});

test('[ACC-07] a reset link always points at the tenant’s own host, whatever Host the request claims', async () => {
  const email = 'poisoned-host@example.test';
  await registerUser(app, { username: 'poisoned_host', email });
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/front/v1/password/email',
    tenant: 'tribune',
    headers: { host: 'evil.example:8080' },
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  const match = await linkIn(app, email, resetLink, 1);
  expect(match[1]).toBe('http://localhost:8080');
});
