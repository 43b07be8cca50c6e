import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { sharedMessages } from '@tribune/shared';
import '../lists.css';

interface TagPagerProps {
  /** The page shown, from 0. */
  page: number;
  /** The link of a page, from 0 (its number in the query, so it can be shared and server-rendered). */
  hrefOf: (page: number) => string;
  /** Whether a next page may hold articles: not after an empty or a short page (ART-03). */
  hasNext: boolean;
}

/**
 * ART-03's previous and next: links (a shared link, the server and a browser without JavaScript all
 * get the page), with previous disabled on page 0 and next disabled when the page was empty or not
 * full. A disabled step is a link without an address (role link, aria-disabled), so it keeps its
 * place and is announced as unavailable, not left out.
 */
export function TagPager({ page, hrefOf, hasNext }: TagPagerProps) {
  const intl = useIntl();
  const previous = intl.formatMessage(sharedMessages.previous);
  const next = intl.formatMessage(sharedMessages.next);
  return (
    <nav className="lists-pager" aria-label={intl.formatMessage(sharedMessages.pagination)}>
      {page > 0 ? (
        <Link className="lists-pager__step" to={hrefOf(page - 1)} rel="prev">
          {previous}
        </Link>
      ) : (
        <DisabledStep>{previous}</DisabledStep>
      )}
      <span className="lists-pager__current" aria-current="page">
        {intl.formatMessage(sharedMessages.page, { page: page + 1 })}
      </span>
      {hasNext ? (
        <Link className="lists-pager__step" to={hrefOf(page + 1)} rel="next">
          {next}
        </Link>
      ) : (
        <DisabledStep>{next}</DisabledStep>
      )}
    </nav>
  );
}

function DisabledStep({ children }: { children: string }) {
  return (
    // A link with no address is not focusable and does nothing: this is the accepted way to show a
    // disabled link (W3C ARIA in HTML, role=link with aria-disabled).
    // eslint-disable-next-line jsx-a11y/anchor-is-valid
    <a className="lists-pager__step lists-pager__step--disabled" role="link" aria-disabled="true">
      {children}
    </a>
  );
}
