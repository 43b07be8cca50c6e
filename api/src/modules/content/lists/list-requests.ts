import { z } from 'zod';
import { type Locale, translate } from '../../../i18n/messages';

/** ART-05/ART-06: the largest page any list sends. */
export const maxPageSize = 50;

/** The public lists' cache: the same list for every visitor, a new article shows within a minute. */
export const listCache = { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } };

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/** A page number (`first` is 0 or 1, as each list counts). */
export function pageNumber(first: 0 | 1) {
  return z.coerce.number().int().min(first).max(10_000);
}

export const pageSize = z.coerce.number().int().min(1).max(maxPageSize);

/** Articles already shown (the load-more lists). */
export const offsetQuery = z.coerce
  .number()
  .int()
  .min(0)
  .max(100_000)
  .default(0)
  .describe('Articles already shown: 0, then the number the page holds');

export const tenantIdQuery = z.string().max(100).optional();

/** The lists' labels (`by_translation`, `comments_translation`), in the tenant's language. */
export function listLabels(language: Locale): { by_translation: string; comments_translation: string } {
  return {
    by_translation: translate(language, 'lists.label.by'),
    comments_translation: translate(language, 'lists.label.comments'),
  };
}
