import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Marks the element a page's status is read from: the server's renderer answers the page with that
 * status (shell/src/server/render-page.tsx, issue 30). Set by `NotFoundPage` (404), `GonePage` (410)
 * and `PageRedirect` (301).
 */
export const pageStatusAttribute = 'data-page-status';

/** On a `PageRedirect`'s marker: the path the page moved to (the request's query is kept). */
export const pageLocationAttribute = 'data-page-location';

interface PageRedirectProps {
  /** The page's own address, a path on this site (`/article/56/its-slug`), without a query. */
  to: string;
}

/**
 * The page lives at another address (an article asked for under an old or wrong slug, issue 30): the
 * server answers 301 to `to` with the request's query, and a page reached inside the browser is
 * replaced by that address, so there is one URL per page.
 */
export function PageRedirect({ to }: PageRedirectProps) {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  useEffect(() => {
    void navigate(`${to}${search}${hash}`, { replace: true });
  }, [navigate, to, search, hash]);
  return <span hidden {...{ [pageStatusAttribute]: 301, [pageLocationAttribute]: to }} />;
}
