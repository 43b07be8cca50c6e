import { useEffect, useId, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { Alert, Button, isApiError, NotFoundPage, PageHead, sharedMessages } from '@tribune/shared';
import { photoReportTemplate, useTag, type Tag } from '../features/lists/api/get-tag';
import { defaultTagPageSize, maxTagPageSize, useListTagArticles } from '../features/lists/api/list-tag-articles';
import { ListSkeleton } from '../features/lists/components/article-list';
import { listsMessages } from '../features/lists/components/lists-messages';
import { ListsPageLayout } from '../features/lists/components/lists-page-layout';
import { StoryItem } from '../features/lists/components/story-item';
import { TagPager } from '../features/lists/components/tag-pager';
import { storyFromAjax } from '../features/lists/lib/story';

const messages = defineMessages({
  // Spec 001 §8 ("Empty tag result shows 'Geen artikelen gevonden'") and the issue ask for exactly this
  // Dutch text, whatever the page's language: it is the contract's fixed empty text (e2e tests read
  // it), so the English catalogue carries the Dutch words too, on purpose.
  empty: {
    id: 'content.tag.empty',
    defaultMessage: 'Geen artikelen gevonden',
    description: 'Tag page: a page without articles. Fixed Dutch text in both languages (spec 001 §8)',
  },
  loadFailed: {
    id: 'content.tag.load-failed',
    defaultMessage: 'This tag could not be loaded.',
    description: 'Tag page: loading the tag failed (not a 404)',
  },
  notFoundTitle: {
    id: 'content.tag.not-found.title',
    defaultMessage: 'Tag not found',
    description: 'Heading when a tag does not exist',
  },
  notFoundText: {
    id: 'content.tag.not-found.text',
    defaultMessage: 'There is no tag at this address. It may have been renamed or removed.',
    description: 'Explanation when a tag does not exist (the API answered 404)',
  },
  notFoundHome: {
    id: 'content.tag.not-found.home',
    defaultMessage: 'Go to the latest news',
    description: 'Link from a not-found tag to the home page',
  },
});

const description = defineMessage<{ tag: string }>({
  id: 'content.tag.description',
  defaultMessage: 'The latest news about {tag}.',
  description: 'Meta description of a tag page for search engines and shared links; {tag} is the tag',
});

const pageTitle = defineMessage<{ tag: string; page: number }>({
  id: 'content.tag.page-title',
  defaultMessage: '{tag}, page {page}',
  description: 'Title of a tag page after the first; {tag} is the tag, {page} the page number (from 1)',
});

const articleCount = defineMessage<{ count: number }>({
  id: 'content.tag.count',
  defaultMessage: '{count, plural, one {# article} other {# articles}}',
  description: "Tag page: the number of the tag's articles, over all pages",
});

/** A page number from the address: a whole number from 0; anything else is the first page. */
function readPage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 0;
  return Number(value);
}

/** A page size from the address (the next button carries it, spec 001 §9), 1..50, else 10. */
function readPageSize(value: string | null): number {
  if (value === null || !/^\d{1,2}$/.test(value)) return defaultTagPageSize;
  const size = Number(value);
  return size >= 1 && size <= maxTagPageSize ? size : defaultTagPageSize;
}

/** /tag/:slug?page=N (ART-03): a tag's articles, a page at a time, with previous and next. */
export function TagPage() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const pageSize = readPageSize(searchParams.get('page_size'));
  const tag = useTag(slug);

  if (!tag.data) {
    if (isApiError(tag.error, 404)) {
      return <NotFoundPage title={messages.notFoundTitle} text={messages.notFoundText} home={messages.notFoundHome} />;
    }
    return (
      <ListsPageLayout>
        {tag.error !== undefined ? <TagLoadFailed retry={() => void tag.mutate()} /> : <ListSkeleton />}
      </ListsPageLayout>
    );
  }
  return <TagArticles key={tag.data.id} tag={tag.data} page={page} pageSize={pageSize} />;
}

function TagLoadFailed({ retry }: { retry: () => void }) {
  const intl = useIntl();
  return (
    <Alert tone="danger">
      <p className="lists-alert__text">{intl.formatMessage(messages.loadFailed)}</p>
      <Button variant="secondary" onClick={retry}>
        {intl.formatMessage(sharedMessages.retry)}
      </Button>
    </Alert>
  );
}

function TagArticles({ tag, page, pageSize }: { tag: Tag; page: number; pageSize: number }) {
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const articles = useListTagArticles({ tagId: tag.id, page, pageSize });
  const isPhotoReport = tag.template === photoReportTemplate;

  // After previous or next (not on arrival), focus goes to the heading: the reader is taken to the top
  // of the new page, and a screen reader hears where they are.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    headingRef.current?.focus();
  }, [page]);

  const basePath = `/tag/${encodeURIComponent(tag.slug)}`;
  const hrefOf = (number: number) => {
    const query = new URLSearchParams();
    if (number > 0) query.set('page', String(number));
    if (pageSize !== defaultTagPageSize) query.set('page_size', String(pageSize));
    const search = query.toString();
    return search ? `${basePath}?${search}` : basePath;
  };

  const list = articles.data?.articles;
  let body;
  if (articles.isLoading) {
    body = <ListSkeleton layout={isPhotoReport ? 'grid' : 'rows'} />;
  } else if (list === undefined) {
    body = <TagLoadFailed retry={() => void articles.mutate()} />;
  } else if (list.length === 0) {
    body = <p className="lists-empty">{intl.formatMessage(messages.empty)}</p>;
  } else {
    body = (
      <ul className={`lists-stories lists-stories--${isPhotoReport ? 'grid' : 'rows'}`} aria-labelledby={headingId}>
        {list.map((article, index) => (
          <li key={article.id}>
            <StoryItem
              story={storyFromAjax(article)}
              layout={isPhotoReport ? 'tile' : 'row'}
              priority={index === 0}
              badge={isPhotoReport ? intl.formatMessage(listsMessages.photoReport) : undefined}
            />
          </li>
        ))}
      </ul>
    );
  }
  // Next goes once a page comes back empty (the spec) or short of a full page (nothing can follow).
  const hasNext = list !== undefined && list.length >= pageSize;

  return (
    <ListsPageLayout>
      <PageHead
        title={page > 0 ? intl.formatMessage(pageTitle, { tag: tag.title, page: page + 1 }) : tag.title}
        description={intl.formatMessage(description, { tag: tag.title })}
        path={hrefOf(page)}
      />
      <section
        className={isPhotoReport ? 'lists-tag lists-tag--photo-report' : 'lists-tag'}
        aria-labelledby={headingId}
      >
        <header className="lists-heading">
          <h1 id={headingId} ref={headingRef} className="lists-heading__title" tabIndex={-1}>
            {tag.title}
          </h1>
          {articles.data && articles.data.totalCount > 0 ? (
            <p className="lists-heading__count">
              {intl.formatMessage(articleCount, { count: articles.data.totalCount })}
            </p>
          ) : null}
        </header>
        {body}
        {list !== undefined ? <TagPager page={page} hrefOf={hrefOf} hasNext={hasNext} /> : null}
      </section>
    </ListsPageLayout>
  );
}
