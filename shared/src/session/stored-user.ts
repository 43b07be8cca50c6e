import { z } from 'zod/mini';

const settingValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * ACC-11: the user object the browser keeps, exactly the spec's fields (the e-mail is removed from the
 * stored copy; the token is stored separately).
 */
export const storedUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  image: z.nullable(z.string()),
  profile_image: z.nullable(z.string()),
  role: z.nullable(z.string()),
  isAdmin: z.boolean(),
  can_place_comments: z.boolean(),
  settings: z.record(z.string(), settingValue),
  meta: z.array(z.object({ key: z.string(), value: z.unknown() })),
  name: z.nullable(z.string()),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/** The data of a successful login, registration, social login or verification (ACC-01). */
export const loginDataSchema = z.object({
  ...storedUserSchema.shape,
  authorization: z.string(),
  email: z.optional(z.nullable(z.string())),
  email_verified: z.optional(z.boolean()),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const loginResponseSchema = z.object({ data: loginDataSchema });

export const storageKeys = { token: 'auth_token', user: 'user_object', emailVerified: 'email_verified' } as const;

/** ACC-11: what is kept of a login; everything else (the e-mail above all) is dropped. */
export function toStoredUser(data: LoginData): StoredUser {
  return {
    id: data.id,
    username: data.username,
    image: data.image,
    profile_image: data.profile_image,
    role: data.role,
    isAdmin: data.isAdmin,
    can_place_comments: data.can_place_comments,
    settings: data.settings,
    meta: data.meta,
    name: data.name,
  };
}

/** ACC-12: managers are users with a role other than guest-author or junior-editor; else it is isAdmin. */
export function isManager(user: Pick<StoredUser, 'role' | 'isAdmin'> | null): boolean {
  if (!user) return false;
  if (user.role && user.role !== 'guest-author' && user.role !== 'junior-editor') return true;
  return user.isAdmin;
}

/** PLT-07: dark mode when night_mode is '1'. */
export function prefersDarkMode(user: Pick<StoredUser, 'settings'> | null): boolean {
  return String(user?.settings.night_mode ?? '0') === '1';
}

/** PLT-07: large text when text_size is 'big' or '1'. */
export function prefersLargeText(user: Pick<StoredUser, 'settings'> | null): boolean {
  const size = String(user?.settings.text_size ?? 'small');
  return size === 'big' || size === '1';
}
