import { addFieldError, type FieldErrors, HttpError } from './http-error';

/**
 * Collects every problem of a form per field, so one 422 lists them all (the spec's forms show each
 * under its field); `metaData.message` is the first of them, as in the rest of the API.
 */
export function createFieldErrors() {
  const errors: FieldErrors = {};
  return {
    errors,
    add(field: string, message: string): void {
      addFieldError(errors, field, message);
    },
    has(field: string): boolean {
      return Object.hasOwn(errors, field);
    },
    get empty(): boolean {
      return Object.keys(errors).length === 0;
    },
    /** Throws the 422 when anything was added. */
    throwIfAny(fallback: string): void {
      if (Object.keys(errors).length === 0) return;
      throw new HttpError(422, Object.values(errors)[0]?.[0] ?? fallback, errors);
    },
  };
}

/** A 422 with one message under one field. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}
