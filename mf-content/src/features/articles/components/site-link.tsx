import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isSafeUrl } from '../utils/sanitize-html';
import { toSitePath } from '../utils/site-path';

interface SiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a URL the API sent: our own pages navigate inside the page (react-router), other sites are
 * plain links, and a URL that is not safe to follow (javascript: and the like) is shown as text.
 */
export function SiteLink({ href, className, children }: SiteLinkProps) {
  const path = toSitePath(href);
  if (path !== null) {
    return (
      <Link to={path} className={className}>
        {children}
      </Link>
    );
  }
  if (!isSafeUrl(href)) return <span className={className}>{children}</span>;
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
