import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { rateLimited } from '../../plugins/rate-limit';
import { assertCsrfToken } from '../accounts/password-reset/csrf';
import { visitorIdOf } from '../community/resources/visitor';
import type { SmartBarRepository } from './smart-bar-repository';
import { tenantQuery } from './smart-bar-view';

/** Closes per window, tenant and client address: a household's browsers, not a script. */
const SMART_BAR_HIDE_RATE_LIMIT = 60;

/** The header the close sends its CSRF token in (Laravel's name, which the spec's front end used). */
const csrfHeaderName = 'x-csrf-token';

/** Who closed the bar: a logged-in user (`user:{id}`), else the browser's visitor id (`visitor:{id}`, PLT-02). */
async function viewerKeyOf(request: FastifyRequest): Promise<string | null> {
  const owner = await request.getUser();
  if (owner !== null) return `user:${owner.user.id}`;
  const visitorId = visitorIdOf(request);
  return visitorId === undefined ? null : `visitor:${visitorId}`;
}

/**
 * POST /ajax/smart-bar/hide (SB-01), with the CSRF header `X-CSRF-TOKEN` (the token of GET
 * /refresh-token, matched against its cookie; 419 otherwise): records that the viewer closed the
 * current update of the bar, once per viewer and update, for the editors' count. The browser hides the
 * bar whatever the answer and remembers it in its `smartbar_date`, so nothing here decides what a page
 * shows. 204 also when the tenant has no bar (nothing to record).
 */
export const hideSmartBarRoute: FastifyPluginAsyncZod<{ smartBars: SmartBarRepository }> = async (
  app,
  { smartBars },
) => {
  app.post(
    '/ajax/smart-bar/hide',
    {
      // A close changes no page and no account: the public caches and kept token owners stay.
      config: {
        ...rateLimited(app, 'smart-bar-hide', SMART_BAR_HIDE_RATE_LIMIT),
        leavesContentUnchanged: true,
        leavesAccountsUnchanged: true,
      },
      schema: {
        tags: ['Site extras'],
        summary: 'Record that the viewer closed the smart bar (CSRF header X-CSRF-TOKEN)',
        querystring: tenantQuery,
        response: {
          204: z.null().describe('Recorded (or nothing to record: the tenant has no bar)'),
          400: errorResponse,
          404: errorResponse,
          419: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const header = request.headers[csrfHeaderName];
      assertCsrfToken(request, typeof header === 'string' ? header : undefined);
      const viewerKey = await viewerKeyOf(request);
      if (viewerKey === null) throw new HttpError(400, request.t('smartBar.viewerRequired'));
      const bar = await smartBars.current(tenant.id);
      if (bar !== null) await smartBars.recordHide(tenant.id, viewerKey, bar.updatedAt);
      return reply.code(204).send(null);
    },
  );
};
