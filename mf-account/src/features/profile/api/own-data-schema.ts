import type { ApiSchemas } from '@tribune/shared';

/** ACC-13: one of the tenant's extra profile fields, labelled in the request's language (docs/contracts.md). */
export type CustomField = ApiSchemas['CustomProfileField'];

/**
 * ACC-16: the viewer's own data (spec 001 §3 "User (own data)", the API's OwnUserData, plus `email`,
 * `email_verified`, `pending_email` and `custom_fields` from issue 4), typed by the API contract
 * (decision 0058). Only the viewer's own pages read it: someone else's profile (ACC-17) reads the public
 * profile (get-public-profile.ts). The profile update (ACC-13) answers with the same shape.
 */
export type OwnData = ApiSchemas['OwnUserData'];
