/**
 * The share images the API draws for pages (CLB-05, api/src/modules/share-images): 1200×630 PNGs, since
 * the sites fans share links to (WhatsApp, X, Facebook) do not preview SVG. Paths on the site's own
 * origin, outside `/api/`, which robots.txt closes to the crawlers that fetch them.
 */
export const shareImage = {
  width: 1200,
  height: 630,
  type: 'image/png',
  /** The tenant's own card, for every page without one of its own. */
  sitePath: '/share-image/site.png',
  /** An article's card: its picture, fitted. */
  articlePath: (articleId: number) => `/share-image/article/${articleId}.png`,
  /** A match's card: both crests and names, and the score or the kick-off. */
  matchPath: (fixtureId: number) => `/share-image/match/${fixtureId}.png`,
  /** A club's card: its crest, name and league, and its place in the table once it has played. */
  teamPath: (teamId: number) => `/share-image/team/${teamId}.png`,
} as const;
