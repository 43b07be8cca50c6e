import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sniffImageType } from '../../../../src/modules/accounts/profile/image-type';
import { data, multipart, onePixelPng } from '../../../account-helpers';
import { apiRequest, buildTestApp, hosts, loginToken } from '../../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function upload(token: string, file: { filename: string; contentType: string; data: Buffer }) {
  const form = multipart({ _method: 'PATCH', image: file });
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v1/front/user/update',
    token,
    headers: form.headers,
    payload: form.payload,
  });
}

/** What an <img> sends: no API headers, the tenant is the host. */
function fetchImage(path: string, host: string = hosts.tribune) {
  return app.inject({ method: 'GET', url: path, headers: { host } });
}

describe('[ACC-13] avatar upload and serving (GET /media/avatars/{userId}/{version})', () => {
  test('[ACC-13][SEC-07] a PNG is stored (re-encoded as WebP) and served, cached for a year, with nosniff', async () => {
    const token = await loginToken(app, { login: 'fan' });
    const response = await upload(token, { filename: 'me.png', contentType: 'image/png', data: onePixelPng });
    expect(response.statusCode).toBe(200);
    const path = String(data(response)['profile_image']);
    expect(path).toMatch(/^\/media\/avatars\/\d+\/[A-Za-z0-9_-]+$/);

    const login = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'fan', password: 'tribune-demo' },
    });
    expect(data(login)).toMatchObject({ image: path, profile_image: path });

    const image = await fetchImage(path);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
  });

  test('[ACC-13] a new upload gets a new URL; the old one is gone', async () => {
    const token = await loginToken(app, { login: 'TerraceTalk' });
    const first = String(
      data(await upload(token, { filename: 'a.png', contentType: 'image/png', data: onePixelPng }))['profile_image'],
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    // The declared type is ignored: the bytes say GIF (and every avatar is stored as WebP, SEC-07).
    const second = String(
      data(await upload(token, { filename: 'b.png', contentType: 'image/png', data: gif }))['profile_image'],
    );
    expect(second).not.toBe(first);
    expect((await fetchImage(first)).statusCode).toBe(404);
    const served = await fetchImage(second);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  test('[ACC-13] an avatar is a 404 on another tenant, with a wrong version or for an unknown user', async () => {
    const token = await loginToken(app, { login: 'TikiTakaTom' });
    const path = String(
      data(await upload(token, { filename: 'me.png', contentType: 'image/png', data: onePixelPng }))['profile_image'],
    );
    const expected = { data: null, metaData: { message: 'The requested resource was not found.' } };

    const onNl = await fetchImage(path, hosts.tribuneNl);
    expect(onNl.statusCode).toBe(404);
    expect(onNl.json()).toEqual(expected);
    const wrongVersion = await fetchImage(`${path.slice(0, path.lastIndexOf('/'))}/not-the-version`);
    expect(wrongVersion.statusCode).toBe(404);
    expect(wrongVersion.json()).toEqual(expected);
    const unknownUser = await fetchImage('/media/avatars/999999/whatever');
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json()).toEqual(expected);
  });

  test('[ACC-13] a text file named .png is refused by its bytes; so is anything over 2 MB', async () => {
    const token = await loginToken(app, { login: 'ParkTheBus' });
    const text = await upload(token, {
      filename: 'notes.png',
      contentType: 'image/png',
      data: Buffer.from('just some text, honest'),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({
      data: null,
      metaData: {
        message: 'The image field must be a file of type: jpeg, png, webp, gif.',
        errors: { image: ['The image field must be a file of type: jpeg, png, webp, gif.'] },
      },
    });
    const big = Buffer.concat([onePixelPng, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(token, { filename: 'big.png', contentType: 'image/png', data: big });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toEqual({
      data: null,
      metaData: {
        message: 'The image field must not be greater than 2048 kilobytes.',
        errors: { image: ['The image field must not be greater than 2048 kilobytes.'] },
      },
    });
    const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(data(me)['profile_image']).toBeNull();
  });

  test('[ACC-13][SEC-06] a file over 5 MB stops at the route’s own 2 MB limit: a 422, in the reader’s language', async () => {
    const token = await loginToken(app, { login: 'ParkTheBus' });
    const huge = Buffer.concat([onePixelPng, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const form = multipart({ _method: 'PATCH', image: { filename: 'huge.png', contentType: 'image/png', data: huge } });
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v1/front/user/update',
      token,
      language: 'nl',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(422);
    const message = 'Het veld afbeelding mag niet groter zijn dan 2048 kilobytes.';
    expect(response.json()).toEqual({ data: null, metaData: { message, errors: { image: [message] } } });
  });

  test('[ACC-13] an empty file part (no file chosen) leaves the avatar as it is', async () => {
    const token = await loginToken(app, { login: 'OffsideTrap' });
    const response = await upload(token, {
      filename: '',
      contentType: 'application/octet-stream',
      data: Buffer.alloc(0),
    });
    expect(response.statusCode).toBe(200);
    expect(data(response)['profile_image']).toBeNull();
  });

  test('[ACC-13] JPEG, PNG, WebP and GIF are recognised by their first bytes, nothing else', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffImageType(onePixelPng)).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF87a......'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('avatar removal (POST|DELETE /api/v1/user/profile/avatar)', () => {
  test('[ACC-14] POST with _method=DELETE removes the avatar and its URL', async () => {
    const token = await loginToken(app, { login: 'LateWinner90' });
    const path = String(
      data(await upload(token, { filename: 'me.png', contentType: 'image/png', data: onePixelPng }))['profile_image'],
    );
    // JSON, as the front end sends it: this route takes no multipart (SEC-06).
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v1/user/profile/avatar',
      token,
      payload: { _method: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { alert: 'Your profile picture has been removed.', profile_image: null } });
    expect((await fetchImage(path)).statusCode).toBe(404);
    const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
    expect(data(me)['profile_image']).toBeNull();
  });

  test('[ACC-14] the DELETE verb works too, in Dutch', async () => {
    const token = await loginToken(app, { login: 'KuipKoning', tenant: 'tribune-nl' });
    const response = await apiRequest(app, {
      method: 'DELETE',
      url: '/api/v1/user/profile/avatar',
      token,
      tenant: 'tribune-nl',
      language: 'nl',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { alert: 'Je profielfoto is verwijderd.', profile_image: null } });
  });

  test('[ACC-14] without a token it is a 401', async () => {
    const response = await apiRequest(app, { method: 'DELETE', url: '/api/v1/user/profile/avatar' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  });
});
