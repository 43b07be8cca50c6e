import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { isLoopbackAddress } from '../../lib/loopback';
import type { MailRepository } from './mail-repository';

const outboxMail = z.object({
  id: z.number().int(),
  tenant_id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

/**
 * GET /dev/mail: the outbox, for developers and end-to-end tests. Never registered in production, and
 * even in development it answers only a client on this machine (SEC-01: the socket's address, never a
 * header) on a tenant's own host, with that tenant's mail alone: the mails hold working verification
 * and reset links, so anyone else who could read them could take over any account.
 */
export const listDevMailRoute: FastifyPluginAsyncZod<{ mail: MailRepository }> = async (app, { mail }) => {
  app.get(
    '/dev/mail',
    {
      schema: {
        tags: ['Development'],
        summary: 'Mail kept in the outbox (development only)',
        querystring: z.object({
          to: z.string().trim().min(1).max(320).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ data: z.array(outboxMail) }), 404: errorResponse },
      },
    },
    async (request, reply) => {
      // As if the route did not exist: someone on the network learns nothing about it.
      if (!isLoopbackAddress(request.socket.remoteAddress)) throw new HttpError(404, request.t('error.notFound'));
      const tenant = await request.tenantFromHost();
      if (tenant === undefined) throw new HttpError(404, request.t('error.unknownTenant'));
      const rows = await mail.listOutbox({ tenantId: tenant.id, to: request.query.to, limit: request.query.limit });
      reply.header('cache-control', 'no-store');
      return {
        data: rows.map((row) => ({
          id: row.id,
          tenant_id: row.tenantId,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
