import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { attributeName, type Locale, type Translate, translate } from '../../../i18n/messages';
import type { createFieldErrors } from '../../../lib/field-errors';
import { sanitizeArticleHtml } from '../sanitize-article-html';
import type { ArticleValues } from './editor-articles-repository';
import { articleKinds } from './editor-article-view';

/** Limits in characters (code points) after trimming; the body's is of the HTML as sent. */
export const articleLimits = {
  title: 200,
  b_title: 200,
  excerpt: 500,
  content: 200_000,
  image: 500,
  primary_tag: 100,
  seo_title: 70,
  seo_description: 200,
} as const;

/** NR-02: how many tags an article may have besides its primary one. */
const maxSecondaryTags = 10;

/** ART-07's excerpt length: a body's excerpt when the editor gives none. */
const derivedExcerptLength = 175;

/** Lead image of an article sent without one. */
export const defaultArticleImage = '/assets/images/stadium-day.svg';

const articleFields = {
  title: z.string().describe(`Headline A, 1–${articleLimits.title} characters`),
  b_title: z.string().describe(`Headline B of the A/B test; empty: the title`),
  ab_testing: z.boolean(),
  excerpt: z
    .string()
    .describe(`Plain text, at most ${articleLimits.excerpt} characters; empty: the body's first words`),
  content: z
    .string()
    .describe(
      'Body HTML. Sanitized when written (and again when read) by the article sanitizer; the placeholders ' +
        'of polls (`<div data-poll-id="N"></div>`) and embeds survive it',
    ),
  image: z.string().describe('Lead image: an https:// URL or a path on the site (/assets/…)'),
  primary_tag: z.string().describe('Slug of one of the tenant’s tags'),
  tags: z
    .array(z.string().max(200))
    .max(100)
    .describe(
      `NR-02: the article's other tags, slugs of the tenant's tags in the order shown; at most ${maxSecondaryTags}, ` +
        'each once, not the primary tag. Sent: replaces the list; [] for none',
    ),
  kind: z.enum(articleKinds),
  is_sticky: z.boolean(),
  hide_in_lists: z.boolean(),
  web_push: z.union([z.boolean(), z.literal(0), z.literal(1)]).describe('true or 1: the article carries a push'),
  published_at: z.string().describe('ISO 8601 with a time zone; a time in the future schedules the article'),
  fixture_id: z.number().int().positive().nullable().describe('The match the article is about; null: none'),
  seo_title: z.string().describe(`For search engines, at most ${articleLimits.seo_title} characters; empty: the title`),
  seo_description: z
    .string()
    .describe(`For search engines, at most ${articleLimits.seo_description} characters; empty: the excerpt`),
  author_id: z.number().int().positive().describe('The author it is by (managers); others write as themselves'),
};

/** What a save sends besides the fields: the version it was made on, and whether the editor pressed Save. */
const saveFields = {
  version: z
    .number()
    .int()
    .positive()
    .describe('The version the editor started from; a newer one on the server refuses the save (409)'),
  autosave: z.boolean().describe('Saved by the editor’s autosave rather than their Save (revisions group these)'),
};

/** PATCH: any of the fields. */
export const updateArticleBody = z.object({
  title: articleFields.title.optional(),
  b_title: articleFields.b_title.optional(),
  ab_testing: articleFields.ab_testing.optional(),
  excerpt: articleFields.excerpt.optional(),
  content: articleFields.content.optional(),
  image: articleFields.image.optional(),
  primary_tag: articleFields.primary_tag.optional(),
  tags: articleFields.tags.optional(),
  kind: articleFields.kind.optional(),
  is_sticky: articleFields.is_sticky.optional(),
  hide_in_lists: articleFields.hide_in_lists.optional(),
  web_push: articleFields.web_push.optional(),
  published_at: articleFields.published_at.optional(),
  fixture_id: articleFields.fixture_id.optional(),
  seo_title: articleFields.seo_title.optional(),
  seo_description: articleFields.seo_description.optional(),
  author_id: articleFields.author_id.optional(),
  version: saveFields.version.optional(),
  autosave: saveFields.autosave.optional(),
});

/**
 * POST: title, body and primary tag; the rest has defaults. `status`: a draft, a draft submitted for an
 * editor, or published (at once, or at `published_at`); by default published for those who may publish.
 */
export const createArticleBody = updateArticleBody.omit({ version: true, autosave: true }).extend({
  title: articleFields.title,
  content: articleFields.content,
  primary_tag: articleFields.primary_tag,
  status: z.enum(['draft', 'submitted', 'published']).optional(),
});

type ArticleInput = z.infer<typeof updateArticleBody>;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date and time with a time zone (`published_at`), or undefined when it is not one. */
export function parseInstant(raw: string): Date | undefined {
  const at = new Date(raw);
  return isoInstant.test(raw) && !Number.isNaN(at.getTime()) ? at : undefined;
}

function characters(text: string): number {
  return [...text].length;
}

/** An https URL or a path on the site; never a protocol-relative or javascript: address. */
function isImageAddress(value: string): boolean {
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The body's text, its first words up to ART-07's length, for an article sent without an excerpt. */
export function excerptOf(html: string): string {
  // Blocks and line breaks part words: "<p>One</p><p>Two</p>" reads "One Two", not "OneTwo".
  const parted = html.replace(
    /<(?:br|\/(?:p|div|h[1-6]|li|dt|dd|figcaption|blockquote|pre|tr|td|th|caption))\b[^>]*>/gi,
    ' $&',
  );
  const text = sanitizeHtml(parted, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  if (chars.length <= derivedExcerptLength) return text;
  const cut = chars.slice(0, derivedExcerptLength).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > derivedExcerptLength / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

interface CheckedArticleInput {
  values: Partial<Omit<ArticleValues, 'primaryTagId' | 'tagIds'>>;
  /** When the article is to be out (publishing it). */
  publishedAt?: Date;
  /** The tag the editor named, still to be looked up. */
  tagSlug?: string;
  /** NR-02: the other tags the editor named, trimmed, still to be looked up (distinct, at most ten). */
  tagSlugs?: string[];
  /** Whether the body's excerpt (from the sanitized body) was asked for: sent empty. */
  excerptFromBody: boolean;
  /** Whether headline B should follow the title: sent empty. */
  bTitleFromTitle: boolean;
}

/**
 * The fields as stored: texts trimmed, the body sanitized by the article sanitizer (so what is stored is
 * already safe; the read path sanitizes again). Every problem goes under its field in `problems`.
 */
export function checkArticleInput(
  body: ArticleInput,
  context: {
    t: Translate;
    /** The person's language, for field names. */
    locale: Locale;
    /** The tenant's language, for the texts the body gets (a video's accessible name). */
    language: Locale;
    problems: ReturnType<typeof createFieldErrors>;
  },
): CheckedArticleInput {
  const { t, locale, language, problems } = context;
  const values: CheckedArticleInput['values'] = {};
  const attribute = (field: string) => attributeName(locale, field);

  function text(field: keyof typeof articleLimits, raw: string, required: boolean): string {
    const value = raw.trim();
    if (required && value === '') problems.add(field, t('editor.required', { attribute: attribute(field) }));
    else if (characters(value) > articleLimits[field])
      problems.add(field, t('editor.tooLong', { attribute: attribute(field), max: articleLimits[field] }));
    return value;
  }

  if (body.title !== undefined) values.title = text('title', body.title, true);
  let bTitleFromTitle = false;
  if (body.b_title !== undefined) {
    const bTitle = text('b_title', body.b_title, false);
    if (bTitle === '') bTitleFromTitle = true;
    else values.bTitle = bTitle;
  }
  let excerptFromBody = false;
  if (body.excerpt !== undefined) {
    const excerpt = text('excerpt', body.excerpt, false);
    if (excerpt === '') excerptFromBody = true;
    else values.excerpt = excerpt;
  }
  if (body.content !== undefined) {
    if (characters(body.content) > articleLimits.content) {
      problems.add('content', t('editor.tooLong', { attribute: attribute('content'), max: articleLimits.content }));
    } else {
      const content = sanitizeArticleHtml(body.content, {
        embedTitle: translate(language, 'content.article.video'),
      }).trim();
      if (content === '') problems.add('content', t('editor.required', { attribute: attribute('content') }));
      values.content = content;
    }
  }
  if (body.image !== undefined) {
    const image = text('image', body.image, true);
    if (image !== '' && !problems.has('image') && !isImageAddress(image)) problems.add('image', t('editor.badImage'));
    values.image = image;
  }
  let tagSlug: string | undefined;
  let publishedAt: Date | undefined;
  if (body.primary_tag !== undefined) tagSlug = text('primary_tag', body.primary_tag, true);
  let tagSlugs: string[] | undefined;
  if (body.tags !== undefined) {
    tagSlugs = body.tags.map((slug) => slug.trim());
    if (tagSlugs.length > maxSecondaryTags) problems.add('tags', t('editor.tooManyTags', { max: maxSecondaryTags }));
    else if (tagSlugs.includes('')) problems.add('tags', t('editor.required', { attribute: attribute('tags') }));
    else if (new Set(tagSlugs).size !== tagSlugs.length) problems.add('tags', t('editor.repeatedTag'));
    else if (tagSlug !== undefined && tagSlugs.includes(tagSlug)) problems.add('tags', t('editor.primaryInTags'));
  }
  if (body.ab_testing !== undefined) values.abTesting = body.ab_testing;
  if (body.kind !== undefined) values.kind = body.kind;
  if (body.is_sticky !== undefined) values.isSticky = body.is_sticky;
  if (body.hide_in_lists !== undefined) values.hideInLists = body.hide_in_lists;
  if (body.web_push !== undefined) values.webPush = body.web_push === true || body.web_push === 1;
  if (body.fixture_id !== undefined) values.fixtureId = body.fixture_id;
  if (body.seo_title !== undefined) values.seoTitle = text('seo_title', body.seo_title, false);
  if (body.seo_description !== undefined) values.seoDescription = text('seo_description', body.seo_description, false);
  if (body.author_id !== undefined) values.authorId = body.author_id;
  if (body.published_at !== undefined) {
    const raw = body.published_at.trim();
    publishedAt = parseInstant(raw);
    if (publishedAt === undefined) problems.add('published_at', t('editor.badDate'));
  }
  return { values, publishedAt, tagSlug, tagSlugs, excerptFromBody, bTitleFromTitle };
}
