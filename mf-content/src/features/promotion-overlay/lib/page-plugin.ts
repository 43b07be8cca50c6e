import type { Language } from '@tribune/shared';
import type { PromotionOverlay } from '../hooks/use-promotion-overlay';

/** The page plugin's width limits (Facebook: 180 to 500 px) and the heights the overlay gives it. */
const pluginWidth = { min: 180, max: 500 } as const;
const pluginHeight = { min: 130, max: 500 } as const;

/** Room the dialog around the plugin takes (header, padding, margins), in px. */
const dialogChrome = { width: 88, height: 140 } as const;

export interface PluginSize {
  width: number;
  height: number;
}

function clamp(value: number, limits: { min: number; max: number }): number {
  return Math.round(Math.min(limits.max, Math.max(limits.min, value)));
}

/** The plugin's size that fits the viewport now (the height fix of OVL-01). */
export function fittingPluginSize(viewport: { width: number; height: number }): PluginSize {
  return {
    width: clamp(viewport.width - dialogChrome.width, pluginWidth),
    height: clamp(viewport.height - dialogChrome.height, pluginHeight),
  };
}

/** The address of the channel's page plugin for the club's page (the CSP's frame-src allows exactly this). */
export function pagePluginUrl(overlay: PromotionOverlay, size: PluginSize, language: Language): string {
  const query = new URLSearchParams({
    href: overlay.url,
    tabs: 'timeline',
    width: String(size.width),
    height: String(size.height),
    small_header: 'true',
    adapt_container_width: 'true',
    hide_cover: 'false',
    show_facepile: 'true',
    locale: language === 'nl' ? 'nl_NL' : 'en_GB',
  });
  return `https://www.facebook.com/plugins/page.php?${query.toString()}`;
}
