import { useMemo } from 'react';
import { useApiClient, useBootstrap } from '@tribune/shared';

/** Sends a JSON POST that outlives the page and that nobody waits for. */
export type ReportSender = (path: string, body: unknown) => void;

/**
 * A report that must not hold up navigation and must survive it (a click on a headline that leaves the
 * page): the one API client with `keepalive`, so it carries every header of PLT-02 (both visitor ids,
 * the bearer token of a fan), not awaited, failures ignored (the spec: navigation proceeds regardless
 * of the answer; a 401 here logs nobody out). Not `navigator.sendBeacon`: a beacon cannot carry the
 * visitor id that makes a viewer one Bernoulli trial on the server. The tenant goes in the query too,
 * as the spec writes these calls (`?tenant_id`).
 */
export function useReportSender(): ReportSender {
  const client = useApiClient();
  const { tenant } = useBootstrap();
  return useMemo(
    () => (path: string, body: unknown) => {
      client
        .send(path, {
          method: 'POST',
          query: { tenant_id: tenant.id },
          body,
          keepalive: true,
          logoutOnUnauthorized: false,
        })
        // A refused or failed report (the keepalive quota used up, the network): the count is lost.
        .catch(() => undefined);
    },
    [client, tenant.id],
  );
}
