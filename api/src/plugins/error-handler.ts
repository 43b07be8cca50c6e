import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { attributeName, isMessageKey, type Locale, type MessageKey, translate } from '../i18n/messages';
import { addFieldError, errorBody, type FieldErrors, HttpError } from '../lib/http-error';
import { localeOf } from './i18n';

/**
 * Installs the one error handler and the 404 handler (fastify/demo style): every failure leaves the
 * API as `{data: null, metaData: {message, errors?}}`, 4xx messages are localised and fit for a person,
 * and a 5xx never carries internals (they are logged once, with the request's context).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const { statusCode, message, errors, retryAfterSeconds } = describeError(error, request);
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    if (statusCode >= 500) {
      const context = { err: error, method: request.method, url: request.url };
      // A 5xx that passes (an outage, a shutdown) is logged for every request while it lasts: a warning.
      if (retryAfterSeconds !== undefined) request.log.warn(context, 'service unavailable');
      else request.log.error(context, 'request failed');
    }
    return sendError(reply, statusCode, message, errors);
  });

  app.setNotFoundHandler((request, reply) => {
    const fullPath = request.url.split('?')[0] ?? request.url;
    // The path is the client's own text: echo enough to recognise it, not a 100 kB copy.
    const path = fullPath.length > 200 ? `${fullPath.slice(0, 200)}…` : fullPath;
    const message = translate(localeOf(request), 'error.routeNotFound', { method: request.method, path });
    return sendError(reply, 404, message);
  });
}

function sendError(reply: FastifyReply, statusCode: number, message: string, errors?: FieldErrors): FastifyReply {
  // An error can happen after a handler set caching headers for a success; a failure is never cached.
  reply.header('cache-control', 'no-store');
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(message, errors));
}

interface ErrorDescription {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
  /** A passing outage: the client may try again after this long (`Retry-After`). */
  retryAfterSeconds?: number;
}

/** Long enough for a database failover or restart to be over, short enough that nobody gives up. */
const outageRetryAfterSeconds = 5;

/** Maps Fastify's own 4xx codes to texts in the person's language. */
const frameworkMessages: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.emptyJsonBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.bodyTooLarge',
  // @fastify/multipart's limits (api/src/plugins/body-parsers.ts): an upload over 5 MB, too many parts.
  FST_REQ_FILE_TOO_LARGE: 'error.bodyTooLarge',
  FST_FILES_LIMIT: 'error.bodyTooLarge',
  FST_FIELDS_LIMIT: 'error.bodyTooLarge',
  FST_PARTS_LIMIT: 'error.bodyTooLarge',
  FST_PROTO_VIOLATION: 'error.badRequest',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'error.badRequest',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.badRequest',
  FST_ERR_BAD_URL: 'error.badRequest',
};

function describeError(error: unknown, request: FastifyRequest): ErrorDescription {
  const locale = localeOf(request);
  if (error instanceof HttpError) {
    const { statusCode, message, errors, retryAfterSeconds } = error;
    return { statusCode, message, errors, retryAfterSeconds };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return describeValidationError(error.validation, error.validationContext, request, locale);
  }
  if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 429) return { statusCode: 429, message: translate(locale, 'error.rateLimited') };
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = request.headers['content-type'] ?? '';
      return { statusCode: 415, message: translate(locale, 'error.unsupportedMediaType', { type }) };
    }
    const key = frameworkMessages[error.code];
    return { statusCode: error.statusCode, message: key === undefined ? error.message : translate(locale, key) };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      message: translate(locale, 'error.serviceUnavailable'),
      retryAfterSeconds: outageRetryAfterSeconds,
    };
  }
  return { statusCode: 500, message: translate(locale, 'error.internal') };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

type ValidationContext = FastifyError['validationContext'];

/**
 * Schema failures of a body are the spec's form errors: 422 with messages per field. Failures of the
 * path, query or headers mean a malformed request: 400, with the same per-field detail.
 */
function describeValidationError(
  issues: ZodFastifySchemaValidationError[],
  context: ValidationContext,
  request: FastifyRequest,
  locale: Locale,
): ErrorDescription {
  const source = sourceOf(request, context);
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter((segment) => segment !== '');
    const field = segments.length === 0 ? (context ?? 'body') : segments.join('.');
    const text = issueMessage(issue, segments, source, locale);
    addFieldError(errors, field, text);
  }
  const firstMessage = Object.values(errors)[0]?.[0] ?? translate(locale, 'error.validationFailed');
  if (context === 'body' || context === undefined) {
    return { statusCode: 422, message: firstMessage, errors };
  }
  const location = { querystring: 'query', params: 'path', headers: 'headers' }[context] ?? context;
  return {
    statusCode: 400,
    message: translate(locale, 'error.invalidParams', { location, details: firstMessage }),
    errors,
  };
}

function sourceOf(request: FastifyRequest, context: ValidationContext): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

function valueAt(source: unknown, segments: string[]): unknown {
  let current = source;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, segment);
  }
  return current;
}

function numberParam(issue: ZodFastifySchemaValidationError, name: string): string {
  const value = issue.params[name];
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : '?';
}

function issueMessage(
  issue: ZodFastifySchemaValidationError,
  segments: string[],
  source: unknown,
  locale: Locale,
): string {
  const lastName = [...segments].reverse().find((segment) => !/^\d+$/.test(segment)) ?? 'value';
  const attribute = attributeName(locale, lastName);
  // A schema can carry a dictionary key as its custom message ({ error: 'validation.usernameChars' }).
  const customKey = issue.message ?? '';
  if (isMessageKey(customKey)) return translate(locale, customKey, { attribute });
  const params = issue.params;
  switch (issue.keyword) {
    case 'invalid_type': {
      const value = valueAt(source, segments);
      if (value === undefined || value === null) {
        return translate(locale, 'validation.required', { attribute });
      }
      const expected = params['expected'];
      if (expected === 'number' || expected === 'int' || expected === 'bigint') {
        return translate(locale, 'validation.number', { attribute });
      }
      if (expected === 'boolean') return translate(locale, 'validation.boolean', { attribute });
      if (expected === 'string') return translate(locale, 'validation.string', { attribute });
      return translate(locale, 'validation.invalid', { attribute });
    }
    case 'too_small':
      if (params['origin'] === 'string') {
        // min(1) on a string is how a schema says "required" for a field that was sent empty.
        if (numberParam(issue, 'minimum') === '1') return translate(locale, 'validation.required', { attribute });
        return translate(locale, 'validation.minString', { attribute, min: numberParam(issue, 'minimum') });
      }
      return translate(locale, 'validation.minNumber', { attribute, min: numberParam(issue, 'minimum') });
    case 'too_big':
      if (params['origin'] === 'string') {
        return translate(locale, 'validation.maxString', { attribute, max: numberParam(issue, 'maximum') });
      }
      return translate(locale, 'validation.maxNumber', { attribute, max: numberParam(issue, 'maximum') });
    case 'invalid_format':
      return params['format'] === 'email'
        ? translate(locale, 'validation.email', { attribute })
        : translate(locale, 'validation.format', { attribute });
    case 'invalid_value':
      return translate(locale, 'validation.in', { attribute });
    case 'unrecognized_keys':
      return translate(locale, 'validation.unknownField', { attribute });
    default:
      return translate(locale, 'validation.invalid', { attribute });
  }
}
