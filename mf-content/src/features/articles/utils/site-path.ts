import type { ArticleSummary } from '../../../lib/article-schema';

/** Where an article lives: its own URL, else the canonical /article/{id}. */
export function articleHref(article: Pick<ArticleSummary, 'id' | 'url'>): string {
  return article.url.trim() || `/article/${article.id}`;
}
