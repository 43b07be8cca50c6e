import { parseEmbedUrl, providerLink, type EmbedProvider } from '../lib/embed-urls';
import { TiktokCard, TwitterCard } from './embed-card';
import { EmbedFrame } from './embed-frame';
import { EmbedLink } from './embed-link';
import './embeds.css';

/**
 * EMB-01: an embed placeholder of an article body (`<div data-embed="…" data-url="…">`), rendered by
 * the article page, which loads this module only for a body that has one. X and TikTok posts become
 * static cards made by our API from the providers' oEmbed; YouTube, Facebook and Instagram become
 * their players, loaded on a click. A URL that is the provider's but no post we can show is a plain
 * link; anything else shows nothing.
 */
export function ArticleEmbed({ provider, url }: { provider: EmbedProvider; url: string }) {
  const target = parseEmbedUrl(provider, url);
  if (target === null) {
    const href = providerLink(provider, url);
    return href === null ? null : <EmbedLink provider={provider} href={href} />;
  }
  switch (target.provider) {
    case 'twitter':
      return <TwitterCard target={target} />;
    case 'tiktok':
      return <TiktokCard target={target} />;
    default:
      return <EmbedFrame target={target} />;
  }
}
