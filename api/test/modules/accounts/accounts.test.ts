import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { authTokens, commentLikes, comments, users } from '../../../src/db/schema';
import { apiRequest, body, buildTestApp, demoPassword, hosts, loginToken } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function userIdOf(username: string): Promise<number> {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, 'tribune'), eq(users.username, username)));
  if (row === undefined) throw new Error(`no user ${username} on tribune`);
  return row.id;
}

function data(response: Parameters<typeof body>[0]): Record<string, unknown> {
  const value = body(response)['data'];
  if (typeof value !== 'object' || value === null) throw new Error(`no data object: ${response.body}`);
  return Object.fromEntries(Object.entries(value));
}

describe('login (POST /api/v2/login)', () => {
  test('[ACC-01] [ACC-11] login with username and password returns the token and the stored-user fields', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'fan', password: demoPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        authorization: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        id: expect.any(Number),
        username: 'fan',
        image: null,
        profile_image: null,
        role: null,
        isAdmin: false,
        can_place_comments: true,
        settings: { night_mode: '0', text_size: 'small' },
        meta: [{ key: 'has_formation', value: { current_formation_id: null } }],
        name: 'Tribune Fan',
        email: 'fan@tribune.test',
        email_verified: true,
      },
    });
  });

  test('[ACC-01] login accepts the e-mail address, case-insensitively, and the username in any case', async () => {
    const byEmail = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'FAN@Tribune.TEST', password: demoPassword },
    });
    expect(byEmail.statusCode).toBe(200);
    expect(data(byEmail)['username']).toBe('fan');

    const byUpperName = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'EDITOR', password: demoPassword },
    });
    expect(byUpperName.statusCode).toBe(200);
    expect(data(byUpperName)).toMatchObject({ username: 'editor', role: 'editor', isAdmin: true });
  });

  test('[ACC-01] login as a form post (application/x-www-form-urlencoded) works like JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-tenant-id': 'tribune' },
      payload: `login=fan&password=${demoPassword}`,
    });
    expect(response.statusCode).toBe(200);
    expect(data(response)['username']).toBe('fan');
  });

  test('[ACC-01] login with a wrong password is a 401 with the server message', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'fan', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: 'These credentials do not match our records.' },
    });
  });

  test('[ACC-01] login of an unknown user gets exactly the same 401 as a wrong password', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'nobody-here', password: 'whatever-it-is' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: 'These credentials do not match our records.' },
    });
  });

  test('[ACC-01] [PLT-06] the 401 message follows Accept-Language (Dutch)', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      language: 'nl',
      payload: { login: 'fan', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: 'Deze combinatie van gegevens is niet bij ons bekend.' },
    });
  });

  test('[ACC-01] login without fields is a 422 with a message per field', async () => {
    const response = await apiRequest(app, { method: 'POST', url: '/api/v2/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The login field is required.',
        errors: {
          login: ['The login field is required.'],
          password: ['The password field is required.'],
        },
      },
    });
  });

  test('[ACC-01] login with no body at all is a 422, not a 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v2/login', headers: { 'x-tenant-id': 'tribune' } });
    expect(response.statusCode).toBe(422);
    expect(body(response)['data']).toBeNull();
  });

  test('[ACC-01] login with an empty login and a non-string password is a 422 per field (Dutch)', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      language: 'nl',
      payload: { login: '   ', password: 12345 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'Het veld login is verplicht.',
        errors: {
          login: ['Het veld login is verplicht.'],
          password: ['Het veld wachtwoord moet tekst zijn.'],
        },
      },
    });
  });

  test('[ACC-01] malformed JSON is a 400 with a clear message, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'tribune' },
      payload: '{"login": "fan", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'The request body is not valid JSON.' } });
  });

  test('[ACC-01] an unsupported content type is a 415 in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'text/plain', 'x-tenant-id': 'tribune' },
      payload: 'login=fan',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unsupported content type: text/plain.' } });
  });

  test('[PLT-01] login for an unknown tenant id is a 404 in the error shape', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      tenant: 'no-such-tenant',
      payload: { login: 'fan', password: demoPassword },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unknown tenant.' } });
  });

  test('[PLT-01] a user of tribune cannot log in on tribune-nl (same name, separate accounts)', async () => {
    // "TerraceTalk" exists only on tribune.
    const onNl = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      tenant: 'tribune-nl',
      payload: { login: 'TerraceTalk', password: demoPassword },
    });
    expect(onNl.statusCode).toBe(401);
    expect(body(onNl)['metaData']).toEqual({ message: 'These credentials do not match our records.' });

    // "fan" exists on both, as two different people.
    const fanEn = data(
      await apiRequest(app, {
        method: 'POST',
        url: '/api/v2/login',
        payload: { login: 'fan', password: demoPassword },
      }),
    );
    const fanNl = data(
      await apiRequest(app, {
        method: 'POST',
        url: '/api/v2/login',
        tenant: 'tribune-nl',
        payload: { login: 'fan', password: demoPassword },
      }),
    );
    expect(fanNl['id']).not.toBe(fanEn['id']);
    expect(fanNl['email']).toBe('fan@tribune-nl.test');
  });

  test('[PLT-01] the tenant of a login can come from the Host header when no tenant id is sent', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { host: hosts.tribuneNl },
      payload: { login: 'OranjeLeeuw', password: demoPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(data(response)['email']).toBe('oranjeleeuw@tribune-nl.test');
  });
});

describe('the logged-in user (GET /api/v2/user/me-as-resource)', () => {
  test('[ACC-16] returns the own data, never cached', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const response = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      data: {
        id: expect.any(Number),
        username: 'fan',
        email: 'fan@tribune.test',
        email_verified: true,
        profile_image: null,
        claps_count: 0,
        date_of_birth: null,
        custom_data: {},
        enable_notifications_popup: true,
        isManager: false,
        verify_email_message: null,
        pending_email: null,
        // The tenant's extra profile fields (seeded demo settings); their shape is tested in profile-update.test.ts.
        custom_fields: expect.any(Array),
        settings: {
          night_mode: '0',
          text_size: 'small',
          notify_by_likes: '1',
          notify_by_replies: '1',
          notify_by_likes_on_email: '0',
          notify_by_replies_on_email: '0',
        },
      },
    });
  });

  test('[ACC-16] claps_count is the likes the user gave, counted in the database (not another user’s)', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const claps = async () => {
      const response = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
      expect(response.statusCode).toBe(200);
      return data(response)['claps_count'];
    };
    expect(await claps()).toBe(0);

    const fanId = await userIdOf('fan');
    const editorId = await userIdOf('editor');
    const written = await app.db
      .insert(comments)
      .values(
        [1, 2].map((resourceId) => ({
          tenantId: 'tribune',
          resourceType: 'article' as const,
          resourceId,
          userId: editorId,
          content: 'Up the Tribune!',
        })),
      )
      .returning({ id: comments.id });
    try {
      await app.db.insert(commentLikes).values([
        ...written.map(({ id }) => ({ tenantId: 'tribune', commentId: id, userId: fanId })),
        // Someone else's like is not the fan's clap.
        { tenantId: 'tribune', commentId: written[0]?.id ?? 0, userId: editorId },
      ]);
      expect(await claps()).toBe(2);
    } finally {
      await app.db.delete(comments).where(
        inArray(
          comments.id,
          written.map(({ id }) => id),
        ),
      );
    }
  });

  test('[ACC-12] the editor (role editor, admin) is a manager', async () => {
    const token = await loginToken(app, { login: 'editor' });
    const response = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(response.statusCode).toBe(200);
    expect(data(response)['isManager']).toBe(true);
  });

  test('[ACC-16] without a token it is a 401 in the error shape, also never cached', async () => {
    const response = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  });

  test('[ACC-16] with an unknown or malformed token it is a 401', async () => {
    for (const authorization of [
      'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'Bearer x',
      'Basic Zm9vOmJhcg==',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v2/user/me-as-resource',
        headers: { 'x-tenant-id': 'tribune', authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
    }
  });

  test('[PLT-01] a token issued by tribune is a 401 on tribune-nl', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const onNl = await apiRequest(app, {
      method: 'GET',
      url: '/api/v2/user/me-as-resource',
      tenant: 'tribune-nl',
      token,
    });
    expect(onNl.statusCode).toBe(401);
    expect(onNl.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
    const onNlByHost = await app.inject({
      method: 'GET',
      url: '/api/v2/user/me-as-resource',
      headers: { host: hosts.tribuneNl, authorization: `Bearer ${token}` },
    });
    expect(onNlByHost.statusCode).toBe(401);
    // Still valid where it was issued.
    const onTribune = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(onTribune.statusCode).toBe(200);
  });

  test('[ACC-16] a token unused for more than 90 days no longer works', async () => {
    const token = await loginToken(app, { login: 'NutmegNed' });
    const [user] = await app.db.select().from(users).where(eq(users.username, 'NutmegNed'));
    if (user === undefined) throw new Error('demo user missing');
    await app.db
      .update(authTokens)
      .set({ lastUsedAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) })
      .where(eq(authTokens.userId, user.id));
    const response = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(response.statusCode).toBe(401);
  });
});

describe('logout (POST /api/v1/logout)', () => {
  test('[ACC-06] logout revokes the token: the next call with it is a 401', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const logout = await apiRequest(app, { method: 'POST', url: '/api/v1/logout', token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: { logged_out: true }, metaData: { message: 'You have been logged out.' } });

    const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(me.statusCode).toBe(401);
    const again = await apiRequest(app, { method: 'POST', url: '/api/v1/logout', token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  });

  test('[ACC-06] logout revokes only that token; another session of the same user stays logged in', async () => {
    const first = await loginToken(app, { login: 'TikiTakaTom' });
    const second = await loginToken(app, { login: 'TikiTakaTom' });
    await apiRequest(app, { method: 'POST', url: '/api/v1/logout', token: first });
    const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: second });
    expect(me.statusCode).toBe(200);
  });

  test('[ACC-06] logout without a token is a 401 in the error shape (Dutch)', async () => {
    const response = await apiRequest(app, { method: 'POST', url: '/api/v1/logout', language: 'nl' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Niet ingelogd.' } });
  });

  test('[PLT-01] a token of tribune cannot log out on tribune-nl', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const response = await apiRequest(app, { method: 'POST', url: '/api/v1/logout', tenant: 'tribune-nl', token });
    expect(response.statusCode).toBe(401);
    const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(me.statusCode).toBe(200);
  });
});
