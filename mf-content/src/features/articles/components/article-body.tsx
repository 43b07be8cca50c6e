import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { sanitizeArticleHtml } from '../utils/sanitize-html';

const messages = defineMessages({
  video: {
    id: 'content.article.video',
    defaultMessage: 'Video',
    description: 'Accessible name of a video embedded in an article',
  },
});

/** The article's HTML, cleaned before it reaches the page (ART-01). */
export function ArticleBody({ html }: { html: string }) {
  const intl = useIntl();
  const embedTitle = intl.formatMessage(messages.video);
  const clean = useMemo(() => sanitizeArticleHtml(html, { embedTitle }), [html, embedTitle]);
  return <div className="content-article__body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
