/** One piece of an article body, in body order. */
type ArticleBodyPart =
  | { kind: 'html'; html: string }
  | { kind: 'poll'; pollId: number }
  | { kind: 'embed'; provider: EmbedProvider; url: string };

/** The providers an embed placeholder may name (the API's `embedProviders`). */
const embedProviders = ['twitter', 'tiktok', 'youtube', 'facebook', 'instagram'] as const;
type EmbedProvider = (typeof embedProviders)[number];

/**
 * The placeholders exactly as the API's sanitizer writes them (api/src/modules/content/
 * sanitize-article-html.ts, docs/contracts.md "Article body markup"): it drops their content and every
 * other attribute, and escapes `<` everywhere else (text and attribute values), so in its output this
 * text only ever starts a real placeholder. A plain string scan, so the server render splits the body
 * as the browser does, without a DOM.
 */
const placeholder = new RegExp(
  `<div data-poll-id="(\\d+)"></div>|<div data-embed="(${embedProviders.join('|')})" data-url="([^"]*)"></div>`,
  'g',
);

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** An attribute value as the browser reads it (the sanitizer escapes `&`, `<`, `>` and `"`). */
function attributeValue(escaped: string): string {
  return escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/**
 * ART-01, POL-01, EMB-01: the sanitized body HTML cut into HTML pieces and the polls and embeds
 * between them, in order. A body without placeholders is one HTML part (or none when it is empty).
 */
export function splitArticleBody(html: string): ArticleBodyPart[] {
  const parts: ArticleBodyPart[] = [];
  let from = 0;
  const pushHtml = (end: number) => {
    if (end > from) parts.push({ kind: 'html', html: html.slice(from, end) });
  };
  for (const match of html.matchAll(placeholder)) {
    pushHtml(match.index);
    const [whole, pollId, name, url = ''] = match;
    const provider = embedProviders.find((candidate) => candidate === name);
    if (pollId !== undefined) parts.push({ kind: 'poll', pollId: Number(pollId) });
    else if (provider !== undefined) parts.push({ kind: 'embed', provider, url: attributeValue(url) });
    from = match.index + whole.length;
  }
  pushHtml(html.length);
  return parts;
}
