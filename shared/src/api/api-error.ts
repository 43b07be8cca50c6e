import * as v from 'valibot';

/**
 * The spec's error shape, read defensively: an error answer may come from a proxy or a crash page
 * rather than the API, so it is checked, not typed by the contract (decision 0058).
 */
const errorBodySchema = v.object({
  metaData: v.object({
    message: v.optional(v.string()),
    errors: v.optional(v.record(v.string(), v.union([v.array(v.string()), v.string()]))),
  }),
});

/** Field errors keyed by field name, always as lists (the API may send one string or a list). */
type FieldErrors = Record<string, string[]>;

/** A non-2xx answer of the API, carrying the spec's error shape (`metaData.message`, `metaData.errors`). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallbackMessage: string) {
    const parsed = v.safeParse(errorBodySchema, body);
    const message = (parsed.success && parsed.output.metaData.message) || fallbackMessage;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const errors = parsed.success ? (parsed.output.metaData.errors ?? {}) : {};
    this.fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value : [value]]),
    );
  }

  /** The first message for a field, for showing under that field. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }

  /** Every message of every field, for forms that list them all (ACC-07). */
  allMessages(): string[] {
    const fieldMessages = Object.values(this.fieldErrors).flat();
    return fieldMessages.length > 0 ? fieldMessages : [this.message];
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
