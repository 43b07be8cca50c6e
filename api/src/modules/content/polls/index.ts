import type { FastifyPluginAsync } from 'fastify';
import { createPollRoute } from './create-poll';
import { getPollRoute } from './get-poll';
import { listPollsRoute } from './list-polls';
import type { PollsRepository } from './polls-repository';
import { updatePollRoute } from './update-poll';
import { votePollRoute } from './vote-poll';

/**
 * POL-01: polls. Readers see a poll and vote once (by user, or by visitor id as a guest); editors make
 * polls, put their markup (`<div data-poll-id="N"></div>`) in an article body, and close them; the
 * newsroom's editor lists them to pick one (issue 33).
 */
export const pollsArea: FastifyPluginAsync<{ polls: PollsRepository }> = async (app, { polls }) => {
  await app.register(getPollRoute, { polls });
  await app.register(votePollRoute, { polls });
  await app.register(createPollRoute, { polls });
  await app.register(updatePollRoute, { polls });
  await app.register(listPollsRoute, { polls });
};
