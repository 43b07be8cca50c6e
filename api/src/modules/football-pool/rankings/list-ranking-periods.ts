import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate, type Translate } from '../../../i18n/messages';
import { errorResponse } from '../../../lib/http-error';
import { addDays, parseCalendarDate } from '../../../lib/league-time';
import { periodsOf } from './periods';
import type { PredictionsRepository } from '../predictions/predictions-repository';

const intlLocale = { en: 'en-GB', nl: 'nl-NL' } as const;

/** ISO 8601 week number of a calendar date. */
function isoWeek(date: string): number {
  const { year, month, day } = parseCalendarDate(date);
  const d = new Date(Date.UTC(year, month - 1, day));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

const utcDate = (date: string) => {
  const { year, month, day } = parseCalendarDate(date);
  return new Date(Date.UTC(year, month - 1, day, 12));
};

/** Short month names as the pages write them (Intl's en-GB writes "Sept"). */
const SHORT_MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
} as const;

/** "Week 47 · 16–22 Nov", "Week 49 · 30 Nov – 6 Dec". */
function weekLabel(monday: string, language: 'en' | 'nl', t: Translate): string {
  const sunday = addDays(monday, 6);
  const first = parseCalendarDate(monday);
  const last = parseCalendarDate(sunday);
  const month = (m: number) => SHORT_MONTHS[language][m - 1] ?? '';
  const days =
    first.month === last.month
      ? `${first.day}–${last.day} ${month(last.month)}`
      : `${first.day} ${month(first.month)} – ${last.day} ${month(last.month)}`;
  return t('pool.weekLabel', { week: isoWeek(monday), days });
}

/** "November 2026", "november 2026". */
function monthLabel(month: string, language: 'en' | 'nl'): string {
  return new Intl.DateTimeFormat(intlLocale[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utcDate(`${month}-01`),
  );
}

const kinds = { weeks: 'W', months: 'M', total: 'T' } as const;

/**
 * GET /ajax/football-pool/rankings/load-time-period/{weeks|months|total} (FP-04): the periods of the
 * ranking filter that have games, newest first, labelled in the tenant's language.
 */
export const listRankingPeriodsRoute: FastifyPluginAsyncZod<{ predictions: PredictionsRepository }> = async (
  app,
  { predictions },
) => {
  app.get(
    '/ajax/football-pool/rankings/load-time-period/:kind',
    {
      schema: {
        tags: ['Football pool'],
        summary: 'The periods of the ranking filter',
        params: z.object({ kind: z.enum(['weeks', 'months', 'total']) }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: z.array(z.object({ value: z.string(), label: z.string() })) }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const board = kinds[request.params.kind];
      const calendar = await predictions.gameCalendar(tenant.id);
      const values = [...new Set(calendar.map((game) => periodsOf(game)[board]))].sort().reverse();
      const t: Translate = (key, params) => translate(tenant.language, key, params);
      return {
        data: values.map((value) => ({
          value,
          label:
            board === 'W'
              ? weekLabel(value, tenant.language, t)
              : board === 'M'
                ? monthLabel(value, tenant.language)
                : t('pool.seasonLabel', { season: value }),
        })),
      };
    },
  );
};
