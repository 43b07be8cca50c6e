import type { FastifyInstance } from 'fastify';
import { createContactMessagesRepository } from './contact-messages-repository';
import { sendContactMessageRoute } from './send-contact-message';

/** The contact form (CON-01): messages to a tenant's editors, kept in `contact_messages` and mailed. */
export async function contactModule(app: FastifyInstance): Promise<void> {
  await app.register(sendContactMessageRoute, { contactMessages: createContactMessagesRepository(app.db) });
}
