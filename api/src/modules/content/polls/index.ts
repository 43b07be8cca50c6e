import type { FastifyInstance } from 'fastify';
import { createPollRoute } from './create-poll';
import { getPollRoute } from './get-poll';
import { createPollsRepository } from './polls-repository';
import { updatePollRoute } from './update-poll';
import { votePollRoute } from './vote-poll';

/**
 * POL-01: polls. Readers see a poll and vote once (by user, or by visitor id as a guest); editors make
 * polls, put their markup (`<div data-poll-id="N"></div>`) in an article body, and close them.
 */
export async function pollsModule(app: FastifyInstance): Promise<void> {
  const polls = createPollsRepository(app.db);
  await app.register(getPollRoute, { polls });
  await app.register(votePollRoute, { polls });
  await app.register(createPollRoute, { polls });
  await app.register(updatePollRoute, { polls });
}
