import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from './schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export function createMailRepository(db: Database) {
  return {
    /** Newest first; `to` matches the recipient case-insensitively. */
    async listOutbox(filter: { to?: string; limit: number }): Promise<OutboxMail[]> {
      const query = db.select().from(mailOutbox);
      const filtered =
        filter.to === undefined ? query : query.where(sql`lower(${mailOutbox.to}) = ${filter.to.toLowerCase()}`);
      return filtered.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(filter.limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
