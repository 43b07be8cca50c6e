import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentTitle } from '../features/articles/hooks/use-document-title';

const messages = defineMessages({
  pageTitle: {
    id: 'content.not-found.title',
    defaultMessage: 'Page not found',
    description: 'Heading when no page exists at this address',
  },
  pageText: {
    id: 'content.not-found.text',
    defaultMessage: 'There is nothing at this address. It may have moved, or the link may be wrong.',
    description: 'Explanation when no page exists at this address',
  },
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
    description: 'Link from a not-found page to the home page',
  },
});

function NotFound({ title, text }: { title: MessageDescriptor; text: MessageDescriptor }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(title));
  return (
    <section className="content-not-found" aria-labelledby="content-not-found-title">
      <h1 id="content-not-found-title">
        <FormattedMessage {...title} />
      </h1>
      <p>
        <FormattedMessage {...text} />
      </p>
      <p>
        <Link to="/" className="button button--primary">
          <FormattedMessage {...messages.home} />
        </Link>
      </p>
    </section>
  );
}

/** A URL of ours that no page of this remote serves (yet). */
export function PageNotFound() {
  return <NotFound title={messages.pageTitle} text={messages.pageText} />;
}

/** ART-01: the API has no article with this id. */
export function ArticleNotFound() {
  return <NotFound title={messages.articleTitle} text={messages.articleText} />;
}
