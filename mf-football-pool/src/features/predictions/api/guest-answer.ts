import { unstable_serialize, useSWRConfig } from 'swr';

/**
 * A signed-in fan's answer of a call whose key holds the viewer (the games carry their own picks),
 * stood in for by the guest's answer of the same call while the fan's own loads: the one the server
 * rendered with, or one fetched before the login. A part that comes to life after a login (issue 30:
 * a guest's pick is server HTML until then) so shows what it showed, not nothing, and a click held
 * while it came to life finds its button. Undefined for a guest, or when no guest's answer is known.
 */
export function useGuestAnswer<Data>(guestKey: readonly unknown[], signedIn: boolean): Data | undefined {
  const { cache, fallback } = useSWRConfig();
  if (!signedIn) return undefined;
  const key = unstable_serialize(guestKey);
  const cached: unknown = cache.get(key)?.data;
  return (cached ?? (fallback as Record<string, unknown> | undefined)?.[key]) as Data | undefined;
}
