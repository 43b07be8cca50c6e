/** '#c8102e' or '#fff' → [r, g, b]; null for anything else (names, rgb(), …). */
function parseHex(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Black or white, whichever reads better on the colour (the shirt numbers on the pitch). */
export function textOn(colour: string): '#000000' | '#ffffff' {
  const rgb = parseHex(colour);
  if (!rgb) return '#ffffff';
  const l = luminance(rgb);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

function distance(a: [number, number, number], b: [number, number, number]): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

interface ClubColours {
  primary: string;
  secondary: string;
}

/**
 * The two colours that stand for the clubs side by side (statistics bars, shirts): each club's
 * primary, unless both are alike (two red clubs), then the away club's secondary, as a change kit.
 */
export function matchColours(home: ClubColours, away: ClubColours): { home: string; away: string } {
  const h = parseHex(home.primary);
  const a = parseHex(away.primary);
  if (h && a && distance(h, a) < 120) return { home: home.primary, away: away.secondary };
  return { home: home.primary, away: away.primary };
}
