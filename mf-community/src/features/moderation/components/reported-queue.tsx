import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, isApiError, LoadError, Pagination, Spinner } from '@tribune/shared';
import { useListReportedComments } from '../api/list-reported-comments';
import { moderationMessages } from './moderation-messages';
import { ReportedComment } from './reported-comment';

/** The queue: comments with open reports, most reported first, a page at a time. */
export function ReportedQueue({ userId }: { userId: number }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useListReportedComments(userId, page);

  if (isLoading) return <Spinner />;
  if (error && !data) {
    // The server has the last word on who is a manager.
    if (isApiError(error, 403))
      return <Alert tone="warning">{intl.formatMessage(moderationMessages.notAllowed)}</Alert>;
    return <LoadError onRetry={() => void mutate()}>{intl.formatMessage(moderationMessages.queueFailed)}</LoadError>;
  }
  if (!data) return null;

  return (
    <>
      {data.data.length === 0 ? (
        <p className="cm-empty">{intl.formatMessage(moderationMessages.queueEmpty)}</p>
      ) : (
        <ol className="mod-queue">
          {data.data.map((item) => (
            <li key={item.comment.id}>
              <ReportedComment item={item} userId={userId} page={page} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageCount={data.metaData.last_page} onChange={setPage} />
    </>
  );
}
