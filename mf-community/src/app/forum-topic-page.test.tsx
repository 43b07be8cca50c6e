import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { unstable_serialize } from 'swr';
import { ApiError, createTribuneRuntime, TribuneIntlProvider, TribuneProviders, type Language } from '@tribune/shared';
import { createFakePusher, mockApi, testBootstrap } from '@tribune/shared/testing';
import { loadMessages } from '../i18n/load-messages';
import { apiUrl, errorBody, fakeCommentsApi, json, threadComment } from '../test/comments-api';
import { renderWithProviders, testUser } from '../test/render-with-providers';
import CommunityRoutes from '../exposes/routes';
import {
  forumListPage,
  forumSidebarPage,
  forumTopic,
  topicRange,
  type WireForumTopic,
} from '../features/forum/test/forum-fixtures';
import { forumTopicKey } from '../features/forum/api/get-topic';
import { ForumTopicPage } from './forum-topic-page';

const server = mockApi();

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

interface Sent {
  method: string;
  body: unknown;
}

/**
 * Topic 5 and its comments; PATCH and DELETE answer as the API would and are recorded. The featured
 * comment answers 404, as the API does for forums, and is recorded too: the page must not ask for it.
 */
function serveTopic(initial: WireForumTopic) {
  let topic = initial;
  const sent: Sent[] = [];
  const featured: string[] = [];
  const comments = fakeCommentsApi(
    [threadComment(1, { resource_type: 'forum', resource_id: initial.id, content: 'The first post' })],
    { type: 'forum', id: String(initial.id) },
  );
  const path = `/api/v2/forum/topics/${initial.id}`;
  server.use(
    http.get(apiUrl(`/api/v2/comments/forum/${initial.id}/featured`), ({ request }) => {
      featured.push(request.url);
      return json(errorBody('There is no featured comment on a forum topic.'), 404);
    }),
    ...comments.handlers,
    http.get(apiUrl(path), () => json({ data: topic })),
    http.patch(apiUrl(path), async ({ request }) => {
      const body: unknown = await request.json();
      sent.push({ method: 'PATCH', body });
      if (typeof body === 'object' && body !== null) {
        if ('pinned' in body && typeof body.pinned === 'boolean') topic = { ...topic, pinned: body.pinned };
        if ('closed' in body && typeof body.closed === 'boolean') topic = { ...topic, closed: body.closed };
      }
      return json({ data: topic });
    }),
    http.delete(apiUrl(path), () => {
      sent.push({ method: 'DELETE', body: null });
      return json({ data: null, metaData: { message: 'The topic was deleted.' } });
    }),
  );
  return { sent, featured, comments };
}

async function renderTopic(route = '/forum/topic/5', options: Parameters<typeof renderWithProviders>[1] = {}) {
  const pusher = createFakePusher();
  return renderWithProviders(
    <>
      <CommunityRoutes />
      <Location />
    </>,
    { route, loadPusher: pusher.loadPusher, ...options },
  );
}

test('[FRM-01] a topic shows its title, author, date, count and badges, then its comments', async () => {
  const api = serveTopic(
    forumTopic(5, {
      title: 'Who starts up front on Sunday?',
      username: 'ajaxfan',
      user_url: '/user/ajaxfan',
      comments_count: 12,
      pinned: true,
      created_at: '2026-11-20T18:30:00.000Z',
    }),
  );
  await renderTopic();

  const topic = await screen.findByRole('article', { name: 'Who starts up front on Sunday?' });
  expect(screen.getByRole('heading', { level: 1, name: 'Who starts up front on Sunday?' })).toBeInTheDocument();
  const header = within(topic);
  expect(header.getByRole('link', { name: 'ajaxfan' })).toHaveAttribute('href', '/user/ajaxfan');
  expect(header.getByText('November 20, 2026')).toHaveAttribute('datetime', '2026-11-20T18:30:00.000Z');
  expect(header.getByText('12 comments')).toBeInTheDocument();
  expect(header.getByText('Pinned')).toBeInTheDocument();
  expect(header.queryByText('Closed')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the forum' })).toHaveAttribute('href', '/forum');
  expect(document.title).toBe('Who starts up front on Sunday? | Tribune');

  const comments = await screen.findByRole('region', { name: 'Comments' });
  expect(await within(comments).findByText('The first post')).toBeInTheDocument();
  expect(api.comments.requests[0]?.url.pathname).toBe('/api/v2/comments/forum/5');
  // No featured comment on a forum: not asked, so the API's 404 for it can show no error.
  expect(api.featured).toEqual([]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // Not a manager: nothing to manage.
  expect(screen.queryByRole('group', { name: 'Manage topic' })).not.toBeInTheDocument();
  expect(screen.queryByText('This topic is closed')).not.toBeInTheDocument();
});

test('[FRM-01] a closed topic says so', async () => {
  serveTopic(forumTopic(5, { closed: true }));
  await renderTopic();
  const topic = within(await screen.findByRole('article', { name: 'Topic number 5' }));
  expect(topic.getByText('Closed')).toBeInTheDocument();
  expect(topic.getByText('This topic is closed')).toBeInTheDocument();
});

test('[FRM-01] a closed topic takes no new comments: a fan gets no comment box, an open topic gives one', async () => {
  serveTopic(forumTopic(5, { closed: true, comments_count: 1 }));
  const closed = await renderTopic('/forum/topic/5', { loggedInAs: testUser });
  const comments = await screen.findByRole('region', { name: 'Comments' });
  expect(await within(comments).findByText('The first post')).toBeInTheDocument();
  expect(within(comments).queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();
  closed.unmount();

  serveTopic(forumTopic(6, { comments_count: 1 }));
  await renderTopic('/forum/topic/6', { loggedInAs: testUser });
  expect(await screen.findByRole('textbox', { name: 'Your comment' })).toBeInTheDocument();
});

test('[FRM-01] a topic reads oldest first: a fan’s new post comes last, below the opening post', async () => {
  const api = serveTopic(forumTopic(5, { comments_count: 1 }));
  // After the post, the list's refetch waits: what shows meanwhile is where the section placed the post.
  let posted = false;
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => {
    releaseList = resolve;
  });
  server.use(
    http.get(apiUrl('/api/v2/comments/forum/5'), async () => {
      if (posted) await listHeld;
      return undefined;
    }),
    http.post(apiUrl('/api/v2/comments'), () => {
      posted = true;
      const created = threadComment(50, {
        resource_type: 'forum',
        resource_id: 5,
        user_id: testUser.id,
        username: testUser.username,
        content: 'My reply to the topic',
      });
      // The API lists a topic's posts oldest first.
      api.comments.setComments([
        threadComment(1, { resource_type: 'forum', resource_id: 5, content: 'The first post' }),
        created,
      ]);
      return json({ data: created, metaData: { message: 'Posted', comments_count: 2 } }, 201);
    }),
  );
  const { user } = await renderTopic('/forum/topic/5', { loggedInAs: testUser });
  const comments = await screen.findByRole('region', { name: 'Comments' });
  await within(comments).findByText('The first post');
  await user.type(within(comments).getByRole('textbox', { name: 'Your comment' }), 'My reply to the topic');
  await user.click(within(comments).getByRole('button', { name: 'Post comment' }));

  const placed = await within(comments).findByText('My reply to the topic');
  const opening = within(comments).getByText('The first post');
  expect(opening.compareDocumentPosition(placed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  releaseList();
});

test('[FRM-01] a manager pins, closes and reopens a topic', async () => {
  const api = serveTopic(forumTopic(5, { can_moderate: true }));
  const { user } = await renderTopic('/forum/topic/5', { loggedInAs: testUser });
  const actions = within(await screen.findByRole('group', { name: 'Manage topic' }));
  const topic = within(screen.getByRole('article', { name: 'Topic number 5' }));

  await user.click(actions.getByRole('button', { name: 'Pin' }));
  expect(await actions.findByRole('button', { name: 'Unpin' })).toBeInTheDocument();
  expect(topic.getByText('Pinned')).toBeInTheDocument();
  expect(screen.getByText('The topic is pinned.')).toBeInTheDocument();

  await user.click(actions.getByRole('button', { name: 'Close' }));
  expect(await actions.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  expect(topic.getByText('This topic is closed')).toBeInTheDocument();

  await user.click(actions.getByRole('button', { name: 'Reopen' }));
  expect(await actions.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  expect(topic.queryByText('This topic is closed')).not.toBeInTheDocument();

  expect(api.sent).toEqual([
    { method: 'PATCH', body: { pinned: true } },
    { method: 'PATCH', body: { closed: true } },
    { method: 'PATCH', body: { closed: false } },
  ]);
});

test('[FRM-01] a manager deletes a topic after confirming, and lands on the forum', async () => {
  const api = serveTopic(forumTopic(5, { can_moderate: true }));
  server.use(
    http.get(apiUrl('/api/front/v1/forum/1'), () => json(forumListPage(1, topicRange(1, 3), 3))),
    http.get(apiUrl('/api/v1/forum/load-sidebar-list/1'), () => json(forumSidebarPage(1, []))),
  );
  const { user } = await renderTopic('/forum/topic/5', { loggedInAs: testUser });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));

  const dialog = within(screen.getByRole('dialog', { name: 'Delete this topic and all its comments?' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.sent).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Delete this topic and all its comments?' })).getByRole('button', {
      name: 'Delete topic',
    }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Forum' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/forum');
  expect(api.sent).toEqual([{ method: 'DELETE', body: null }]);
});

test('[FRM-01] a site manager gets the actions even when the answer was a guest’s', async () => {
  serveTopic(forumTopic(5, { can_moderate: false }));
  await renderTopic('/forum/topic/5', { loggedInAs: { ...testUser, role: 'editor' } });
  const actions = within(await screen.findByRole('group', { name: 'Manage topic' }));
  expect(actions.getByRole('button', { name: 'Pin' })).toBeInTheDocument();
  expect(actions.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  expect(actions.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
});

test('[FRM-01] a refused action says why', async () => {
  serveTopic(forumTopic(5, { can_moderate: true }));
  server.use(http.patch(apiUrl('/api/v2/forum/topics/5'), () => json(errorBody('Managers only.'), 403)));
  const { user } = await renderTopic('/forum/topic/5', { loggedInAs: testUser });
  await user.click(await screen.findByRole('button', { name: 'Pin' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  expect(screen.getByRole('button', { name: 'Pin' })).toBeInTheDocument();
});

test('[FRM-01] a topic that does not exist is a not-found page', async () => {
  const comments = fakeCommentsApi([], { type: 'forum', id: '404' });
  server.use(
    http.get(apiUrl('/api/v2/forum/topics/404'), () => json(errorBody('This topic does not exist.'), 404)),
    ...comments.handlers,
  );
  await renderTopic('/forum/topic/404');
  expect(await screen.findByRole('heading', { level: 1, name: 'This topic does not exist' })).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '404');
  expect(comments.requests).toEqual([]);
});

/** The topic page as the server renders it once its data phase learnt the API's answer for topic `id`. */
async function renderTopicOnServer(id: string, error: unknown, language: Language = 'en') {
  const messages = await loadMessages(language);
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap({ language }),
    loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
    storage: window.localStorage,
    // A guest's key: the server renders every page as a guest.
    swr: { provider: () => new Map([[unstable_serialize(forumTopicKey(id, null)), { error }]]) },
  });
  return renderToString(
    <TribuneProviders runtime={runtime}>
      <TribuneIntlProvider language={language} messages={messages}>
        <MemoryRouter initialEntries={[`/forum/topic/${id}`]}>
          <Routes>
            <Route path="forum/topic/:id" element={<ForumTopicPage />} />
          </Routes>
        </MemoryRouter>
      </TribuneIntlProvider>
    </TribuneProviders>,
  );
}

test('[SEO-01] the server renders a missing topic’s not-found page from the API’s 404, in the tenant’s language', async () => {
  // A topic no other test asks for: SWR remembers, module-wide, the first state of a key a browser render set.
  const error = new ApiError(404, errorBody('This topic does not exist.'), 'Not found');
  const html = await renderTopicOnServer('999999', error);
  expect(html).toContain('data-page-status="404"');
  expect(html).toContain('This topic does not exist');
  expect(html).not.toContain('Loading…');

  const dutch = await renderTopicOnServer('999999', error, 'nl');
  expect(dutch).toContain('data-page-status="404"');
  expect(dutch).toContain('Dit onderwerp bestaat niet');
});

test('[SEO-01] a missing topic shows no loading state; a topic that fails otherwise keeps the retry', async () => {
  const comments = fakeCommentsApi([], { type: 'forum', id: '404' });
  server.use(
    http.get(apiUrl('/api/v2/forum/topics/404'), () => json(errorBody('This topic does not exist.'), 404)),
    http.get(apiUrl('/api/v2/forum/topics/500'), () => json(errorBody('Server error'), 500)),
    ...comments.handlers,
  );
  const { unmount } = await renderTopic('/forum/topic/404');
  expect(await screen.findByRole('heading', { level: 1, name: 'This topic does not exist' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  unmount();

  await renderTopic('/forum/topic/500');
  expect(await screen.findByText('The topic could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
});

test('[FRM-01] a topic address without a number is not found, without asking the API', async () => {
  await renderTopic('/forum/topic/abc');
  expect(await screen.findByRole('heading', { level: 1, name: 'This topic does not exist' })).toBeInTheDocument();
});

test('[FRM-01] [PLT-06] a topic speaks Dutch for a Dutch tenant', async () => {
  serveTopic(forumTopic(5, { pinned: true, closed: true, comments_count: 1, can_moderate: true }));
  await renderTopic('/forum/topic/5', { language: 'nl', loggedInAs: testUser });
  const topic = within(await screen.findByRole('article', { name: 'Topic number 5' }));
  expect(topic.getByText('Vastgezet')).toBeInTheDocument();
  expect(topic.getByText('Gesloten')).toBeInTheDocument();
  expect(topic.getByText('Dit onderwerp is gesloten')).toBeInTheDocument();
  // The topic's count, and the comments section's.
  expect(topic.getAllByText('1 reactie')).toHaveLength(2);
  const actions = within(topic.getByRole('group', { name: 'Onderwerp beheren' }));
  expect(actions.getByRole('button', { name: 'Losmaken' })).toBeInTheDocument();
  expect(actions.getByRole('button', { name: 'Heropenen' })).toBeInTheDocument();
});

// The project's hostile texts (test-data/xss-corpus.txt), one a line.
const corpus = readFileSync(join(__dirname, '../../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

test.each(corpus)('[FRM-01] a hostile topic title is shown as text: %s', async (title) => {
  serveTopic(forumTopic(5, { title }));
  await renderTopic();
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading.textContent).toBe(title);
  expect(heading.children).toHaveLength(0);
  expect(document.title).toBe(`${title} | Tribune`);
  expect(
    document.querySelector('iframe, object, embed, svg, img[src="x"], script:not([type="application/ld+json"])'),
  ).toBeNull();
  expect(Reflect.get(window, '__xss')).toBeUndefined();
});
