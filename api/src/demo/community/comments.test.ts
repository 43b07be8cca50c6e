import { weekStartOf, zonedTimeToInstant } from '../../lib/league-time';
import { generateNews } from '../content/articles';
import { generateLeague } from '../football/league';
import { DEMO_USER_NAMES } from '../images/user-avatars';
import { DEMO_FANS_ACTIVE_THIS_WEEK, generateComments } from './comments';

/** The demo's comments as seeded at `now`, for the English demo tenant. */
function commentsSeededAt(now: Date) {
  const league = generateLeague({ now });
  const news = generateNews({ tenantId: 'tribune', language: 'en', league, now });
  const comments = generateComments({
    tenantId: 'tribune',
    language: 'en',
    league,
    articles: news.articles,
    userCount: DEMO_USER_NAMES.en.length,
    now,
  });
  return { comments, articles: new Map(news.articles.map((a) => [a.slug, a])) };
}

// Moments of seeding: a minute and an hour into a week (Monday 00:00 in Amsterdam is Sunday 23:00 UTC
// in winter, 22:00 in summer), mid-week, and the last minute of a week.
const moments = [
  '2026-11-29T23:01:00Z',
  '2026-11-30T00:00:00Z',
  '2026-07-05T22:00:30Z',
  '2026-11-25T12:00:00Z',
  '2026-11-29T22:59:00Z',
];

test.each(moments)(
  '[KAR-01][COM-01] a demo seeded at %s has fans with liked comments this week, all dated before seeding',
  (moment) => {
    const now = new Date(moment);
    const weekStart = zonedTimeToInstant(weekStartOf(now), 0, 0);
    const { comments, articles } = commentsSeededAt(now);

    const thisWeek = comments.filter((c) => c.createdAt >= weekStart);
    const commenters = new Set(thisWeek.map((c) => c.userIndex));
    const liked = new Set(thisWeek.filter((c) => c.likedBy.length > 0).map((c) => c.userIndex));
    expect(commenters.size).toBeGreaterThanOrEqual(DEMO_FANS_ACTIVE_THIS_WEEK);
    expect(liked.size).toBeGreaterThanOrEqual(DEMO_FANS_ACTIVE_THIS_WEEK);

    const byKey = new Map(comments.map((c) => [c.key, c]));
    for (const comment of comments) {
      expect(comment.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(comment.likedAt.getTime()).toBeGreaterThanOrEqual(comment.createdAt.getTime());
      expect(comment.likedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(comment.createdAt.getTime()).toBeGreaterThan(
        articles.get(comment.articleSlug)?.publishedAt.getTime() ?? 0,
      );
      const parent = comment.parentKey === null ? undefined : byKey.get(comment.parentKey);
      if (parent) expect(comment.createdAt.getTime()).toBeGreaterThan(parent.createdAt.getTime());
    }
  },
);
