import { useLocation } from 'react-router';
import { useBootstrap } from '../tenant/tenant-context';

export interface PageHeadProps {
  /** The page's own title; the site's name is added after it (or used alone when they are the same). */
  title: string;
  /** One or two plain sentences for search results and shares. */
  description?: string;
  /** The canonical path (default: the current path, without query or hash). */
  path?: string;
  /** The share image: absolute, or a path on this site. */
  image?: string;
  type?: 'website' | 'article';
  /** Structured data (schema.org), written as JSON-LD: NewsArticle, SportsEvent… */
  jsonLd?: Record<string, unknown>;
}

/** An absolute URL for crawlers and share cards: paths are resolved against the tenant's origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    return origin;
  }
}

/**
 * What a news page owes crawlers and sharing (issue 10): <title>, description, canonical URL, Open
 * Graph and Twitter card tags, and JSON-LD. React 19 moves the <title>, <meta> and <link> elements into
 * <head>, on the server and in the browser alike, and replaces them when the page changes.
 */
export function PageHead({ title, description, path, image, type = 'website', jsonLd }: PageHeadProps) {
  const { origin, tenant } = useBootstrap();
  const location = useLocation();
  const canonical = absoluteUrl(origin, path ?? location.pathname);
  const fullTitle = title === tenant.name ? title : `${title} | ${tenant.name}`;
  const imageUrl = image ? absoluteUrl(origin, image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={tenant.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={tenant.language === 'nl' ? 'nl_NL' : 'en_GB'} />
      {description ? <meta property="og:description" content={description} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {jsonLd ? (
        <script
          type="application/ld+json"
          // JSON, not markup: `<` is escaped so no value can close the element.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify({ '@context': 'https://schema.org', ...jsonLd }).replace(/</g, '\\u003c'),
          }}
        />
      ) : null}
    </>
  );
}
