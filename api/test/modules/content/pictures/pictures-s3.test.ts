import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { ConfigError, loadConfig } from '../../../../src/config';
import { pictures, pictureVariants } from '../../../../src/modules/content/pictures/schema';
import type { ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';
import { fetchImage, isRed, middleColour, type Picture, srcsetUrls, twoColourJpeg, uploaded } from './picture-helpers';

const bucket = 'tribune-pictures';
/** s3rver's own credentials: it checks every request's signature against them. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let directory: string;
let server: S3rver;
let endpoint: string;
let s3: S3Client;
let app: FastifyInstance;
let editor: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'tribune-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  app = await buildTestApp({
    env: {
      PICTURE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  editor = await loginToken(app, { login: 'editor' });
}, 120_000);

afterAll(async () => {
  s3.destroy();
  await app.close();
  await server.close().catch(() => undefined);
  await rm(directory, { recursive: true, force: true });
});

async function objectBytes(key: string): Promise<Buffer> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('[NR-03] pictures in S3-compatible storage (PICTURE_STORAGE=s3, against s3rver)', () => {
  test('[NR-03] the original and the variants go to the bucket, not to Postgres; a variant is read back from there', async () => {
    const photo = await twoColourJpeg();
    const picture = await uploaded(app, editor, photo, {
      crops: JSON.stringify({ '3x2': { x: 0, y: 0, width: 0.6, height: 0.8 } }),
    });

    const [row] = await app.db
      .select({ original: pictures.original, storageKey: pictures.storageKey, sha256: pictures.sha256 })
      .from(pictures)
      .where(eq(pictures.id, picture.id));
    expect(row?.original).toBeNull();
    expect(row?.storageKey).toBe(`pictures/tribune/originals/${row?.sha256}`);
    expect((await objectBytes(row?.storageKey ?? '')).equals(photo)).toBe(true);

    const webpUrl = srcsetUrls(picture.ratios['3x2'].srcset_webp).get(640) ?? '';
    const webp = await fetchImage(app, webpUrl);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });
    expect(isRed(await middleColour(webp.rawPayload))).toBe(true);
    const jpeg = await fetchImage(app, picture.ratios['3x2'].src);
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 640 });

    // The variants are objects at their URL's path under the tenant, with the URL's cache header.
    const version = picture.ratios['3x2'].src.split('/')[4] ?? '';
    const prefix = `pictures/tribune/${picture.id}/${version}/`;
    expect(await keysUnder(prefix)).toEqual([`${prefix}3x2-640.webp`, `${prefix}3x2-960.jpg`]);
    expect((await objectBytes(`${prefix}3x2-640.webp`)).equals(webp.rawPayload)).toBe(true);
    const head = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `${prefix}3x2-960.jpg` }));
    expect(head.ContentType).toBe('image/jpeg');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(await app.db.select().from(pictureVariants)).toEqual([]);

    // A later request (here or on another process) serves what the bucket holds and resizes nothing:
    // replace the object and the answer is the replacement.
    const marker = await sharp({ create: { width: 640, height: 427, channels: 3, background: '#00ff00' } })
      .webp()
      .toBuffer();
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}3x2-640.webp`, Body: marker }));
    expect((await fetchImage(app, webpUrl)).rawPayload.equals(marker)).toBe(true);

    // A new crop: new URLs, made into new objects; the old version's objects are removed.
    const changed = await apiRequest(app, {
      method: 'PATCH',
      url: `/api/v2/editor/pictures/${picture.id}`,
      token: editor,
      payload: { crops: { '3x2': null } },
    });
    expect(changed.statusCode).toBe(200);
    const centred = changed.json<{ data: Picture }>().data.ratios['3x2'];
    expect((await fetchImage(app, centred.src)).statusCode).toBe(200);
    const newVersion = centred.src.split('/')[4] ?? '';
    expect(await keysUnder(`pictures/tribune/${picture.id}/`)).toEqual([
      `pictures/tribune/${picture.id}/${newVersion}/3x2-960.jpg`,
    ]);
  });

  test('[NR-03] the bucket out of reach: a 503 with Retry-After, not a 500', async () => {
    const picture = await uploaded(app, editor, await twoColourJpeg(1200, 800));
    await server.close();
    const response = await fetchImage(app, srcsetUrls(picture.ratios['4x3'].srcset_jpeg).get(320) ?? '');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json<ErrorBody>().metaData.message).toBe(
      'The picture storage cannot be reached. Please try again in a moment.',
    );
  }, 30_000);

  test('[NR-03] PICTURE_STORAGE=s3 needs a bucket, and access keys come in pairs', () => {
    expect(() => loadConfig({ PICTURE_STORAGE: 's3', S3_ACCESS_KEY_ID: 'minio' })).toThrow(ConfigError);
    expect(() => loadConfig({ PICTURE_STORAGE: 's3', S3_ACCESS_KEY_ID: 'minio' })).toThrow(
      /S3_BUCKET: PICTURE_STORAGE=s3 needs the bucket[\s\S]*S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: set both/,
    );
    expect(loadConfig({ PICTURE_STORAGE: 's3', S3_BUCKET: bucket }).pictures).toEqual({
      storage: 's3',
      s3: { bucket, region: 'us-east-1', forcePathStyle: false },
    });
    expect(loadConfig({}).pictures).toEqual({ storage: 'postgres' });
  });
});
