import { z } from 'zod';
import { type Locale, translate } from '../../i18n/messages';
import { zonedParts } from '../../lib/league-time';
import { sanitizeArticleHtml } from './sanitize-article-html';

/**
 * The v2 API's article (spec 001 §3 "Article (v2 API)"), plus the video and the author's avatar.
 * Lists send it without `content`; the single-article endpoint adds the body.
 */
export const articleSummarySchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('/article/{id}/{slug}'),
    title: z.string().describe('Headline A, the default title'),
    a_title: z.string(),
    b_title: z.string(),
    abtesting: z.boolean().describe('Whether the headline A/B test runs (AB-01): group B shows b_title'),
    excerpt: z.string(),
    comments_count: z.number().int(),
    thumbnails: z.object({ origin: z.string() }),
    author: z.object({
      name: z.string(),
      is_public: z.boolean(),
      author_url: z.string().nullable().describe('/author/{slug}; null for an author without a public page'),
      avatar: z.string().nullable(),
    }),
    primary_tag: z.object({ title: z.string(), url: z.string().describe('/tag/{slug}') }),
    published_at: z.string().describe('ISO 8601'),
    published_at_localized: z
      .object({ hour: z.string(), minute: z.string() })
      .describe('Dutch local time, two digits each'),
    is_external: z.boolean(),
    video: z.object({ provider: z.literal('youtube'), id: z.string(), embed_url: z.string() }).nullable(),
    kind: z
      .enum(['news', 'photo_report', 'bio'])
      .describe('news; photo_report (a photo gallery, ART-03); bio (a biography, the bio list of ART-05)'),
  })
  .meta({ id: 'ArticleSummary' });

export const articleSchema = articleSummarySchema
  .extend({
    content: z
      .string()
      .describe(
        'Body HTML, sanitized by the API (an allow-list of text, list, table and image markup; YouTube ' +
          'players rebuilt as privacy-friendly iframes; no scripts, styles, forms, other frames, event ' +
          'handler attributes or javascript:/data: URLs), so a page can put it in as it is',
      ),
    fixture_id: z
      .number()
      .int()
      .nullable()
      .describe('The match the article is about (a preview): the page shows its prediction game (FP-06)'),
    web_push: z
      .union([z.literal(0), z.literal(1)])
      .describe(
        '1 when the article carries a web push (ART-01: the push alert shows when this and show_web_push are 1)',
      ),
    liveblog_id: z.number().int().nullable().describe("The article's live blog (LB-01), if it has one"),
    tags: z
      .array(z.object({ title: z.string(), url: z.string().describe('/tag/{slug}') }))
      .describe("NR-02: the article's other tags besides primary_tag, in the editor's order"),
    seo_title: z.string().describe('Issue 33: the title for search engines and the page head; empty: the title'),
    seo_description: z
      .string()
      .describe('Issue 33: the description for search engines and share cards; empty: the excerpt'),
  })
  .meta({ id: 'Article' });

type ArticleSummaryView = z.infer<typeof articleSummarySchema>;
type ArticleView = z.infer<typeof articleSchema>;

/** What the repository reads for one article. */
export interface ArticleRecord {
  id: number;
  slug: string;
  title: string;
  bTitle: string;
  abTesting: boolean;
  excerpt: string;
  image: string;
  video: { provider: 'youtube'; id: string } | null;
  isExternal: boolean;
  kind: 'news' | 'photo_report' | 'bio';
  publishedAt: Date;
  commentsCount: number;
  authorName: string;
  authorSlug: string;
  authorIsPublic: boolean;
  authorAvatar: string | null;
  tagTitle: string;
  tagSlug: string;
}

export function toArticleSummary(record: ArticleRecord): ArticleSummaryView {
  const local = zonedParts(record.publishedAt);
  return {
    id: record.id,
    url: `/article/${record.id}/${record.slug}`,
    title: record.title,
    a_title: record.title,
    b_title: record.bTitle,
    abtesting: record.abTesting,
    excerpt: record.excerpt,
    comments_count: record.commentsCount,
    thumbnails: { origin: record.image },
    author: {
      name: record.authorName,
      is_public: record.authorIsPublic,
      author_url: record.authorIsPublic ? `/author/${record.authorSlug}` : null,
      avatar: record.authorAvatar,
    },
    primary_tag: { title: record.tagTitle, url: `/tag/${record.tagSlug}` },
    published_at: record.publishedAt.toISOString(),
    published_at_localized: {
      hour: String(local.hour).padStart(2, '0'),
      minute: String(local.minute).padStart(2, '0'),
    },
    is_external: record.isExternal,
    video:
      record.video === null ? null : { ...record.video, embed_url: `https://www.youtube.com/embed/${record.video.id}` },
    kind: record.kind,
  };
}

/**
 * The single-article answer. The body is sanitized here, where it leaves the API, so no answer carries
 * the editors' HTML as stored; the video title is in the tenant's language, like the rest of its pages.
 */
export function toArticle(
  record: ArticleRecord & {
    content: string;
    fixtureId: number | null;
    webPush: boolean;
    liveblogId: number | null;
    secondaryTags: { title: string; slug: string }[];
    seoTitle: string;
    seoDescription: string;
  },
  language: Locale,
): ArticleView {
  return {
    ...toArticleSummary(record),
    fixture_id: record.fixtureId,
    web_push: record.webPush ? 1 : 0,
    liveblog_id: record.liveblogId,
    tags: record.secondaryTags.map((tag) => ({ title: tag.title, url: `/tag/${tag.slug}` })),
    seo_title: record.seoTitle,
    seo_description: record.seoDescription,
    content: sanitizeArticleHtml(record.content, { embedTitle: translate(language, 'content.article.video') }),
  };
}
