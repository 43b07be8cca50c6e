import type { SWRResponse } from 'swr';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Embed } from '../api/embed-schema';
import { useTiktokEmbed } from '../api/get-tiktok-embed';
import { useTwitterEmbed } from '../api/get-twitter-embed';
import type { EmbedTarget } from '../lib/embed-urls';
import { embedMessages, providerNames } from './embed-messages';
import { EmbedLink } from './embed-link';

type CardTarget = Extract<EmbedTarget, { provider: 'twitter' | 'tiktok' }>;

/** EMB-01: a post on X, as the card the API makes of X's oEmbed answer. */
export function TwitterCard({ target }: { target: Extract<EmbedTarget, { provider: 'twitter' }> }) {
  return <EmbedCard target={target} card={useTwitterEmbed(target.url)} />;
}

/** EMB-01: a TikTok video, as the card the API makes of TikTok's oEmbed answer. */
export function TiktokCard({ target }: { target: Extract<EmbedTarget, { provider: 'tiktok' }> }) {
  return <EmbedCard target={target} card={useTiktokEmbed(target)} />;
}

/**
 * The post's quote in a card, with a link to it on the provider's site (docs/decisions/0021): a static
 * card, never the provider's widget script. While it loads, a box says so; when it cannot be had, the
 * reader gets the plain link.
 */
function EmbedCard({ target, card }: { target: CardTarget; card: SWRResponse<Embed, unknown> }) {
  const intl = useIntl();
  const provider = providerNames[target.provider];
  const label = intl.formatMessage(embedMessages.postOn, { provider });
  const { data, error } = card;
  if (error !== undefined && data === undefined) return <EmbedLink provider={target.provider} href={target.url} />;
  if (data === undefined) {
    return (
      <figure
        className={`content-embed content-embed--card content-embed--loading content-embed--${target.provider}`}
        aria-label={label}
        aria-busy="true"
      >
        <p className="content-embed__status">
          <FormattedMessage {...embedMessages.loading} values={{ provider }} />
        </p>
      </figure>
    );
  }
  return (
    <figure className={`content-embed content-embed--card content-embed--${target.provider}`} aria-label={label}>
      {/* Safe by contract: the API sanitized the provider's html (paragraphs and links only). */}
      <div className="content-embed__quote" dangerouslySetInnerHTML={{ __html: data.html }} />
      <figcaption className="content-embed__caption">
        {data.author_name !== null ? (
          <span className="content-embed__author">
            <FormattedMessage {...embedMessages.byAuthor} values={{ author: data.author_name, provider }} />
          </span>
        ) : null}
        <a className="content-embed__link" href={target.url} target="_blank" rel="noopener noreferrer">
          <FormattedMessage {...embedMessages.viewOn} values={{ provider }} />
        </a>
      </figcaption>
    </figure>
  );
}
