import { z } from 'zod';

/**
 * What a tenant's `settings` column may hold (it is JSON, so it is parsed here at the boundary, never
 * trusted). Each key belongs to one feature; an unknown or malformed key is ignored on read, so one bad
 * value written by hand cannot take a whole site down. Operators change them through
 * `PATCH /api/admin/tenants/{id}/settings`, which validates with the same schema.
 */
const localizedText = z.object({ en: z.string().max(200), nl: z.string().max(200) });

/** POP-01: the pop-up a tenant shows once after 20 % scroll; `updatedAt` is the spec's settings date. */
const popupSettingSchema = z.object({
  enabled: z.boolean(),
  reducedLogoPath: z.string().max(500).nullable(),
  link: z.string().max(500).nullable(),
  /** Sanitised when written (lib/html.ts), so it can be rendered as HTML. */
  htmlContent: z.string().max(10_000),
  buttonText: z.string().max(100),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** CON-01: reCAPTCHA v3; without a secret the contact form is accepted without a check. */
export const recaptchaSettingSchema = z.object({
  siteKey: z.string().min(1).max(200),
  secretKey: z.string().min(1).max(200),
  /** Lowest v3 score accepted (Google's scale: 0.0 bot … 1.0 human). */
  minScore: z.number().min(0).max(1).default(0.5),
});

/**
 * ACC-03: one OAuth 2 / OpenID Connect provider. With `issuer` the endpoints come from the issuer's
 * discovery document; without it all three endpoints must be given (plain OAuth 2 providers).
 */
export const oauthProviderSettingSchema = z.object({
  label: z.string().min(1).max(60),
  clientId: z.string().min(1).max(500),
  clientSecret: z.string().min(1).max(500),
  issuer: z.url().optional(),
  authorizationEndpoint: z.url().optional(),
  tokenEndpoint: z.url().optional(),
  userinfoEndpoint: z.url().optional(),
  scope: z.string().max(500).default('openid email profile'),
});

/** ACC-13: an extra profile field a tenant asks its fans for (favourite player, season ticket, …). */
export const profileFieldSettingSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  label: localizedText,
  type: z.enum(['text', 'select']),
  options: z
    .array(z.object({ value: z.string().min(1).max(100), label: localizedText }))
    .max(100)
    .optional(),
  maxLength: z.number().int().min(1).max(1000).default(100),
});

/**
 * CMT-15 and CMT-02: which sidebar list of comments the tenant shows (spec 001 §9 "Sidebar comments show
 * 'top this week' if flagged, else latest") and whether resources show a featured comment.
 */
const commentsSettingSchema = z.object({
  sidebar: z.enum(['latest', 'top-this-week']).default('latest'),
  featured: z.boolean().default(true),
  /** COM-01: the community page's top comments open on "this week" instead of "all time" (the weekly-first marker). */
  top_weekly_first: z.boolean().default(false),
});

/**
 * OVL-01: the social promotion overlay: a dialog with the channel's page plugin showing the club's page
 * at `url`. Only `facebook` for now (https://www.facebook.com/plugins/page.php?href={url}); the overlay
 * is never shown without a channel and url, nor in Facebook's in-app browser.
 */
export const promotionOverlaySettingSchema = z.object({
  enabled: z.boolean().default(true),
  channel: z.enum(['facebook']),
  /** A page on facebook.com: the page plugin shows nothing for another site's address. */
  url: z
    .url({ protocol: /^https$/, hostname: /^(www\.|m\.)?facebook\.com$/ })
    .max(500)
    .describe('https address of the club’s page on the channel, e.g. https://www.facebook.com/ourclub'),
});

/**
 * ACC-20: where the admins' feedback widget sends its reports. `email`: the inbox that gets them (without
 * it, the contact address, `contactEmail`); `endpoint`: an https address the API also POSTs each report to
 * as JSON (an issue tracker's intake, a chat webhook). The browser never calls it: the API does, so the
 * page's CSP needs nothing for it (docs/decisions/0044).
 */
const feedbackSettingSchema = z.object({
  email: z.email().max(254).optional(),
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .optional()
    .describe('https address the API POSTs each feedback report to as JSON'),
});

/**
 * The highest line-up data-limit: the spec's default lineup limit (spec 000 §9, "default lineup limit
 * 9999"), which is also the most `GET /api/v2/user-formations` takes as its `limit`.
 */
export const LINEUP_DATA_LIMIT_MAX = 9999;

/**
 * MC-10: the line-up widget's data-limit setting (spec 000 §9 "most-chosen formations shown per a
 * data-limit setting"): how many of the most chosen formations the widget shows. Without it, all of them.
 */
const lineupSettingSchema = z.object({
  dataLimit: z.number().int().min(1).max(LINEUP_DATA_LIMIT_MAX),
});

const providerNamePattern = /^[a-z][a-z0-9-]{0,29}$/;

export const tenantSettingsSchema = z.object({
  popup: popupSettingSchema.optional(),
  /** CON-01: where contact messages are mailed; without it they are only stored. */
  contactEmail: z.email().optional(),
  recaptcha: recaptchaSettingSchema.optional(),
  oauthProviders: z.record(z.string().regex(providerNamePattern), oauthProviderSettingSchema).optional(),
  profileFields: z.array(profileFieldSettingSchema).max(20).optional(),
  /** PLT-05: whether browsers may send client events (`client-*`) on private and presence channels. */
  realtime: z.object({ clientEvents: z.boolean().optional() }).optional(),
  /** ACC-20: JavaScript the tenant's editors run for their admins only (analytics, feedback widget). */
  adminCustomCode: z.string().max(50_000).optional(),
  comments: commentsSettingSchema.optional(),
  /**
   * ART-01/WP-01: `show` is the spec's show-web-push setting: an article that carries a push shows the
   * push alert only when this is on (1) too. Off until the tenant offers web push.
   */
  webPush: z.object({ show: z.boolean().default(false) }).optional(),
  /** OVL-01: the social promotion overlay; without it (or disabled) no overlay is shown. */
  promotionOverlay: promotionOverlaySettingSchema.optional(),
  /** MC-10: the line-up widget's data-limit; answered as `lineup_data_limit` by `GET /api/v2/setting`. */
  lineup: lineupSettingSchema.optional(),
  /** ACC-20: where the admins' feedback reports go; without it they are mailed to `contactEmail`. */
  feedback: feedbackSettingSchema.optional(),
});

export type TenantSettingsValues = z.infer<typeof tenantSettingsSchema>;
export type OauthProviderSetting = z.infer<typeof oauthProviderSettingSchema>;
export type ProfileFieldSetting = z.infer<typeof profileFieldSettingSchema>;
export type PromotionOverlaySetting = z.infer<typeof promotionOverlaySettingSchema>;

/** Reads a tenant's settings key by key, dropping (and reporting) any key that does not validate. */
export function parseTenantSettings(
  raw: unknown,
  onInvalid: (key: string, issue: string) => void = () => {},
): TenantSettingsValues {
  if (typeof raw !== 'object' || raw === null) return {};
  const result: Record<string, unknown> = {};
  const shape = tenantSettingsSchema.shape;
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(shape, key)) continue;
    const parsed = shape[key as keyof typeof shape].safeParse(value);
    if (parsed.success) result[key] = parsed.data;
    else onInvalid(key, parsed.error.message);
  }
  return tenantSettingsSchema.parse(result);
}
