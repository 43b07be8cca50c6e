/** A line holding only `---` separates the ads of a rotating slot (spec 001 §9). */
const separator = /^[ \t]*---[ \t]*$/m;

/** The ads of a slot's content: one, or several for a rotating slot; empty ones are left out. */
function rotatingAds(content: string): string[] {
  return content
    .split(new RegExp(separator.source, 'gm'))
    .map((ad) => ad.trim())
    .filter((ad) => ad !== '');
}

/** One of the slot's ads, chosen at random (spec 001 §9: "one chosen at random"); '' when it has none. */
export function pickRotatingAd(content: string, random: () => number = Math.random): string {
  const ads = rotatingAds(content);
  return ads[Math.min(Math.floor(random() * ads.length), ads.length - 1)] ?? '';
}
