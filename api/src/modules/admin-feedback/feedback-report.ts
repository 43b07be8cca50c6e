/**
 * One admin's feedback (ACC-20) as it leaves the API, by mail and to the tenant's endpoint. Who sent it
 * comes from the authenticated session, never from the request body.
 */
export interface FeedbackReport {
  tenant: { id: string; name: string };
  admin: { id: number; name: string; email: string };
  message: string;
  /** The page the admin was on, when they chose to include it. */
  pageUrl: string | null;
  /** The browser's User-Agent header, cut to a sane length; null when it sent none. */
  userAgent: string | null;
  sentAt: Date;
}

/** The JSON a tenant's feedback endpoint receives (docs/contracts.md), snake_case like the rest of the API. */
export function feedbackReportJson(report: FeedbackReport) {
  return {
    type: 'tribune.admin-feedback',
    tenant: report.tenant,
    admin: report.admin,
    message: report.message,
    page_url: report.pageUrl,
    user_agent: report.userAgent,
    sent_at: report.sentAt.toISOString(),
  };
}
