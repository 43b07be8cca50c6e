import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { data, multipart, onePixelPng } from '../account-helpers';
import { apiRequest, buildTestApp, loginToken } from '../helper';

/**
 * Issue 29, findings 6 and 7: multipart is read only where a route opts in, within that route's limits
 * (SEC-06), and an avatar is checked by its size in pixels and re-encoded on the server (SEC-07).
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

const notTaken = 'This address does not take multipart form data; send JSON or a URL-encoded form.';

describe('[SEC-06] multipart only where a route takes it, within its limits', () => {
  test('[SEC-06] multipart to a JSON-only route is a 415 in the error shape, and the handler never runs', async () => {
    const findByLogin = jest.spyOn(app.accounts, 'findByLogin');
    try {
      const form = multipart({
        login: 'fan',
        password: 'tribune-demo',
        junk: { filename: 'big.bin', contentType: 'application/octet-stream', data: Buffer.alloc(4 * 1024 * 1024) },
      });
      const login = await apiRequest(app, { method: 'POST', url: '/api/v2/login', ...form });
      expect(login.statusCode).toBe(415);
      expect(login.json()).toEqual({ data: null, metaData: { message: notTaken } });
      expect(findByLogin).not.toHaveBeenCalled();
    } finally {
      findByLogin.mockRestore();
    }

    const token = await loginToken(app, { login: 'TerraceTalk' });
    const comment = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/comments',
      token,
      language: 'nl',
      ...multipart({ content: 'Hallo', resource_type: 'article', resource_id: '1' }),
    });
    expect(comment.statusCode).toBe(415);
    expect(comment.json()).toEqual({
      data: null,
      metaData: {
        message: 'Dit adres neemt geen multipart-formuliergegevens aan; stuur JSON of een URL-gecodeerd formulier.',
      },
    });
  });

  test('[SEC-06] the routes that take multipart still do', async () => {
    const contact = await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      ...multipart({ check_score: '1', name: 'Jamie', email: 'jamie@example.com', message: 'A question, editors.' }),
    });
    expect(contact.statusCode).toBe(200);

    const token = await loginToken(app, { login: 'TikiTakaTom' });
    const profile = await apiRequest(app, {
      method: 'POST',
      url: '/api/v1/front/user/update',
      token,
      ...multipart({ _method: 'PATCH', night_mode: '1' }),
    });
    expect(profile.statusCode).toBe(200);

    // Reached validation (a 422 about the fields), not refused as a multipart body.
    const reset = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/password/reset',
      ...multipart({ email: 'fan@example.com', token: 'nope', password: 'x', password_confirmation: 'y' }),
    });
    expect([415, 400]).not.toContain(reset.statusCode);
    const predictions = await apiRequest(app, {
      method: 'POST',
      url: '/api/v1/predictions',
      token,
      ...multipart({ predictions: '[]' }),
    });
    expect([415, 400]).not.toContain(predictions.statusCode);
  });

  test('[SEC-06] too many fields is a 413 in the error shape', async () => {
    const fields = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`field${index}`, 'x']));
    const response = await apiRequest(app, { method: 'POST', url: '/api/front/v1/contact', ...multipart(fields) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'The request body is too large.' } });
  });

  test('[SEC-06] a field over 64 kB is a 413, never a silently cut value', async () => {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      ...multipart({ name: 'Jamie', email: 'jamie@example.com', message: 'x'.repeat(64 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'The request body is too large.' } });
  });

  test('[SEC-06] a file part on a form of plain fields is a 400; a second file on the profile a 413', async () => {
    const file = { filename: 'x.png', contentType: 'image/png', data: onePixelPng };
    const contact = await apiRequest(app, {
      method: 'POST',
      url: '/api/front/v1/contact',
      ...multipart({ name: 'Jamie', email: 'jamie@example.com', message: 'Hello there.', attachment: file }),
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({
      data: null,
      metaData: { message: 'This form does not take files (attachment).' },
    });

    const token = await loginToken(app, { login: 'OffsideTrap' });
    const profile = await apiRequest(app, {
      method: 'POST',
      url: '/api/v1/front/user/update',
      token,
      ...multipart({ _method: 'PATCH', image: file, other: file }),
    });
    expect(profile.statusCode).toBe(413);
    expect(profile.json()).toEqual({ data: null, metaData: { message: 'The request body is too large.' } });
  });
});

/** A PNG whose header claims width × height; the pixel data is one short row, never read by a header check. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, content: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), content]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(content.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * 16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function uploadAvatar(token: string, image: Buffer, language: 'en' | 'nl' = 'en') {
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v1/front/user/update',
    token,
    language,
    ...multipart({ _method: 'PATCH', image: { filename: 'me.png', contentType: 'image/png', data: image } }),
  });
}

async function profileImage(token: string): Promise<unknown> {
  return data(await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token }))['profile_image'];
}

describe('[SEC-07] avatars are checked in pixels and re-encoded', () => {
  test('[SEC-07] a 30000×30000 PNG is a 422 under image, in English and Dutch, and nothing is stored', async () => {
    const token = await loginToken(app, { login: 'ParkTheBus' });
    const huge = pngHeader(30_000, 30_000);
    expect(huge.length).toBeLessThan(4096);

    const english = await uploadAvatar(token, huge);
    expect(english.statusCode).toBe(422);
    const message = 'The image field must not be larger than 4096 × 4096 pixels.';
    expect(english.json()).toEqual({ data: null, metaData: { message, errors: { image: [message] } } });

    const dutch = await uploadAvatar(token, huge, 'nl');
    expect(dutch.statusCode).toBe(422);
    const nl = 'Het veld afbeelding mag niet groter zijn dan 4096 × 4096 pixels.';
    expect(dutch.json()).toEqual({ data: null, metaData: { message: nl, errors: { image: [nl] } } });

    // One side too long is enough.
    expect((await uploadAvatar(token, pngHeader(4097, 10))).statusCode).toBe(422);
    expect(await profileImage(token)).toBeNull();
  });

  test('[SEC-07] a 2000×1000 PNG is stored as a 512×256 WebP without its metadata; a small one is not enlarged', async () => {
    const token = await loginToken(app, { login: 'LateWinner90' });
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c00' } })
      .png()
      .withExif({ IFD0: { Artist: 'Secret Person', ImageDescription: 'taken at home' } })
      .toBuffer();
    const response = await uploadAvatar(token, photo);
    expect(response.statusCode).toBe(200);
    const served = await app.inject({
      method: 'GET',
      url: String(data(response)['profile_image']),
      headers: { host: 'localhost:8080' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 512, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes('Secret Person')).toBe(false);

    const small = await uploadAvatar(token, onePixelPng);
    const smallServed = await app.inject({
      method: 'GET',
      url: String(data(small)['profile_image']),
      headers: { host: 'localhost:8080' },
    });
    expect(await sharp(smallServed.rawPayload).metadata()).toMatchObject({ width: 1, height: 1 });
  });

  test('[SEC-07] a file that is not a real image is a 422, never a 500', async () => {
    const token = await loginToken(app, { login: 'NutmegNed' });
    const renamed = await uploadAvatar(token, Buffer.from('just some text, honest'));
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().metaData.errors).toEqual({
      image: ['The image field must be a file of type: jpeg, png, webp, gif.'],
    });

    const real = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const truncated = await uploadAvatar(token, real.subarray(0, Math.floor(real.length / 2)));
    expect(truncated.statusCode).toBe(422);
    const message = 'The image field must be an image.';
    expect(truncated.json()).toEqual({ data: null, metaData: { message, errors: { image: [message] } } });

    // Magic bytes alone do not make an image.
    const fakeGif = await uploadAvatar(token, Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]));
    expect(fakeGif.statusCode).toBe(422);
    expect(await profileImage(token)).toBeNull();
  });
});
