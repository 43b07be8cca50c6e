import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { isPlainClick } from '../routing/plain-click';
import { isSafeUrl, toSitePath } from '../routing/site-url';

interface SiteLinkProps {
  /** A URL from outside data (an API answer): a path of this site, an absolute URL, or anything else. */
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a URL the API sent. Paths of this site navigate inside the page (react-router); a URL that is
 * not safe to follow (javascript: and the like) is shown as text; anything else is a plain link. An
 * absolute URL on the site's own origin renders as a plain link too (the server does not know the
 * page's origin, so the markup is the same on both sides) and is taken over by the router when clicked.
 */
export function SiteLink({ href, className, children }: SiteLinkProps) {
  const navigate = useNavigate();
  const path = toSitePath(href);
  if (path !== null) {
    return (
      <Link to={path} className={className}>
        {children}
      </Link>
    );
  }
  if (!isSafeUrl(href)) return <span className={className}>{children}</span>;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    const ownPath = toSitePath(href, window.location.origin);
    if (ownPath === null) return;
    event.preventDefault();
    void navigate(ownPath);
  }

  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
