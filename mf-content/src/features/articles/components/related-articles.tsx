import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRelatedArticles } from '../api/get-related-articles';
import { SiteLink } from '@tribune/shared';
import type { ArticleSummary } from '../../../lib/article-schema';
import { articleHref } from '../utils/site-path';

const messages = defineMessages({
  label: {
    id: 'content.related.label',
    defaultMessage: 'More articles',
    description: 'Accessible name of the previous/next article navigation',
  },
  previous: {
    id: 'content.related.previous',
    defaultMessage: 'Previous article',
    description: 'Label above the link to the previous article',
  },
  next: {
    id: 'content.related.next',
    defaultMessage: 'Next article',
    description: 'Label above the link to the next article',
  },
});

/** ART-01: links to the previous and the next article. Nothing shows while they load or when both are missing. */
export function RelatedArticles({ articleId }: { articleId: string }) {
  const intl = useIntl();
  const { data } = useRelatedArticles(articleId);
  if (!data || (!data.previous && !data.next)) return null;
  return (
    <nav className="content-related" aria-label={intl.formatMessage(messages.label)}>
      <ul className="content-related__list">
        {data.previous ? <RelatedLink article={data.previous} direction="previous" /> : null}
        {data.next ? <RelatedLink article={data.next} direction="next" /> : null}
      </ul>
    </nav>
  );
}

function RelatedLink({ article, direction }: { article: ArticleSummary; direction: 'previous' | 'next' }) {
  return (
    <li className={`content-related__item content-related__item--${direction}`}>
      <SiteLink href={articleHref(article)} className="content-related__link">
        <span className="content-related__direction">
          <FormattedMessage {...messages[direction]} />
        </span>{' '}
        <span className="content-related__title">{article.title}</span>
      </SiteLink>
    </li>
  );
}
