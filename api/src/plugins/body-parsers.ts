import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 100, fieldSize: 64 * 1024 },
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
