import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useArticlesByTag, type ArticlesByTagParams } from '../api/get-articles-by-tag';
import { useServerHtmlLinks } from '../hooks/use-server-html-links';
import { listsMessages } from './lists-messages';
import '../lists.css';

/** Under an article: four of its tag's articles, hidden ones left out, sticky ones first (ART-03). */
const moreOnTagRequest: Omit<ArticlesByTagParams, 'slug'> = {
  page: 0,
  pageSize: 4,
  firstPageSize: 4,
  hideHidden: true,
  stickyFirst: true,
};

interface MoreOnTagProps {
  /** The tag's slug (its page is /tag/{slug}). */
  slug: string;
  /** The tag's title, for the heading. */
  title: string;
}

/**
 * More articles of a tag (GET /ajax/article/by-tag/{slug}/0/4/4/1/1), as the API renders them. Shows
 * nothing while loading, when the tag has no other articles, or when the call fails: it is an extra
 * under an article, not worth an error of its own.
 */
export function MoreOnTag({ slug, title }: MoreOnTagProps) {
  const intl = useIntl();
  const headingId = useId();
  const onClick = useServerHtmlLinks();
  const { data, error } = useArticlesByTag({ slug, ...moreOnTagRequest });
  useEffect(() => {
    if (error !== undefined) console.error('[mf_content] the more-on-tag list failed to load', error);
  }, [error]);
  if (error !== undefined && data === undefined) return null;
  if (!data || data.result_count === 0 || !data.html.trim()) return null;
  return (
    <section className="lists-more-on-tag" aria-labelledby={headingId}>
      <h2 id={headingId} className="lists-more-on-tag__title">
        {intl.formatMessage(listsMessages.moreOnTag, { tag: title })}
      </h2>
      {/* Safe to inject: this html comes only from our own API, which renders it with React's
          renderToStaticMarkup, so every title in it is escaped and nothing is concatenated (the same
          contract as mf_community's forum list). Its links are taken over by the router; the handler
          only reads clicks, which a keyboard also sends on links, so no key handler is needed. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="lists-server-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: data.html }} />
    </section>
  );
}
