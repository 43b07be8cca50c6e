import { z } from 'zod';
import type { OembedAnswer } from './oembed-client';
import { httpsUrlOrNull } from './provider-urls';
import { sanitizeOembedHtml } from './sanitize-oembed-html';

export const embedProviders = ['twitter', 'tiktok'] as const;
export type EmbedProvider = (typeof embedProviders)[number];

/** The display names of the providers, in the reader's messages. */
export const providerNames: Record<EmbedProvider, string> = { twitter: 'X (Twitter)', tiktok: 'TikTok' };

/** What the embed routes answer: the post as a static card (docs/decisions/0021). */
export const embedSchema = z
  .object({
    provider: z.enum(embedProviders),
    /** The post (or profile) on the provider's site, in its one canonical spelling. */
    url: z.string(),
    /**
     * The provider's oEmbed `html`, sanitized by the API: the quote's paragraphs and links only, never a
     * script. Clients put it in as it is.
     */
    html: z.string(),
    author_name: z.string().nullable(),
    /** An https URL or null. */
    author_url: z.string().nullable(),
    /** TikTok's caption; null for X. Text, not HTML. */
    title: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'Embed' });

export type Embed = z.infer<typeof embedSchema>;

/** A provider's answer as we keep and send it: sanitized once, before it is stored. */
export function toEmbed(provider: EmbedProvider, url: string, answer: OembedAnswer): Embed {
  return {
    provider,
    url,
    html: sanitizeOembedHtml(answer.html),
    author_name: textOrNull(answer.author_name),
    author_url: httpsUrlOrNull(answer.author_url),
    title: textOrNull(answer.title),
    width: dimension(answer.width),
    height: dimension(answer.height),
  };
}

function textOrNull(value: string | undefined): string | null {
  const text = value?.trim();
  return text === undefined || text === '' ? null : text;
}

/** oEmbed sends sizes as numbers (or, from some providers, numeric strings); anything else is unknown. */
function dimension(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 10_000 ? number : null;
}
