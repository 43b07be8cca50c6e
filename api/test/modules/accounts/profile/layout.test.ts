import type { FastifyInstance } from 'fastify';
import { data } from '../../../account-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

const url = '/api/v2/user/update-user-layout';

describe('layout switches (POST /api/v2/user/update-user-layout)', () => {
  test('[ACC-09] each mode changes its setting and answers both layout settings', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const steps: [string, { night_mode: string; text_size: string }][] = [
      ['dark-mode', { night_mode: '1', text_size: 'small' }],
      ['big-text', { night_mode: '1', text_size: 'big' }],
      ['light-mode', { night_mode: '0', text_size: 'big' }],
      ['small-text', { night_mode: '0', text_size: 'small' }],
      ['big-text', { night_mode: '0', text_size: 'big' }],
    ];
    for (const [mode, settings] of steps) {
      const response = await apiRequest(app, { method: 'POST', url, token, payload: { mode } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { settings } });
    }
    const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    // Stored, and the other settings are untouched.
    expect(data(me)['settings']).toEqual({
      night_mode: '0',
      text_size: 'big',
      notify_by_likes: '1',
      notify_by_replies: '1',
      notify_by_likes_on_email: '0',
      notify_by_replies_on_email: '0',
    });
  });

  test('[ACC-09] a form post works like JSON', async () => {
    const token = await loginToken(app, { login: 'editor' });
    const response = await apiRequest(app, {
      method: 'POST',
      url,
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mode=dark-mode',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { settings: { night_mode: '1', text_size: 'small' } } });
  });

  test('[ACC-09] an unknown or missing mode is a 422 under mode', async () => {
    const token = await loginToken(app, { login: 'TerraceTalk' });
    const unknown = await apiRequest(app, { method: 'POST', url, token, payload: { mode: 'sepia' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      data: null,
      metaData: { message: 'The selected mode is invalid.', errors: { mode: ['The selected mode is invalid.'] } },
    });
    const missing = await apiRequest(app, { method: 'POST', url, token, payload: {}, language: 'nl' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      data: null,
      metaData: { message: 'Het veld weergave is verplicht.', errors: { mode: ['Het veld weergave is verplicht.'] } },
    });
    const prototypeKey = await apiRequest(app, { method: 'POST', url, token, payload: { mode: 'constructor' } });
    expect(prototypeKey.statusCode).toBe(422);
  });

  test('[ACC-09] without a token it is a 401', async () => {
    const response = await apiRequest(app, { method: 'POST', url, payload: { mode: 'dark-mode' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  });
});
