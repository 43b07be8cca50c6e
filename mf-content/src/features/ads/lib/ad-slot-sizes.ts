/**
 * The size each known slot reserves while the ads are not known yet (a page reached in the browser
 * rather than rendered by the server): the standard IAB sizes the demo and most sponsors use. Once the
 * ads are known, the API's size for the slot wins.
 */
export const adSlotSizes: Record<string, { width: number; height: number }> = {
  'home-top': { width: 728, height: 90 },
  'home-sidebar': { width: 300, height: 250 },
  'article-bottom': { width: 728, height: 90 },
  liveblog: { width: 300, height: 250 },
};
