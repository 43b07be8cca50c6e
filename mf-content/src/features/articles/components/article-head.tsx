import { absoluteUrl, PageHead, shareImage, truncateExcerpt, useBootstrap } from '@tribune/shared';
import type { Article } from '../../../lib/article-schema';

/**
 * The article's head (issue 10): title, description, canonical URL, share cards and NewsArticle
 * structured data, so search engines and shared links show the story. The share card is the API's PNG
 * of the article's picture (CLB-05): the lead image itself may be an SVG, which share previews ignore.
 * The newsroom's SEO title and description (issue 33), when an editor wrote them, are what search
 * engines and share cards get; the headline on the page stays the article's title.
 */
export function ArticleHead({ article }: { article: Article }) {
  const { origin, tenant } = useBootstrap();
  const description = truncateExcerpt(article.seo_description.trim() || article.excerpt);
  const title = article.seo_title.trim() || article.title;
  const image = article.thumbnails.origin || undefined;
  return (
    <PageHead
      title={title}
      description={description}
      path={article.url}
      image={shareImage.articlePath(article.id)}
      type="article"
      jsonLd={{
        '@type': 'NewsArticle',
        headline: title,
        description,
        ...(image ? { image: [absoluteUrl(origin, image)] } : {}),
        datePublished: article.published_at,
        author: [{ '@type': 'Person', name: article.author.name }],
        publisher: {
          '@type': 'Organization',
          name: tenant.name,
          logo: { '@type': 'ImageObject', url: absoluteUrl(origin, tenant.theme.logoUrl) },
        },
        mainEntityOfPage: absoluteUrl(origin, article.url),
      }}
    />
  );
}
