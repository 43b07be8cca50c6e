import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  formatInSiteTimeZone,
  LoadError,
  LoadMoreButton,
  parseIsoInstant,
  Spinner,
  truncateExcerpt,
  useTenant,
} from '@tribune/shared';
import { hasMoreLog, logDetail, useListModerationLog, type ModerationLogEntry } from '../api/list-moderation-log';
import { moderationMessages } from './moderation-messages';

/** The moderation log: who did what to which comment, newest first, with load-more. */
export function ModerationLog({ userId }: { userId: number }) {
  const intl = useIntl();
  const [pageCount, setPageCount] = useState(1);
  const first = useListModerationLog(userId, 1);
  const last = useListModerationLog(userId, pageCount);

  if (first.isLoading) return <Spinner />;
  if (first.error && !first.data) {
    return (
      <LoadError onRetry={() => void first.mutate()}>{intl.formatMessage(moderationMessages.logFailed)}</LoadError>
    );
  }
  if (!first.data) return null;
  if (first.data.data.length === 0)
    return <p className="cm-empty">{intl.formatMessage(moderationMessages.logEmpty)}</p>;

  return (
    <>
      <table className="mod-log">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(moderationMessages.logWhen)}</th>
            <th scope="col">{intl.formatMessage(moderationMessages.logWho)}</th>
            <th scope="col">{intl.formatMessage(moderationMessages.logWhat)}</th>
            <th scope="col">{intl.formatMessage(moderationMessages.logComment)}</th>
            <th scope="col">{intl.formatMessage(moderationMessages.logDetail)}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: pageCount }, (_, index) => (
            <LogPage key={index + 1} userId={userId} page={index + 1} />
          ))}
        </tbody>
      </table>
      {hasMoreLog(last.data) ? (
        <LoadMoreButton loading={last.isLoading} onLoadMore={() => setPageCount((count) => count + 1)} />
      ) : null}
    </>
  );
}

function LogPage({ userId, page }: { userId: number; page: number }) {
  const { data } = useListModerationLog(userId, page);
  return (
    <>
      {(data?.data ?? []).map((entry) => (
        <LogRow key={entry.id} entry={entry} />
      ))}
    </>
  );
}

function LogRow({ entry }: { entry: ModerationLogEntry }) {
  const intl = useIntl();
  const { language } = useTenant();
  const instant = parseIsoInstant(entry.created_at);
  return (
    <tr>
      <td>
        {instant === null ? (
          entry.created_at
        ) : (
          <time dateTime={entry.created_at}>{formatInSiteTimeZone(instant, language, 'dd-LL-yyyy HH:mm')}</time>
        )}
      </td>
      <td>{entry.actor.username}</td>
      <td>{intl.formatMessage(moderationMessages.logAction, { action: entry.action })}</td>
      <td>{intl.formatMessage(moderationMessages.logCommentId, { id: String(entry.comment_id) })}</td>
      <td>
        <LogDetail entry={entry} />
      </td>
    </tr>
  );
}

/** Excerpts of edited text stay short in a table row. */
const excerptLength = 80;

function LogDetail({ entry }: { entry: ModerationLogEntry }) {
  const intl = useIntl();
  const { status_before: statusBefore, status_after: statusAfter, before, after } = logDetail(entry);
  const status = (value: string) => intl.formatMessage(moderationMessages.status, { status: value });
  return (
    <>
      {statusBefore !== undefined && statusAfter !== undefined && statusBefore !== statusAfter ? (
        <span className="mod-log__detail">{`${status(statusBefore)} → ${status(statusAfter)}`}</span>
      ) : null}
      {entry.action === 'edit' && before !== undefined && after !== undefined ? (
        <span className="mod-log__detail">{`“${truncateExcerpt(before, excerptLength)}” → “${truncateExcerpt(after, excerptLength)}”`}</span>
      ) : null}
    </>
  );
}
