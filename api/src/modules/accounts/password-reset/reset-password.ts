import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { assertCsrfToken } from './csrf';
import { createFieldErrors, fieldError } from '../../../lib/field-errors';
import type { AccountsRepository } from '../accounts-repository';
import { importedNoticeText, loginMetaSchema, withImportedNotice } from '../imported-notice';
import { newPasswordProblem } from '../password-rules';
import { loginDataSchema, toLoginData } from '../user-views';
import type { PasswordResetsRepository } from './password-resets-repository';

const emailFormat = z.email();

/**
 * POST /api/v2/password/reset (ACC-08): the form behind the link of the reset mail. The page sends it as
 * a form or JSON with the CSRF token from GET /refresh-token. Success changes the password, ends every
 * session, counts the address as verified (the mailbox was proven) and logs this browser in.
 */
export const resetPasswordRoute: FastifyPluginAsyncZod<{
  accounts: AccountsRepository;
  passwordResets: PasswordResetsRepository;
}> = async (app, { accounts, passwordResets }) => {
  app.post(
    '/api/v2/password/reset',
    {
      config: {
        ...rateLimited(app, 'password-reset-submit', app.config.rateLimit.passwordResetMax),
        // The front end sends this form as multipart (FormData); plain fields only.
        multipart: { files: 0 },
      },
      schema: {
        tags: ['Accounts'],
        summary: 'Choose a new password with the link from the reset mail',
        // Optional strings: every problem is reported per field in the person's language (one 422).
        body: z.object({
          _token: z.string().optional().describe('The CSRF token from GET /refresh-token (must equal the cookie)'),
          email: z.string().optional(),
          token: z.string().optional().describe('The last path segment of the reset link'),
          password: z.string().optional(),
          password_confirmation: z.string().optional(),
        }),
        response: {
          200: z.object({ data: loginDataSchema, metaData: loginMetaSchema }),
          404: errorResponse,
          419: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      assertCsrfToken(request, request.body._token);
      const tenant = await request.requireTenant();
      const t = request.t.bind(request);
      const email = request.body.email?.trim() ?? '';
      const token = request.body.token?.trim() ?? '';
      const password = request.body.password ?? '';

      const problems = createFieldErrors();
      const emailAttr = { attribute: t('attribute.email') };
      if (email === '') problems.add('email', t('validation.required', emailAttr));
      else if (!emailFormat.safeParse(email).success) problems.add('email', t('validation.email', emailAttr));
      const passwordProblem = newPasswordProblem(t, password, request.body.password_confirmation);
      if (passwordProblem !== undefined) problems.add('password', passwordProblem);
      // One text for an unknown address, a wrong, used or expired token: which one it was is nobody's business.
      const reset =
        problems.has('email') || token === '' || token.length > 200
          ? undefined
          : await passwordResets.findPasswordReset(tenant.id, email, token);
      if (reset === undefined && !problems.has('email')) problems.add('email', t('passwordReset.tokenInvalid'));
      problems.throwIfAny(t('error.validationFailed'));
      if (reset === undefined) throw fieldError('email', t('passwordReset.tokenInvalid'));

      // Hashed before the transaction: scrypt takes a while and must not hold a transaction open.
      const passwordHash = await app.passwords.hash(password);
      const outcome = await passwordResets.resetPassword(tenant.id, reset, passwordHash);
      // Another request used the link between the check and the transaction.
      if (outcome === undefined) throw fieldError('email', t('passwordReset.tokenInvalid'));
      return {
        data: toLoginData(outcome.user, outcome.token, await accounts.currentFormationId(tenant.id, outcome.user.id)),
        metaData: withImportedNotice(
          { message: t('passwordReset.done') },
          importedNoticeText(t, outcome.importedNotice),
        ),
      };
    },
  );
};
