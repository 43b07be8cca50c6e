import { and, desc, eq, like, lte, notLike } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { DemoLanguage } from '../../../demo/language';
import type { DemoRichContentOptions } from '../demo/demo-rich-content';
import { articles } from '../schema';
import { escapeHtml } from '../../../lib/html';

interface DemoEmbed {
  provider: 'twitter' | 'tiktok' | 'youtube' | 'facebook' | 'instagram';
  url: string;
  /** A line above the embed, in the tenant's language. */
  lead: string;
}

/**
 * The posts the demo shows. The demo runs without a network to the providers, so readers see the
 * cards' offline state (a link to the post) until they click; the URLs are real where we could check
 * them: the league's and clubs' profiles on X (embedded as their timelines), YouTube's own sample
 * video (as the demo's video player uses) and TikTok's documentation example. The Instagram code is
 * only of the right shape: no club post could be checked from here.
 */
const leagueOnX = 'https://x.com/Eredivisie';
const clubOnX = { en: 'https://x.com/AFCAjax', nl: 'https://x.com/Feyenoord' } as const;
const youtubeSample = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
const tiktokSample = 'https://www.tiktok.com/@scout2015/video/6718335390845095173';
const instagramPost = 'https://www.instagram.com/p/C1eRediVisie/';

const DEMO_EMBEDS: Record<DemoLanguage, readonly (readonly DemoEmbed[])[]> = {
  en: [
    [
      { provider: 'twitter', url: leagueOnX, lead: 'What the league is posting on X:' },
      { provider: 'youtube', url: youtubeSample, lead: 'Watch the build-up:' },
    ],
    [{ provider: 'tiktok', url: tiktokSample, lead: 'Seen on TikTok this week:' }],
    [
      { provider: 'instagram', url: instagramPost, lead: 'From the dressing room, on Instagram:' },
      { provider: 'twitter', url: clubOnX.en, lead: 'The club’s timeline on X:' },
    ],
  ],
  nl: [
    [
      { provider: 'twitter', url: leagueOnX, lead: 'Wat de competitie op X plaatst:' },
      { provider: 'youtube', url: youtubeSample, lead: 'Bekijk de aanloop:' },
    ],
    [{ provider: 'tiktok', url: tiktokSample, lead: 'Deze week gezien op TikTok:' }],
    [
      { provider: 'instagram', url: instagramPost, lead: 'Uit de kleedkamer, op Instagram:' },
      { provider: 'twitter', url: clubOnX.nl, lead: 'De tijdlijn van de club op X:' },
    ],
  ],
};

/** How many of the newest published news articles are looked at for the embeds. */
const CANDIDATES = 12;

/** The body's tail: each embed as the placeholder of the article body contract, after its lead. */
function demoEmbedsHtml(embeds: readonly DemoEmbed[]): string {
  return embeds
    .map(
      ({ provider, url, lead }) =>
        `<p>${escapeHtml(lead)}</p><div data-embed="${provider}" data-url="${escapeHtml(url)}"></div>`,
    )
    .join('');
}

/**
 * EMB-01 demo: the placeholders of a tweet timeline, a YouTube video, a TikTok and an Instagram post are
 * appended to three of the tenant's newest news articles (those without a poll, so no story ends in
 * two widgets). Idempotent: a tenant whose articles already carry the demo's embeds is left alone.
 */
export async function seedDemoEmbeds(db: Database, { tenantId, language, now }: DemoRichContentOptions): Promise<void> {
  const [seeded] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), like(articles.content, `%data-url="${leagueOnX}"%`)))
    .limit(1);
  if (seeded !== undefined) return;

  const candidates = await db
    .select({ id: articles.id, content: articles.content })
    .from(articles)
    .where(
      and(
        eq(articles.tenantId, tenantId),
        eq(articles.kind, 'news'),
        lte(articles.publishedAt, now),
        notLike(articles.content, '%data-poll-id%'),
        // Nor a story that already has an embed of its own.
        notLike(articles.content, '%data-embed%'),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(CANDIDATES);

  const sets = DEMO_EMBEDS[language];
  for (const [index, article] of candidates.slice(0, sets.length).entries()) {
    const embeds = sets[index];
    if (embeds === undefined) continue;
    await db
      .update(articles)
      .set({ content: `${article.content}${demoEmbedsHtml(embeds)}` })
      .where(and(eq(articles.tenantId, tenantId), eq(articles.id, article.id)));
  }
}
