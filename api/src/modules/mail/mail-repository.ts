import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from './schema';

type OutboxMail = typeof mailOutbox.$inferSelect;

export function createMailRepository(db: Database) {
  return {
    /** Newest first; `to` matches the recipient case-insensitively. */
    async listOutbox(filter: { tenantId: string; to?: string; limit: number }): Promise<OutboxMail[]> {
      const ofTenant = eq(mailOutbox.tenantId, filter.tenantId);
      return db
        .select()
        .from(mailOutbox)
        .where(
          filter.to === undefined ? ofTenant : and(ofTenant, sql`lower(${mailOutbox.to}) = ${filter.to.toLowerCase()}`),
        )
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(filter.limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
