import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A path of this site, from a relative or same-origin absolute URL; null for other sites. */
export function sitePath(href: string, origin: string = window.location.origin): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Links into this site go through the router (no page reload); anything else is a plain link. */
export function SiteLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const path = sitePath(href);
  if (path !== null) {
    return (
      <Link className={className} to={path}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}
