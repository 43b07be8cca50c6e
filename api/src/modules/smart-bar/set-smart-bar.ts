import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Translate } from '../../i18n/messages';
import { errorResponse } from '../../lib/http-error';
import { createFieldErrors } from '../../lib/field-errors';
import { requireEditor } from '../content/editor/require-editor';
import type { SmartBarRepository } from './smart-bar-repository';
import { editorSmartBarSchema, tenantQuery, toSmartBar, type SmartBarRecord } from './smart-bar-view';

/** Limits of the smart bar, in characters (code points) after trimming. */
const smartBarLimits = { textMax: 200, linkMax: 500 } as const;

const setBody = z.object({
  text: z.string().describe(`Plain text, 1–${smartBarLimits.textMax} characters after trimming`),
  link: z
    .string()
    .describe(`An http(s) address or a path on this site (starting with one /), at most ${smartBarLimits.linkMax}`),
  updated_at: z
    .string()
    .optional()
    .describe(
      'ISO 8601 date and time of this update (default: now). A date newer than a browser’s stored ' +
        '`smartbar_date` shows the bar again there; sending the current one fixes a typo without that',
    ),
});

function characters(text: string): number {
  return [...text].length;
}

/** Whether `link` is one a bar may send a fan to: http(s), or a path on this site (not `//host`). */
function isSafeLink(link: string): boolean {
  if (link !== link.trim() || /[\s\p{Cc}\\]/u.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    const { protocol, hostname } = new URL(link);
    return (protocol === 'https:' || protocol === 'http:') && hostname !== '';
  } catch {
    return false;
  }
}

const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/i;

/**
 * An ISO 8601 date and time with its offset, of a day that exists (no 31 February, which `Date` would
 * quietly make 3 March), in years a timestamp column and every browser agree on.
 */
function parseUpdateDate(value: string): Date | null {
  const parts = isoDateTime.exec(value);
  if (parts === null) return null;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined)
    return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The bar as stored (text trimmed, its white space runs made one space), every problem under its field. */
function checkSmartBar(body: z.infer<typeof setBody>, now: Date, t: Translate): SmartBarRecord {
  const problems = createFieldErrors();
  const text = body.text.replace(/\s+/g, ' ').trim();
  if (text === '') problems.add('text', t('smartBar.textRequired'));
  else if (characters(text) > smartBarLimits.textMax)
    problems.add('text', t('smartBar.textTooLong', { max: smartBarLimits.textMax }));

  const link = body.link;
  if (characters(link) > smartBarLimits.linkMax)
    problems.add('link', t('smartBar.linkTooLong', { max: smartBarLimits.linkMax }));
  else if (!isSafeLink(link)) problems.add('link', t('smartBar.badLink'));

  const updatedAt = body.updated_at === undefined ? now : parseUpdateDate(body.updated_at);
  if (updatedAt === null) problems.add('updated_at', t('smartBar.badDate'));

  problems.throwIfAny(t('error.validationFailed'));
  return { text, link, updatedAt: updatedAt ?? now };
}

/**
 * PUT /api/v2/editor/smart-bar (SB-01, editors): sets the tenant's smart bar: its text, link and date
 * (default now). Text is plain text: stored as written (trimmed) and shown as text, so markup in it is
 * shown, never run. 422 under `text`, `link` or `updated_at`.
 */
export const setSmartBarRoute: FastifyPluginAsyncZod<{ smartBars: SmartBarRepository }> = async (
  app,
  { smartBars },
) => {
  app.put(
    '/api/v2/editor/smart-bar',
    {
      // 401 for a guest and 403 for a fan before the body is looked at.
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Site extras'],
        summary: 'Set the smart bar (editors)',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        body: setBody,
        response: {
          200: z.object({ data: editorSmartBarSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const editor = await requireEditor(request);
      const bar = checkSmartBar(request.body, new Date(), request.t.bind(request));
      await smartBars.set({ tenantId: tenant.id, ...bar, updatedBy: editor.id });
      return { data: { ...toSmartBar(bar), hidden_count: await smartBars.hiddenCount(tenant.id, bar.updatedAt) } };
    },
  );
};
