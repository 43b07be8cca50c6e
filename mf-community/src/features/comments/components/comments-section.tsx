import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  LoadError,
  Pagination,
  Spinner,
  useHydrated,
  useSession,
  TenantTemplate,
} from '@tribune/shared';
import { useSWRConfig } from 'swr';
import { readsOldestFirst, type Comment, type CommentResource } from '../api/comment-schema';
import { useComment } from '../api/get-comment';
import { commentsKey, useListComments } from '../api/list-comments';
import { useFeaturedComment } from '../api/get-featured-comment';
import { useCommentPosting } from '../hooks/use-comment-posting';
import { useCommentsCache } from '../hooks/use-comments-cache';
import { useLiveComments } from '../hooks/use-live-comments';
import { commentMessageMs } from '../lib/comment-error';
import { CommentForm } from './comment-form';
import { FeaturedComment, LinkedComment } from './comment-highlights';
import { CommentItem } from './comment-item';
import { CommentsProvider, type CommentsContextValue } from './comments-context';
import { threadMessages } from './thread-messages';

interface CommentsSectionProps {
  resourceType: string;
  resourceId: string;
  /** The heading (defaults to "Comments"; a match thread says so). */
  title?: string;
  /** A closed forum topic takes no new comments or replies: the form and the reply buttons are left out. */
  closed?: boolean;
}

/** `?comment={id}` (CMT-02): a positive integer, else nothing. */
function linkedCommentId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/**
 * The comments of one resource (an article, a match, a forum topic): the deep-linked and featured
 * comments on top (CMT-02), the box for a new comment (CMT-03, CMT-08, CMT-14), the list with its reply
 * trees in pages from 1 (CMT-01), live news of others' comments (CMT-09).
 */
export function CommentsSection({ resourceType, resourceId, title, closed = false }: CommentsSectionProps) {
  const resource = useMemo<CommentResource>(() => ({ type: resourceType, id: resourceId }), [resourceType, resourceId]);
  const intl = useIntl();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const session = useSession();
  const me = session.user;
  const { mutate } = useSWRConfig();
  const [searchParams] = useSearchParams();
  const linkedId = linkedCommentId(searchParams.get('comment'));

  const [page, setPage] = useState(1);
  const viewer = me?.id ?? null;
  // A forum topic reads oldest first (the API's order): new posts come last, on the last page.
  const oldestFirst = readsOldestFirst(resource);
  // The form exists only in a live section: typed into the server's static copy, text would be lost
  // when the live one takes its place (HydrateWhen). Its space is kept, so nothing moves.
  const live = useHydrated();
  const list = useListComments(resource, page, viewer);
  const lastPage = list.data?.pageCount ?? 1;
  const featured = useFeaturedComment(resource, viewer);
  const linked = useComment(linkedId, viewer);
  const { refresh } = useCommentsCache(resource);
  const { newCount, resetNewCount } = useLiveComments(resource, me?.id ?? null, () => void refresh());

  const [focusId, setFocusId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const mayWrite = !closed && (me === null || me.can_place_comments);
  const topLevelPage = oldestFirst ? lastPage : 1;

  // CMT-02: the page opens at the linked comment.
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (!linked.data || scrolledTo.current === linked.data.id) return;
    scrolledTo.current = linked.data.id;
    const target = sectionRef.current?.closest('#comments') ?? sectionRef.current;
    target?.scrollIntoView?.({ block: 'start' });
  }, [linked.data]);

  /** The new comment is in place (useStoreComment): its page shows, and it gets focus. */
  const showPosted = useCallback(
    (comment: Comment) => {
      if (comment.replay_to === null) setPage(topLevelPage);
      setFocusId(comment.id);
      setAnnouncement(intl.formatMessage(threadMessages.posted));
    },
    [intl, topLevelPage],
  );
  const { submit, askToLogIn, form, replyRequest, sectionMessage } = useCommentPosting({
    resource,
    me,
    topLevelPage,
    onPosted: showPosted,
  });

  const clearFocus = useCallback(() => setFocusId(null), []);
  const context = useMemo<CommentsContextValue>(
    () => ({
      resource,
      me,
      isManager: session.isManager,
      mayWrite,
      submit,
      askToLogIn,
      replyRequest,
      focusId,
      clearFocus,
    }),
    [resource, me, session.isManager, mayWrite, submit, askToLogIn, replyRequest, focusId, clearFocus],
  );

  const showNewComments = () => {
    resetNewCount();
    setPage(topLevelPage);
    void mutate(commentsKey(resource, topLevelPage, viewer));
    headingRef.current?.focus();
  };

  const changePage = (next: number) => {
    setPage(next);
    headingRef.current?.focus();
  };

  const data = list.data;
  const count = data?.count ?? null;
  return (
    <CommentsProvider value={context}>
      <section ref={sectionRef} className="cm-thread" aria-labelledby={titleId}>
        <header className="cm-thread__header">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="section-title cm-thread__title">
            {title ?? data?.labels.comments ?? intl.formatMessage(threadMessages.title)}
          </h2>
          {count !== null ? (
            <span className="cm-thread__count">{intl.formatMessage(threadMessages.count, { count })}</span>
          ) : null}
        </header>

        <div className="cm-thread__live" role="status">
          {newCount > 0 ? (
            <div className="alert alert--info cm-thread__new">
              <span>{intl.formatMessage(threadMessages.newComments, { count: newCount })}</span>
              <Button variant="secondary" onClick={showNewComments}>
                {intl.formatMessage(threadMessages.show)}
              </Button>
            </div>
          ) : null}
        </div>

        <p className="visually-hidden" role="status">
          {announcement}
        </p>

        {linkedId !== null ? <LinkedComment comment={linked.data} failed={linked.error !== undefined} /> : null}
        {featured.data ? <FeaturedComment comment={featured.data} /> : null}

        {/* PLT-04: the tenant's house rules (its comment-rules file), with the form they are about. */}
        {mayWrite ? <TenantTemplate name="commentRules" className="cm-thread__rules" /> : null}
        {mayWrite && !live ? <div className="cm-form-placeholder" aria-hidden="true" /> : null}
        {mayWrite && live ? (
          <CommentForm
            key={form.key}
            initialText={form.text}
            label={intl.formatMessage(threadMessages.formLabel)}
            submitLabel={intl.formatMessage(threadMessages.post)}
            hint={me ? undefined : intl.formatMessage(threadMessages.guestHint)}
            onSubmit={async (text, clientKey) => ((await submit(text, null, clientKey)) === 'login' ? 'kept' : 'done')}
          />
        ) : null}
        {sectionMessage.message ? (
          <Alert
            key={sectionMessage.message.key}
            tone={sectionMessage.message.tone}
            hideAfterMs={commentMessageMs}
            onHide={sectionMessage.clear}
          >
            {sectionMessage.message.text}
          </Alert>
        ) : null}

        {list.isLoading ? <Spinner /> : null}
        {list.error && !data ? (
          <LoadError onRetry={() => void list.mutate()}>{intl.formatMessage(threadMessages.loadFailed)}</LoadError>
        ) : null}
        {data && data.comments.length === 0 && data.page === 1 ? (
          <p className="cm-empty">{intl.formatMessage(threadMessages.empty)}</p>
        ) : null}
        {data && data.comments.length > 0 ? (
          <ol className="cm-thread__list" aria-label={intl.formatMessage(threadMessages.list)}>
            {data.comments.map((comment) => (
              <li key={comment.id}>
                <CommentItem comment={comment} />
              </li>
            ))}
          </ol>
        ) : null}
        {data ? <Pagination page={page} pageCount={data.pageCount} onChange={changePage} /> : null}
      </section>
    </CommentsProvider>
  );
}
