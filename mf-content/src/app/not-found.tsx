import { defineMessages } from 'react-intl';
import { GonePage, NotFoundPage } from '@tribune/shared';

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
  goneTitle: {
    id: 'content.article.gone.title',
    defaultMessage: 'Article removed',
    description: 'Heading when an article existed and was removed (the API answered 410)',
  },
  goneText: {
    id: 'content.article.gone.text',
    defaultMessage: 'This article has been removed by the editors.',
    description: 'Explanation when an article existed and was removed (the API answered 410)',
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

/** ART-01: the API has no article with this id (status 404 from the server, issue 30). */
export function ArticleNotFound() {
  return <NotFoundPage title={messages.articleTitle} text={messages.articleText} home={messages.home} />;
}

/** The article existed and an editor removed it (status 410 from the server, issue 30). */
export function ArticleGone() {
  return <GonePage title={messages.goneTitle} text={messages.goneText} home={messages.home} />;
}
