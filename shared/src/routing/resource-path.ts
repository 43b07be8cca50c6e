/**
 * The page of a commentable resource (spec 001 §3 "Resource reference"), for a part that only knows its
 * type and id: after a social login, the fan goes back to where they were writing (ACC-10). The slug of
 * an article is optional in its route, so none is needed here. Null for a type the site has no page for.
 */
export function resourcePath(type: string, id: string | number): string | null {
  const safeId = String(id);
  if (!/^[1-9]\d{0,17}$/.test(safeId)) return null;
  switch (type) {
    case 'article':
      return `/article/${safeId}`;
    case 'fixture':
      return `/matchcenter/match/${safeId}`;
    case 'forum':
      return `/forum/topic/${safeId}`;
    default:
      return null;
  }
}
