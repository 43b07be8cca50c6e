import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { passwordResetMail } from '../../mail/templates';
import type { BackgroundTasks } from './background-tasks';
import type { AccountsRepository } from '../accounts-repository';
import type { PasswordResetsRepository } from './password-resets-repository';
import { createFieldErrors } from '../../../lib/field-errors';
import { tenantOrigin } from '../../../plugins/request-host';

const emailFormat = z.email();

/**
 * POST /api/front/v1/password/email (ACC-07): mails a link to choose a new password. The answer is the
 * same whether or not an account uses the address, and the lookup and the mail happen after it is sent,
 * so neither the text nor the timing tells who has an account.
 */
export const requestPasswordResetRoute: FastifyPluginAsyncZod<{
  accounts: AccountsRepository;
  passwordResets: PasswordResetsRepository;
  background: BackgroundTasks;
}> = async (app, { accounts, passwordResets, background }) => {
  app.post(
    '/api/front/v1/password/email',
    {
      config: rateLimited(app, 'password-reset', app.config.rateLimit.passwordResetMax),
      schema: {
        tags: ['Accounts'],
        summary: 'Mail a password-reset link (same answer for every address)',
        body: z.object({ email: z.string().optional() }),
        response: {
          200: z.object({ data: z.null(), metaData: z.object({ message: z.string() }) }),
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const email = request.body.email?.trim() ?? '';
      const problems = createFieldErrors();
      const attribute = { attribute: request.t('attribute.email') };
      if (email === '') problems.add('email', request.t('validation.required', attribute));
      else if (email.length > 255) problems.add('email', request.t('validation.maxString', { ...attribute, max: 255 }));
      else if (!emailFormat.safeParse(email).success) problems.add('email', request.t('validation.email', attribute));
      problems.throwIfAny(request.t('error.validationFailed'));

      const origin = tenantOrigin(app, request, tenant);
      const mailsPerHour = app.config.rateLimit.passwordResetMailsPerHour;
      background.run('password-reset mail', request.log, async () => {
        const user = await accounts.findByEmail(tenant.id, email);
        if (user === undefined) return;
        // At most so many links per account and hour (issue 29, SEC-05), whichever addresses ask: beyond
        // it no link and no mail. The answer went out long before, the same as for an unknown address.
        const token = await passwordResets.createPasswordResetWithinLimit(tenant.id, user.id, mailsPerHour);
        if (token === undefined) return;
        const link = `${origin}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
        // The tenant's language: the mail is read later, outside this request's page.
        await app.mailer.send({
          tenantId: tenant.id,
          to: user.email,
          ...passwordResetMail(tenant, user.username, link),
        });
      });
      return { data: null, metaData: { message: request.t('passwordReset.linkSent') } };
    },
  );
};
