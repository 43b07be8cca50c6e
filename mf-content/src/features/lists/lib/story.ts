import type { AbHeadline } from '@tribune/shared';
import type { ArticleSummary } from '../../../lib/article-schema';
import type { AjaxArticle } from '../api/ajax-article-schema';

/**
 * What a list shows of an article, whichever endpoint sent it: the ajax lists (AjaxArticle) and the
 * scoped v2 lists (ArticleSummary) name the same things differently.
 */
export interface Story {
  id: number;
  href: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  tag: string | null;
  /** ISO; written as DD-MM-YYYY, or HH:mm today (ART-07). */
  publishedAt: string;
  /** Null when the author is not to be shown. */
  author: string | null;
  /** Null when the endpoint does not say. */
  commentsCount: number | null;
  /** AB-01: the article's headlines, for the headline test. */
  headline: AbHeadline;
}

function hrefOf(url: string, id: number): string {
  return url.trim() || `/article/${id}`;
}

export function storyFromAjax(article: AjaxArticle): Story {
  return {
    id: article.id,
    href: hrefOf(article.url, article.id),
    title: article.title,
    excerpt: article.content,
    imageUrl: article.image_url || null,
    tag: article.primary_tag || null,
    publishedAt: article.published_at,
    author: article.show_author && article.user ? article.user : null,
    commentsCount: article.comments_count,
    headline: { id: article.id, title: article.title, bTitle: article.bTitle, abTesting: article.ab_testing },
  };
}

export function storyFromSummary(article: ArticleSummary): Story {
  return {
    id: article.id,
    href: hrefOf(article.url, article.id),
    title: article.title,
    excerpt: article.excerpt,
    imageUrl: article.thumbnails.origin || null,
    tag: article.primary_tag.title || null,
    publishedAt: article.published_at,
    author: article.author.name || null,
    commentsCount: null,
    headline: { id: article.id, title: article.title, bTitle: article.b_title, abTesting: article.abtesting },
  };
}
