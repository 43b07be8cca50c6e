import { useId } from 'react';
import { truncateExcerpt } from '@tribune/shared';
import { HeadlineLink } from '../../../components/headline-link';
import type { ArticleSummary } from '../../../lib/article-schema';
import { articleHref } from '../utils/site-path';
import { ArticleDate } from '../../../components/article-date';
import { ArticleImage } from '../../../components/article-image';

interface ArticleCardProps {
  article: ArticleSummary;
  /** The lead story: large, and its image is the first thing the page fetches. */
  lead?: boolean;
}

/**
 * One story in a list (ART-02): image, primary tag, title, excerpt (ART-07: 175 characters and an
 * ellipsis) and date. The whole card is clickable through its title link, so there is one link per
 * story for keyboard and screen-reader users.
 */
export function ArticleCard({ article, lead = false }: ArticleCardProps) {
  const excerpt = article.excerpt ? truncateExcerpt(article.excerpt) : '';
  const block = lead ? 'content-lead' : 'content-card';
  const titleId = useId();
  return (
    <article className={`${block} content-story`} aria-labelledby={titleId}>
      {/* The title right next to it says what the image shows, so the image itself is decorative. */}
      <ArticleImage
        className={`${block}__image`}
        src={article.thumbnails.origin}
        alt=""
        width={lead ? 1200 : 480}
        height={lead ? 800 : 320}
        priority={lead}
      />
      <div className={`${block}__body`}>
        <p className="content-story__tag">{article.primary_tag.title}</p>
        <h2 id={titleId} className={`${block}__title`}>
          <HeadlineLink
            article={{ id: article.id, title: article.title, bTitle: article.b_title, abTesting: article.abtesting }}
            href={articleHref(article)}
            className="content-story__link"
          />
        </h2>
        {excerpt ? <p className={`${block}__excerpt`}>{excerpt}</p> : null}
        <ArticleDate iso={article.published_at} className="content-story__date" />
      </div>
    </article>
  );
}
