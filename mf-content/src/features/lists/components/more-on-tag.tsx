import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { SiteLink } from '@tribune/shared';
import { useRelatedArticles } from '../api/get-related-articles';
import { storyFromSummary } from '../lib/story';
import { listsMessages } from './lists-messages';
import { StoryItem } from './story-item';
import '../lists.css';

interface MoreOnTagProps {
  /** The tag's slug (its page is /tag/{slug}). */
  slug: string;
  /** The tag's title, for the heading. */
  title: string;
  /** The article being read; by default the `:id` of the article route this part is rendered in. */
  articleId?: number | string;
}

/**
 * Under an article: four other articles of its primary tag, hidden ones left out, sticky ones first
 * (ART-01's related call with `more`), and a link to the whole tag. The API leaves out the article
 * being read. Shows nothing while loading, when the tag has no other articles, or when the call fails:
 * it is an extra under an article, not worth an error of its own.
 */
export function MoreOnTag({ slug, title, articleId }: MoreOnTagProps) {
  const intl = useIntl();
  const headingId = useId();
  const params = useParams();
  const id = String(articleId ?? params['id'] ?? '');
  const { data, error } = useRelatedArticles(id);
  useEffect(() => {
    if (error !== undefined) console.error('[mf_content] the more-on-tag list failed to load', error);
  }, [error]);
  if (!id || data === undefined || data.length === 0) return null;
  return (
    <section className="lists-more-on-tag" aria-labelledby={headingId}>
      <h2 id={headingId} className="lists-more-on-tag__title">
        {intl.formatMessage(listsMessages.moreOnTag, { tag: title })}
      </h2>
      <ul className="lists-more-on-tag__list">
        {data.map((article) => (
          <li key={article.id}>
            <StoryItem story={storyFromSummary(article)} />
          </li>
        ))}
      </ul>
      <p className="lists-more-on-tag__all">
        <SiteLink href={`/tag/${encodeURIComponent(slug)}`}>
          {intl.formatMessage(listsMessages.allOfTag, { tag: title })}
        </SiteLink>
      </p>
    </section>
  );
}
