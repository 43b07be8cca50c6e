import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

/**
 * The spec's forms arrive as JSON, as `application/x-www-form-urlencoded` or as multipart; all three
 * reach a route as the same plain object, so one zod schema validates them. Multipart files arrive as
 * Buffers in that object (small uploads only: avatars, photos).
 */
export const bodyParsersPlugin = fp(
  async function bodyParsers(app: FastifyInstance) {
    // Nothing in the API takes plain text; without this Fastify would parse it into a string that
    // then fails validation as a 422 instead of the honest 415.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        const fields: Record<string, string | string[]> = {};
        for (const [key, value] of new URLSearchParams(String(body))) {
          const previous = fields[key];
          if (previous === undefined) fields[key] = value;
          else fields[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
        }
        done(null, fields);
      },
    );

    await app.register(multipart, {
      limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 100, fieldSize: 64 * 1024 },
    });
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart()) request.body = await readMultipartForm(request);
    });

    // A POST without a body (no content type) is an empty form, so field rules report what is missing
    // instead of one "body required" error. Added after multipart's hook, which fills the body first.
    app.addHook('preValidation', async (request) => {
      if (
        request.body === undefined &&
        (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH')
      ) {
        request.body = {};
      }
    });
  },
  { name: 'body-parsers' },
);

/**
 * Reads a multipart body into `{field: value}` (files as Buffers, a repeated name as an array), as the
 * plugin's `attachFieldsToBody: 'keyValues'` would, but with its failures sorted: a limit keeps its own
 * 413, and anything else the parser throws (no boundary, a cut-off or garbled body) is the client's
 * malformed request, a 400, where the plugin's status-less error would have been a 500.
 */
async function readMultipartForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown>();
  const add = (name: string, value: unknown) => {
    const previous = fields.get(name);
    if (previous === undefined) fields.set(name, value);
    else fields.set(name, Array.isArray(previous) ? [...previous, value] : [previous, value]);
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') add(part.fieldname, await part.toBuffer());
      else add(part.fieldname, part.value);
    }
  } catch (error) {
    if (isClientError(error)) throw error;
    throw new HttpError(400, request.t('error.malformedMultipart'));
  }
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  return Object.fromEntries(fields);
}

function isClientError(error: unknown): boolean {
  const statusCode: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'statusCode') : undefined;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
