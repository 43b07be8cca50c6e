import type { ApiClient, ApiSchemas } from '@tribune/shared';

/** The part of the user's own data this remote reads. */
type MePopupSetting = Pick<ApiSchemas['OwnUserData'], 'enable_notifications_popup'>;

/**
 * NOT-04: whether the user wants notification pop-ups. The flag is part of the user's own data
 * (GET /api/v2/user/me-as-resource, spec 001 §3 "User (own data)"), not of the stored user (ACC-11), so it
 * is asked for when a notification arrives: a change on the settings page counts at once.
 */
export async function getMe(client: ApiClient): Promise<MePopupSetting> {
  const response = await client.request('/api/v2/user/me-as-resource', {
    // The user's own data is never served from a cache (ACC-16).
    headers: { 'Cache-Control': 'no-cache' },
  });
  return response.data;
}
