import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { tenants } from '../../../../src/db/schema';
import { data, multipart, registerUser } from '../../../account-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;

const profileFields = [
  { key: 'favourite_player', label: { en: 'Favourite player', nl: 'Favoriete speler' }, type: 'text', maxLength: 20 },
  {
    key: 'season_ticket',
    label: { en: 'Season ticket', nl: 'Seizoenkaart' },
    type: 'select',
    options: [
      { value: 'yes', label: { en: 'Yes', nl: 'Ja' } },
      { value: 'no', label: { en: 'No', nl: 'Nee' } },
    ],
  },
];

beforeAll(async () => {
  app = await buildTestApp();
  for (const id of ['tribune', 'tribune-nl']) {
    await app.db.update(tenants).set({ settings: { profileFields } }).where(eq(tenants.id, id));
  }
  app.tenants.invalidate();
}, 60_000);

afterAll(async () => {
  await app.close();
});

const url = '/api/v1/front/user/update';

async function me(token: string, language: 'en' | 'nl' = 'en') {
  const response = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token, language });
  expect(response.statusCode).toBe(200);
  return data(response);
}

async function postForm(token: string, fields: Record<string, string>, language: 'en' | 'nl' = 'en', tenant?: string) {
  const form = multipart({ _method: 'PATCH', ...fields });
  return apiRequest(app, {
    method: 'POST',
    url,
    token,
    language,
    tenant,
    headers: form.headers,
    payload: form.payload,
  });
}

describe('own data with the tenant profile fields (GET /api/v2/user/me-as-resource)', () => {
  test("[ACC-16] custom_fields describe the tenant's extra fields in the request language; pending_email is null", async () => {
    const token = await loginToken(app, { login: 'TerraceTalk' });
    expect(await me(token)).toMatchObject({
      pending_email: null,
      custom_data: {},
      custom_fields: [
        { key: 'favourite_player', label: 'Favourite player', type: 'text', options: [], max_length: 20 },
        {
          key: 'season_ticket',
          label: 'Season ticket',
          type: 'select',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
          max_length: 100,
        },
      ],
    });
    const inDutch = await me(token, 'nl');
    expect(inDutch['custom_fields']).toEqual([
      { key: 'favourite_player', label: 'Favoriete speler', type: 'text', options: [], max_length: 20 },
      {
        key: 'season_ticket',
        label: 'Seizoenkaart',
        type: 'select',
        options: [
          { value: 'yes', label: 'Ja' },
          { value: 'no', label: 'Nee' },
        ],
        max_length: 100,
      },
    ]);
  });
});

describe('profile update (POST|PATCH /api/v1/front/user/update)', () => {
  test('[ACC-13] a multipart form with _method=PATCH updates the given fields and answers the own data', async () => {
    const token = await loginToken(app, { login: 'TikiTakaTom' });
    const response = await postForm(token, {
      date_of_birth: '1990-05-17',
      night_mode: '1',
      text_size: 'big',
      notify_by_replies: '0',
      notify_by_likes_on_email: '1',
      enable_notifications_popup: '0',
      'custom_data[favourite_player]': '  Dennis Bergkamp ',
      'custom_data[season_ticket]': 'yes',
      'custom_data[shoe_size]': '44',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(Number),
        username: 'TikiTakaTom',
        email: 'tikitakatom@tribune.test',
        email_verified: true,
        profile_image: null,
        claps_count: 0,
        date_of_birth: '1990-05-17',
        custom_data: { favourite_player: 'Dennis Bergkamp', season_ticket: 'yes' },
        enable_notifications_popup: false,
        isManager: false,
        verify_email_message: null,
        pending_email: null,
        custom_fields: expect.any(Array),
        settings: {
          night_mode: '1',
          text_size: 'big',
          // Absent from the form: unchanged.
          notify_by_likes: '1',
          notify_by_replies: '0',
          notify_by_likes_on_email: '1',
          notify_by_replies_on_email: '0',
        },
      },
      metaData: { message: 'Your profile has been updated.' },
    });
    // Stored: the next read says the same, and the login data carries the layout settings.
    expect(await me(token)).toMatchObject({
      date_of_birth: '1990-05-17',
      settings: { night_mode: '1', text_size: 'big' },
    });
    const login = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'TikiTakaTom', password: 'tribune-demo' },
    });
    expect(data(login)['settings']).toEqual({ night_mode: '1', text_size: 'big' });
  });

  test('[ACC-13] PATCH with JSON works too; absent fields stay, empty values clear', async () => {
    const token = await loginToken(app, { login: 'ParkTheBus' });
    const first = await apiRequest(app, {
      method: 'PATCH',
      url,
      token,
      payload: { date_of_birth: '1985-01-31', custom_data: { favourite_player: 'Bergkamp', season_ticket: 'no' } },
    });
    expect(first.statusCode).toBe(200);
    expect(data(first)).toMatchObject({
      date_of_birth: '1985-01-31',
      custom_data: { favourite_player: 'Bergkamp', season_ticket: 'no' },
      // ParkTheBus is a night-mode demo account; untouched.
      settings: { night_mode: '1' },
    });
    const second = await apiRequest(app, {
      method: 'PATCH',
      url,
      token,
      payload: { date_of_birth: '', custom_data: { season_ticket: '' } },
    });
    expect(second.statusCode).toBe(200);
    expect(data(second)).toMatchObject({ date_of_birth: null, custom_data: { favourite_player: 'Bergkamp' } });
    expect(data(second)['custom_data']).toEqual({ favourite_player: 'Bergkamp' });
  });

  test('[ACC-13] every problem is reported at once, per field, and nothing is written', async () => {
    const token = await loginToken(app, { login: 'OffsideTrap' });
    const before = await me(token);
    const response = await postForm(token, {
      date_of_birth: '2023-02-30',
      night_mode: 'yes',
      text_size: 'huge',
      email: 'not-an-address',
      enable_notifications_popup: '0',
      notify_by_likes: '0',
      'custom_data[season_ticket]': 'maybe',
      'custom_data[favourite_player]': 'x'.repeat(21),
      image: 'just text',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The image field must be an image.',
        errors: {
          image: ['The image field must be an image.'],
          date_of_birth: ['The date of birth field must be a valid date.'],
          night_mode: ['The selected night mode is invalid.'],
          text_size: ['The selected text size is invalid.'],
          'custom_data.season_ticket': ['The selected Season ticket is invalid.'],
          'custom_data.favourite_player': ['The Favourite player field must not be greater than 20 characters.'],
          email: ['The email field must be a valid email address.'],
        },
      },
    });
    expect(await me(token)).toEqual(before);
  });

  test('[ACC-13] date of birth: a real date, not before 1900, not in the future', async () => {
    const token = await loginToken(app, { login: 'LateWinner90' });
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const cases: [string, string][] = [
      ['17-05-1990', 'The date of birth field must be a valid date.'],
      ['1990-13-01', 'The date of birth field must be a valid date.'],
      ['1899-12-31', 'The date of birth field must be a date after or equal to 1900-01-01.'],
      [nextYear, 'The date of birth field must be a date before or equal to today.'],
    ];
    for (const [value, message] of cases) {
      const response = await postForm(token, { date_of_birth: value });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ data: null, metaData: { message, errors: { date_of_birth: [message] } } });
    }
    const leapDay = await postForm(token, { date_of_birth: '2000-02-29' });
    expect(leapDay.statusCode).toBe(200);
    expect(data(leapDay)['date_of_birth']).toBe('2000-02-29');
  });

  test('[ACC-13] the 422 texts follow the language (Dutch)', async () => {
    const token = await loginToken(app, { login: 'KuipKoning', tenant: 'tribune-nl' });
    const response = await postForm(
      token,
      { text_size: 'enorm', 'custom_data[season_ticket]': 'misschien', current_password: 'wrong', password: 'kort' },
      'nl',
      'tribune-nl',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'De gekozen tekstgrootte is ongeldig.',
        errors: {
          text_size: ['De gekozen tekstgrootte is ongeldig.'],
          'custom_data.season_ticket': ['De gekozen Seizoenkaart is ongeldig.'],
          current_password: ['Het wachtwoord is onjuist.'],
          password: ['Het veld wachtwoord moet minstens 8 tekens bevatten.'],
        },
      },
    });
  });

  test('[ACC-13] a password change needs the right current password and ends every other session', async () => {
    const { token: other } = await registerUser(app, { username: 'Rotator', email: 'rotator@example.com' });
    const token = await loginToken(app, { login: 'Rotator', password: 'correct-horse' });

    const missingCurrent = await postForm(token, { password: 'new-password', password_confirmation: 'new-password' });
    expect(missingCurrent.statusCode).toBe(422);
    expect(missingCurrent.json()).toEqual({
      data: null,
      metaData: {
        message: 'The current password field is required.',
        errors: { current_password: ['The current password field is required.'] },
      },
    });
    const wrongCurrent = await postForm(token, {
      current_password: 'not-it',
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json()).toEqual({
      data: null,
      metaData: { message: 'The password is incorrect.', errors: { current_password: ['The password is incorrect.'] } },
    });
    const mismatch = await postForm(token, {
      current_password: 'correct-horse',
      password: 'new-password',
      password_confirmation: 'new-passwort',
    });
    expect(mismatch.json()).toEqual({
      data: null,
      metaData: {
        message: 'The password field confirmation does not match.',
        errors: { password: ['The password field confirmation does not match.'] },
      },
    });
    // Nothing changed so far: both sessions live.
    expect(
      (await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: other })).statusCode,
    ).toBe(200);

    const changed = await postForm(token, {
      current_password: 'correct-horse',
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ metaData: { message: 'Your profile has been updated.' } });
    expect(
      (await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: other })).statusCode,
    ).toBe(401);
    expect((await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token })).statusCode).toBe(200);
    await expect(loginToken(app, { login: 'Rotator', password: 'new-password' })).resolves.toEqual(expect.any(String));
    await expect(loginToken(app, { login: 'Rotator', password: 'correct-horse' })).rejects.toThrow('401');
  });

  test('[ACC-13] a current password without a new one is ignored (browsers fill it in by themselves)', async () => {
    const token = await loginToken(app, { login: 'CleanSheetKing' });
    const response = await postForm(token, { current_password: 'whatever', password: '', password_confirmation: '' });
    expect(response.statusCode).toBe(200);
    await expect(loginToken(app, { login: 'CleanSheetKing' })).resolves.toEqual(expect.any(String));
  });

  test('[ACC-13] without a token it is a 401', async () => {
    const response = await apiRequest(app, { method: 'PATCH', url, payload: { night_mode: '1' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  });
});
