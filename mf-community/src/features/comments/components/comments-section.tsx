import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  isApiError,
  LoadError,
  Pagination,
  Spinner,
  useApiClient,
  useOpenAuthDialog,
  useHydrated,
  useSession,
  type PendingComment,
  TenantTemplate,
} from '@tribune/shared';
import { useSWRConfig } from 'swr';
import type { Comment, CommentResource } from '../api/comment-schema';
import { useComment } from '../api/get-comment';
import { commentsKey, useComments, type CommentsPage } from '../api/get-comments';
import { useFeaturedComment } from '../api/get-featured-comment';
import { postComment } from '../api/post-comment';
import { useCommentsCache } from '../hooks/use-comments-cache';
import { useLiveComments } from '../hooks/use-live-comments';
import { usePersistedPendingComment } from '../hooks/use-persisted-pending-comment';
import { useTimedMessage } from '../hooks/use-timed-message';
import { createClientKey } from '../lib/client-key';
import { commentErrorText, commentMessageMs } from '../lib/comment-error';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { CommentsProvider, type CommentsContextValue, type ReplyRequest } from './comments-context';
import { threadMessages } from './thread-messages';

export interface CommentsSectionProps {
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

function matchesResource(pending: PendingComment, resource: CommentResource): boolean {
  return pending.resource_type === resource.type && pending.resource_id === resource.id;
}

/**
 * The comments of one resource (an article, a match, a forum topic): the deep-linked and featured
 * comments on top (CMT-02), the box for a new comment (CMT-03, CMT-08, CMT-14), the list with its reply
 * trees in pages from 1 (CMT-01), live news of others' comments (CMT-09).
 */
export function CommentsSection({ resourceType, resourceId, title, closed = false }: CommentsSectionProps) {
  const resource = useMemo<CommentResource>(() => ({ type: resourceType, id: resourceId }), [resourceType, resourceId]);
  const intl = useIntl();
  const client = useApiClient();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const session = useSession();
  const me = session.user;
  const openAuthDialog = useOpenAuthDialog();
  const { mutate } = useSWRConfig();
  const [searchParams] = useSearchParams();
  const linkedId = linkedCommentId(searchParams.get('comment'));

  const [page, setPage] = useState(1);
  const viewer = me?.id ?? null;
  // A forum topic reads oldest first (the API's order): new posts come last, on the last page.
  const oldestFirst = resourceType === 'forum';
  // The form exists only in a live section: typed into the server's static copy, text would be lost
  // when the live one takes its place (HydrateWhen). Its space is kept, so nothing moves.
  const live = useHydrated();
  const list = useComments(resource, page, viewer);
  const lastPage = list.data?.pageCount ?? 1;
  const featured = useFeaturedComment(resource, viewer);
  const linked = useComment(linkedId, viewer);
  const { updateComment, refresh } = useCommentsCache(resource);
  const { newCount, resetNewCount } = useLiveComments(resource, me?.id ?? null, () => void refresh());
  const { pending, setPending, restored } = usePersistedPendingComment();
  const sectionMessage = useTimedMessage();

  const [focusId, setFocusId] = useState<number | null>(null);
  const [replyRequest, setReplyRequest] = useState<ReplyRequest | null>(null);
  const [form, setForm] = useState({ key: 0, text: '' });
  const [announcement, setAnnouncement] = useState('');
  const mayWrite = !closed && (me === null || me.can_place_comments);

  // A guest back on the page (a social login left it): their text is in the box again.
  useEffect(() => {
    if (!restored || me !== null || !matchesResource(restored, resource) || restored.reply_to !== null) return;
    setForm((current) => ({ key: current.key + 1, text: restored.comment_text }));
  }, [restored, me, resource]);

  // CMT-02: the page opens at the linked comment.
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (!linked.data || scrolledTo.current === linked.data.id) return;
    scrolledTo.current = linked.data.id;
    const target = sectionRef.current?.closest('#comments') ?? sectionRef.current;
    target?.scrollIntoView?.({ block: 'start' });
  }, [linked.data]);

  /** The new comment goes in place at once (then the server's view is fetched), and gets focus. */
  const placeComment = useCallback(
    (comment: Comment) => {
      if (comment.replay_to === null) {
        const target = oldestFirst ? lastPage : 1;
        setPage(target);
        void mutate(
          commentsKey(resource, target, viewer),
          (current: CommentsPage | undefined) =>
            current && !current.comments.some((item) => item.id === comment.id)
              ? {
                  ...current,
                  comments: oldestFirst ? [...current.comments, comment] : [comment, ...current.comments],
                  count: current.count + 1,
                }
              : current,
          { revalidate: false },
        );
      } else {
        const parentId = comment.replay_to;
        updateComment(parentId, (parent) =>
          parent.replies.some((item) => item.id === comment.id)
            ? parent
            : { ...parent, replies: [...parent.replies, comment] },
        );
      }
      setFocusId(comment.id);
      setAnnouncement(intl.formatMessage(threadMessages.posted));
      void refresh();
    },
    [mutate, resource, viewer, updateComment, refresh, intl, oldestFirst, lastPage],
  );

  const askToLogIn = useCallback(
    (replyTo?: number) => {
      if (replyTo !== undefined) {
        setPending({ comment_text: '', resource_id: resource.id, resource_type: resource.type, reply_to: replyTo });
      }
      openAuthDialog('login');
    },
    [openAuthDialog, resource, setPending],
  );

  const submit = useCallback<CommentsContextValue['submit']>(
    async (text, replyTo, clientKey) => {
      const pendingComment = {
        comment_text: text,
        resource_id: resource.id,
        resource_type: resource.type,
        reply_to: replyTo,
      };
      if (!me) {
        // CMT-08: the text and its target wait for the login (and survive a social login's redirect).
        setPending(pendingComment);
        openAuthDialog('login');
        return 'login';
      }
      try {
        const comment = await postComment(client, { resource, content: text, replyTo, clientKey });
        placeComment(comment);
        return 'posted';
      } catch (error) {
        // PLT-12 has logged the fan out and opened the login: the text is posted after they log in again.
        if (isApiError(error, 401)) setPending(pendingComment);
        throw error;
      }
    },
    [client, me, openAuthDialog, placeComment, resource, setPending],
  );

  // ACC-10 / CMT-08: after a login, a pending comment for this resource is posted once, or the saved
  // reply intent reopens its reply box.
  const consumed = useRef<PendingComment | null>(null);
  useEffect(() => {
    if (!me || !pending || !matchesResource(pending, resource) || consumed.current === pending) return;
    consumed.current = pending;
    setPending(null);
    if (!me.can_place_comments) return;
    const text = pending.comment_text.trim();
    const replyTo = pending.reply_to;
    if (text === '') {
      if (replyTo !== null)
        setReplyRequest((current) => ({ commentId: replyTo, text: '', nonce: (current?.nonce ?? 0) + 1 }));
      return;
    }
    postComment(client, { resource, content: text, replyTo, clientKey: createClientKey() }).then(
      (comment) => {
        if (replyTo === null) setForm((current) => ({ key: current.key + 1, text: '' }));
        placeComment(comment);
      },
      (error: unknown) => {
        sectionMessage.show('danger', commentErrorText(error, intl));
        // The text is not lost: it is back in its box.
        if (replyTo === null) setForm((current) => ({ key: current.key + 1, text }));
        else setReplyRequest((current) => ({ commentId: replyTo, text, nonce: (current?.nonce ?? 0) + 1 }));
      },
    );
  }, [me, pending, resource, setPending, client, placeComment, intl, sectionMessage]);

  const clearFocus = useCallback(() => setFocusId(null), []);
  const context = useMemo<CommentsContextValue>(
    () => ({
      resource,
      me,
      isManager: session.isManager,
      mayWrite,
      submit,
      askToLogIn,
      updateComment: (id, update) => void updateComment(id, update),
      refresh: () => void refresh(),
      replyRequest,
      focusId,
      clearFocus,
    }),
    [
      resource,
      me,
      session.isManager,
      mayWrite,
      submit,
      askToLogIn,
      updateComment,
      refresh,
      replyRequest,
      focusId,
      clearFocus,
    ],
  );

  const showNewComments = () => {
    resetNewCount();
    const target = oldestFirst ? lastPage : 1;
    setPage(target);
    void mutate(commentsKey(resource, target, viewer));
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
        {featured.data ? (
          <Highlight label={intl.formatMessage(threadMessages.featured)} className="cm-thread__featured">
            <CommentItem comment={featured.data} />
          </Highlight>
        ) : null}

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
function LinkedComment({ comment, failed }: { comment: Comment | undefined; failed: boolean }) {
  const intl = useIntl();
  if (failed) return <p className="cm-thread__gone">{intl.formatMessage(threadMessages.linkedGone)}</p>;
  if (!comment) return null;
  return (
    <Highlight label={intl.formatMessage(threadMessages.linked)} className="cm-thread__linked">
      <CommentItem comment={comment} highlighted />
    </Highlight>
  );
}
