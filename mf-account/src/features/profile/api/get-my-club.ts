import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse, type ApiSchemas } from '@tribune/shared';

/**
 * The fan's club (CLB-01): the match centre's favourite team (MC-11) as the account keeps it. What the
 * profile settings show of it: its crest and names (docs/contracts.md "Favourite team").
 */
export const myClubSchema = z.object({
  id: z.number(),
  name: z.string(),
  shortName: z.string(),
  /** Crest path relative to the API origin, or an absolute URL (shared's `crestUrl`). */
  logo: z.string(),
});
export type MyClub = z.infer<typeof myClubSchema>;
export type MyClubFollowsTheApi = AcceptsApi<z.input<typeof myClubSchema>, ApiSchemas['FavouriteTeam']>;

/** GET and PUT /api/v2/user/favourite-team answer the same: the account's club, or none. */
export const myClubResponseSchema = z.object({ data: z.object({ team: z.nullable(myClubSchema) }) });
export type GetMyClubFollowsTheApi = AcceptsApi<
  z.input<typeof myClubResponseSchema>,
  ApiResponse<'/api/v2/user/favourite-team', 'get'>
>;

export const myClubPath = '/api/v2/user/favourite-team';

/** The key carries the user id, so a different login never sees another fan's club. */
export function myClubKey(userId: number) {
  return [myClubPath, userId] as const;
}

/** GET /api/v2/user/favourite-team: the fan's club, or null. A 401 is the page's to handle (ACC-16). */
export async function getMyClub(client: ApiClient): Promise<MyClub | null> {
  const { data } = await client.request(myClubPath, myClubResponseSchema, { logoutOnUnauthorized: false });
  return data.team;
}

export function useMyClub(userId: number) {
  const client = useApiClient();
  return useSWR(myClubKey(userId), () => getMyClub(client), { revalidateOnFocus: false });
}
