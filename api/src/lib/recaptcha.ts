import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from './http-error';

/** The form field the spec's front end sends the reCAPTCHA token in (contact form and registration). */
export const recaptchaField = 'g-recaptcha-response';

/** How long Google may take to answer before the form asks the person to try again. */
const recaptchaTimeoutMs = 5_000;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  'error-codes': z.array(z.string()).optional(),
});

type RecaptchaOutcome =
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
async function verifyRecaptcha(
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

/** What the check needs of a tenant: its id (for the log) and its reCAPTCHA settings, if any. */
interface RecaptchaTenant {
  id: string;
  settings: { recaptcha?: { secretKey: string; minScore: number } | undefined };
}

function recaptchaError(message: string): HttpError {
  return new HttpError(422, message, { [recaptchaField]: [message] });
}

/**
 * Checks a form's reCAPTCHA token when the tenant has reCAPTCHA (tenant settings `recaptcha`; without
 * them nothing is checked and the answer is undefined). A missing token, a refused one and a Google
 * that cannot be asked are each a 422 in the error shape, the message under `g-recaptcha-response`, in
 * the person's language; the caller has written nothing yet when it throws. On success the v3 score,
 * which the caller may keep. One check for every form that has one (CON-01, ACC-02), so they cannot
 * drift apart.
 */
export async function requireRecaptcha(
  request: FastifyRequest,
  tenant: RecaptchaTenant,
  token: string | undefined,
  form: 'contact' | 'registration',
): Promise<{ score: number | null } | undefined> {
  const recaptcha = tenant.settings.recaptcha;
  if (recaptcha === undefined) return undefined;
  const response = token?.trim() ?? '';
  if (response === '') throw recaptchaError(request.t('recaptcha.required'));
  const verdict = await verifyRecaptcha(request.server.config.recaptchaVerifyUrl, {
    secret: recaptcha.secretKey,
    response,
    remoteIp: request.ip,
    minScore: recaptcha.minScore,
  });
  if (verdict.result === 'unavailable') {
    request.log.warn({ tenantId: tenant.id, form, reason: verdict.reason }, 'reCAPTCHA could not be checked');
    throw recaptchaError(request.t('recaptcha.unavailable'));
  }
  if (verdict.result === 'refused') {
    request.log.info(
      { tenantId: tenant.id, form, reason: verdict.reason, score: verdict.score },
      `${form} refused by reCAPTCHA`,
    );
    throw recaptchaError(request.t('recaptcha.refused'));
  }
  return { score: verdict.score };
}

/** The token field of the forms that carry one (contact, registration), as the spec sends it. */
export const recaptchaTokenSchema = z
  .string()
  .max(10_000)
  .optional()
  .describe('reCAPTCHA v3 token (checked when the tenant has reCAPTCHA)');
