import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { shellMessages } from '../i18n/messages';

export function NotFoundPage() {
  return (
    <section className="not-found" data-testid="not-found" data-page-status="404">
      <h1>
        <FormattedMessage {...shellMessages.notFoundTitle} />
      </h1>
      <p>
        <FormattedMessage {...shellMessages.notFoundText} />
      </p>
      <Link to="/" className="button button--primary">
        <FormattedMessage {...shellMessages.backHome} />
      </Link>
    </section>
  );
}
