import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translator } from '../../../i18n/messages';
import { HttpError } from '../../../lib/http-error';
import { addDays, calendarDateOf, parseCalendarDate, weekStartOf, zonedTimeToInstant } from '../../../lib/league-time';
import type { Tenant } from '../../tenants/tenants-repository';
import type { KarmaPeriod } from '../schema';

/** The time frames of the community page's boards (COM-01), as the spec's front end names them. */
export const timeFrames = ['weekly', 'monthly', 'total'] as const;
export type TimeFrame = (typeof timeFrames)[number];

/** `period_start` of the all-time rows of karma_counts (the triggers write it so). */
const allTimeStart = '1970-01-01';

/**
 * One period of karma_counts, and the instants between which a comment is "written in" it. The starts
 * are the triggers' (`date_trunc` of the Europe/Amsterdam date): a Monday, the first of a month, or
 * 1970-01-01; lib/league-time.ts computes the same calendar in the same zone.
 */
interface KarmaWindow {
  frame: TimeFrame;
  period: KarmaPeriod;
  periodStart: string;
  /** Null for all time. */
  from: Date | null;
  until: Date | null;
}

const periodOf: Record<TimeFrame, KarmaPeriod> = { weekly: 'week', monthly: 'month', total: 'total' };

/** The first of the month `months` after (or before, when negative) the month of `date`, as YYYY-MM-01. */
export function addMonths(date: string, months: number): string {
  const { year, month } = parseCalendarDate(date);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

export function monthStartOf(instant: Date): string {
  return `${calendarDateOf(instant).slice(0, 7)}-01`;
}

/** The period of `frame` that holds `now`. */
export function windowOf(frame: TimeFrame, now: Date): KarmaWindow {
  const period = periodOf[frame];
  if (frame === 'total') return { frame, period, periodStart: allTimeStart, from: null, until: null };
  const periodStart = frame === 'weekly' ? weekStartOf(now) : monthStartOf(now);
  const next = frame === 'weekly' ? addDays(periodStart, 7) : addMonths(periodStart, 1);
  return {
    frame,
    period,
    periodStart,
    from: zonedTimeToInstant(periodStart, 0, 0),
    until: zonedTimeToInstant(next, 0, 0),
  };
}

/**
 * `{timeFrame}` of a path. A plain string that the handler checks with `timeFrameOf`, so an unknown
 * frame gets the contract's own 400 text rather than the generic "Invalid path: …" of a schema
 * failure; the accepted values still reach the OpenAPI document (and so the front ends' contract).
 */
export const timeFrameParams = z.object({
  timeFrame: z
    .string()
    .max(50)
    .meta({ enum: [...timeFrames], description: 'weekly (from Monday, Europe/Amsterdam), monthly or total' }),
});

export function timeFrameOf(request: FastifyRequest, value: string): TimeFrame {
  const frame = timeFrames.find((known) => known === value);
  if (frame === undefined) throw new HttpError(400, request.t('karma.unknownTimeFrame'));
  return frame;
}

/** The board's metaData: the frame, its filter label in the tenant's language, and its period. */
export function frameMeta(window: KarmaWindow, tenant: Tenant) {
  const t = translator(tenant.language);
  const labels: Record<TimeFrame, string> = {
    weekly: t('karma.frame.weekly'),
    monthly: t('karma.frame.monthly'),
    total: t('karma.frame.total'),
  };
  return {
    time_frame: window.frame,
    label: labels[window.frame],
    period_start: window.frame === 'total' ? null : window.periodStart,
  };
}

export const frameMetaSchema = z.object({
  time_frame: z.enum(timeFrames),
  label: z.string().describe("The filter label in the tenant's language (This week / Deze week, …)"),
  period_start: z.string().nullable().describe('YYYY-MM-DD: the Monday or the first of the month; null for total'),
});
