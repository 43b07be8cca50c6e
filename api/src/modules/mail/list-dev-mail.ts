import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMailRepository } from './mail-repository';

const outboxMail = z.object({
  id: z.number().int(),
  tenant_id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

/** GET /dev/mail: the outbox, for developers and end-to-end tests (never registered in production). */
export const listDevMailRoute: FastifyPluginAsyncZod = async (app) => {
  const mail = createMailRepository(app.db);
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
        response: { 200: z.object({ data: z.array(outboxMail) }) },
      },
    },
    async (request, reply) => {
      const rows = await mail.listOutbox({ to: request.query.to, limit: request.query.limit });
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
