import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { sharedMessages } from '../i18n/shared-messages';
import { PageHead } from '../seo/page-head';

export interface NotFoundPageProps {
  /** The heading; "Page not found" unless the page knows more (an article that does not exist). */
  title?: MessageDescriptor;
  text?: MessageDescriptor;
  /** The label of the link to the home page. */
  home?: MessageDescriptor;
}

/**
 * The one not-found page: for an address no remote owns (the shell) and for one under a remote's part of
 * the site that it has no page for (each remote's `*` route), so every path of the route table answers
 * a page.
 */
export function NotFoundPage({
  title = sharedMessages.notFoundTitle,
  text = sharedMessages.notFoundText,
  home = sharedMessages.notFoundHome,
}: NotFoundPageProps) {
  const titleId = useId();
  const intl = useIntl();
  // data-page-status: the server answers this page with status 404 (shell/src/server/render-page.tsx).
  return (
    <section className="not-found" data-testid="not-found" data-page-status="404" aria-labelledby={titleId}>
      <PageHead title={intl.formatMessage(title)} />
      <h1 id={titleId}>
        <FormattedMessage {...title} />
      </h1>
      <p>
        <FormattedMessage {...text} />
      </p>
      <p>
        <Link to="/" className="button button--primary">
          <FormattedMessage {...home} />
        </Link>
      </p>
    </section>
  );
}
