import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { LINEUP_DATA_LIMIT_MAX } from '../tenants/settings';

const popupView = z.object({
  reducedLogoPath: z.string().nullable(),
  link: z.string().nullable(),
  htmlContent: z.string().describe('Sanitised HTML'),
  buttonText: z.string(),
});

const promotionOverlayView = z
  .object({
    channel: z.enum(['facebook']).describe('The social channel whose page plugin the overlay shows'),
    url: z.string().describe('https address of the club’s page on that channel'),
  })
  .meta({ id: 'PromotionOverlay' });

/**
 * GET /api/v2/setting?tenant_id (POP-01): the tenant's pop-up and its settings date (the browser shows the
 * pop-up again only when this date is newer than the one it remembers), plus the public reCAPTCHA site
 * key the contact form needs (CON-01), the sidebar list of comments (CMT-15) and the tab the community
 * page's top comments open on (COM-01), whether it offers web push (ART-01), its social promotion
 * overlay (OVL-01) and the line-up widget's data-limit (MC-10). Public; revalidated on every use, as an
 * operator may change it.
 */
export const getSiteSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/setting',
    {
      schema: {
        tags: ['Site settings'],
        summary: 'Pop-up and public settings of the tenant',
        querystring: z.object({ tenant_id: z.string().max(100).optional() }),
        response: {
          200: z.object({
            data: z.object({
              popup: popupView.nullable(),
              settings_date: z.string().nullable().describe('ISO date of the last pop-up change'),
              recaptcha_site_key: z.string().nullable(),
              sidebar_comments: z
                .enum(['latest', 'top-this-week'])
                .describe('CMT-15: the sidebar list of comments (GET /api/v2/comments/latest or …/top-this-week)'),
              top_comments_weekly_first: z
                .boolean()
                .describe("COM-01: the community page's top comments open on the weekly tab (else on total)"),
              show_web_push: z
                .union([z.literal(0), z.literal(1)])
                .describe(
                  "ART-01: 1 when the tenant offers web push: an article's push alert needs this and its web_push",
                ),
              promotion_overlay: promotionOverlayView
                .nullable()
                .describe('OVL-01: the social promotion overlay; null when the tenant shows none'),
              lineup_data_limit: z
                .number()
                .int()
                .min(1)
                .max(LINEUP_DATA_LIMIT_MAX)
                .describe(
                  "MC-10: how many of the most chosen formations the line-up widget shows (the tenant's data-limit; 9999, all, when unset)",
                ),
            }),
          }),
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const { popup, recaptcha, comments, webPush, promotionOverlay, lineup } = tenant.settings;
      const shown = popup !== undefined && popup.enabled ? popup : undefined;
      reply.header('cache-control', 'no-cache');
      return {
        data: {
          popup:
            shown === undefined
              ? null
              : {
                  reducedLogoPath: shown.reducedLogoPath,
                  link: shown.link,
                  htmlContent: shown.htmlContent,
                  buttonText: shown.buttonText,
                },
          settings_date: shown?.updatedAt ?? null,
          recaptcha_site_key: recaptcha?.siteKey ?? null,
          sidebar_comments: comments?.sidebar ?? 'latest',
          top_comments_weekly_first: comments?.top_weekly_first ?? false,
          show_web_push: webPush?.show === true ? (1 as const) : (0 as const),
          promotion_overlay:
            promotionOverlay?.enabled === true
              ? { channel: promotionOverlay.channel, url: promotionOverlay.url }
              : null,
          lineup_data_limit: lineup?.dataLimit ?? LINEUP_DATA_LIMIT_MAX,
        },
      };
    },
  );
};
