import path from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

/** The size of a share card: what Facebook, X, LinkedIn and WhatsApp show as a large preview (1.91:1). */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** The one typeface of the cards, shipped in api/assets/fonts (Bitstream Vera licence, LICENSE-DejaVu.txt). */
export const cardFontFamily = 'DejaVu Sans';

export interface Rasterizer {
  /**
   * `svg` as a PNG. `fitTo` scales it (a crest drawn at the size the card shows it); otherwise it is
   * drawn at its own width and height.
   */
  toPng(svg: string, fitTo?: { width: number } | { height: number }): Promise<Buffer>;
}

/**
 * SVG to PNG with resvg (CLB-05). The font is ours, not the machine's: the API's image (Debian slim) has
 * no fonts at all, and a card must read the same on every machine. resvg never fetches anything an SVG
 * names (only the data: URIs we put in), and draws off the event loop (`renderAsync`).
 */
export function createRasterizer(assetsDir: string): Rasterizer {
  const font: NonNullable<ResvgRenderOptions['font']> = {
    loadSystemFonts: false,
    fontFiles: [path.join(assetsDir, 'fonts', 'DejaVuSans-Bold.ttf')],
    defaultFontFamily: cardFontFamily,
    sansSerifFamily: cardFontFamily,
    serifFamily: cardFontFamily,
  };
  return {
    async toPng(svg, fitTo) {
      const options: ResvgRenderOptions = {
        font,
        logLevel: 'off',
        ...(fitTo === undefined
          ? {}
          : 'width' in fitTo
            ? { fitTo: { mode: 'width', value: Math.round(fitTo.width) } }
            : { fitTo: { mode: 'height', value: Math.round(fitTo.height) } }),
      };
      const rendered = await renderAsync(svg, options);
      return rendered.asPng();
    },
  };
}
