import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { ProfileFieldSetting } from '../../tenants/settings';
import type { Tenant } from '../../tenants/tenants-repository';
import { emailChangeMail, emailChangeNoticeMail } from '../../mail/templates';
import type { AccountsRepository } from '../accounts-repository';
import type { EmailVerificationsRepository } from '../registration/email-verifications-repository';
import type { ProfileChanges, User } from '../users-repository';
import { createFieldErrors } from '../../../lib/field-errors';
import { sniffImageType } from './image-type';
import { maxAvatarBytes, maxAvatarSide, toAvatarImage } from './avatar-image';
import { newPasswordProblem } from '../password-rules';
import { tenantOrigin } from '../../../plugins/request-host';
import type { OnOff, UserSettings } from '../schema';
import { ownDataSchema, toOwnData } from '../user-views';
import type { ProfilesRepository, ProfileUpdate } from './profiles-repository';

const toggleFields = [
  'night_mode',
  'notify_by_likes',
  'notify_by_replies',
  'notify_by_likes_on_email',
  'notify_by_replies_on_email',
] as const;

/**
 * Every field is optional (absent = unchanged) and loosely typed on purpose: the rules below report
 * every problem per field in the person's language in one 422. `custom_data[<key>]` form fields are
 * extra keys of the body (multipart and forms cannot nest), hence the loose object.
 */
const profileBody = z.looseObject({
  _method: z
    .string()
    .regex(/^patch$/i)
    .optional()
    .describe('PATCH (method override on POST)'),
  image: z
    .union([z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }), z.string()])
    .optional()
    .describe(
      'JPEG, PNG, WebP or GIF, at most 2 MB and 4096 × 4096 px (a multipart file); stored as a WebP 512 px wide',
    ),
  custom_data: z.record(z.string(), z.string()).optional().describe('JSON form of the custom_data[<key>] fields'),
  date_of_birth: z.string().nullable().optional().describe('YYYY-MM-DD; empty clears it'),
  night_mode: z.string().optional().describe("'0' or '1'"),
  text_size: z.string().optional().describe("'small' or 'big'"),
  notify_by_likes: z.string().optional().describe("'0' or '1'"),
  notify_by_replies: z.string().optional().describe("'0' or '1'"),
  notify_by_likes_on_email: z.string().optional().describe("'0' or '1'"),
  notify_by_replies_on_email: z.string().optional().describe("'0' or '1'"),
  enable_notifications_popup: z.string().optional().describe("'0' or '1'"),
  email: z.string().optional().describe('A different address starts a change confirmed by a mailed link (ACC-05)'),
  current_password: z.string().optional(),
  password: z.string().optional().describe('Changed only when current_password and password are both filled'),
  password_confirmation: z.string().optional(),
});

type ProfileBody = z.infer<typeof profileBody>;

const emailFormat = z.email();
const customDataField = /^custom_data\[([^\]]+)\]$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const earliestBirthDate = '1900-01-01';

/** custom_data values from the JSON object and from `custom_data[<key>]` form fields (the latter win). */
function customDataInput(body: ProfileBody): Map<string, string> {
  const input = new Map(Object.entries(body.custom_data ?? {}));
  for (const [name, value] of Object.entries(body)) {
    const key = customDataField.exec(name)?.[1];
    if (key !== undefined && typeof value === 'string') input.set(key, value);
  }
  return input;
}

/** A real calendar date written YYYY-MM-DD (no 2023-02-30), between 1900-01-01 and today. */
function dateOfBirthProblem(t: FastifyRequest['t'], value: string): string | undefined {
  const attribute = { attribute: t('attribute.date_of_birth') };
  const match = isoDate.exec(value);
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    match === null ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return t('validation.date', attribute);
  }
  if (value < earliestBirthDate) return t('validation.dateAfter', { ...attribute, date: earliestBirthDate });
  // Compared as text: both are YYYY-MM-DD. "Today" is taken at the date line's far side (UTC+14), so
  // nobody anywhere is refused their real date of birth.
  const latest = new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (value > latest) return t('validation.dateNotFuture', attribute);
  return undefined;
}

/** A select takes one of its options, a text field up to its length; empty (clearing) is always fine. */
function customValueProblem(
  t: FastifyRequest['t'],
  field: ProfileFieldSetting,
  label: string,
  value: string,
): string | undefined {
  if (value === '') return undefined;
  if (field.type === 'select') {
    const known = (field.options ?? []).some((option) => option.value === value);
    return known ? undefined : t('validation.in', { attribute: label });
  }
  return value.length > field.maxLength
    ? t('validation.maxString', { attribute: label, max: field.maxLength })
    : undefined;
}

/** Checks every field, reporting all problems at once (422), and returns what to write. */
async function validateProfile(
  app: FastifyInstance,
  accounts: AccountsRepository,
  request: FastifyRequest,
  tenant: Tenant,
  user: User,
  body: ProfileBody,
): Promise<ProfileUpdate> {
  const t = request.t.bind(request);
  const problems = createFieldErrors();
  const changes: ProfileChanges = {};
  const settings: Partial<UserSettings> = {};
  const update: ProfileUpdate = { changes };

  // The image, by its bytes. An empty file part is a form sent without choosing a file.
  const imageAttr = { attribute: t('attribute.image') };
  if (Buffer.isBuffer(body.image) && body.image.length > 0) {
    if (sniffImageType(body.image) === undefined) problems.add('image', t('validation.imageType', imageAttr));
    else if (body.image.length > maxAvatarBytes)
      problems.add('image', t('validation.imageMax', { ...imageAttr, max: maxAvatarBytes / 1024 }));
    else {
      const avatar = await toAvatarImage(body.image);
      if (avatar.ok) update.avatar = { contentType: avatar.contentType, bytes: avatar.bytes };
      else if (avatar.problem === 'tooManyPixels')
        problems.add('image', t('validation.imageDimensions', { ...imageAttr, max: maxAvatarSide }));
      else problems.add('image', t('validation.image', imageAttr));
    }
  } else if (typeof body.image === 'string' && body.image !== '') {
    problems.add('image', t('validation.image', imageAttr));
  }

  if (body.date_of_birth === null || body.date_of_birth?.trim() === '') changes.dateOfBirth = null;
  else if (body.date_of_birth !== undefined) {
    const value = body.date_of_birth.trim();
    const problem = dateOfBirthProblem(t, value);
    if (problem === undefined) changes.dateOfBirth = value;
    else problems.add('date_of_birth', problem);
  }

  for (const field of toggleFields) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === '0' || value === '1') settings[field] = value satisfies OnOff;
    else problems.add(field, t('validation.in', { attribute: t(`attribute.${field}`) }));
  }
  if (body.text_size !== undefined) {
    if (body.text_size === 'small' || body.text_size === 'big') settings.text_size = body.text_size;
    else problems.add('text_size', t('validation.in', { attribute: t('attribute.text_size') }));
  }
  if (body.enable_notifications_popup !== undefined) {
    const value = body.enable_notifications_popup;
    if (value === '0' || value === '1') changes.enableNotificationsPopup = value === '1';
    else
      problems.add(
        'enable_notifications_popup',
        t('validation.in', { attribute: t('attribute.enable_notifications_popup') }),
      );
  }
  if (Object.keys(settings).length > 0) changes.settings = settings;

  // Only the tenant's own fields are kept; anything else a form sends is ignored. Empty clears a value.
  const fields = new Map((tenant.settings.profileFields ?? []).map((field) => [field.key, field]));
  const customData = { ...user.customData };
  let customDataChanged = false;
  for (const [key, raw] of customDataInput(body)) {
    const field = fields.get(key);
    if (field === undefined) continue;
    const value = raw.trim();
    const problem = customValueProblem(t, field, field.label[request.locale], value);
    if (problem !== undefined) {
      problems.add(`custom_data.${key}`, problem);
      continue;
    }
    if (value === '') delete customData[key];
    else customData[key] = value;
    customDataChanged = true;
  }
  if (customDataChanged) changes.customData = customData;

  if (body.email !== undefined) {
    const email = body.email.trim();
    const attribute = { attribute: t('attribute.email') };
    if (email === '') problems.add('email', t('validation.required', attribute));
    else if (email.length > 255) problems.add('email', t('validation.maxString', { ...attribute, max: 255 }));
    else if (!emailFormat.safeParse(email).success) problems.add('email', t('validation.email', attribute));
    else if (email.toLowerCase() !== user.email.toLowerCase()) {
      if (await accounts.isEmailTaken(tenant.id, email)) problems.add('email', t('validation.taken', attribute));
      else update.newEmail = email;
    }
  }

  // A new password needs the current one. A filled current password alone is ignored: browsers fill it
  // in by themselves, and the spec's page sends both only when both are filled.
  const password = body.password ?? '';
  if (password !== '') {
    const current = body.current_password ?? '';
    if (current === '') {
      problems.add('current_password', t('validation.required', { attribute: t('attribute.current_password') }));
    } else {
      const row = await accounts.findRowById(tenant.id, user.id);
      if (row === undefined || !(await app.passwords.verify(current, row.passwordHash))) {
        problems.add('current_password', t('validation.currentPassword'));
      }
    }
    const problem = newPasswordProblem(t, password, body.password_confirmation);
    if (problem !== undefined) problems.add('password', problem);
    else if (problems.empty) changes.passwordHash = await app.passwords.hash(password);
  }

  problems.throwIfAny(t('error.validationFailed'));
  return update;
}

/** The change-of-address mails, after the commit. A mail failure is logged; the change stays pending. */
async function sendEmailChangeMails(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  user: User,
  newEmail: string,
  token: string,
): Promise<void> {
  const link = `${tenantOrigin(app, request, tenant)}/new-email/verify/${user.id}/${token}`;
  const mails = [
    { to: newEmail, ...emailChangeMail(tenant, user.username, link) },
    { to: user.email, ...emailChangeNoticeMail(tenant, user.username, newEmail) },
  ];
  for (const mail of mails) {
    try {
      await app.mailer.send({ tenantId: tenant.id, ...mail });
    } catch (error) {
      request.log.error({ err: error, userId: user.id }, 'e-mail change mail could not be sent');
    }
  }
}

/**
 * POST|PATCH /api/v1/front/user/update (ACC-13): the profile settings form (multipart with
 * `_method=PATCH`, or JSON). Everything is checked first and written in one transaction, so a 422
 * leaves the profile as it was. A new password ends every other session; a new address starts ACC-05.
 */
export const updateProfileRoute: FastifyPluginAsyncZod<{
  accounts: AccountsRepository;
  profiles: ProfilesRepository;
  emailVerifications: EmailVerificationsRepository;
}> = async (app, { accounts, profiles, emailVerifications }) => {
  app.route({
    method: ['POST', 'PATCH'],
    url: '/api/v1/front/user/update',
    // One file (the avatar), streamed no further than the avatar's own size limit.
    config: { multipart: { files: 1, fileSize: maxAvatarBytes } },
    schema: {
      tags: ['Accounts'],
      summary: 'Update the own profile (multipart with _method=PATCH, or JSON)',
      security: [{ bearerAuth: [] }],
      body: profileBody,
      response: {
        200: z.object({ data: ownDataSchema, metaData: z.object({ message: z.string() }) }),
        401: errorResponse,
        404: errorResponse,
        422: errorResponse,
      },
    },
    handler: async (request) => {
      const tenant = await request.requireTenant();
      const { user, tokenId } = await request.requireUser();
      const update = await validateProfile(app, accounts, request, tenant, user, request.body);
      const { newEmail } = update;

      const emailToken = await profiles.saveProfile(tenant.id, user.id, tokenId, update);
      if (newEmail !== undefined && emailToken !== undefined) {
        await sendEmailChangeMails(app, request, tenant, user, newEmail, emailToken);
      }

      const updated = await accounts.findById(tenant.id, user.id);
      if (updated === undefined) throw new HttpError(401, request.t('error.unauthenticated'));
      return {
        data: await toOwnData({ accounts, emailVerifications }, updated, {
          profileFields: tenant.settings.profileFields,
          locale: request.locale,
          t: request.t.bind(request),
        }),
        metaData: {
          message:
            newEmail === undefined
              ? request.t('profile.updated')
              : request.t('profile.emailChangeStarted', { email: newEmail }),
        },
      };
    },
  });
};
