import { useLocation } from 'react-router';
import { useBootstrap } from '../tenant/tenant-context';
import { shareImage } from './share-image';

interface PageHeadProps {
  /** The page's own title; the site's name is added after it (or used alone when they are the same). */
  title: string;
  /** One or two plain sentences for search results and shares. */
  description?: string;
  /** The canonical path (default: the current path, without query or hash). */
  path?: string;
  /**
   * The page's share image, one the API draws (`shareImage.articlePath(id)`, `shareImage.matchPath(id)`):
   * a 1200×630 PNG, as the tags say. Default: the tenant's own card (`shareImage.sitePath`).
   */
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
  // Every page has a raster card (CLB-05): a shared link without a preview is one fans scroll past.
  const imageUrl = absoluteUrl(origin, image ?? shareImage.sitePath);
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
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:type" content={shareImage.type} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={imageUrl} />
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
