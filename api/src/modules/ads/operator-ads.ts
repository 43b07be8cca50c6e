import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { createFieldErrors } from '../../lib/field-errors';
import { requireAdminToken } from '../tenants/admin-auth';
import { operatorAdParams, operatorTenantParams } from './ad-requests';
import { adLimits, operatorAdSchema, toOperatorAd } from './ad-view';
import type { AdsRepository } from './ads-repository';
import { sanitizeAdHtml } from './sanitize-ad-html';

const sizeField = z.number().int().min(adLimits.sizeMin).max(adLimits.sizeMax);

const putBody = z.object({
  content: z
    .string()
    .min(1)
    .max(adLimits.contentMax)
    .describe(
      `HTML, at most ${adLimits.contentMax} characters; stored sanitized (text markup, images, links). ` +
        'Separate several ads by a line `---` for a rotating slot',
    ),
  alternative_content: z
    .string()
    .max(adLimits.contentMax)
    .optional()
    .describe('HTML shown when an ad blocker is detected (a house ad); stored sanitized. Default: none'),
  width: sizeField.describe(`Reserved width in CSS pixels, ${adLimits.sizeMin}–${adLimits.sizeMax}`),
  height: sizeField.describe(`Reserved height in CSS pixels, ${adLimits.sizeMin}–${adLimits.sizeMax}`),
  enabled: z.boolean().optional().describe('Default true'),
});

/**
 * The operator API over a tenant's ads (ADS-01): list, read, create or replace (PUT) and remove one
 * slot's ad. Behind the operator token like the rest of /api/admin. A change is shown at once by this
 * process's cached answers (the tenant's public caches are emptied) and by browsers within a minute.
 */
export const operatorAdsRoutes: FastifyPluginAsyncZod<{ ads: AdsRepository }> = async (app, { ads }) => {
  const security = [{ adminToken: [] }];

  async function requireKnownTenant(tenantId: string, t: (key: 'error.unknownTenant') => string): Promise<void> {
    if ((await app.tenants.findById(tenantId)) === undefined) throw new HttpError(404, t('error.unknownTenant'));
  }

  app.get(
    '/api/admin/tenants/:tenantId/ads',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: "A tenant's ads, enabled or not",
        security,
        params: operatorTenantParams,
        response: {
          200: z.object({ data: z.array(operatorAdSchema) }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await requireKnownTenant(request.params.tenantId, request.t.bind(request));
      return { data: (await ads.list(request.params.tenantId)).map(toOperatorAd) };
    },
  );

  app.get(
    '/api/admin/tenants/:tenantId/ads/:slug',
    {
      onRequest: requireAdminToken(app),
      schema: {
        tags: ['Operator'],
        summary: "One slot's ad of a tenant",
        security,
        params: operatorAdParams,
        response: {
          200: z.object({ data: operatorAdSchema }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { tenantId, slug } = request.params;
      await requireKnownTenant(tenantId, request.t.bind(request));
      const ad = await ads.bySlug(tenantId, slug);
      if (ad === null) throw new HttpError(404, request.t('ads.unknownAd'));
      return { data: toOperatorAd(ad) };
    },
  );

  app.put(
    '/api/admin/tenants/:tenantId/ads/:slug',
    {
      onRequest: requireAdminToken(app),
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Operator'],
        summary: "Create or replace one slot's ad of a tenant",
        security,
        params: operatorAdParams,
        body: putBody,
        response: {
          200: z.object({ data: operatorAdSchema }).describe('The ad was replaced'),
          201: z.object({ data: operatorAdSchema }).describe('The slot had no ad; it was created'),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const t = request.t.bind(request);
      const { tenantId, slug } = request.params;
      await requireKnownTenant(tenantId, t);
      const body = request.body;
      const content = sanitizeAdHtml(body.content);
      const alternativeContent = sanitizeAdHtml(body.alternative_content ?? '');
      const problems = createFieldErrors();
      if (content === '') problems.add('content', t('ads.contentEmpty'));
      if (alternativeContent === '' && (body.alternative_content ?? '').trim() !== '')
        problems.add('alternative_content', t('ads.alternativeEmpty'));
      problems.throwIfAny(t('error.validationFailed'));

      const { ad, created } = await ads.put(tenantId, slug, {
        content,
        alternativeContent,
        width: body.width,
        height: body.height,
        enabled: body.enabled ?? true,
      });
      app.tenantContentChanged(tenantId);
      request.log.info({ tenantId, slug, created }, 'ad stored');
      reply.code(created ? 201 : 200);
      return { data: toOperatorAd(ad) };
    },
  );

  app.delete(
    '/api/admin/tenants/:tenantId/ads/:slug',
    {
      onRequest: requireAdminToken(app),
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Operator'],
        summary: "Remove one slot's ad of a tenant",
        security,
        params: operatorAdParams,
        response: { 204: z.null(), 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { tenantId, slug } = request.params;
      await requireKnownTenant(tenantId, request.t.bind(request));
      if (!(await ads.remove(tenantId, slug))) throw new HttpError(404, request.t('ads.unknownAd'));
      app.tenantContentChanged(tenantId);
      request.log.info({ tenantId, slug }, 'ad removed');
      reply.code(204);
      return null;
    },
  );
};
