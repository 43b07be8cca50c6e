import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { PictureStorageConfig } from '../../../config';
import { type PictureStore, PictureStorageError } from './picture-store';
import type { VariantKey } from './pictures-repository';

type S3Settings = Extract<PictureStorageConfig, { storage: 's3' }>['s3'];

/** An original's key: by content, so the same upload twice is one object. */
function originalKey(tenantId: string, sha256: string): string {
  return `pictures/${tenantId}/originals/${sha256}`;
}

/** Where a picture's variants are, one folder per version. */
function variantsPrefix(tenantId: string, pictureId: number): string {
  return `pictures/${tenantId}/${pictureId}/`;
}

/** A variant's key: the path of its URL under the tenant, so the bucket reads like the site. */
function variantKey(key: VariantKey): string {
  return `${variantsPrefix(key.tenantId, key.pictureId)}${key.version}/${key.ratio}-${key.width}.${key.format}`;
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

function storageError(action: string, key: string, error: unknown): PictureStorageError {
  return new PictureStorageError(`S3 ${action} of ${key} failed`, { cause: error });
}

/**
 * Pictures in an S3-compatible bucket (PICTURE_STORAGE=s3: MinIO in docker-compose, AWS S3, …). The
 * bucket must exist; objects stay private (the API serves them, for the tenant of the request only).
 * Variants are written beside the originals with their year-long cache header, so a CDN in front of the
 * bucket could serve them as they are.
 */
export function createS3PictureStore(settings: S3Settings): PictureStore & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default checksums (CRC32 on every PUT since 2025) are refused by some S3-compatible
    // stores; integrity is TLS's and the content hash's job here.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const bucket = settings.bucket;

  async function get(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (answer.Body === undefined) return undefined;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw storageError('GET', key, error);
    }
  }

  async function put(key: string, bytes: Buffer, contentType: string, cacheControl?: string): Promise<void> {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ...(cacheControl === undefined ? {} : { CacheControl: cacheControl }),
        }),
      );
    } catch (error) {
      throw storageError('PUT', key, error);
    }
  }

  return {
    kind: 's3',
    async saveOriginal(tenantId, original) {
      const storageKey = originalKey(tenantId, original.sha256);
      await put(storageKey, original.bytes, original.contentType);
      return { storageKey };
    },
    readOriginal: (picture) => (picture.storageKey === null ? Promise.resolve(undefined) : get(picture.storageKey)),
    readVariant: (key) => get(variantKey(key)),
    saveVariant: (key, bytes, contentType) =>
      put(variantKey(key), bytes, contentType, 'public, max-age=31536000, immutable'),
    async forgetVariants(picture, keep) {
      const prefix = variantsPrefix(picture.tenantId, picture.id);
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
        const stale = (listed.Contents ?? [])
          .map((object) => object.Key ?? '')
          .filter((key) => key !== '' && !keep.some((version) => key.startsWith(`${prefix}${version}/`)));
        // One by one: DeleteObjects needs a checksum header some S3-compatible stores refuse, and a
        // picture has a few dozen variants at most.
        for (const key of stale) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw storageError('cleanup', prefix, error);
      }
    },
    close: () => client.destroy(),
  };
}
