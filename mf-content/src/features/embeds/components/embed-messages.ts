import { defineMessage } from 'react-intl';
import type { EmbedProvider } from '../lib/embed-urls';

/** The providers' names as they call themselves (not translated). */
export const providerNames: Record<EmbedProvider, string> = {
  twitter: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/** Messages with values are typed one by one (`defineMessage<Values>`), as react-intl 12 wants. */
export const embedMessages = {
  postOn: defineMessage<{ provider: string }>({
    id: 'content.embeds.postOn',
    defaultMessage: 'Post on {provider}',
    description: 'Accessible name of an embedded social media post in an article; provider is X, TikTok…',
  }),
  videoOn: defineMessage<{ provider: string }>({
    id: 'content.embeds.videoOn',
    defaultMessage: 'Video on {provider}',
    description: 'Accessible name (and frame title) of an embedded video in an article; provider is YouTube…',
  }),
  viewOn: defineMessage<{ provider: string }>({
    id: 'content.embeds.viewOn',
    defaultMessage: 'View on {provider}',
    description: 'Link under an embedded post to the post on the provider’s site (opens a new tab)',
  }),
  byAuthor: defineMessage<{ author: string; provider: string }>({
    id: 'content.embeds.byAuthor',
    defaultMessage: '{author} on {provider}',
    description: 'Caption of an embedded post: who posted it, and where',
  }),
  loading: defineMessage<{ provider: string }>({
    id: 'content.embeds.loading',
    defaultMessage: 'Loading the post from {provider}…',
    description: 'Shown while an embedded post is loading',
  }),
  fallback: defineMessage<{ provider: string }>({
    id: 'content.embeds.fallback',
    defaultMessage: 'View this post on {provider}',
    description: 'A link shown instead of an embedded post that cannot be shown (removed, or the provider is down)',
  }),
  play: defineMessage({
    id: 'content.embeds.play',
    defaultMessage: 'Play the video',
    description: 'Button that loads and plays an embedded video (nothing loads from YouTube before it is pressed)',
  }),
  show: defineMessage({
    id: 'content.embeds.show',
    defaultMessage: 'Show the post',
    description: 'Button that loads an embedded Facebook or Instagram post (nothing loads before it is pressed)',
  }),
  privacy: defineMessage<{ provider: string }>({
    id: 'content.embeds.privacy',
    defaultMessage: 'This loads content from {provider}, which may set cookies and learn that you read this page.',
    description: 'Note beside the button that loads an embedded video or post from another site',
  }),
};
