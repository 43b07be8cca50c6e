import { defineMessages } from 'react-intl';
import { NotFoundPage } from '@tribune/shared';

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

/** A URL of ours that no page of this remote serves (yet). */
export function PageNotFound() {
  return <NotFoundPage />;
}

/** ART-01: the API has no article with this id. */
export function ArticleNotFound() {
  return <NotFoundPage title={messages.articleTitle} text={messages.articleText} home={messages.home} />;
}
