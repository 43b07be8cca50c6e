import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { fieldError } from '../../../lib/field-errors';
import type { AccountsRepository } from '../accounts-repository';
import type { UserSettings } from '../schema';
import { settingsOf } from '../user-views';
import type { ProfilesRepository } from './profiles-repository';

const layoutModes: Record<string, Partial<UserSettings>> = {
  'dark-mode': { night_mode: '1' },
  'light-mode': { night_mode: '0' },
  'big-text': { text_size: 'big' },
  'small-text': { text_size: 'small' },
};

/** POST /api/v2/user/update-user-layout (ACC-09): night mode and text size from the header switches. */
export const updateLayoutRoute: FastifyPluginAsyncZod<{
  accounts: AccountsRepository;
  profiles: ProfilesRepository;
}> = async (app, { accounts, profiles }) => {
  app.post(
    '/api/v2/user/update-user-layout',
    {
      schema: {
        tags: ['Accounts'],
        summary: 'Switch dark/light mode or big/small text',
        security: [{ bearerAuth: [] }],
        body: z.object({ mode: z.string().optional().describe('dark-mode, light-mode, big-text or small-text') }),
        response: {
          200: z.object({
            data: z.object({
              settings: z.object({ night_mode: z.enum(['0', '1']), text_size: z.enum(['small', 'big']) }),
            }),
          }),
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const mode = request.body.mode?.trim() ?? '';
      const attribute = { attribute: request.t('attribute.mode') };
      const settings = Object.hasOwn(layoutModes, mode) ? layoutModes[mode] : undefined;
      if (mode === '') throw fieldError('mode', request.t('validation.required', attribute));
      if (settings === undefined) throw fieldError('mode', request.t('validation.in', attribute));
      await profiles.saveSettings(tenant.id, user.id, settings);
      const updated = await accounts.findById(tenant.id, user.id);
      if (updated === undefined) throw new HttpError(401, request.t('error.unauthenticated'));
      const { night_mode, text_size } = settingsOf(updated);
      return { data: { settings: { night_mode, text_size } } };
    },
  );
};
