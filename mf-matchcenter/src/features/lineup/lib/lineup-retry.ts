import type { SWRConfiguration } from 'swr';
import { isApiError } from '@tribune/shared';

/** Spec 000 §9: the line-up widget waits for its data, retrying every 1 second for up to 10 seconds. */
export const LINEUP_RETRY_INTERVAL_MS = 1000;
const LINEUP_RETRY_FOR_MS = 10_000;

/**
 * SWR's own retry backs off exponentially; the spec's is a steady second. A client error (a 404 for a
 * club without line-ups data, a 400) will not change by asking again, so it is not retried.
 */
export const lineupRetry: SWRConfiguration = {
  // The site's default is not to retry (shared's TribuneProviders); this widget is the exception.
  shouldRetryOnError: true,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) return;
    if (retryCount * LINEUP_RETRY_INTERVAL_MS > LINEUP_RETRY_FOR_MS) return;
    setTimeout(() => void revalidate({ retryCount }), LINEUP_RETRY_INTERVAL_MS);
  },
};
