import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { NotFoundPage, sharedMessages } from '@tribune/shared';
import { useDocumentTitle } from '../features/articles/hooks/use-document-title';

const messages = defineMessages({
  articleTitle: {
    id: 'content.article.not-found.title',
    defaultMessage: 'Article not found',
    description: 'Heading when an article does not exist',
  },
  articleText: {
    id: 'content.article.not-found.text',
    defaultMessage: 'This article does not exist or has been removed.',
    description: 'Explanation when an article does not exist (the API answered 404)',
  },
  home: {
    id: 'content.not-found.home',
    defaultMessage: 'Go to the latest news',
    description: 'Link from a not-found article to the home page',
  },
});

/** Shared's not-found page, with the browser tab named after it. */
function TitledNotFound({
  title,
  text,
  home,
}: {
  title: MessageDescriptor;
  text?: MessageDescriptor;
  home?: MessageDescriptor;
}) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(title));
  return <NotFoundPage title={title} text={text} home={home} />;
}

/** A URL of ours that no page of this remote serves (yet). */
export function PageNotFound() {
  return <TitledNotFound title={sharedMessages.notFoundTitle} />;
}

/** ART-01: the API has no article with this id. */
export function ArticleNotFound() {
  return <TitledNotFound title={messages.articleTitle} text={messages.articleText} home={messages.home} />;
}
