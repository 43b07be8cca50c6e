import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

/** ACC-20: the tenant's custom front-end code for admins, and who the feedback widget should name. */
const adminFrontEndSchema = z.object({
  data: z.object({
    custom_code: z.nullable(z.string()),
    feedback: z.object({ id: z.number(), name: z.nullable(z.string()), email: z.nullable(z.string()) }),
  }),
});
export type AdminFrontEnd = z.infer<typeof adminFrontEndSchema>['data'];
export type FeedbackIdentity = AdminFrontEnd['feedback'];

const adminFrontEndPath = '/api/v2/user/admin-front-end';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _AdminFrontEndFollowsTheApi = AcceptsApi<
  z.input<typeof adminFrontEndSchema>,
  ApiResponse<typeof adminFrontEndPath, 'get'>
>;

/** The key carries the user id, so another login never reuses an admin's cached answer. */
function adminFrontEndKey(userId: number) {
  return [adminFrontEndPath, userId] as const;
}

async function getAdminFrontEnd(client: ApiClient): Promise<AdminFrontEnd> {
  const { data } = await client.request(adminFrontEndPath, adminFrontEndSchema);
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
