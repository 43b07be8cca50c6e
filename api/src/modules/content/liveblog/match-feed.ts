import type { FastifyInstance } from 'fastify';
import { type Locale, translate } from '../../../i18n/messages';
import { minuteLabel, textParagraph } from './liveblog-entry-html';
import { publishEntry, publishInitialize } from './liveblog-events';
import type { FeedEvent, LiveblogRecord, LiveblogRepository } from './liveblog-repository';
import { toLiveblogItem, withCleanAd } from './liveblog-view';

/**
 * More new entries than this at once (a live blog that starts following a match under way, a simulator
 * catching up after a restart) go out as one `initialize` rather than an event each.
 */
const maxCreatedEventsAtOnce = 3;

/** The entry's text in the tenant's language: "Goal! Ajax 1-0 PSV, Brobbey (23')". */
function feedText(event: FeedEvent, match: { home: string; away: string }, language: Locale): string {
  const player = event.player ?? translate(language, 'liveblog.feed.somePlayer');
  return translate(language, `liveblog.feed.${event.type}`, {
    home: match.home,
    away: match.away,
    score: `${event.homeScore}-${event.awayScore}`,
    player,
    team: event.team,
    minute: minuteLabel(event.minute, event.stoppageMinute),
  });
}

export interface MatchFeed {
  /** The simulator stored these events of a match (`matchEventsStored`): its goals and cards become entries. */
  eventsStored(fixtureId: number, sequences: readonly number[]): Promise<void>;
  /** A live blog starts following a match: the goals and cards it already had. */
  catchUp(liveblog: LiveblogRecord): Promise<void>;
}

/**
 * LB-01's match feed: on every tenant's live blog that follows a match (`liveblogs.fixture_id`), the
 * match's goals and cards become entries by themselves, in the tenant's language, and are published as
 * editors' entries are. Each match event becomes one entry per live blog at most (the unique key on
 * `match_event_id`), so an event replayed or seen by two processes adds nothing twice. An entry an editor
 * deletes stays deleted: only the events just stored are added, never the whole match again.
 */
export function createMatchFeed(app: FastifyInstance, liveblogs: LiveblogRepository): MatchFeed {
  async function addTo(liveblog: LiveblogRecord, events: readonly FeedEvent[], match: { home: string; away: string }) {
    const tenant = await app.tenants.findById(liveblog.tenantId);
    if (tenant === undefined) return;
    const added = await liveblogs.insertFeedEntries(
      liveblog,
      events.map((event) => ({
        matchEventId: event.sequence,
        body: textParagraph(feedText(event, match, tenant.language)),
      })),
    );
    if (added.length === 0) return;
    const context = { app, tenant };
    if (added.length > maxCreatedEventsAtOnce) {
      await publishInitialize(context, liveblog.articleId, liveblog.id);
      return;
    }
    const shown = withCleanAd(liveblog, tenant.language);
    for (const entry of await liveblogs.entriesByIds(added)) {
      await publishEntry(context, 'created', toLiveblogItem(entry, shown, tenant.language));
    }
  }

  return {
    async eventsStored(fixtureId, sequences) {
      if (sequences.length === 0) return;
      const following = await liveblogs.followingFixture(fixtureId);
      if (following.length === 0) return;
      const [events, match] = await Promise.all([
        liveblogs.feedEvents(fixtureId, sequences),
        liveblogs.fixtureNames(fixtureId),
      ]);
      if (events.length === 0 || match === null) return;
      for (const liveblog of following) await addTo(liveblog, events, match);
    },

    async catchUp(liveblog) {
      if (liveblog.fixtureId === null) return;
      const [events, match] = await Promise.all([
        liveblogs.feedEvents(liveblog.fixtureId, 'all'),
        liveblogs.fixtureNames(liveblog.fixtureId),
      ]);
      if (events.length === 0 || match === null) return;
      await addTo(liveblog, events, match);
    },
  };
}
