import type { Database } from '../../db/client';
import { contactMessages } from './schema';

type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt'>;

/** The contact form's messages (CON-01), kept per tenant whether or not the mail to its editors goes out. */
export function createContactMessagesRepository(db: Database) {
  return {
    /** Stores a message; returns its id. */
    async store(message: NewContactMessage): Promise<{ id: number } | undefined> {
      const [stored] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return stored;
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
