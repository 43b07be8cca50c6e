import type { RemoteName } from '@tribune/shared';

/**
 * The digest of every boundary the server left to the browser on purpose (a remote that failed, was
 * over budget, or has no Node build). The browser renders those boundaries itself and does not report
 * them as hydration errors (shell/src/start-shell.tsx).
 */
export const deferredDigest = 'tribune:deferred-to-browser';

export class RemoteDeferredError extends Error {
  constructor(
    readonly remote: RemoteName,
    message = `${remote} is rendered in the browser`,
  ) {
    super(message);
  }
}
