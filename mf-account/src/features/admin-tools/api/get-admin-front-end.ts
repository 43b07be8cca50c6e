import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

const adminFrontEndPath = '/api/v2/user/admin-front-end';

/**
 * ACC-20: the tenant's custom front-end code for admins, and who the feedback widget should name; typed
 * by the API contract (decision 0058).
 */
export type AdminFrontEnd = ApiResponse<typeof adminFrontEndPath, 'get'>['data'];
export type FeedbackIdentity = AdminFrontEnd['feedback'];

/** The key carries the user id, so another login never reuses an admin's cached answer. */
function adminFrontEndKey(userId: number) {
  return [adminFrontEndPath, userId] as const;
}

async function getAdminFrontEnd(client: ApiClient): Promise<AdminFrontEnd> {
  const { data } = await client.request(adminFrontEndPath);
  return data;
}

/** Pass the admin's id, or null for everyone else: then nothing is asked (the API answers 403 anyway). */
export function useAdminFrontEnd(adminId: number | null) {
  const client = useApiClient();
  return useSWR(adminId === null ? null : adminFrontEndKey(adminId), () => getAdminFrontEnd(client), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
