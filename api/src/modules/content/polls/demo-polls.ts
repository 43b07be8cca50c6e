import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { DemoLanguage } from '../../../demo/language';
import type { DemoRichContentOptions } from '../demo/demo-rich-content';
import { articles, pollAnswers, polls, pollVotes } from '../schema';
import { pollEmbed } from './poll-view';

interface DemoPoll {
  question: string;
  answers: readonly string[];
  isClosed: boolean;
  /**
   * How the demo fans vote: the n-th fan picks `votes[n % votes.length]` (an answer's index), so the
   * results lean one way, as real ones do.
   */
  votes: readonly number[];
}

const DEMO_POLLS: Record<DemoLanguage, readonly DemoPoll[]> = {
  en: [
    {
      question: 'Who will win the Eredivisie this season?',
      answers: ['PSV', 'Feyenoord', 'AFC Ajax', 'AZ', 'Another club'],
      isClosed: false,
      votes: [0, 1, 0, 2, 0, 3, 1, 4],
    },
    {
      question: 'Who is your player of the season so far?',
      answers: ['The top scorer', 'The captain', 'Our goalkeeper', 'A youngster from the academy'],
      isClosed: false,
      votes: [0, 3, 0, 1, 2, 3],
    },
    {
      question: 'Should the VAR check every goal?',
      answers: ['Yes, get it right', 'Only clear mistakes', 'Scrap the VAR'],
      isClosed: false,
      votes: [1, 2, 1, 0, 1],
    },
    {
      question: 'Which kick-off time do you like best?',
      answers: ['Saturday 18:45', 'Saturday 21:00', 'Sunday 12:15', 'Sunday 14:30'],
      isClosed: true,
      votes: [3, 0, 3, 1, 2, 3],
    },
  ],
  nl: [
    {
      question: 'Wie wordt er dit seizoen kampioen van de Eredivisie?',
      answers: ['PSV', 'Feyenoord', 'AFC Ajax', 'AZ', 'Een andere club'],
      isClosed: false,
      votes: [0, 1, 0, 2, 1, 3, 0, 4],
    },
    {
      question: 'Wie is tot nu toe jouw speler van het seizoen?',
      answers: ['De topscorer', 'De aanvoerder', 'Onze keeper', 'Een talent uit de jeugdopleiding'],
      isClosed: false,
      votes: [0, 3, 1, 0, 2, 3],
    },
    {
      question: 'Moet de VAR elk doelpunt controleren?',
      answers: ['Ja, liever goed dan snel', 'Alleen bij duidelijke fouten', 'Weg met de VAR'],
      isClosed: false,
      votes: [1, 2, 1, 0, 1],
    },
    {
      question: 'Welke aftraptijd vind jij het fijnst?',
      answers: ['Zaterdag 18.45 uur', 'Zaterdag 21.00 uur', 'Zondag 12.15 uur', 'Zondag 14.30 uur'],
      isClosed: true,
      votes: [3, 0, 3, 1, 2, 3],
    },
  ],
};

/**
 * Which of the newest published news articles (0: the newest) get a poll at the end of their body: the
 * ones near the top of the home page, spread out so no two polls sit in neighbouring stories.
 */
const ARTICLE_POSITIONS = [0, 2, 4, 7] as const;

/**
 * POL-01's demo: four polls per tenant in its language (three open, one closed), each voted on by the
 * demo fans and placed at the end of one of the newest news articles (`<div data-poll-id="N"></div>`,
 * the placeholder the article page turns into the poll; the search trigger refreshes the article's
 * documents by itself). Skips a tenant that has polls, so a second run changes nothing.
 */
export async function seedDemoPolls(db: Database, options: DemoRichContentOptions): Promise<void> {
  const { tenantId, language, userIds, now } = options;
  const [existing] = await db.select({ id: polls.id }).from(polls).where(eq(polls.tenantId, tenantId)).limit(1);
  if (existing !== undefined) return;

  const newest = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), eq(articles.kind, 'news'), lte(articles.publishedAt, now)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(Math.max(...ARTICLE_POSITIONS) + 1);

  for (const [index, demo] of DEMO_POLLS[language].entries()) {
    const [poll] = await db
      .insert(polls)
      .values({ tenantId, question: demo.question, isClosed: demo.isClosed, createdAt: now })
      .returning({ id: polls.id });
    if (poll === undefined) throw new Error('The demo poll was not stored');
    const answerIds = (
      await db
        .insert(pollAnswers)
        .values(demo.answers.map((text, position) => ({ tenantId, pollId: poll.id, text, position })))
        .returning({ id: pollAnswers.id, position: pollAnswers.position })
    )
      .sort((a, b) => a.position - b.position)
      .map((answer) => answer.id);

    const counts = new Map<number, number>();
    const votes = userIds.flatMap((userId, n) => {
      const answerId = answerIds[demo.votes[n % demo.votes.length] ?? 0];
      if (answerId === undefined) return [];
      counts.set(answerId, (counts.get(answerId) ?? 0) + 1);
      return [{ tenantId, pollId: poll.id, voterKey: `user:${userId}`, answerId, createdAt: now }];
    });
    if (votes.length > 0) await db.insert(pollVotes).values(votes);
    for (const [answerId, count] of counts) {
      await db.update(pollAnswers).set({ answerVoting: count }).where(eq(pollAnswers.id, answerId));
    }
    await db.update(polls).set({ totalVoting: votes.length }).where(eq(polls.id, poll.id));

    const article = newest[ARTICLE_POSITIONS[index] ?? -1] ?? newest[index];
    if (article !== undefined) {
      await db
        .update(articles)
        .set({ content: sql`${articles.content} || ${`\n${pollEmbed(poll.id)}`}` })
        .where(and(eq(articles.tenantId, tenantId), eq(articles.id, article.id)));
    }
  }
}
