import { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure with a message fit for the person using the site. The error handler turns it
 * into the contract's error shape; anything that is not an HttpError (or a Fastify 4xx) is a 500.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
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

export type ErrorResponse = z.infer<typeof errorResponse>;

export function errorBody(message: string, errors?: FieldErrors): ErrorResponse {
  return errors === undefined ? { data: null, metaData: { message } } : { data: null, metaData: { message, errors } };
}
