import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { data, linkIn, registerUser } from '../../account-helpers';
import { apiRequest, body, buildTestApp, demoPassword } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

const englishNotice =
  'Welcome to our new website! Your account has been moved over from our previous site. Please check your profile settings to make sure everything is still correct.';
const dutchNotice =
  'Welkom op onze nieuwe website! Je account is overgezet van onze vorige site. Controleer je profielinstellingen om te zien of alles nog klopt.';

function login(loginName: string, password = demoPassword, tenant = 'tribune', language: 'en' | 'nl' = 'en') {
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    tenant,
    language,
    payload: { login: loginName, password },
  });
}

async function flagImported(username: string): Promise<void> {
  await app.db.update(users).set({ importedNoticePending: true }).where(eq(users.username, username));
}

describe('[ACC-18] imported-user notice', () => {
  test('[ACC-18] the demo account oldtimer gets the notice on its first login only', async () => {
    const wrongPassword = await login('oldtimer', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);

    const first = await login('oldtimer');
    expect(first.statusCode).toBe(200);
    expect(body(first)['metaData']).toEqual({ imported_user_notice: englishNotice });
    expect(data(first)).toMatchObject({
      username: 'oldtimer',
      name: 'Old Timer',
      email: 'oldtimer@tribune.test',
      email_verified: true,
    });

    const second = await login('oldtimer');
    expect(second.statusCode).toBe(200);
    expect(Object.keys(second.json())).toEqual(['data']);
  });

  test('[ACC-18] on the Dutch tenant the notice is Dutch', async () => {
    const response = await login('oldtimer', demoPassword, 'tribune-nl', 'nl');
    expect(response.statusCode).toBe(200);
    expect(data(response)).toMatchObject({ name: 'Ouwe Getrouwe', email: 'oldtimer@tribune-nl.test' });
    expect(body(response)['metaData']).toEqual({ imported_user_notice: dutchNotice });
  });

  test('[ACC-18] two logins at the same moment show the notice once', async () => {
    await flagImported('TerraceTalk');
    const answers = await Promise.all([login('TerraceTalk'), login('TerraceTalk')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.filter((answer) => body(answer)['metaData'] !== undefined)).toHaveLength(1);
  });

  test('[ACC-18] the e-mail verification answer carries the notice next to its message', async () => {
    const { id } = await registerUser(app, { username: 'Returner', email: 'returner@example.com' });
    await flagImported('Returner');
    const [, hash = ''] = await linkIn(app, 'returner@example.com', /\/email\/verify\/\d+\/([A-Za-z0-9_-]+)/);
    const response = await apiRequest(app, { method: 'POST', url: `/api/v2/email/verify/${id}/${hash}` });
    expect(response.statusCode).toBe(200);
    expect(body(response)['metaData']).toEqual({
      message: 'Your e-mail address has been verified.',
      imported_user_notice: englishNotice,
    });
    expect(Object.keys((await login('Returner', 'correct-horse')).json())).toEqual(['data']);
  });

  test('[ACC-18] the password-reset answer carries the notice next to its message', async () => {
    await flagImported('NutmegNed');
    await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/password/email',
      payload: { email: 'nutmegned@tribune.test' },
    });
    const [, token = ''] = await linkIn(app, 'nutmegned@tribune.test', /\/password\/reset\/([A-Za-z0-9_-]+)\?/);
    const csrf = await app.inject({ method: 'GET', url: '/refresh-token' });
    const csrfToken = csrf.json<{ token: string }>().token;
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/password/reset',
      headers: { cookie: `tribune_csrf=${csrfToken}` },
      payload: {
        _token: csrfToken,
        email: 'nutmegned@tribune.test',
        token,
        password: 'welcome-back',
        password_confirmation: 'welcome-back',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)['metaData']).toEqual({
      message: 'Your password has been reset.',
      imported_user_notice: englishNotice,
    });
    expect(Object.keys((await login('NutmegNed', 'welcome-back')).json())).toEqual(['data']);
  });
});
