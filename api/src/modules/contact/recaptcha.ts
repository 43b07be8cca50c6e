import { z } from 'zod';

/** How long Google may take to answer before the contact form asks the sender to try again. */
const recaptchaTimeoutMs = 5_000;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  'error-codes': z.array(z.string()).optional(),
});

export type RecaptchaOutcome =
  | { result: 'accepted'; score: number | null }
  /** Google refused the response (invalid, expired, reused) or scored it below the tenant's minimum. */
  | { result: 'refused'; score: number | null; reason: string }
  /** Google could not be asked (network, timeout, an answer that is not what it documents). */
  | { result: 'unavailable'; reason: string };

/**
 * Asks reCAPTCHA's siteverify endpoint (`verifyUrl`, Google's unless a test points it elsewhere) about
 * one response token. A v3 answer carries a score that must reach `minScore`; an answer without a score
 * (a v2 key) counts by `success` alone.
 */
export async function verifyRecaptcha(
  verifyUrl: string,
  check: { secret: string; response: string; remoteIp: string; minScore: number },
): Promise<RecaptchaOutcome> {
  let response: Response;
  try {
    response = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        secret: check.secret,
        response: check.response,
        remoteip: check.remoteIp,
      }).toString(),
      signal: AbortSignal.timeout(recaptchaTimeoutMs),
    });
  } catch (error) {
    return { result: 'unavailable', reason: error instanceof Error ? error.name : 'request failed' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { result: 'unavailable', reason: `HTTP ${response.status}` };
  }
  const json: unknown = await response.json().catch(() => undefined);
  const parsed = siteverifyAnswer.safeParse(json);
  if (!parsed.success) return { result: 'unavailable', reason: 'unexpected answer' };
  const score = parsed.data.score ?? null;
  if (!parsed.data.success) {
    return { result: 'refused', score, reason: (parsed.data['error-codes'] ?? []).join(',') || 'not successful' };
  }
  if (score !== null && score < check.minScore) return { result: 'refused', score, reason: 'score too low' };
  return { result: 'accepted', score };
}
