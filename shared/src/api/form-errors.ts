import { isApiError } from './api-error';

/** A 422 answer laid out on a form (docs/contracts.md "Response shapes": `metaData.errors` per field). */
export interface FormErrors<Field extends string> {
  /** The first message of each of the form's fields that the answer names. */
  fields: Partial<Record<Field, string>>;
  /**
   * What to show for the form as a whole, or null when every message sits under a field: the messages
   * of fields the form does not have (a reCAPTCHA refusal, say), else, when no field of the form got
   * one, the answer's own message.
   */
  formMessage: string | null;
}

/**
 * Maps a failed submit onto a form's fields when it is a 422, so no form reads `metaData.errors` itself;
 * any other error gives null and the caller decides (a 401, a 5xx, a network failure).
 */
export function toFormErrors<Field extends string>(error: unknown, fields: readonly Field[]): FormErrors<Field> | null {
  if (!isApiError(error, 422)) return null;
  const perField: Partial<Record<Field, string>> = {};
  const elsewhere: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = fields.find((candidate) => candidate === name);
    const [first] = messages;
    if (field !== undefined && first !== undefined) perField[field] = first;
    else elsewhere.push(...messages);
  }
  let formMessage: string | null = null;
  if (elsewhere.length > 0) formMessage = elsewhere.join(' ');
  else if (Object.keys(perField).length === 0) formMessage = error.message;
  return { fields: perField, formMessage };
}
