import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Translate } from '../../i18n/messages';
import type { User } from './accounts-repository';
import { defaultUserSettings, type UserSettings } from './schema';
import { isManager } from './permissions';

const onOff = z.enum(['0', '1']);

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
    meta: z.array(
      z.object({
        key: z.literal('has_formation'),
        value: z.object({ current_formation_id: z.number().int().nullable() }),
      }),
    ),
    name: z.string().describe('The display name; the username when none was given'),
    email: z.string(),
    email_verified: z.boolean(),
  })
  .meta({ id: 'LoginData' });

export type LoginData = z.infer<typeof loginDataSchema>;

/** GET /api/v2/user/me-as-resource: spec 001 §3 "User (own data)" plus email and email_verified. */
export const ownDataSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    profile_image: z.string().nullable(),
    claps_count: z.number().int(),
    date_of_birth: z.string().nullable().describe('YYYY-MM-DD'),
    custom_data: z.record(z.string(), z.string()),
    enable_notifications_popup: z.boolean(),
    isManager: z.boolean(),
    verify_email_message: z.string().nullable().describe('Shown while the e-mail address is not verified'),
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

export type OwnData = z.infer<typeof ownDataSchema>;

/** Rows written before a setting existed lack its key; they read as the default. */
function settingsOf(user: User): UserSettings {
  return { ...defaultUserSettings, ...user.settings };
}

export async function toLoginData(app: FastifyInstance, user: User, token: string): Promise<LoginData> {
  const currentFormationId = await app.userProfileProviders.currentFormationId(user.tenantId, user.id);
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
    meta: [{ key: 'has_formation', value: { current_formation_id: currentFormationId } }],
    name: user.name ?? user.username,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
  };
}

export async function toOwnData(app: FastifyInstance, user: User, t: Translate): Promise<OwnData> {
  const verified = user.emailVerifiedAt !== null;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified: verified,
    profile_image: user.image,
    claps_count: await app.userProfileProviders.clapsCount(user.tenantId, user.id),
    date_of_birth: user.dateOfBirth,
    custom_data: user.customData,
    enable_notifications_popup: user.enableNotificationsPopup,
    isManager: isManager(user.role, user.isAdmin),
    verify_email_message: verified ? null : t('auth.verifyEmailMessage'),
    settings: settingsOf(user),
  };
}
