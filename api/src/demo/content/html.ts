import { escapeHtml } from '../../lib/html';

/**
 * The few HTML helpers the article writers need. Article bodies are built from our own templates,
 * but names still go through `escapeHtml` so that a club or player name with `&` or `<` (there is
 * one: "Van Donge & De Roo Stadion") can never break the markup.
 */

/** A paragraph from text that may already hold inline markup made by `strong`/`em`. */
export function p(html: string): string {
  return `<p>${html}</p>`;
}

export function h2(text: string): string {
  return `<h2>${escapeHtml(text)}</h2>`;
}

export function quote(text: string, by: string): string {
  return `<blockquote><p>${escapeHtml(text)}</p><footer>${escapeHtml(by)}</footer></blockquote>`;
}

export function list(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

export function strong(text: string): string {
  return `<strong>${escapeHtml(text)}</strong>`;
}

/** URL slug: lower case ASCII, diacritics dropped ("Kooi Stadion – één" → "kooi-stadion-een"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** Plain text of our own article HTML, for excerpts and word counts. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sentence or headline that starts with "van den Berg" starts with "Van den Berg". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
