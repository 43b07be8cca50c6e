import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Comment } from '../api/comment-schema';
import { CommentItem } from './comment-item';
import { threadMessages } from './thread-messages';

function Highlight({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <section className={`cm-thread__highlight ${className}`} aria-labelledby={labelId}>
      <h3 id={labelId} className="cm-thread__highlight-label">
        {label}
      </h3>
      {children}
    </section>
  );
}

/** CMT-02: the comment `?comment={id}` points to, highlighted above everything else. */
export function LinkedComment({ comment, failed }: { comment: Comment | undefined; failed: boolean }) {
  const intl = useIntl();
  if (failed) return <p className="cm-thread__gone">{intl.formatMessage(threadMessages.linkedGone)}</p>;
  if (!comment) return null;
  return (
    <Highlight label={intl.formatMessage(threadMessages.linked)} className="cm-thread__linked">
      <CommentItem comment={comment} highlighted />
    </Highlight>
  );
}

/** CMT-02: the most liked comment, above the list. */
export function FeaturedComment({ comment }: { comment: Comment }) {
  const intl = useIntl();
  return (
    <Highlight label={intl.formatMessage(threadMessages.featured)} className="cm-thread__featured">
      <CommentItem comment={comment} />
    </Highlight>
  );
}
