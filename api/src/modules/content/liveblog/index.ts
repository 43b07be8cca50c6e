import type { FastifyPluginAsync } from 'fastify';
import { deleteEntryRoute } from './delete-entry';
import { editEntryRoute } from './edit-entry';
import { listLiveblogEntriesRoute } from './list-liveblog-entries';
import type { LiveblogRepository } from './liveblog-repository';
import { createMatchFeed } from './match-feed';
import { postEntryRoute } from './post-entry';
import { startLiveblogRoute } from './start-liveblog';
import { updateLiveblogRoute } from './update-liveblog';

/**
 * LB-01: live blogs. Readers get the entries as HTML blocks and their changes on the article's public
 * channel; editors post, edit, pin and delete entries; a live blog that follows a match gets its goals
 * and cards as entries from the simulator's `matchEventsStored` (match-feed.ts, decision 0020).
 */
export const liveblogArea: FastifyPluginAsync<{ liveblogs: LiveblogRepository }> = async (app, { liveblogs }) => {
  const feed = createMatchFeed(app, liveblogs);
  await app.register(listLiveblogEntriesRoute, { liveblogs });
  await app.register(startLiveblogRoute, { liveblogs, feed });
  await app.register(updateLiveblogRoute, { liveblogs, feed });
  await app.register(postEntryRoute, { liveblogs });
  await app.register(editEntryRoute, { liveblogs });
  await app.register(deleteEntryRoute, { liveblogs });

  // The simulator is registered after the content module (app.ts): its events exist once the app is ready.
  let unsubscribe: (() => void) | undefined;
  app.addHook('onReady', async () => {
    unsubscribe = app.footballEvents.on('matchEventsStored', async ({ fixtureId, sequences }) => {
      await feed.eventsStored(fixtureId, sequences);
    });
  });
  app.addHook('onClose', async () => {
    unsubscribe?.();
  });
};
