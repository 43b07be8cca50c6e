import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';

const onOff = z.enum(['0', '1']);

/** ACC-13: one of the tenant's extra profile fields, labelled in the request's language (docs/contracts.md). */
export const customFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'select']),
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
  max_length: z.optional(z.nullable(z.number())),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/**
 * ACC-16: the viewer's own data (spec 001 §3 "User (own data)", the API's OwnData, plus `pending_email`
 * and `custom_fields` from issue 4). Only what the profile header shows is required; the rest is optional
 * so the public profile keeps working on a leaner answer, and the settings form falls back to defaults.
 * The profile update (ACC-13) answers with the same shape.
 */
export const ownDataSchema = z.object({
  id: z.number(),
  username: z.string(),
  profile_image: z.nullable(z.string()),
  claps_count: z.optional(z.number()),
  isManager: z.optional(z.boolean()),
  verify_email_message: z.optional(z.nullable(z.string())),
  email: z.optional(z.string()),
  email_verified: z.optional(z.boolean()),
  pending_email: z.optional(z.nullable(z.string())),
  date_of_birth: z.optional(z.nullable(z.string())),
  custom_data: z.optional(z.record(z.string(), z.nullable(z.string()))),
  custom_fields: z.optional(z.array(customFieldSchema)),
  enable_notifications_popup: z.optional(z.boolean()),
  settings: z.optional(
    z.object({
      night_mode: z.optional(onOff),
      text_size: z.optional(z.string()),
      notify_by_likes: z.optional(onOff),
      notify_by_replies: z.optional(onOff),
      notify_by_likes_on_email: z.optional(onOff),
      notify_by_replies_on_email: z.optional(onOff),
    }),
  ),
});
export type OwnData = z.infer<typeof ownDataSchema>;
/** Fails to compile when the API's own-data answer stops passing this schema (shared's generated contract). */
export type OwnDataFollowsTheApi = AcceptsApi<z.input<typeof ownDataSchema>, ApiSchemas['OwnUserData']>;

export const meAsResourceSchema = z.object({ data: ownDataSchema });
export type MeAsResource = OwnData;

export const meAsResourcePath = '/api/v2/user/me-as-resource';

/** The key carries the user id, so a different login never sees another user's cached answer. */
export function meAsResourceKey(userId: number) {
  return [meAsResourcePath, userId] as const;
}

export async function getMeAsResource(client: ApiClient): Promise<MeAsResource> {
  const { data } = await client.request(meAsResourcePath, meAsResourceSchema, {
    // ACC-16: never served from a cache.
    headers: { 'Cache-Control': 'no-cache' },
    // ACC-16 decides itself what a 401 means (back to the home page).
    logoutOnUnauthorized: false,
  });
  return data;
}

/** The viewer's own profile data; pass null when nobody is logged in (nothing is fetched). */
export function useMeAsResource(userId: number | null) {
  const client = useApiClient();
  return useSWR(userId === null ? null : meAsResourceKey(userId), () => getMeAsResource(client), {
    revalidateOnMount: true,
  });
}
