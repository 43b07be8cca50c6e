import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { fieldError } from '../../../lib/field-errors';
import type { ProfilesRepository } from './profiles-repository';

/**
 * POST|DELETE /api/v2/user/profile (ACC-15): deletes the own account, confirmed by typing its e-mail
 * address. What goes and what stays: docs/decisions/0005-account-deletion.md.
 */
export const deleteAccountRoute: FastifyPluginAsyncZod<{ profiles: ProfilesRepository }> = async (
  app,
  { profiles },
) => {
  app.route({
    method: ['POST', 'DELETE'],
    url: '/api/v2/user/profile',
    schema: {
      tags: ['Accounts'],
      summary: 'Delete the own account (DELETE, or POST with _method=DELETE), confirmed with its e-mail address',
      security: [{ bearerAuth: [] }],
      body: z
        .object({
          _method: z
            .string()
            .regex(/^delete$/i)
            .optional()
            .describe('DELETE (method override on POST)'),
          email: z.string().optional().describe("The account's e-mail address, as confirmation"),
        })
        .nullish(),
      response: {
        200: z.object({ data: z.null(), metaData: z.object({ message: z.string() }) }),
        401: errorResponse,
        404: errorResponse,
        422: errorResponse,
      },
    },
    handler: async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const email = request.body?.email?.trim() ?? '';
      if (email === '')
        throw fieldError('email', request.t('validation.required', { attribute: request.t('attribute.email') }));
      if (email.toLowerCase() !== user.email.toLowerCase())
        throw fieldError('email', request.t('account.emailMismatch'));
      const deleted = await profiles.deleteAccount(tenant.id, user.id);
      // Deleted by a parallel request a moment ago: the account is gone all the same, but not by this one.
      if (!deleted) throw new HttpError(401, request.t('error.unauthenticated'));
      return { data: null, metaData: { message: request.t('account.deleted') } };
    },
  });
};
