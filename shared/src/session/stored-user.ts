import * as v from 'valibot';
import type { ApiSchemas } from '../api/contract';

const settingValue = v.union([v.string(), v.number(), v.boolean(), v.null()]);

/**
 * ACC-11: the user object the browser keeps, exactly the spec's fields (the e-mail is removed from the
 * stored copy; the token is stored separately). Read back from local storage, so checked (STYLE.md 4).
 */
export const storedUserSchema = v.object({
  id: v.number(),
  username: v.string(),
  image: v.nullable(v.string()),
  profile_image: v.nullable(v.string()),
  role: v.nullable(v.string()),
  isAdmin: v.boolean(),
  can_place_comments: v.boolean(),
  settings: v.record(v.string(), settingValue),
  meta: v.array(v.object({ key: v.string(), value: v.unknown() })),
  name: v.nullable(v.string()),
});
export type StoredUser = v.InferOutput<typeof storedUserSchema>;

/** The data of a successful login, registration, social login or verification (ACC-01): the contract's. */
export type LoginData = ApiSchemas['LoginData'];

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

/**
 * Issue 33 (spec 000 §6): the newsroom is for guest authors, junior editors and managers (ACC-12);
 * the API's `requireNewsroomUser` draws the same line and checks it again.
 */
export function mayUseNewsroom(user: Pick<StoredUser, 'role' | 'isAdmin'> | null): boolean {
  if (!user) return false;
  if (user.role === 'guest-author' || user.role === 'junior-editor') return true;
  return isManager(user);
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
