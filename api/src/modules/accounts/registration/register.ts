import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uniqueViolation } from '../../../db/errors';
import { addFieldError, errorResponse, type FieldErrors, HttpError } from '../../../lib/http-error';
import { recaptchaField, recaptchaTokenSchema, requireRecaptcha } from '../../../lib/recaptcha';
import { rateLimited } from '../../../plugins/rate-limit';
import { tenantOrigin } from '../../../plugins/request-host';
import type { Tenant } from '../../tenants/tenants-repository';
import type { AccountsRepository } from '../accounts-repository';
import { verifyEmailMail } from '../../mail/templates';
import { maxPasswordLength, newPasswordProblem } from '../password-rules';
import { loginDataSchema, toLoginData } from '../user-views';
import type { RegistrationsRepository } from './registrations-repository';

export const usernamePattern = /^[A-Za-z0-9_.-]+$/;

/**
 * Every field is optional here on purpose: the spec's form expects one 422 listing every problem per
 * field (format and uniqueness together), which `validateRegistration` produces in the user's language.
 */
const registrationBody = z.object({
  username: z.string().optional(),
  email: z.string().optional(),
  password: z.string().optional(),
  password_confirmation: z.string().optional(),
  check_score: z.union([z.string(), z.number()]).optional().describe('Sent by the spec front end; not used'),
  [recaptchaField]: recaptchaTokenSchema,
  redirect_data: z.string().optional(),
});

type RegistrationBody = z.infer<typeof registrationBody>;

interface ValidRegistration {
  username: string;
  email: string;
  password: string;
}

const emailFormat = z.email();

async function validateRegistration(
  accounts: AccountsRepository,
  request: FastifyRequest,
  tenantId: string,
  body: RegistrationBody,
): Promise<{ valid: ValidRegistration } | { errors: FieldErrors }> {
  const t = request.t.bind(request);
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => addFieldError(errors, field, message);

  const username = body.username?.trim() ?? '';
  const usernameAttr = { attribute: t('attribute.username') };
  if (username === '') add('username', t('validation.required', usernameAttr));
  else if (username.length < 3) add('username', t('validation.minString', { ...usernameAttr, min: 3 }));
  else if (username.length > 30) add('username', t('validation.maxString', { ...usernameAttr, max: 30 }));
  else if (!usernamePattern.test(username)) add('username', t('validation.usernameChars', usernameAttr));
  else if (await accounts.isUsernameTaken(tenantId, username)) add('username', t('validation.taken', usernameAttr));

  const email = body.email?.trim() ?? '';
  const emailAttr = { attribute: t('attribute.email') };
  if (email === '') add('email', t('validation.required', emailAttr));
  else if (email.length > 255) add('email', t('validation.maxString', { ...emailAttr, max: 255 }));
  else if (!emailFormat.safeParse(email).success) add('email', t('validation.email', emailAttr));
  else if (await accounts.isEmailTaken(tenantId, email)) add('email', t('validation.taken', emailAttr));

  const password = body.password ?? '';
  const passwordProblem = newPasswordProblem(t, password, body.password_confirmation);
  if (passwordProblem !== undefined) add('password', passwordProblem);

  return Object.keys(errors).length > 0 ? { errors } : { valid: { username, email, password } };
}

function firstMessage(errors: FieldErrors, fallback: string): string {
  return Object.values(errors)[0]?.[0] ?? fallback;
}

async function sendVerificationMail(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  user: { id: number; username: string; email: string },
  token: string,
): Promise<void> {
  const link = `${tenantOrigin(app, request, tenant)}/email/verify/${user.id}/${token}`;
  try {
    await app.mailer.send({ tenantId: tenant.id, to: user.email, ...verifyEmailMail(tenant, user.username, link) });
  } catch (error) {
    // The account exists and the person is logged in; a mail server hiccup must not turn that into an
    // error page. It is logged for the operator.
    request.log.error({ err: error, userId: user.id }, 'verification mail could not be sent');
  }
}

/**
 * POST /api/v2/r-register (ACC-02): creates the account, logs it in and mails a verification link.
 * Checked with reCAPTCHA v3 when the tenant has it, as the contact form is (lib/recaptcha.ts).
 */
export const registerRoute: FastifyPluginAsyncZod<{
  accounts: AccountsRepository;
  registrations: RegistrationsRepository;
}> = async (app, { accounts, registrations }) => {
  app.post(
    '/api/v2/r-register',
    {
      config: rateLimited(app, 'register', app.config.rateLimit.registerMax),
      schema: {
        tags: ['Accounts'],
        summary: 'Register a new account (JSON or form-encoded)',
        body: registrationBody,
        response: {
          201: z.object({
            data: loginDataSchema,
            metaData: z.object({ message: z.string() }),
          }),
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      // Before the fields: their answers say whether a name or an address already has an account here,
      // which a script must not learn without passing the check.
      await requireRecaptcha(request, tenant, request.body[recaptchaField], 'registration');
      const outcome = await validateRegistration(accounts, request, tenant.id, request.body);
      // Hashed whatever the checks found, before a 422 too (issue 29, SEC-09; decision 0047): a taken
      // address must not answer sooner than a free one, which would tell the same thing the text does
      // without the text. Cut at the longest allowed password, so an oversized one costs no more.
      const passwordHash = await app.passwords.hash((request.body.password ?? '').slice(0, maxPasswordLength));
      if ('errors' in outcome) {
        throw new HttpError(422, firstMessage(outcome.errors, request.t('error.validationFailed')), outcome.errors);
      }
      const { username, email } = outcome.valid;

      let created;
      try {
        created = await registrations.register(tenant.id, { username, email, passwordHash });
      } catch (error) {
        // Two registrations for the same name can both pass the check above; the unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        const field = constraint.includes('email') ? 'email' : 'username';
        const message = request.t('validation.taken', { attribute: request.t(`attribute.${field}`) });
        throw new HttpError(422, message, { [field]: [message] });
      }

      await sendVerificationMail(app, request, tenant, created.user, created.verification);
      reply.code(201);
      return {
        // A new account has saved no line-up yet.
        data: toLoginData(created.user, created.token, null),
        metaData: { message: request.t('auth.registered') },
      };
    },
  );
};
