import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { sharedMessages } from '../i18n/shared-messages';
import { PageHead } from '../seo/page-head';
import { pageStatusAttribute } from '../seo/page-status';

interface NotFoundPageProps {
  /** The heading; "Page not found" unless the page knows more (an article that does not exist). */
  title?: MessageDescriptor;
  text?: MessageDescriptor;
  /** The label of the link to the home page. */
  home?: MessageDescriptor;
}

/**
 * The one not-found page: for an address no remote owns (the shell) and for one under a remote's part of
 * the site that it has no page for (each remote's `*` route), so every path of the route table answers
 * a page. The server answers it with status 404 and search engines are told not to index it (issue 30).
 */
export function NotFoundPage({
  title = sharedMessages.notFoundTitle,
  text = sharedMessages.notFoundText,
  home = sharedMessages.notFoundHome,
}: NotFoundPageProps) {
  return <StatusPage status={404} title={title} text={text} home={home} />;
}

/**
 * The page of an address whose subject existed and was removed for good (an article taken down): the
 * server answers it with status 410, so search engines drop it rather than try again (issue 30).
 */
export function GonePage({
  title = sharedMessages.goneTitle,
  text = sharedMessages.goneText,
  home = sharedMessages.notFoundHome,
}: NotFoundPageProps) {
  return <StatusPage status={410} title={title} text={text} home={home} />;
}

function StatusPage({ status, title, text, home }: Required<NotFoundPageProps> & { status: 404 | 410 }) {
  const titleId = useId();
  const intl = useIntl();
  // The page-status attribute is what the server's renderer answers the status from
  // (shell/src/server/render-page.tsx).
  return (
    <section
      className="not-found"
      data-testid="not-found"
      {...{ [pageStatusAttribute]: status }}
      aria-labelledby={titleId}
    >
      <PageHead title={intl.formatMessage(title)} />
      <meta name="robots" content="noindex" />
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
