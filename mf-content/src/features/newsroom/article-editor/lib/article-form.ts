import type { NewsroomArticle } from '../../api/get-article';
import type { NewsroomArticleFields } from '../../api/update-article';

/** The form as the editor holds it: every control's value as typed. */
export interface ArticleFormValues {
  title: string;
  content: string;
  excerpt: string;
  primaryTag: string;
  /** NR-02: the other tags' slugs, in the order they were chosen. */
  tags: string[];
  kind: NewsroomArticle['kind'];
  bTitle: string;
  abTesting: boolean;
  isSticky: boolean;
  hideInLists: boolean;
  webPush: boolean;
  fixtureId: string;
  /**
   * NR-06: the author a manager chose; '' when none was chosen, which keeps the article's author (a new
   * article's is the one its writer writes as). Only a manager's choice is sent: the API refuses
   * `author_id` from anyone else, even their own.
   */
  authorId: string;
  seoTitle: string;
  seoDescription: string;
  image: string;
}

/** The fields a 422 may name, as the API names them (`metaData.errors`). */
export const articleFieldNames = [
  'title',
  'content',
  'excerpt',
  'primary_tag',
  'tags',
  'kind',
  'b_title',
  'ab_testing',
  'is_sticky',
  'hide_in_lists',
  'web_push',
  'fixture_id',
  'author_id',
  'seo_title',
  'seo_description',
  'image',
  'published_at',
] as const;

export type ArticleFieldName = (typeof articleFieldNames)[number];

/** Limits shown with counts (api/src/modules/content/editor/article-input.ts `articleLimits`). */
export const articleLimits = { excerpt: 500, seoTitle: 70, seoDescription: 200 } as const;

export const emptyArticleForm: ArticleFormValues = {
  title: '',
  content: '',
  excerpt: '',
  primaryTag: '',
  tags: [],
  kind: 'news',
  bTitle: '',
  abTesting: false,
  isSticky: false,
  hideInLists: false,
  webPush: false,
  fixtureId: '',
  authorId: '',
  seoTitle: '',
  seoDescription: '',
  image: '',
};

/** The form of an article the API sent. */
export function formOf(article: NewsroomArticle): ArticleFormValues {
  return {
    title: article.title,
    content: article.content,
    excerpt: article.excerpt,
    primaryTag: article.primary_tag,
    tags: article.tags,
    kind: article.kind,
    // Headline B follows the title while nobody wrote one: show it empty, as it is sent.
    bTitle: article.b_title === article.title ? '' : article.b_title,
    abTesting: article.ab_testing,
    isSticky: article.is_sticky,
    hideInLists: article.hide_in_lists,
    webPush: article.web_push === 1,
    fixtureId: article.fixture_id === null ? '' : String(article.fixture_id),
    // The article keeps its author (`author.id`, which the picker shows) until a manager chooses another.
    authorId: '',
    seoTitle: article.seo_title,
    seoDescription: article.seo_description,
    image: article.image,
  };
}

/**
 * What a save sends. Without a lead image it sends none: a new article gets the API's default, and a
 * draft's autosave keeps the picture it has (an empty one would be refused, and the save lost).
 */
export function fieldsOf(values: ArticleFormValues): NewsroomArticleFields {
  const fixture = Number(values.fixtureId.trim());
  return {
    title: values.title,
    b_title: values.bTitle,
    ab_testing: values.abTesting,
    excerpt: values.excerpt,
    content: values.content,
    ...(values.image.trim() === '' ? {} : { image: values.image }),
    primary_tag: values.primaryTag,
    // A tag made primary since it was chosen is that, not one of the others (the API refuses both).
    tags: values.tags.filter((slug) => slug !== values.primaryTag),
    kind: values.kind,
    is_sticky: values.isSticky,
    hide_in_lists: values.hideInLists,
    web_push: values.webPush,
    // The match picker holds a fixture's id or nothing (an old article's id stays as it was).
    fixture_id: values.fixtureId.trim() === '' ? null : fixture,
    ...(values.authorId === '' ? {} : { author_id: Number(values.authorId) }),
    seo_title: values.seoTitle,
    seo_description: values.seoDescription,
  };
}

/** The body's text without its markup (the excerpt's hint, "Copy my text", the first save's check). */
export function plainTextOf(html: string): string {
  const parted = html.replace(/<(?:br|\/(?:p|div|h[1-6]|li|blockquote|figcaption))\b[^>]*>/gi, ' $&');
  const document = new DOMParser().parseFromString(parted, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** NR-04: a new article is sent only once it has a title and some text. */
export function isWorthSaving(values: ArticleFormValues): boolean {
  return values.title.trim() !== '' && plainTextOf(values.content) !== '';
}

/** Characters as the API counts them (code points), for the counts under the fields. */
export function characterCount(text: string): number {
  return [...text].length;
}
