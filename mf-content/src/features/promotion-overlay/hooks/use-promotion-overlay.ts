import { z } from 'zod/mini';
import { useSiteSettings } from '@tribune/shared';

/** OVL-01: the overlay's channel and the club's page on it. */
export const promotionOverlaySchema = z.object({
  channel: z.enum(['facebook']),
  url: z.string().check(z.minLength(1)),
});
export type PromotionOverlay = z.infer<typeof promotionOverlaySchema>;

/**
 * The tenant's promotion overlay from its settings (`promotion_overlay`), or null when it shows none (or
 * none this front end can show). A value this front end cannot show (a channel it does not know yet, a
 * missing url) counts as no overlay rather than an error.
 */
function promotionOverlayOf(setting: unknown): PromotionOverlay | null {
  const parsed = promotionOverlaySchema.safeParse(setting);
  return parsed.success && parsed.data.url.startsWith('https://') ? parsed.data : null;
}

/**
 * The overlay, read from the settings shared by the page's parts (one request). `enabled` false asks
 * nothing: the overlay was dismissed, this is an in-app browser, or the page is still the server's
 * render (the overlay is decided in the browser, so the server HTML carries no settings for it).
 */
export function usePromotionOverlay(enabled: boolean): PromotionOverlay | null {
  const { data } = useSiteSettings({ enabled });
  return promotionOverlayOf(data?.promotion_overlay);
}
