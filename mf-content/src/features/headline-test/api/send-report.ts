import { useMemo } from 'react';
import { getVisitorId, useApiClient, useBootstrap } from '@tribune/shared';

/** Sends a JSON POST that outlives the page and that nobody waits for. */
export type ReportSender = (path: string, body: unknown) => void;

/**
 * A report that must not hold up navigation and must survive it (a click on a headline that leaves the
 * page): `fetch` with `keepalive`, not awaited, failures ignored (the spec: navigation proceeds
 * regardless of the answer). Not `navigator.sendBeacon`: a beacon cannot carry the visitor id header
 * (PLT-02) that makes a viewer one Bernoulli trial on the server. The tenant goes in the query too, as
 * the spec writes these calls (`?tenant_id`).
 */
export function useReportSender(): ReportSender {
  const client = useApiClient();
  const { tenant } = useBootstrap();
  return useMemo(
    () => (path: string, body: unknown) => {
      try {
        void fetch(client.url(path, { query: { tenant_id: tenant.id } }), {
          method: 'POST',
          keepalive: true,
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            'X-Tenant-Id': tenant.id,
            'X-Visitor-Id': getVisitorId(),
            'Accept-Language': tenant.language,
          },
          body: JSON.stringify(body),
        }).catch(() => undefined);
      } catch {
        // A browser that refuses the request (keepalive quota used up): the count is lost, nothing else.
      }
    },
    [client, tenant.id, tenant.language],
  );
}
