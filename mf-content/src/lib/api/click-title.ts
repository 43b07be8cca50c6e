import type { ReportSender } from './send-report';

/**
 * POST /api/v2/article/{id}/click-title?tenant_id {group} (spec 001 §7, AB-01): the viewer clicked an
 * A/B-tested headline. Group in lowercase. Sent with keepalive and never awaited.
 */
export function reportTitleClick(send: ReportSender, articleId: number, group: 'a' | 'b'): void {
  send(`/api/v2/article/${articleId}/click-title`, { group });
}
