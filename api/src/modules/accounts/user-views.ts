import { z } from 'zod';
import type { Locale, Translate } from '../../i18n/messages';
import type { ProfileFieldSetting } from '../tenants/settings';
import type { AccountsRepository } from './accounts-repository';
import type { EmailVerificationsRepository } from './registration/email-verifications-repository';
import type { User } from './users-repository';
import { defaultUserSettings, type UserSettings } from './schema';
import { isManager } from '../../lib/permissions';

const onOff = z.enum(['0', '1']);

/**
 * ACC-11, CMT-13: a user's meta as the spec's front end reads it, on the stored user and on each comment
 * of theirs: the latest line-up of the line-up widget (MC-10).
 */
export const userMetaSchema = z.array(
  z.object({
    key: z.literal('has_formation'),
    value: z.object({
      current_formation_id: z
        .number()
        .int()
        .nullable()
        .describe("The id of the user's most recently saved line-up (MC-10) in this tenant; null when none"),
      formation: z
        .string()
        .optional()
        .describe("On a comment (CMT-13): that line-up's formation as fans read it, '4-3-3'"),
      team_id: z
        .number()
        .int()
        .optional()
        .describe("On a comment (CMT-13): the club of that line-up, for its page's line-up tab"),
    }),
  }),
);

type UserMeta = z.infer<typeof userMetaSchema>;

/**
 * `currentFormationId` is the user's latest line-up in the tenant (`app.accounts.currentFormationId`);
 * a comment adds its formation and club (CMT-13), written with hyphens as the line-up widget shows it.
 */
export function userMeta(currentFormationId: number | null, lineUp?: { formation: string; teamId: number }): UserMeta {
  const shown =
    lineUp === undefined ? {} : { formation: lineUp.formation.replaceAll('_', '-'), team_id: lineUp.teamId };
  return [{ key: 'has_formation', value: { current_formation_id: currentFormationId, ...shown } }];
}

/** The login response's data (docs/contracts.md "Login and the stored user"; ACC-01, ACC-10, ACC-11). */
export const loginDataSchema = z
  .object({
    authorization: z.string().describe('Opaque bearer token; send as `Authorization: Bearer <token>`'),
    id: z.number().int(),
    username: z.string(),
    image: z.string().nullable(),
    profile_image: z.string().nullable(),
    role: z.string().nullable(),
    isAdmin: z.boolean(),
    can_place_comments: z.boolean(),
    settings: z.object({ night_mode: onOff, text_size: z.enum(['small', 'big']) }),
    meta: userMetaSchema,
    name: z.string().describe('The display name; the username when none was given'),
    email: z.string(),
    email_verified: z.boolean(),
  })
  .meta({ id: 'LoginData' });

type LoginData = z.infer<typeof loginDataSchema>;

/** An extra profile field of the tenant (ACC-13, ACC-16), as the profile page renders it. */
const customFieldSchema = z
  .object({
    key: z.string().describe('The key of the value in custom_data (and of the form field custom_data[key])'),
    label: z.string(),
    type: z.enum(['text', 'select']),
    options: z.array(z.object({ value: z.string(), label: z.string() })).describe('Empty for a text field'),
    max_length: z.number().int(),
  })
  .meta({ id: 'CustomProfileField' });

/**
 * GET /api/v2/user/me-as-resource: spec 001 §3 "User (own data)" plus email, email_verified,
 * pending_email and custom_fields.
 */
export const ownDataSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    profile_image: z.string().nullable(),
    claps_count: z
      .number()
      .int()
      .describe('Claps the user has given: claps of resources (RES-01) plus likes of comments (docs/contracts.md)'),
    date_of_birth: z.string().nullable().describe('YYYY-MM-DD'),
    custom_data: z.record(z.string(), z.string()),
    enable_notifications_popup: z.boolean(),
    isManager: z.boolean(),
    verify_email_message: z.string().nullable().describe('Shown while the e-mail address is not verified'),
    pending_email: z
      .string()
      .nullable()
      .describe('The new address of a change waiting for its confirmation link (ACC-05), else null'),
    custom_fields: z
      .array(customFieldSchema)
      .describe("The tenant's extra profile fields, labels in the request's language; values are in custom_data"),
    settings: z.object({
      night_mode: onOff,
      text_size: z.enum(['small', 'big']),
      notify_by_likes: onOff,
      notify_by_replies: onOff,
      notify_by_likes_on_email: onOff,
      notify_by_replies_on_email: onOff,
    }),
  })
  .meta({ id: 'OwnUserData' });

type OwnData = z.infer<typeof ownDataSchema>;

/** Rows written before a setting existed lack its key; they read as the default. */
export function settingsOf(user: User): UserSettings {
  return { ...defaultUserSettings, ...user.settings };
}

/**
 * `currentFormationId` is the user's latest line-up (`app.accounts.currentFormationId`), read by the
 * caller so this stays a pure mapping.
 */
export function toLoginData(user: User, token: string, currentFormationId: number | null): LoginData {
  return {
    authorization: token,
    id: user.id,
    username: user.username,
    image: user.image,
    profile_image: user.image,
    role: user.role,
    isAdmin: user.isAdmin,
    can_place_comments: user.canPlaceComments,
    settings: { night_mode: settingsOf(user).night_mode, text_size: settingsOf(user).text_size },
    // ACC-11: the spec's stored user keeps the latest line-up of the line-up widget (MC-10).
    meta: userMeta(currentFormationId),
    name: user.name ?? user.username,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
  };
}

/** What the own-data view needs from the request: the tenant's profile fields and the reader's language. */
interface OwnDataContext {
  profileFields: ProfileFieldSetting[] | undefined;
  locale: Locale;
  t: Translate;
}

function toCustomFields(fields: ProfileFieldSetting[] | undefined, locale: Locale): OwnData['custom_fields'] {
  return (fields ?? []).map((field) => ({
    key: field.key,
    label: field.label[locale],
    type: field.type,
    options:
      field.type === 'select'
        ? (field.options ?? []).map((option) => ({ value: option.value, label: option.label[locale] }))
        : [],
    max_length: field.maxLength,
  }));
}

/** The reads the own-data view makes besides the user: claps given and a pending change of address. */
export interface OwnDataReads {
  accounts: Pick<AccountsRepository, 'clapsGiven'>;
  emailVerifications: Pick<EmailVerificationsRepository, 'pendingEmail'>;
}

export async function toOwnData(
  { accounts, emailVerifications }: OwnDataReads,
  user: User,
  { profileFields, locale, t }: OwnDataContext,
): Promise<OwnData> {
  const verified = user.emailVerifiedAt !== null;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified: verified,
    profile_image: user.image,
    claps_count: await accounts.clapsGiven(user.tenantId, user.id),
    date_of_birth: user.dateOfBirth,
    custom_data: user.customData,
    enable_notifications_popup: user.enableNotificationsPopup,
    isManager: isManager(user.role, user.isAdmin),
    verify_email_message: verified ? null : t('auth.verifyEmailMessage'),
    pending_email: await emailVerifications.pendingEmail(user.tenantId, user.id),
    custom_fields: toCustomFields(profileFields, locale),
    settings: settingsOf(user),
  };
}
