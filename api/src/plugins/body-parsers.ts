import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { attributeName } from '../i18n/messages';
import { HttpError } from '../lib/http-error';

/**
 * A route's opt-in to multipart (`config: { multipart: {...} }`). Without it a multipart body is a 415
 * before a byte of it is read: otherwise every POST, for guests too, would buffer uploads it never uses.
 */
interface MultipartLimits {
  /** File parts the route takes; 0 (a form of plain fields) refuses any file part with a 400. */
  files: number;
  /** Bytes per file; the stream stops there and the answer is a 422 under the file's field. */
  fileSize?: number;
  /** Plain fields; more is a 413. */
  fields?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartLimits;
  }
}

/** Enough for the largest spec form (the profile: 14 fields plus custom_data ones). */
const defaultFieldCount = 20;
/** A field holds text a person typed, or the predictions' JSON list: 64 kB is plenty. */
const fieldSizeLimit = 64 * 1024;
/** For a route that takes files but names no size of its own. */
const defaultFileSize = 1024 * 1024;

/**
 * The spec's forms arrive as JSON or as `application/x-www-form-urlencoded`, and on the routes that opt
 * in (`config.multipart`) as multipart; all reach a route as the same plain object, so one zod schema
 * validates them. Multipart files arrive as Buffers in that object, read within the route's own limits.
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

    // The plugin's parser only marks the request; nothing is read until readMultipartForm asks, so the
    // 415 below costs nothing. These limits are the floor; a route's own are merged over them.
    await app.register(multipart, {
      limits: { fileSize: 0, files: 0, fields: defaultFieldCount, fieldSize: fieldSizeLimit, parts: defaultFieldCount },
    });
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      const limits = request.routeOptions.config.multipart;
      if (limits === undefined) {
        throw new HttpError(415, request.t('error.multipartNotAccepted'));
      }
      request.body = await readMultipartForm(request, limits);
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
 * plugin's `attachFieldsToBody: 'keyValues'` would, but within the route's limits and with its failures
 * sorted: a file over the route's size is a 422 under its field (the form shows it there), a file on a
 * form of plain fields a 400, too many parts or a cut-off field a 413, and anything else the parser
 * throws (no boundary, a garbled body) the client's malformed request, a 400, where the plugin's
 * status-less error would have been a 500.
 */
async function readMultipartForm(request: FastifyRequest, route: MultipartLimits): Promise<Record<string, unknown>> {
  const fieldCount = route.fields ?? defaultFieldCount;
  // Busboy is allowed one file on a plain-fields form so that the part reaches the loop and is refused
  // by name (400) instead of as an anonymous "too many files" (413); its contents are never read.
  const fileCount = Math.max(route.files, 1);
  const fileSize = route.files === 0 ? 1 : (route.fileSize ?? defaultFileSize);
  const limits = {
    files: fileCount,
    fileSize,
    fields: fieldCount,
    fieldSize: fieldSizeLimit,
    parts: fieldCount + fileCount,
  };
  const fields = new Map<string, unknown>();
  const add = (name: string, value: unknown) => {
    const previous = fields.get(name);
    if (previous === undefined) fields.set(name, value);
    else fields.set(name, Array.isArray(previous) ? [...previous, value] : [previous, value]);
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (route.files === 0) {
          throw new HttpError(400, request.t('error.multipartFileNotAccepted', { field: part.fieldname }));
        }
        add(part.fieldname, await part.toBuffer());
      } else {
        // Busboy cuts an over-long value short without failing; a cut value must not pass as the real one.
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(413, request.t('error.bodyTooLarge'));
        add(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const tooLarge = fileTooLarge(error);
    if (tooLarge !== undefined) {
      const message = request.t('validation.fileMax', {
        attribute: attributeName(request.locale, tooLarge),
        max: Math.floor(fileSize / 1024),
      });
      throw new HttpError(422, message, { [tooLarge]: [message] });
    }
    if (isClientError(error)) throw error;
    throw new HttpError(400, request.t('error.malformedMultipart'));
  }
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  return Object.fromEntries(fields);
}

/** The field of a file the plugin stopped reading at the route's size limit, if that is the error. */
function fileTooLarge(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || Reflect.get(error, 'code') !== 'FST_REQ_FILE_TOO_LARGE') {
    return undefined;
  }
  const part: unknown = Reflect.get(error, 'part');
  const field: unknown = typeof part === 'object' && part !== null ? Reflect.get(part, 'fieldname') : undefined;
  return typeof field === 'string' ? field : 'file';
}

function isClientError(error: unknown): boolean {
  const statusCode: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'statusCode') : undefined;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
