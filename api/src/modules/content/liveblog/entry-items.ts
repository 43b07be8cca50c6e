import type { Tenant } from '../../tenants/tenants-repository';
import type { LiveblogRepository } from './liveblog-repository';
import { type LiveblogItem, toLiveblogItem, withCleanAd } from './liveblog-view';

/** An entry of the tenant as the list sends it, read back after a write; null when it is not there. */
export async function loadItem(
  liveblogs: LiveblogRepository,
  tenant: Pick<Tenant, 'id' | 'language'>,
  entryId: number,
): Promise<LiveblogItem | null> {
  const entry = await liveblogs.entry(tenant.id, entryId);
  if (entry === null) return null;
  const liveblog = await liveblogs.byId(tenant.id, entry.liveblogId);
  if (liveblog === null) return null;
  return toLiveblogItem(entry, withCleanAd(liveblog, tenant.language), tenant.language);
}
