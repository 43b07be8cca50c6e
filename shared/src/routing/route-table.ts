import type { RemoteName } from '../bootstrap/bootstrap';

/**
 * Which remote owns which pages (DESIGN.md "How a page is composed", step 3). Static data, so the shell
 * knows the owner of a URL without loading anything. Patterns use react-router's syntax; the first
 * match wins, so more specific patterns come first.
 */
const routeOwners: readonly { pattern: string; remote: RemoteName }[] = [
  { pattern: '/matchcenter/*', remote: 'mf_matchcenter' },
  { pattern: '/football-pool/*', remote: 'mf_football_pool' },
  { pattern: '/community/*', remote: 'mf_community' },
  { pattern: '/forum/*', remote: 'mf_community' },
  { pattern: '/notifications/*', remote: 'mf_community' },
  { pattern: '/user/*', remote: 'mf_account' },
  { pattern: '/contact', remote: 'mf_account' },
  { pattern: '/email/verify/*', remote: 'mf_account' },
  { pattern: '/new-email/verify/*', remote: 'mf_account' },
  { pattern: '/password/reset/*', remote: 'mf_account' },
  { pattern: '/login/*', remote: 'mf_account' },
  { pattern: '/', remote: 'mf_content' },
  { pattern: '/article/*', remote: 'mf_content' },
  { pattern: '/tag/*', remote: 'mf_content' },
  { pattern: '/search', remote: 'mf_content' },
  { pattern: '/most-read', remote: 'mf_content' },
  { pattern: '/net-binnen', remote: 'mf_content' },
  { pattern: '/bio', remote: 'mf_content' },
  { pattern: '/collection/*', remote: 'mf_content' },
  { pattern: '/headline-tests', remote: 'mf_content' },
  { pattern: '/smart-bar', remote: 'mf_content' },
  { pattern: '/newsroom/*', remote: 'mf_content' },
];

/** The remote that owns a path, or null when no remote does (a 404 of the shell). */
export function findRouteOwner(pathname: string): RemoteName | null {
  for (const { pattern, remote } of routeOwners) if (matchesPattern(pattern, pathname)) return remote;
  return null;
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === pattern;
}

/** The expose every remote offers for its pages: a component rendering its <Routes>. */
export const routesExpose = './routes';
