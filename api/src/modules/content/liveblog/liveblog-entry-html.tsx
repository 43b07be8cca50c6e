import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Locale, translate } from '../../../i18n/messages';
import { zonedParts } from '../../../lib/league-time';
import { sanitizeArticleHtml } from '../sanitize-article-html';
import type { EntryMatchEvent } from './liveblog-repository';

const pad = (value: number) => String(value).padStart(2, '0');

/** ART-07's dates: HH:mm for today, DD-MM-YYYY HH:mm before (Europe/Amsterdam, the league's time). */
function entryTimeLabel(instant: Date, now: Date): string {
  const at = zonedParts(instant);
  const today = zonedParts(now);
  const time = `${pad(at.hour)}:${pad(at.minute)}`;
  const sameDay = at.year === today.year && at.month === today.month && at.day === today.day;
  return sameDay ? time : `${pad(at.day)}-${pad(at.month)}-${at.year} ${time}`;
}

/** The minute as the match centre writes it: 23' or 45+2'. */
export function minuteLabel(minute: number, stoppageMinute: number | null): string {
  return stoppageMinute === null ? `${minute}'` : `${minute}+${stoppageMinute}'`;
}

/** Whether an editor's text is markup (then it is sanitized) or plain text (then it becomes paragraphs). */
function looksLikeHtml(text: string): boolean {
  return /<[a-zA-Z!/?]/.test(text);
}

/**
 * An entry's body as stored: HTML through the article sanitizer (the same allow-list as article bodies,
 * docs/decisions/0011), or plain text as paragraphs (a blank line between them, a line break within
 * one), escaped by React. Stored sanitized, and sanitized again when served (`entryHtml`).
 */
export function entryBodyFromInput(input: string, embedTitle: string): string {
  const text = input.replace(/\r\n?/g, '\n').trim();
  if (looksLikeHtml(text)) return sanitizeArticleHtml(text, { embedTitle }).trim();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  return renderToStaticMarkup(
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>,
  );
}

/** A text as one paragraph of body HTML, escaped by React (the match feed's entries). */
export function textParagraph(text: string): string {
  return renderToStaticMarkup(<p>{text}</p>);
}

/** Whether stored body HTML shows anything: text, or an image or a player. */
export function bodyShowsSomething(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}

/** The stored body sanitized once more on its way out (the tenant's language names an untitled player). */
export function cleanEntryBody(body: string, language: Locale): string {
  return sanitizeArticleHtml(body, { embedTitle: translate(language, 'content.article.video') });
}

interface EntryBlockInput {
  /** The body as `cleanEntryBody` gives it. */
  cleanBody: string;
  isPinned: boolean;
  createdAt: Date;
  matchEvent: EntryMatchEvent | null;
}

function MatchEventBadge({ event, language }: { event: EntryMatchEvent; language: Locale }) {
  const label = isLabelled(event.type) ? translate(language, `liveblog.label.${event.type}`) : null;
  if (label === null) return null;
  const isGoal = event.type === 'goal' || event.type === 'penalty' || event.type === 'own_goal';
  return (
    <span className={`liveblog-entry__event liveblog-entry__event--${event.type}`}>
      <span className="liveblog-entry__icon" aria-hidden="true">
        {isGoal ? '⚽' : ''}
      </span>
      <span className="visually-hidden">{label}</span>{' '}
      <span className="liveblog-entry__minute">{minuteLabel(event.minute, event.stoppageMinute)}</span>
    </span>
  );
}

const labelledTypes = ['goal', 'penalty', 'own_goal', 'yellow_card', 'red_card'] as const;
function isLabelled(type: string): type is (typeof labelledTypes)[number] {
  return (labelledTypes as readonly string[]).includes(type);
}

/**
 * One entry as the page shows it (LB-01), rendered by React so nothing is concatenated into markup: the
 * time, the pinned badge, for the match feed's entries the event's icon and minute, and the body (the
 * sanitizer's output when stored, sanitized once more on the way out: `cleanEntryBody`). Labels are in the
 * tenant's language: the same block goes to every reader, in the list and in real-time events.
 */
export function entryHtml(entry: EntryBlockInput, language: Locale, now: Date): string {
  return renderToStaticMarkup(
    <>
      <div className="liveblog-entry__meta">
        <time className="liveblog-entry__time" dateTime={entry.createdAt.toISOString()}>
          {entryTimeLabel(entry.createdAt, now)}
        </time>
        {entry.isPinned ? (
          <span className="liveblog-entry__pinned">{translate(language, 'liveblog.label.pinned')}</span>
        ) : null}
        {entry.matchEvent ? <MatchEventBadge event={entry.matchEvent} language={language} /> : null}
      </div>
      <div className="liveblog-entry__body" dangerouslySetInnerHTML={{ __html: entry.cleanBody }} />
    </>,
  );
}
