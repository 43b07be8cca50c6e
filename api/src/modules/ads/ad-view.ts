import { z } from 'zod';
import type { AdRecord } from './ads-repository';
import { sanitizeAdHtml } from './sanitize-ad-html';

/** Limits of an ad (ADS-01). Contents are counted in characters as sent, before cleaning. */
export const adLimits = { slugMax: 60, contentMax: 20_000, sizeMin: 1, sizeMax: 2000 } as const;

/** A slot name: lowercase letters and digits in dash-separated words (`home-top`, `article-bottom`). */
export const adSlugSchema = z
  .string()
  .max(adLimits.slugMax, { error: 'ads.slugInvalid' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'ads.slugInvalid' });

/** The spec's Ad (spec 001 §3: slug, alternative_content), with what a page needs to show it. */
export const adSchema = z
  .object({
    slug: adSlugSchema,
    content: z
      .string()
      .describe('Sanitized HTML. Several ads separated by a line `---` make a rotating slot: show one at random'),
    alternative_content: z
      .string()
      .describe('Sanitized HTML shown instead when an ad blocker (or Brave) is detected; may be empty'),
    width: z.number().int().describe('The width the page reserves for the slot, in CSS pixels'),
    height: z.number().int().describe('The height the page reserves for the slot before the ad loads'),
  })
  .meta({ id: 'Ad' });

/** What the operator API shows: the ad as the public sees it, plus its switch and last change. */
export const operatorAdSchema = adSchema
  .extend({
    enabled: z.boolean().describe('A disabled ad is kept but not shown'),
    updated_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'OperatorAd' });

/** Cleaned again on the way out: a row written by hand (or by an older sanitizer) is never trusted. */
export function toAd(record: AdRecord): z.infer<typeof adSchema> {
  return {
    slug: record.slug,
    content: sanitizeAdHtml(record.content),
    alternative_content: sanitizeAdHtml(record.alternativeContent),
    width: record.width,
    height: record.height,
  };
}

export function toOperatorAd(record: AdRecord): z.infer<typeof operatorAdSchema> {
  return { ...toAd(record), enabled: record.enabled, updated_at: record.updatedAt.toISOString() };
}
