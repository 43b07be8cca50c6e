import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

const onOff = z.enum(['0', '1']);

/** ACC-13: one of the tenant's extra profile fields, labelled in the request's language (docs/contracts.md). */
export const customFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'select']),
  /** Empty for a text field. */
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  max_length: z.number(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/**
 * ACC-16: the viewer's own data (spec 001 §3 "User (own data)", the API's OwnUserData, plus `email`,
 * `email_verified`, `pending_email` and `custom_fields` from issue 4), every field as the API always
 * sends it. Only the viewer's own pages read it: someone else's profile (ACC-17) reads the public
 * profile (get-public-profile.ts), so nothing here is loosened for a leaner answer. The profile update
 * (ACC-13) answers with the same shape.
 */
export const ownDataSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  profile_image: z.nullable(z.string()),
  /** The claps the user has given (docs/contracts.md "Fields not real yet"). */
  claps_count: z.number(),
  /** YYYY-MM-DD. */
  date_of_birth: z.nullable(z.string()),
  custom_data: z.record(z.string(), z.string()),
  enable_notifications_popup: z.boolean(),
  isManager: z.boolean(),
  /** Shown while the address is not verified. */
  verify_email_message: z.nullable(z.string()),
  /** ACC-05: the new address of a change waiting for its confirmation link. */
  pending_email: z.nullable(z.string()),
  custom_fields: z.array(customFieldSchema),
  settings: z.object({
    night_mode: onOff,
    text_size: z.enum(['small', 'big']),
    notify_by_likes: onOff,
    notify_by_replies: onOff,
    notify_by_likes_on_email: onOff,
    notify_by_replies_on_email: onOff,
  }),
});
export type OwnData = z.infer<typeof ownDataSchema>;
/** Fails to compile when the API's own-data answer stops passing this schema (shared's generated contract). */
type _OwnDataFollowsTheApi = AcceptsApi<z.input<typeof ownDataSchema>, ApiSchemas['OwnUserData']>;
