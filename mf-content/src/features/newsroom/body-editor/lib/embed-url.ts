/**
 * EMB-01 in the newsroom: which provider a pasted URL is, by the same rules the API's sanitizer keeps
 * an embed placeholder by (api/src/modules/content/sanitize-article-html.ts `providerUrl`, docs/
 * contracts.md "Article body markup"): an https URL without user name, password or port on one of the
 * provider's hosts, written as the URL parser writes it. Copied, not imported: the API is not part of
 * this remote's build. Any other URL is no embed, and stays a link.
 */

const embedProviders = ['twitter', 'tiktok', 'youtube', 'facebook', 'instagram'] as const;

/** The providers an embed placeholder may name. */
export type EmbedProvider = (typeof embedProviders)[number];

/** The hosts each provider's posts and videos live on (the API's `embedProviderHosts`). */
const providerHosts: Record<EmbedProvider, readonly string[]> = {
  twitter: ['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com'],
  tiktok: ['www.tiktok.com', 'tiktok.com', 'm.tiktok.com', 'vm.tiktok.com'],
  youtube: ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'],
  facebook: ['www.facebook.com', 'facebook.com', 'm.facebook.com', 'web.facebook.com', 'fb.watch'],
  instagram: ['www.instagram.com', 'instagram.com'],
};

export function isEmbedProvider(value: string): value is EmbedProvider {
  return (embedProviders as readonly string[]).includes(value);
}

/** An https URL the API would let through as an embed's, parsed; null for anything else. */
function embeddableUrl(url: string): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const plain = parsed.username === '' && parsed.password === '' && parsed.port === '';
  return parsed.protocol === 'https:' && plain ? parsed : null;
}

/** The embed URL as the placeholder carries it, or null when it is not on that provider's hosts. */
export function providerUrl(provider: EmbedProvider, url: string): string | null {
  const parsed = embeddableUrl(url);
  return parsed !== null && providerHosts[provider].includes(parsed.hostname) ? parsed.href : null;
}

/** The embed a pasted or typed URL makes, or null when it is none of the five providers'. */
export function detectEmbed(text: string): { provider: EmbedProvider; url: string } | null {
  const parsed = embeddableUrl(text);
  if (parsed === null) return null;
  const provider = embedProviders.find((candidate) => providerHosts[candidate].includes(parsed.hostname));
  return provider === undefined ? null : { provider, url: parsed.href };
}
