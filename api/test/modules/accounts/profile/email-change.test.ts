import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { emailVerifications, users } from '../../../../src/db/schema';
import { data, linkIn, mailsTo, multipart, registerUser } from '../../../account-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

const changeLink = /(https?:\/\/\S+)\/new-email\/verify\/(\d+)\/([A-Za-z0-9_-]+)/;

async function changeEmail(token: string, email: string, options: { tenant?: string; language?: 'en' | 'nl' } = {}) {
  const form = multipart({ _method: 'PATCH', email });
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v1/front/user/update',
    token,
    headers: form.headers,
    payload: form.payload,
    ...options,
  });
}

async function confirm(userId: string, hash: string, tenant = 'tribune') {
  return apiRequest(app, { method: 'POST', url: `/api/v2/new-email/verify/${userId}/${hash}`, tenant });
}

async function me(token: string) {
  return data(await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token }));
}

describe('[ACC-13][ACC-05] changing the e-mail address', () => {
  test('[ACC-13] [ACC-16] a new address is pending: a link goes to it, a notice to the old one', async () => {
    const token = await loginToken(app, { login: 'TerraceTalk' });
    const response = await changeEmail(token, 'danny@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { email: 'terracetalk@tribune.test', pending_email: 'danny@example.com' },
      metaData: {
        message:
          'Your profile has been updated. We sent a link to danny@example.com: your e-mail address changes when you open it.',
      },
    });
    expect(await me(token)).toMatchObject({ email: 'terracetalk@tribune.test', pending_email: 'danny@example.com' });

    const [toNew] = await mailsTo(app, 'danny@example.com');
    expect(toNew?.subject).toBe('Confirm your new e-mail address for Tribune');
    expect(toNew?.text).toMatch(changeLink);
    expect(toNew?.text).toContain('The link is valid for 24 hours and can be used once.');
    const [toOld] = await mailsTo(app, 'terracetalk@tribune.test');
    expect(toOld?.subject).toBe('Your e-mail address on Tribune is about to change');
    expect(toOld?.text).toContain('to danny@example.com');
    expect(toOld?.text).not.toMatch(changeLink);
  });

  test('[ACC-05] the link makes the address the account’s, verified, logs in, and works once', async () => {
    const { id, token } = await registerUser(app, { username: 'Mover', email: 'mover@example.com' });
    expect((await changeEmail(token, 'Moved@Example.com')).statusCode).toBe(200);
    const [, , userId = '', hash = ''] = await linkIn(app, 'moved@example.com', changeLink);
    expect(userId).toBe(String(id));

    const response = await confirm(userId, hash);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        authorization: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        id,
        username: 'Mover',
        image: null,
        profile_image: null,
        role: null,
        isAdmin: false,
        can_place_comments: true,
        settings: { night_mode: '0', text_size: 'small' },
        meta: [{ key: 'has_formation', value: { current_formation_id: null } }],
        name: 'Mover',
        email: 'Moved@Example.com',
        email_verified: true,
      },
      metaData: { message: 'Your new e-mail address has been confirmed.' },
    });
    expect(await me(token)).toMatchObject({ email: 'Moved@Example.com', email_verified: true, pending_email: null });
    await expect(loginToken(app, { login: 'moved@example.com', password: 'correct-horse' })).resolves.toEqual(
      expect.any(String),
    );
    const oldAddress = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'mover@example.com', password: 'correct-horse' },
    });
    expect(oldAddress.statusCode).toBe(401);

    const again = await confirm(userId, hash);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      data: null,
      metaData: { message: 'This verification link is invalid or has expired.' },
    });
  });

  test('[ACC-05] an expired link (24 h) is a 401 and changes nothing', async () => {
    const token = await loginToken(app, { login: 'OffsideTrap' });
    await changeEmail(token, 'owen@example.com');
    const [, , userId = '', hash = ''] = await linkIn(app, 'owen@example.com', changeLink);
    await app.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailVerifications.userId, Number(userId)), isNotNull(emailVerifications.newEmail)));
    expect(await me(token)).toMatchObject({ pending_email: null });
    const response = await confirm(userId, hash);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: 'This verification link is invalid or has expired.' },
    });
    expect(await me(token)).toMatchObject({ email: 'offsidetrap@tribune.test' });
  });

  test('[ACC-05] a link of tribune is a 401 on tribune-nl; a mangled link is a 401 too', async () => {
    const token = await loginToken(app, { login: 'NutmegNed' });
    await changeEmail(token, 'ned@example.com');
    const [, , userId = '', hash = ''] = await linkIn(app, 'ned@example.com', changeLink);
    expect((await confirm(userId, hash, 'tribune-nl')).statusCode).toBe(401);
    expect((await confirm('abc', hash)).statusCode).toBe(401);
    expect((await confirm(userId, `${hash}x`)).statusCode).toBe(401);
    // Not used up by the refused attempts.
    expect((await confirm(userId, hash)).statusCode).toBe(200);
  });

  test('[ACC-05] an address taken meanwhile is a 422 under email; the link is not used up', async () => {
    const token = await loginToken(app, { login: 'GafferGrace' });
    await changeEmail(token, 'grace@example.com');
    const [, , userId = '', hash = ''] = await linkIn(app, 'grace@example.com', changeLink);
    await registerUser(app, { username: 'QuickerGrace', email: 'GRACE@example.com' });
    const response = await confirm(userId, hash);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      },
    });
    expect(await me(token)).toMatchObject({ email: 'gaffergrace@tribune.test' });
    // Once the address is free again, the same link still works.
    await app.db.update(users).set({ email: 'quicker@example.com' }).where(eq(users.username, 'QuickerGrace'));
    expect((await confirm(userId, hash)).statusCode).toBe(200);
  });

  test('[ACC-13] a newer change replaces the pending one: only its link works', async () => {
    const token = await loginToken(app, { login: 'LateWinner90' });
    await changeEmail(token, 'lucy-first@example.com');
    const [, , userId = '', firstHash = ''] = await linkIn(app, 'lucy-first@example.com', changeLink);
    await changeEmail(token, 'lucy-second@example.com');
    const [, , , secondHash = ''] = await linkIn(app, 'lucy-second@example.com', changeLink);
    expect(await me(token)).toMatchObject({ pending_email: 'lucy-second@example.com' });
    expect((await confirm(userId, firstHash)).statusCode).toBe(401);
    expect((await confirm(userId, secondHash)).statusCode).toBe(200);
  });

  test('[ACC-13] an address already in use is a 422; the own address in another case changes nothing', async () => {
    const token = await loginToken(app, { login: 'CleanSheetKing' });
    const taken = await changeEmail(token, 'FAN@tribune.test');
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      data: null,
      metaData: {
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      },
    });
    const same = await changeEmail(token, 'CleanSheetKing@Tribune.test');
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      data: { email: 'cleansheetking@tribune.test', pending_email: null },
      metaData: { message: 'Your profile has been updated.' },
    });
    const empty = await changeEmail(token, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ metaData: { errors: { email: ['The email field is required.'] } } });
  });

  test('[ACC-05] the Dutch tenant mails in Dutch', async () => {
    const token = await loginToken(app, { login: 'ArenaAnouk', tenant: 'tribune-nl' });
    const response = await changeEmail(token, 'anouk@example.nl', { tenant: 'tribune-nl', language: 'nl' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      metaData: {
        message:
          'Je profiel is bijgewerkt. We hebben een link naar anouk@example.nl gestuurd: je e-mailadres verandert zodra je die opent.',
      },
    });
    const [toNew] = await mailsTo(app, 'anouk@example.nl', 'tribuneNl');
    expect(toNew?.subject).toBe('Bevestig je nieuwe e-mailadres voor Tribune NL');
    expect(toNew?.text).toContain('Hallo ArenaAnouk,');
    expect(toNew?.text).toMatch(changeLink);
    const [toOld] = await mailsTo(app, 'arenaanouk@tribune-nl.test', 'tribuneNl');
    expect(toOld?.subject).toBe('Je e-mailadres bij Tribune NL gaat veranderen');
  });
});
