import { useCallback, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, LoadError, Spinner, useApiClient, useSiteHtmlLinks } from '@tribune/shared';
import { listForumPage, hasNextForumPage, useListForumPage } from '../api/list-forum-page';
import { useAppendedPages } from '../hooks/use-appended-pages';
import { forumMessages } from './forum-messages';

/**
 * FRM-01: the forum's topics, page 1 first, and a next-page button that appends the next page while
 * there is one (`current_page * per_page < count`).
 */
export function ForumTopicList() {
  const intl = useIntl();
  const client = useApiClient();
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const first = useListForumPage();
  const load = useCallback((page: number) => listForumPage(client, page), [client]);
  const next = useAppendedPages(load, 'the forum topics');
  const onListClick = useSiteHtmlLinks();

  // After a page is appended, focus goes to its first topic: the reader carries on where the new
  // topics start, and keeps their place when the button goes away after the last page.
  const firstNewItem = useRef<number | null>(null);
  const appended = next.pages.length;
  useEffect(() => {
    const index = firstNewItem.current;
    if (index === null || appended === 0) return;
    firstNewItem.current = null;
    const item = listRef.current?.children.item(index);
    const target = item?.querySelector<HTMLElement>('a[href]') ?? null;
    target?.focus();
  }, [appended]);

  const pages = first.data ? [first.data, ...next.pages] : [];
  const last = pages[pages.length - 1];

  const loadNext = () => {
    if (!last || next.loading) return;
    firstNewItem.current = listRef.current?.children.length ?? null;
    void next.loadPage(last.page + 1);
  };

  return (
    <section className="frm-topics" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {intl.formatMessage(forumMessages.topics)}
      </h2>
      {first.isLoading ? <Spinner /> : null}
      {first.error && !first.data ? (
        <LoadError onRetry={() => void first.mutate()}>{intl.formatMessage(forumMessages.listFailed)}</LoadError>
      ) : null}
      {first.data && first.data.count === 0 ? (
        <p className="cm-empty">{intl.formatMessage(forumMessages.empty)}</p>
      ) : null}
      {pages.length > 0 && first.data?.count !== 0 ? (
        // Safe to inject: this html comes only from our own API (GET /api/front/v1/forum/{page}), which
        // renders it from React components with renderToStaticMarkup, so every text in it (titles,
        // usernames) is escaped by React and nothing is concatenated. Its links are taken over by the
        // router (useSiteHtmlLinks); the click handler only reads them, a keyboard activates them as
        // links, so the list needs no key handler of its own.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <ul
          ref={listRef}
          className="frm-topics__list"
          aria-labelledby={headingId}
          onClick={onListClick}
          dangerouslySetInnerHTML={{ __html: pages.map((page) => page.html).join('') }}
        />
      ) : null}
      {next.failed ? <Alert tone="danger">{intl.formatMessage(forumMessages.nextPageFailed)}</Alert> : null}
      {last && hasNextForumPage(last) ? (
        // Not disabled while loading (that would drop the keyboard focus): clicks are ignored instead.
        <Button
          variant="secondary"
          className="load-more frm-topics__next"
          aria-disabled={next.loading || undefined}
          aria-busy={next.loading || undefined}
          onClick={loadNext}
        >
          {intl.formatMessage(forumMessages.nextPage)}
        </Button>
      ) : null}
    </section>
  );
}
