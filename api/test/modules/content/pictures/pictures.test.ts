import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { pictureVariants } from '../../../../src/modules/content/pictures/schema';
import type { ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, hosts, loginToken } from '../../../helper';
import {
  fetchImage,
  isBlue,
  isRed,
  middleColour,
  type Picture,
  srcsetUrls,
  twoColourJpeg,
  uploaded,
  uploadPicture,
} from './picture-helpers';

let app: FastifyInstance;
let fan: string;
let editor: string;
let dutchEditor: string;
let photo: Buffer;

beforeAll(async () => {
  app = await buildTestApp();
  [fan, editor, dutchEditor, photo] = await Promise.all([
    loginToken(app, { login: 'fan' }),
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'editor', tenant: 'tribune-nl' }),
    twoColourJpeg(),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

const leftCrop = { x: 0, y: 0, width: 0.6, height: 0.8 };
const rightCrop = { x: 0.4, y: 0.2, width: 0.6, height: 0.8 };

function patchPicture(id: number, payload: Record<string, unknown>, token: string = editor) {
  return apiRequest(app, { method: 'PATCH', url: `/api/v2/editor/pictures/${id}`, token, payload });
}

describe('[NR-03] access to the newsroom pictures', () => {
  test('[NR-03] a guest gets 401 and a fan 403 on every route under /api/v2/editor/pictures', async () => {
    const file = { filename: 'photo.jpg', contentType: 'image/jpeg', data: photo };
    const picture = await uploaded(app, editor, photo);
    const calls = (token: string | undefined) => [
      uploadPicture(app, token, { file, alt: 'A goal' }),
      apiRequest(app, { method: 'GET', url: '/api/v2/editor/pictures', token }),
      apiRequest(app, { method: 'GET', url: `/api/v2/editor/pictures/${picture.id}`, token }),
      apiRequest(app, { method: 'PATCH', url: `/api/v2/editor/pictures/${picture.id}`, token, payload: { alt: 'x' } }),
    ];
    for (const response of await Promise.all(calls(undefined))) {
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorBody>()).toEqual({ data: null, metaData: { message: expect.any(String) } });
    }
    for (const response of await Promise.all(calls(fan))) {
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().metaData.message).toBe('Only the site’s authors and editors can do this.');
    }
  });
});

describe('[NR-03] uploading a picture (POST /api/v2/editor/pictures)', () => {
  test('[NR-03] a JPEG with alt text is stored and answered with its ratios, srcsets and src', async () => {
    const response = await uploadPicture(app, editor, {
      file: { filename: 'goal.jpg', contentType: 'image/jpeg', data: photo },
      alt: '  Players celebrate a goal  ',
      crops: JSON.stringify({ '3x2': leftCrop }),
    });
    expect(response.statusCode).toBe(201);
    const picture = response.json<{ data: Picture }>().data;
    expect(picture).toMatchObject({
      id: expect.any(Number),
      alt: 'Players celebrate a goal',
      width: 2000,
      height: 1000,
      content_type: 'image/jpeg',
      byte_size: photo.length,
      uploaded_by: expect.any(Number),
    });
    expect(new Date(picture.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The chosen 3:2 crop is 1200 px wide: no 1280 or 1920 variant (never enlarged).
    const threeTwo = picture.ratios['3x2'];
    expect(threeTwo.crop_chosen).toBe(true);
    expect(threeTwo.crop).toEqual(leftCrop);
    expect([...srcsetUrls(threeTwo.srcset_webp).keys()]).toEqual([320, 640, 960]);
    expect([...srcsetUrls(threeTwo.srcset_jpeg).keys()]).toEqual([320, 640, 960]);
    const pattern = new RegExp(`^/media/pictures/${picture.id}/[A-Za-z0-9_-]{12}/3x2-960\\.jpg$`);
    expect(threeTwo.src).toMatch(pattern);
    expect({ width: threeTwo.width, height: threeTwo.height }).toEqual({ width: 960, height: 640 });
    expect(srcsetUrls(threeTwo.srcset_jpeg).get(960)).toBe(threeTwo.src);
    expect(srcsetUrls(threeTwo.srcset_webp).get(640)).toMatch(/\/3x2-640\.webp$/);

    // 4:3 had no crop: the largest 4:3 box around the centre, 1333 × 1000 px.
    const fourThree = picture.ratios['4x3'];
    expect(fourThree.crop_chosen).toBe(false);
    expect(fourThree.crop).toEqual({ x: 0.1665, y: 0, width: 0.6665, height: 1 });
    expect([...srcsetUrls(fourThree.srcset_webp).keys()]).toEqual([320, 640, 960, 1280]);
    expect({ width: fourThree.width, height: fourThree.height }).toEqual({ width: 960, height: 720 });
  });

  test('[NR-03] PNG and WebP are taken too; a picture narrower than 320 px is served at its own width', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    const small = await uploaded(app, editor, png);
    expect(small).toMatchObject({ content_type: 'image/png', width: 300, height: 200 });
    expect(small.ratios['3x2'].srcset_jpeg).toMatch(/^\/media\/pictures\/\d+\/[\w-]+\/3x2-300\.jpg 300w$/);
    const image = await fetchImage(app, small.ratios['3x2'].src);
    expect(image.statusCode).toBe(200);
    // A JPEG has no alpha: the half-transparent green lies on white.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect((await uploaded(app, editor, webp)).content_type).toBe('image/webp');
  });

  test('[NR-03] a GIF, a text file named .jpg and a cut-off JPEG are refused by their bytes with a 422 under file', async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    const cases = [
      {
        filename: 'anim.gif',
        contentType: 'image/gif',
        data: gif,
        message: 'The picture must be a JPEG, PNG or WebP image.',
      },
      {
        filename: 'notes.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('just some text, honest'),
        message: 'The picture must be a JPEG, PNG or WebP image.',
      },
      {
        filename: 'cut.jpg',
        contentType: 'image/jpeg',
        data: photo.subarray(0, Math.floor(photo.length / 2)),
        message: 'The picture could not be read: the file is damaged or not an image.',
      },
    ];
    for (const { message, ...file } of cases) {
      const response = await uploadPicture(app, editor, { file, alt: 'A picture' });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>()).toEqual({ data: null, metaData: { message, errors: { file: [message] } } });
    }
  });

  test('[NR-03] a file over 2 MB or a side over 4096 px is refused with a 422 under file', async () => {
    const huge = Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadPicture(app, editor, {
      file: { filename: 'huge.jpg', contentType: 'image/jpeg', data: huge },
      alt: 'Huge',
    });
    expect(tooBig.statusCode).toBe(422);
    expect(Object.keys(tooBig.json<ErrorBody>().metaData.errors ?? {})).toEqual(['file']);

    // A few kB of PNG that would decode to 4097 × 2000 pixels: refused from its header.
    const wide = await sharp({ create: { width: 4097, height: 2000, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const tooWide = await uploadPicture(app, editor, {
      file: { filename: 'wide.png', contentType: 'image/png', data: wide },
      alt: 'Wide',
    });
    expect(tooWide.statusCode).toBe(422);
    expect(tooWide.json<ErrorBody>().metaData.errors).toEqual({
      file: ['The picture may be at most 4096 × 4096 pixels.'],
    });
  });

  test('[NR-03] without alt text (or only spaces) it is a 422 with metaData.errors.alt, in the person’s language', async () => {
    const file = { filename: 'photo.jpg', contentType: 'image/jpeg', data: photo };
    const missing = await uploadPicture(app, editor, { file });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>()).toEqual({
      data: null,
      metaData: {
        message: 'Describe the picture for people who cannot see it (alt text).',
        errors: { alt: ['Describe the picture for people who cannot see it (alt text).'] },
      },
    });
    const blank = await uploadPicture(app, dutchEditor, { file, alt: '   ' }, { tenant: 'tribune-nl', language: 'nl' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json<ErrorBody>().metaData.errors).toEqual({
      alt: ['Beschrijf de foto voor wie hem niet kan zien (alt-tekst).'],
    });
    const long = await uploadPicture(app, editor, { file, alt: 'a'.repeat(301) });
    expect(long.json<ErrorBody>().metaData.errors).toEqual({ alt: ['The alt text may be at most 300 characters.'] });
    // Nothing was stored by the refusals.
    const list = await apiRequest(app, {
      method: 'GET',
      url: '/api/v2/editor/pictures',
      token: dutchEditor,
      tenant: 'tribune-nl',
    });
    expect(list.json<{ data: Picture[] }>().data).toEqual([]);
  });

  test('[NR-03] every problem at once: no file, no alt, a crop outside the picture, an unknown ratio', async () => {
    const response = await uploadPicture(app, editor, {
      crops: JSON.stringify({ '3x2': { x: 0.5, y: 0, width: 0.75, height: 0.5 }, '16x9': leftCrop }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().metaData.errors).toEqual({
      file: ['Choose a picture to upload.'],
      alt: ['Describe the picture for people who cannot see it (alt text).'],
      'crops.3x2': [
        'A crop is {"x", "y", "width", "height"}, each a fraction of the picture between 0 and 1, inside the picture.',
      ],
      'crops.16x9': ['There is no ratio 16x9; the ratios are 3x2, 4x3.'],
    });
    // Without a readable picture a crop's ratio cannot be checked, so it is not reported.
    const noPicture = await uploadPicture(app, editor, {
      alt: 'A',
      crops: JSON.stringify({ '3x2': { x: 0, y: 0, width: 0.5, height: 0.5 } }),
    });
    expect(noPicture.json<ErrorBody>().metaData.errors).toEqual({ file: ['Choose a picture to upload.'] });
    const offRatio = await uploadPicture(app, editor, {
      file: { filename: 'photo.jpg', contentType: 'image/jpeg', data: photo },
      alt: 'A',
      crops: JSON.stringify({ '3x2': { x: 0, y: 0, width: 0.5, height: 0.5 } }),
    });
    expect(offRatio.json<ErrorBody>().metaData.errors).toEqual({
      'crops.3x2': ['The crop for 3:2 must have that aspect ratio.'],
    });
    const file = { filename: 'photo.jpg', contentType: 'image/jpeg', data: photo };
    const badJson = await uploadPicture(app, editor, { file, alt: 'A', crops: '{"3x2": ' });
    expect(badJson.json<ErrorBody>().metaData.errors).toEqual({
      crops: ['The crops must be a JSON object with a crop per ratio.'],
    });
    const outside = await uploadPicture(app, editor, {
      file,
      alt: 'A',
      crops: JSON.stringify({ '3x2': { x: 0.5, y: 0, width: 0.6, height: 0.8 } }),
    });
    expect(Object.keys(outside.json<ErrorBody>().metaData.errors ?? {})).toEqual(['crops.3x2']);
  });
});

describe('[NR-03] serving pictures (GET /media/pictures/{id}/{version}/{ratio}-{width}.{format})', () => {
  test('[NR-03] a WebP and a JPEG variant: the format, width and crop asked for, cached as immutable', async () => {
    const picture = await uploaded(app, editor, photo, { crops: JSON.stringify({ '3x2': leftCrop }) });
    const webpUrl = srcsetUrls(picture.ratios['3x2'].srcset_webp).get(640) ?? '';
    const webp = await fetchImage(app, webpUrl);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });
    // The left crop holds only the red half.
    expect(isRed(await middleColour(webp.rawPayload))).toBe(true);

    const jpeg = await fetchImage(app, picture.ratios['3x2'].src);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(jpeg.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 960, height: 640 });
    expect(meta.width / meta.height).toBeCloseTo(3 / 2, 2);
    // Re-encoded: no EXIF of the upload survives.
    expect(meta.exif).toBeUndefined();

    const fourThree = await fetchImage(app, srcsetUrls(picture.ratios['4x3'].srcset_jpeg).get(320) ?? '');
    const fourThreeMeta = await sharp(fourThree.rawPayload).metadata();
    expect(fourThreeMeta).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  test('[NR-03] the whole picture, uncropped and upright, for choosing crops on: 1280 px wide, both halves there', async () => {
    const picture = await uploaded(app, editor, photo, { crops: JSON.stringify({ '3x2': leftCrop }) });
    expect(picture.whole).toEqual({ src: expect.stringMatching(/-1280\.jpg$/), width: 1280, height: 640 });
    const whole = await fetchImage(app, picture.whole.src);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(whole.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 640 });
    expect(meta.exif).toBeUndefined();
    // Not the crop: the left quarter is red and the right quarter blue.
    const { data, info } = await sharp(whole.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number) => {
      const offset = (Math.floor(info.height / 2) * info.width + x) * info.channels;
      return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
    };
    expect(isRed(at(100))).toBe(true);
    expect(isBlue(at(1180))).toBe(true);

    // The same crops chosen again keep the URL; another width or an old version does not serve it.
    const otherWidth = picture.whole.src.replace(/-1280\.jpg$/, '-960.jpg');
    expect((await fetchImage(app, otherWidth)).statusCode).toBe(404);
    const oldVersion = picture.whole.src.replace(/\/[A-Za-z0-9_-]{12}\/whole-/, '/oldversion00/whole-');
    const moved = await fetchImage(app, oldVersion);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers['location']).toBe(picture.whole.src);
  });

  test('[NR-03] a variant is made once and kept: the second request reads it from the database', async () => {
    const picture = await uploaded(app, editor, photo);
    const url = srcsetUrls(picture.ratios['3x2'].srcset_webp).get(320) ?? '';
    const [first, second, third] = await Promise.all([
      fetchImage(app, url),
      fetchImage(app, url),
      fetchImage(app, url),
    ]);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const [kept] = await app.db
      .select({ n: count() })
      .from(pictureVariants)
      .where(and(eq(pictureVariants.pictureId, picture.id), eq(pictureVariants.width, 320)));
    expect(kept?.n).toBe(1);
    expect((await fetchImage(app, url)).rawPayload.equals(first.rawPayload)).toBe(true);
  });

  test('[NR-03] another tenant’s host, an unknown picture, a width not offered or a bad path is a 404 or 400', async () => {
    const picture = await uploaded(app, editor, photo, { crops: JSON.stringify({ '3x2': leftCrop }) });
    const notFound = { data: null, metaData: { message: 'The requested resource was not found.' } };
    const onNl = await fetchImage(app, picture.ratios['3x2'].src, hosts.tribuneNl);
    expect(onNl.statusCode).toBe(404);
    expect(onNl.json()).toEqual(notFound);
    expect(onNl.headers['cache-control']).toBe('no-store');
    // A header naming the other tenant changes nothing: the host decides.
    const named = await app.inject({
      method: 'GET',
      url: picture.ratios['3x2'].src,
      headers: { host: hosts.tribuneNl, 'x-tenant-id': 'tribune' },
    });
    expect(named.statusCode).toBe(404);
    const version = picture.ratios['3x2'].src.split('/')[4] ?? '';
    expect((await fetchImage(app, `/media/pictures/999999/${version}/3x2-960.jpg`)).json()).toEqual(notFound);
    // The crop is 1200 px wide: 1280 is not one of its widths, nor is 500.
    expect((await fetchImage(app, `/media/pictures/${picture.id}/${version}/3x2-1280.jpg`)).statusCode).toBe(404);
    expect((await fetchImage(app, `/media/pictures/${picture.id}/${version}/3x2-500.webp`)).statusCode).toBe(404);
    expect((await fetchImage(app, `/media/pictures/${picture.id}/${version}/16x9-640.jpg`)).statusCode).toBe(400);
    expect((await fetchImage(app, `/media/pictures/${picture.id}/${version}/3x2-640.gif`)).statusCode).toBe(400);
    // The other tenant's editor cannot read or change it either.
    const read = await apiRequest(app, {
      method: 'GET',
      url: `/api/v2/editor/pictures/${picture.id}`,
      token: dutchEditor,
      tenant: 'tribune-nl',
    });
    expect(read.statusCode).toBe(404);
    const write = await apiRequest(app, {
      method: 'PATCH',
      url: `/api/v2/editor/pictures/${picture.id}`,
      token: dutchEditor,
      tenant: 'tribune-nl',
      payload: { alt: 'Mine now' },
    });
    expect(write.statusCode).toBe(404);
  });
});

describe('[NR-03] malformed requests', () => {
  test.each([
    '/media/pictures/1/abc/3x2-640.webp.jpg',
    '/media/pictures/1/abc/3x2-.jpg',
    '/media/pictures/1/abc/-640.jpg',
    '/media/pictures/abc/abc/3x2-640.jpg',
    '/media/pictures/0/abc/3x2-640.jpg',
    '/media/pictures/1/a%00c/3x2-640.jpg',
    '/media/pictures/1/abc/3x2-99999999999.jpg',
    '/media/pictures/1/abc/3x2--640.jpg',
    '/media/pictures/1/abc/3x2-1e3.jpg',
    '/media/pictures/01/abc/3x2-640.jpg',
    '/media/pictures/1/abc/3x2-0640.jpg',
    `/media/pictures/1/${'v'.repeat(300)}/3x2-640.jpg`,
  ])('[NR-03] GET %s is a 4xx in the error shape', async (url) => {
    const response = await fetchImage(app, url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ data: null, metaData: expect.objectContaining({ message: expect.any(String) }) });
  });

  test('[NR-03] odd bodies are 4xx: crops of the wrong type, an array body, multipart on PATCH, JSON on POST', async () => {
    const picture = await uploaded(app, editor, photo);
    for (const payload of [{ crops: 5 }, { crops: [leftCrop] }, { crops: { '3x2': 'left' } }, { alt: 42 }]) {
      const response = await patchPicture(picture.id, payload);
      expect(response.statusCode).toBe(422);
    }
    const array = await apiRequest(app, {
      method: 'PATCH',
      url: `/api/v2/editor/pictures/${picture.id}`,
      token: editor,
      payload: JSON.stringify([1, 2]),
      headers: { 'content-type': 'application/json' },
    });
    expect(array.statusCode).toBe(422);
    const form = await apiRequest(app, {
      method: 'PATCH',
      url: `/api/v2/editor/pictures/${picture.id}`,
      token: editor,
      payload: '--x\r\nContent-Disposition: form-data; name="alt"\r\n\r\nA\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(form.statusCode).toBe(415);
    const json = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/editor/pictures',
      token: editor,
      payload: { file: 'not a file', alt: 'A' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json<ErrorBody>().metaData.errors).toEqual({ file: ['Choose a picture to upload.'] });
  });
});

describe('[NR-03] changing a picture (PATCH /api/v2/editor/pictures/{id})', () => {
  test('[NR-03] a new crop is a new URL with the new crop; the old URL redirects; the other ratio keeps its URLs', async () => {
    const picture = await uploaded(app, editor, photo, { crops: JSON.stringify({ '3x2': leftCrop }) });
    const before = picture.ratios;
    expect(isRed(await middleColour((await fetchImage(app, before['3x2'].src)).rawPayload))).toBe(true);

    const response = await patchPicture(picture.id, { crops: { '3x2': rightCrop } });
    expect(response.statusCode).toBe(200);
    const after = response.json<{ data: Picture }>().data;
    expect(after.ratios['3x2'].crop).toEqual(rightCrop);
    expect(after.ratios['3x2'].src).not.toBe(before['3x2'].src);
    expect(after.ratios['3x2'].srcset_webp).not.toBe(before['3x2'].srcset_webp);
    expect(after.ratios['4x3']).toEqual(before['4x3']);
    expect(after.alt).toBe(picture.alt);

    const image = await fetchImage(app, after.ratios['3x2'].src);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(isBlue(await middleColour(image.rawPayload))).toBe(true);

    // The old crop's variants are gone from the database (their URLs only redirect now).
    const versions = await app.db
      .selectDistinct({ version: pictureVariants.version })
      .from(pictureVariants)
      .where(eq(pictureVariants.pictureId, picture.id));
    expect(versions).toEqual([{ version: after.ratios['3x2'].src.split('/')[4] }]);

    const old = await fetchImage(app, before['3x2'].src);
    expect(old.statusCode).toBe(302);
    expect(old.headers['location']).toBe(after.ratios['3x2'].src);
    expect(old.headers['cache-control']).toBe('no-cache');

    // null: back to the centre crop, which is a URL again of its own.
    const centred = (await patchPicture(picture.id, { crops: { '3x2': null } })).json<{ data: Picture }>().data;
    expect(centred.ratios['3x2'].crop_chosen).toBe(false);
    expect(centred.ratios['3x2'].crop).toEqual({ x: 0.125, y: 0, width: 0.75, height: 1 });
    expect(new Set([before['3x2'].src, after.ratios['3x2'].src, centred.ratios['3x2'].src]).size).toBe(3);
  });

  test('[NR-03] the alt text changes alone; an empty one or a crop off its ratio is a 422 that changes nothing', async () => {
    const picture = await uploaded(app, editor, photo);
    const renamed = await patchPicture(picture.id, { alt: 'The captain lifts the cup' });
    expect(renamed.statusCode).toBe(200);
    const data = renamed.json<{ data: Picture }>().data;
    expect(data.alt).toBe('The captain lifts the cup');
    expect(data.ratios).toEqual(picture.ratios);

    const refused = await patchPicture(picture.id, { alt: '', crops: { '4x3': { x: 0, y: 0, width: 1, height: 1 } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().metaData.errors).toEqual({
      alt: ['Describe the picture for people who cannot see it (alt text).'],
      'crops.4x3': ['The crop for 4:3 must have that aspect ratio.'],
    });
    const unknown = await patchPicture(999_999, { alt: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().metaData.message).toBe('This picture does not exist.');
  });
});

describe('[NR-03] the picker (GET /api/v2/editor/pictures)', () => {
  test('[NR-03] the tenant’s pictures, newest first, 24 a page; another tenant’s are not among them', async () => {
    const nl = await uploaded(app, dutchEditor, photo, {}, 'tribune-nl');
    const first = await uploaded(app, editor, photo, { alt: 'First of the picker' });
    const second = await uploaded(app, editor, photo, { alt: 'Second of the picker' });
    const page = await apiRequest(app, { method: 'GET', url: '/api/v2/editor/pictures', token: editor });
    expect(page.statusCode).toBe(200);
    const answer = page.json<{
      data: Picture[];
      metaData: { current_page: number; last_page: number; per_page: number; total: number };
    }>();
    expect(answer.data.slice(0, 2).map((picture) => picture.id)).toEqual([second.id, first.id]);
    expect(answer.data.map((picture) => picture.id)).not.toContain(nl.id);
    expect(answer.metaData).toEqual({
      current_page: 1,
      last_page: Math.max(1, Math.ceil(answer.metaData.total / 24)),
      per_page: 24,
      total: expect.any(Number),
    });
    expect(answer.data[0]).toEqual(second);
    const beyond = await apiRequest(app, { method: 'GET', url: '/api/v2/editor/pictures?page=99', token: editor });
    expect(beyond.json<{ data: Picture[] }>().data).toEqual([]);
    const badPage = await apiRequest(app, { method: 'GET', url: '/api/v2/editor/pictures?page=0', token: editor });
    expect(badPage.statusCode).toBe(400);
  });
});
