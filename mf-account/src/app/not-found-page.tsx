import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

const messages = defineMessages({
  title: {
    id: 'account.not-found.title',
    defaultMessage: 'Page not found',
    description: 'Heading for an account URL that has no page',
  },
  home: {
    id: 'account.not-found.home',
    defaultMessage: 'Go to the home page',
    description: 'Link home from the not-found page',
  },
});

/** An address under mf_account's part of the site that has no page (yet). */
export function NotFoundPage() {
  return (
    <section>
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <Link to="/">
        <FormattedMessage {...messages.home} />
      </Link>
    </section>
  );
}
