import * as v from 'valibot';
import { useSiteSettings } from '@tribune/shared';

/**
 * OVL-01: the overlay's channel and the club's page on it. Checked at run time rather than only typed
 * by the contract (decision 0058), so what this front end cannot show counts as none (below).
 */
export const promotionOverlaySchema = v.object({
  channel: v.picklist(['facebook']),
  url: v.pipe(v.string(), v.minLength(1)),
});
export type PromotionOverlay = v.InferOutput<typeof promotionOverlaySchema>;

/**
 * The tenant's promotion overlay from its settings (`promotion_overlay`), or null when it shows none (or
 * none this front end can show). A value this front end cannot show (a channel it does not know yet, a
 * missing url) counts as no overlay rather than an error.
 */
function promotionOverlayOf(setting: unknown): PromotionOverlay | null {
  const parsed = v.safeParse(promotionOverlaySchema, setting);
  return parsed.success && parsed.output.url.startsWith('https://') ? parsed.output : null;
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
