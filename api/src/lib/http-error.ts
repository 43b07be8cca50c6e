import { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/**
 * Adds `text` under `field`. Field names come from the client (`toString`, `__proto__`…), so only own
 * properties count: `errors[field] ??= []` would find Object.prototype's members and fail.
 */
export function addFieldError(errors: FieldErrors, field: string, text: string): void {
  const existing = Object.hasOwn(errors, field) ? errors[field] : undefined;
  if (existing === undefined)
    Object.defineProperty(errors, field, { value: [text], enumerable: true, writable: true, configurable: true });
  else existing.push(text);
}

/**
 * An expected failure with a message fit for the person using the site. The error handler turns it
 * into the contract's error shape; anything that is not an HttpError (or a Fastify 4xx) is a 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  /** A failure that passes (a lock, an outage, a shutdown): sent as `Retry-After` by the error handler. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The one failure shape of docs/contracts.md, for route schemas (so it appears in OpenAPI). */
export const errorResponse = z
  .object({
    data: z.null(),
    metaData: z.object({
      message: z.string(),
      errors: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

type ErrorResponse = z.infer<typeof errorResponse>;

export function errorBody(message: string, errors?: FieldErrors): ErrorResponse {
  return errors === undefined ? { data: null, metaData: { message } } : { data: null, metaData: { message, errors } };
}
