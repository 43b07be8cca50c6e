import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { sanitizeBasicHtml } from '../../../lib/html';
import { requireAdminToken } from '../admin-auth';
import type { TenantSettingsRepository } from './tenant-settings-repository';
import {
  oauthProviderSettingSchema,
  recaptchaSettingSchema,
  tenantSettingsSchema,
  type TenantSettingsValues,
} from '../settings';

const keys = tenantSettingsSchema.shape;

/**
 * Every settings key may be sent (validated by its own schema, so a 422 names the key), or `null` to
 * remove it; keys left out stay as they are. An unknown key is refused rather than silently ignored, so
 * a typo does not look like a change that worked.
 */
const settingsPatch = z
  .object({
    popup: keys.popup.unwrap().nullable().optional(),
    contactEmail: keys.contactEmail.unwrap().nullable().optional(),
    recaptcha: keys.recaptcha.unwrap().nullable().optional(),
    oauthProviders: keys.oauthProviders.unwrap().nullable().optional(),
    profileFields: keys.profileFields.unwrap().nullable().optional(),
    realtime: keys.realtime.unwrap().nullable().optional(),
    adminCustomCode: keys.adminCustomCode.unwrap().nullable().optional(),
    comments: keys.comments.unwrap().nullable().optional(),
    webPush: keys.webPush.unwrap().nullable().optional(),
    promotionOverlay: keys.promotionOverlay.unwrap().nullable().optional(),
    lineup: keys.lineup.unwrap().nullable().optional(),
    feedback: keys.feedback.unwrap().nullable().optional(),
  } satisfies Record<keyof typeof keys, z.ZodType>)
  // Per key (not zod's one strict-object issue), so the 422 names the unknown key itself.
  .catchall(z.unknown().refine(() => false, { error: 'validation.unknownField' }));

/** The settings as the operator API shows them: secrets (client secrets, the reCAPTCHA secret) left out. */
const tenantSettingsViewSchema = tenantSettingsSchema
  .extend({
    recaptcha: recaptchaSettingSchema.omit({ secretKey: true }).optional(),
    oauthProviders: z.record(z.string(), oauthProviderSettingSchema.omit({ clientSecret: true })).optional(),
  })
  .meta({ id: 'TenantSettingsView' });

type TenantSettingsView = z.infer<typeof tenantSettingsViewSchema>;

function toTenantSettingsView(settings: TenantSettingsValues): TenantSettingsView {
  const { recaptcha, oauthProviders, ...rest } = settings;
  const view: TenantSettingsView = { ...rest };
  if (recaptcha !== undefined) {
    const { secretKey: _secret, ...publicPart } = recaptcha;
    view.recaptcha = publicPart;
  }
  if (oauthProviders !== undefined) {
    view.oauthProviders = Object.fromEntries(
      Object.entries(oauthProviders).map(([name, { clientSecret: _secret, ...publicPart }]) => [name, publicPart]),
    );
  }
  return view;
}

/**
 * PATCH /api/admin/tenants/{tenantId}/settings (operator API): changes some keys of a tenant's settings
 * (pop-up, contact address, reCAPTCHA, social login providers, profile fields, admin code…). Takes effect
 * at once on this process and within seconds on the others (the tenant registry's cache).
 */
export const updateTenantSettingsRoute: FastifyPluginAsyncZod<{ tenantSettings: TenantSettingsRepository }> = async (
  app,
  { tenantSettings },
) => {
  app.patch(
    '/api/admin/tenants/:tenantId/settings',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: 'Change (or with null remove) some settings of a tenant',
        security: [{ adminToken: [] }],
        params: z.object({ tenantId: z.string().min(1).max(100) }),
        body: settingsPatch,
        response: {
          200: z.object({ data: tenantSettingsViewSchema }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { tenantId } = request.params;
      const removed: string[] = [];
      const changed: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(request.body)) {
        if (value === undefined) continue;
        if (value === null) removed.push(key);
        else changed[key] = value;
      }
      if (request.body.popup) {
        // Rendered as HTML by the front end, so only harmless markup is ever stored.
        changed['popup'] = { ...request.body.popup, htmlContent: sanitizeBasicHtml(request.body.popup.htmlContent) };
      }

      // One statement, so concurrent changes of different keys do not overwrite each other.
      const updated = await tenantSettings.change(tenantId, changed, removed);
      if (!updated) throw new HttpError(404, request.t('error.unknownTenant'));
      // Every process reads the tenant again (and drops its pages): the change shows on the next page.
      await app.cluster.changed({ tenantId, content: true, accounts: false, registry: true });

      const tenant = await app.tenants.findById(tenantId);
      if (tenant === undefined) throw new HttpError(404, request.t('error.unknownTenant'));
      request.log.info({ tenantId, changed: Object.keys(changed), removed }, 'tenant settings changed');
      return { data: toTenantSettingsView(tenant.settings) };
    },
  );
};
