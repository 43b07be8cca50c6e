import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { rateLimited } from '../../plugins/rate-limit';
import { postFeedbackToEndpoint } from './feedback-endpoint';
import { feedbackMail } from './feedback-mail';
import type { FeedbackReport } from './feedback-report';

/** The widget's limit too (mf-account's admin-feedback): long enough for a bug report, short enough to read. */
const feedbackMaxLength = 2000;

/** What is kept of the User-Agent header: enough to tell the browser, never a whole request's worth. */
const userAgentMaxLength = 500;

/** How long to wait before trying again when every destination failed. */
const retryAfterSeconds = 30;

/**
 * Only the text and the page: who sends it is the session's business. Anything else in the body (an
 * `id`, `name` or `email`) is dropped by the schema and never read.
 */
const feedbackBody = z.object({
  message: z
    .string()
    .trim()
    .min(1)
    .max(feedbackMaxLength)
    .describe(`The feedback, plain text, at most ${feedbackMaxLength} characters`),
  page_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .optional()
    .describe('The page the admin was on, when they chose to include it'),
});

/**
 * 401 for a guest and 403 for anyone but an admin, before the body is validated: only an admin learns
 * what the form expects.
 */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  await request.requireTenant();
  const { user } = await request.requireUser();
  if (!user.isAdmin) throw new HttpError(403, request.t('adminFeedback.adminOnly'));
}

/**
 * POST /api/v2/admin/feedback (ACC-20): the admins' feedback widget. The report names the admin from the
 * authenticated session (id, name, e-mail), with the page, the browser and the tenant, and goes by mail
 * to the tenant's feedback address (settings `feedback.email`, else the contact address) and, when the
 * tenant set one, as JSON to its `feedback.endpoint`. Nothing is stored, so a report that reached no
 * destination is a failure the admin sees (503) and can send again (docs/decisions/0044).
 */
export const sendAdminFeedbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v2/admin/feedback',
    {
      preValidation: requireAdmin,
      // A report changes no page and no account: the public caches and kept token owners stay.
      config: {
        ...rateLimited(app, 'admin-feedback', app.config.rateLimit.contactMax),
        leavesContentUnchanged: true,
        leavesAccountsUnchanged: true,
      },
      schema: {
        tags: ['Site settings'],
        summary: 'Send feedback from the admins’ feedback widget',
        security: [{ bearerAuth: [] }],
        body: feedbackBody,
        response: {
          200: z.object({ data: z.object({ success_message: z.string() }) }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const userAgent = request.headers['user-agent']?.slice(0, userAgentMaxLength) ?? null;
      const report: FeedbackReport = {
        tenant: { id: tenant.id, name: tenant.name },
        admin: { id: user.id, name: user.name ?? user.username, email: user.email },
        message: request.body.message,
        pageUrl: request.body.page_url ?? null,
        userAgent: userAgent === '' ? null : userAgent,
        sentAt: new Date(),
      };

      const inbox = tenant.settings.feedback?.email ?? tenant.settings.contactEmail;
      const endpoint = tenant.settings.feedback?.endpoint;
      const deliveries: { channel: 'mail' | 'endpoint'; send: () => Promise<void> }[] = [];
      if (inbox !== undefined) {
        deliveries.push({
          channel: 'mail',
          send: () =>
            app.mailer.send({
              tenantId: tenant.id,
              to: inbox,
              replyTo: { name: report.admin.name, address: report.admin.email },
              ...feedbackMail(report, tenant.language),
            }),
        });
      }
      if (endpoint !== undefined) {
        deliveries.push({ channel: 'endpoint', send: () => postFeedbackToEndpoint(endpoint, report) });
      }
      if (deliveries.length === 0) {
        request.log.warn({ tenantId: tenant.id }, 'admin feedback: the tenant has no feedback or contact address');
        throw new HttpError(503, request.t('adminFeedback.noDestination'));
      }

      const outcomes = await Promise.allSettled(deliveries.map((delivery) => delivery.send()));
      const delivered: string[] = [];
      outcomes.forEach((outcome, index) => {
        const channel = deliveries[index]?.channel;
        if (outcome.status === 'fulfilled') delivered.push(channel ?? '?');
        else request.log.error({ err: outcome.reason, tenantId: tenant.id, channel }, 'admin feedback not delivered');
      });
      // One destination is enough: the report reached the team, and a second send would duplicate it there.
      if (delivered.length === 0) {
        throw new HttpError(503, request.t('adminFeedback.notDelivered'), undefined, { retryAfterSeconds });
      }
      request.log.info({ tenantId: tenant.id, adminId: user.id, delivered }, 'admin feedback sent');
      return { data: { success_message: request.t('adminFeedback.sent') } };
    },
  );
};
