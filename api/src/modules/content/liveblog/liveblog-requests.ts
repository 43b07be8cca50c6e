import { z } from 'zod';
import type { Translate } from '../../../i18n/messages';
import { type createFieldErrors } from '../../../lib/field-errors';
import { bodyShowsSomething, entryBodyFromInput } from './liveblog-entry-html';

const maxId = 2_147_483_647;

/** A positive whole id (a path or query value); anything else is a 400. */
export const idValue = z.coerce.number().int().positive().max(maxId);

/** A positive whole id in a JSON body. */
export const idField = z.number().int().positive().max(maxId);

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/** An entry's text: plain text or HTML, at most this many characters as sent. */
const maxBodyCharacters = 10_000;
/** The ad block's HTML of a live blog. */
const maxAdHtmlCharacters = 5_000;
/** The ad interval: an ad after every 1–50 entries, or 0 for none. */
const maxBlocksCountToPlaceAd = 50;

export const entryBodyField = z
  .string()
  .describe(
    `The entry: plain text (a blank line starts a paragraph) or HTML (sanitized like article bodies); ` +
      `at most ${maxBodyCharacters.toLocaleString('en')} characters, and not empty once sanitized`,
  );

// Editors' writes check the caller with `requireEditor` (../editor/require-editor.ts): 401, then 403.
export { requireEditor } from '../editor/require-editor';

type FieldProblems = ReturnType<typeof createFieldErrors>;

/**
 * The entry body to store (sanitized), or its problem under `body`: empty (also when nothing is left
 * after sanitizing, such as a lone script) or longer than the cap. Counted in characters (code points).
 */
export function checkEntryBody(raw: string, t: Translate, problems: FieldProblems): string {
  const attribute = t('attribute.body');
  if ([...raw].length > maxBodyCharacters) {
    problems.add('body', t('liveblog.tooLong', { attribute, max: maxBodyCharacters }));
    return '';
  }
  const body = entryBodyFromInput(raw, t('content.article.video'));
  if (!bodyShowsSomething(body)) problems.add('body', t('liveblog.required', { attribute }));
  return body;
}

/** The ad block's HTML to store (sanitized, may be empty), or its problem under `ad_html`. */
export function checkAdHtml(raw: string, t: Translate, problems: FieldProblems): string {
  if ([...raw].length > maxAdHtmlCharacters) {
    problems.add('ad_html', t('liveblog.tooLong', { attribute: t('attribute.ad_html'), max: maxAdHtmlCharacters }));
    return '';
  }
  return raw.trim() === '' ? '' : entryBodyFromInput(raw, t('content.article.video'));
}

export const blocksCountField = z
  .number()
  .int()
  .min(0)
  .max(maxBlocksCountToPlaceAd)
  .describe('An ad after every this many entries (0: no ads); 5 by default');
