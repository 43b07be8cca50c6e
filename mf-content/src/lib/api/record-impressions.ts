import type { ReportSender } from './send-report';

/** The API takes at most this many ids per report. */
const impressionsBatchMax = 100;

/**
 * POST /api/v2/article/impressions?tenant_id {group, article_ids} (AB-01): the A/B headlines the viewer
 * saw. Idempotent per viewer on the server; sent with keepalive (the last batch may go as the page is
 * left) and never awaited.
 */
export function recordImpressions(send: ReportSender, group: 'a' | 'b', articleIds: readonly number[]): void {
  for (let start = 0; start < articleIds.length; start += impressionsBatchMax) {
    send('/api/v2/article/impressions', { group, article_ids: articleIds.slice(start, start + impressionsBatchMax) });
  }
}
