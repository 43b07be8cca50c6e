import { type FeedbackReport, feedbackReportJson } from './feedback-report';

/** How long the tenant's endpoint may take before the report counts as not delivered there. */
const endpointTimeoutMs = 5_000;

/**
 * POSTs the report as JSON to the tenant's feedback endpoint (settings `feedback.endpoint`, https only).
 * Redirects are not followed: the operator named this address, and a redirect could lead the report
 * (the admin's e-mail address) anywhere, over http too. Throws when it does not answer 2xx in time.
 */
export async function postFeedbackToEndpoint(endpoint: string, report: FeedbackReport): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(feedbackReportJson(report)),
    redirect: 'manual',
    signal: AbortSignal.timeout(endpointTimeoutMs),
  });
  // The answer's body is not ours to read; release the connection.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`feedback endpoint answered HTTP ${response.status}`);
}
