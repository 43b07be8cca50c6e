/**
 * The one way to turn an unknown thrown value into text (STYLE.md 5: errors are `unknown` until proven
 * otherwise).
 */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Unknown error';
}
