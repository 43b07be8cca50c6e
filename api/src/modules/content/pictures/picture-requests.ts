import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error';
import { PictureStorageError } from './picture-store';

export const pictureIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Long enough for a bucket's restart, short enough that an editor does not give up. */
const storageRetryAfterSeconds = 5;

/**
 * Runs `work`, turning a failure of the picture store (the bucket down, credentials refused) into a 503
 * with Retry-After. The store's error rides along as the cause, so the error handler's one log line
 * says what failed; the client only hears that storage is away.
 */
export async function withStorageErrors<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PictureStorageError)) throw error;
    const unavailable = new HttpError(503, request.t('pictures.storageUnavailable'), undefined, {
      retryAfterSeconds: storageRetryAfterSeconds,
    });
    unavailable.cause = error;
    throw unavailable;
  }
}
