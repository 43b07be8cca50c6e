import type { Article } from '../api/article-schema';

/**
 * The router path of a URL on this site, or null for another site. The API may send absolute URLs
 * (with the tenant's host) or paths; ours navigate inside the page, others are ordinary links.
 */
export function toSitePath(url: string, origin: string = window.location.origin): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Where an article lives: its own URL, else the canonical /article/{id}. */
export function articleHref(article: Pick<Article, 'id' | 'url'>): string {
  return article.url.trim() || `/article/${article.id}`;
}
