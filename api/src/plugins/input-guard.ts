import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { attributeName } from '../i18n/messages';
import { addFieldError, type FieldErrors, HttpError } from '../lib/http-error';

/**
 * NUL, which Postgres cannot store in text or jsonb, and UTF-16 surrogates without their pair, which
 * cannot be encoded as UTF-8 at all (Node would quietly store U+FFFD instead of what was sent).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Nesting deeper than this is not walked further; no route's schema accepts anything near it. */
const maxDepth = 64;

/**
 * The dotted paths (as the error handler names fields: `custom_data.nick`) of every string, or object
 * key, in `value` that holds a character the database cannot store. Iterative, so a deeply nested body
 * cannot overflow the stack.
 */
function unstorableFields(value: unknown, root: string): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined) break;
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (unstorable.test(current)) found.push(path.length === 0 ? root : path.join('.'));
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      if (path.length >= maxDepth) continue;
      for (const [key, child] of Object.entries(current)) {
        if (unstorable.test(key)) found.push([...path, '?'].join('.'));
        else pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

function fieldErrors(request: FastifyRequest, fields: string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const lastName =
      field
        .split('.')
        .reverse()
        .find((segment) => !/^\d+$/.test(segment)) ?? field;
    const attribute = attributeName(request.locale, lastName);
    addFieldError(errors, field, request.t('validation.forbiddenCharacters', { attribute }));
  }
  return errors;
}

/**
 * Refuses, at the boundary and for every route, strings the database cannot store, in the path, the
 * query and the body (JSON, form or multipart fields; file contents are bytes and are not looked at).
 * A body gets the spec's form error (422 with per-field messages); a path or query a 400. Runs before
 * schema validation, so no route (and no route added later) can pass such a string to a query.
 */
export const inputGuardPlugin = fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      for (const [location, value] of [
        ['path', request.params],
        ['query', request.query],
      ] as const) {
        const fields = unstorableFields(value, location);
        if (fields.length > 0) {
          const errors = fieldErrors(request, fields);
          const details = Object.values(errors)[0]?.[0] ?? '';
          throw new HttpError(400, request.t('error.invalidParams', { location, details }), errors);
        }
      }
      const bodyFields = unstorableFields(request.body, 'body');
      if (bodyFields.length > 0) {
        const errors = fieldErrors(request, bodyFields);
        throw new HttpError(422, Object.values(errors)[0]?.[0] ?? request.t('error.validationFailed'), errors);
      }
    });
  },
  { name: 'input-guard', dependencies: ['i18n', 'body-parsers'] },
);
