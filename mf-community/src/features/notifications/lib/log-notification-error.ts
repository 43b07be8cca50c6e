import { getErrorMessage, isApiError } from '@tribune/shared';

/**
 * Spec 001 §8: a 401 runs the unauthorised handler (shared's API client does that, PLT-12); other
 * failures of the notifications are only logged, once, with what was being done.
 */
export function logNotificationError(action: string, error: unknown): void {
  if (isApiError(error, 401)) return;
  console.error(`[mf_community] notifications: ${action} failed: ${getErrorMessage(error)}`);
}
