import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { createFakePusher, mockApi } from '@tribune/shared/testing';
import { renderWithProviders, testUser } from '../test/render-with-providers';
import { apiUrl, fakeCommentsApi, json, threadComment } from '../test/comments-api';
import { commentsPage } from '../test/comments';
import CommunityCommentsSection from './comments-section';

const server = mockApi();
afterEach(() => {
  window.sessionStorage.clear();
});

const listPath = '/api/v2/comments/article/42';

function renderSection(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const pusher = createFakePusher();
  return renderWithProviders(<CommunityCommentsSection resourceType="article" resourceId="42" />, {
    loadPusher: pusher.loadPusher,
    ...options,
  });
}

test('[CMT-01] lists the comments with their count and nested replies', async () => {
  const api = fakeCommentsApi([
    threadComment(1, {
      replies: [
        threadComment(2, {
          level: 1,
          replay_to: 1,
          replies: [threadComment(3, { level: 2, replay_to: 2, content: 'Deep reply' })],
        }),
      ],
    }),
    threadComment(4),
  ]);
  server.use(...api.handlers);
  await renderSection();

  const section = await screen.findByRole('region', { name: 'Comments' });
  expect(await within(section).findByText('4 comments')).toBeInTheDocument();
  const list = within(section).getByRole('list', { name: 'Comments' });
  const topLevel = Array.from(list.children).map((item) => item.querySelector('article')?.getAttribute('aria-label'));
  expect(topLevel).toEqual(['Comment by fan1', 'Comment by fan4']);
  const firstReplies = within(list).getAllByRole('list', { name: 'Replies' })[0] as HTMLElement;
  expect(within(firstReplies).getByRole('article', { name: 'Comment by fan2' })).toBeInTheDocument();
  expect(within(firstReplies).getByRole('article', { name: 'Comment by fan3' })).toHaveTextContent('Deep reply');
});

test('[CMT-01] asks pages from 1 and moves between them', async () => {
  const pages: string[] = [];
  server.use(
    http.get(apiUrl(listPath), ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '';
      pages.push(page);
      return json(
        commentsPage([threadComment(Number(page) * 10, { content: `On page ${page}` })], {
          comments_count: 25,
          current_page: Number(page),
          last_page: 2,
        }),
      );
    }),
    http.get(apiUrl(`${listPath}/featured`), () => json({ data: null })),
  );
  const { user } = await renderSection();
  expect(await screen.findByText('On page 1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('On page 2')).toBeInTheDocument();
  expect(pages).toEqual(['1', '2']);
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('[CMT-01] a deleted comment with replies stays as a tombstone above them', async () => {
  const api = fakeCommentsApi([
    threadComment(1, {
      status: 'deleted',
      content: '',
      user_id: null,
      username: '',
      user_url: null,
      replies: [threadComment(2, { level: 1, replay_to: 1, content: 'Still here' })],
    }),
  ]);
  server.use(...api.handlers);
  await renderSection();
  const tombstone = await screen.findByRole('article', { name: 'This comment was deleted.' });
  expect(within(tombstone).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Comment by fan2' })).toHaveTextContent('Still here');
});

test('[CMT-02] a ?comment= link shows that comment highlighted on top and scrolls to #comments', async () => {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  const api = fakeCommentsApi([threadComment(1), threadComment(2)]);
  server.use(
    ...api.handlers,
    http.get(apiUrl('/api/v2/comment/77'), () =>
      json({
        data: threadComment(77, {
          content: 'The linked one',
          replies: [threadComment(78, { level: 1, replay_to: 77 })],
        }),
      }),
    ),
  );
  await renderSection({ route: '/article/42/slug?comment=77' });

  const linked = await screen.findByRole('region', { name: 'The comment you followed a link to' });
  const comment = within(linked).getByRole('article', { name: 'Comment by fan77' });
  expect(comment).toHaveTextContent('The linked one');
  expect(comment).toHaveClass('cm-item--highlighted');
  expect(within(linked).getByRole('article', { name: 'Comment by fan78' })).toBeInTheDocument();
  const order = Array.from(document.querySelectorAll('article')).map((article) => article.getAttribute('aria-label'));
  expect(order.indexOf('Comment by fan77')).toBeLessThan(order.indexOf('Comment by fan1'));
  expect(scrolled).toHaveBeenCalledTimes(1);
});

test('[CMT-02] a linked comment that is gone says so', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(
    ...api.handlers,
    http.get(apiUrl('/api/v2/comment/99'), () => json({ data: null, metaData: { message: 'Not found' } }, 404)),
  );
  await renderSection({ route: '/article/42?comment=99' });
  expect(await screen.findByText('The comment you followed a link to is no longer available.')).toBeInTheDocument();
});

test('[CMT-02] the featured comment shows above the list', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(
    http.get(apiUrl(`${listPath}/featured`), () =>
      json({ data: threadComment(5, { likes_count: 12, content: 'Best one' }) }),
    ),
    ...api.handlers,
  );
  await renderSection();
  const featured = await screen.findByRole('region', { name: 'Featured comment' });
  expect(within(featured).getByRole('article', { name: 'Comment by fan5' })).toHaveTextContent('Best one');
});

test('[CMT-02] a forum topic asks for no featured comment', async () => {
  const api = fakeCommentsApi([threadComment(1, { resource_type: 'forum' })], { type: 'forum', id: '9' });
  server.use(api.handlers[0] as never);
  const pusher = createFakePusher();
  await renderWithProviders(<CommunityCommentsSection resourceType="forum" resourceId="9" />, {
    loadPusher: pusher.loadPusher,
  });
  expect(await screen.findByRole('article', { name: 'Comment by fan1' })).toBeInTheDocument();
  // onUnhandledRequest: 'error' would fail a request for /featured.
  expect(screen.queryByRole('region', { name: 'Featured comment' })).not.toBeInTheDocument();
});

test('[CMT-03] posts a comment: it appears at the top and gets focus', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(
    ...api.handlers,
    http.post(apiUrl('/api/v2/comments'), async ({ request }) => {
      await api.record(request);
      const created = threadComment(50, { user_id: testUser.id, username: testUser.username, content: 'Great goal!' });
      api.add(created);
      return json({ data: created, metaData: { message: 'Posted', comments_count: 2 } }, 201);
    }),
  );
  const { user } = await renderSection({ loggedInAs: testUser });
  await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.type(screen.getByRole('textbox', { name: 'Your comment' }), '  Great goal!  ');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));

  const posted = await screen.findByRole('article', { name: 'Comment by fan' });
  expect(posted).toHaveTextContent('Great goal!');
  expect(posted).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
  const [sent] = api.sent('POST', '/api/v2/comments');
  expect(sent?.body).toEqual({
    reply_to: null,
    resource_id: 42,
    resource_type: 'article',
    content: 'Great goal!',
    client_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
  });
  expect(sent?.headers.get('authorization')).toBe('Bearer test-token');
});

test('[CMT-03] ignores an empty comment', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(...api.handlers);
  const { user } = await renderSection({ loggedInAs: testUser });
  await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.type(screen.getByRole('textbox', { name: 'Your comment' }), '   \n  ');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));
  // Any POST would be an unhandled request (onUnhandledRequest: 'error').
  expect(api.sent('POST', '/api/v2/comments')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Post comment' })).toBeEnabled();
});

test('[CMT-03] a second submit while the first is pending sends nothing', async () => {
  const api = fakeCommentsApi([]);
  let release: () => void = () => undefined;
  const posts: unknown[] = [];
  server.use(
    ...api.handlers,
    http.post(apiUrl('/api/v2/comments'), async ({ request }) => {
      posts.push(await request.json());
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      const created = threadComment(60, { user_id: testUser.id, username: 'fan' });
      api.add(created);
      return json({ data: created }, 201);
    }),
  );
  const { user } = await renderSection({ loggedInAs: testUser });
  const box = await screen.findByRole('textbox', { name: 'Your comment' });
  await user.type(box, 'Once only');
  const button = screen.getByRole('button', { name: 'Post comment' });
  await user.click(button);
  expect(button).toBeDisabled();
  await user.click(button);
  await act(async () => {
    box.closest('form')?.requestSubmit();
  });
  await act(async () => release());
  expect(await screen.findByRole('article', { name: 'Comment by fan' })).toBeInTheDocument();
  expect(posts).toHaveLength(1);
});

test('[CMT-03] a retried post sends the same client_key, a new draft a new one', async () => {
  const api = fakeCommentsApi([]);
  const keys: string[] = [];
  let attempt = 0;
  server.use(
    ...api.handlers,
    http.post(apiUrl('/api/v2/comments'), async ({ request }) => {
      const body = (await request.json()) as { client_key: string };
      keys.push(body.client_key);
      attempt += 1;
      if (attempt === 1) return json({ data: null, metaData: { message: 'Down' } }, 503);
      const created = threadComment(60 + attempt, { user_id: testUser.id, username: 'fan' });
      api.add(created);
      return json({ data: created }, 201);
    }),
  );
  const { user } = await renderSection({ loggedInAs: testUser });
  const box = await screen.findByRole('textbox', { name: 'Your comment' });
  await user.type(box, 'Retry me');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Down');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));
  await screen.findByRole('article', { name: 'Comment by fan' });
  await user.type(box, 'Another one');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));
  await screen.findAllByRole('article', { name: 'Comment by fan' });
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('[CMT-03] replies to a comment through /comments/reply', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(
    ...api.handlers,
    http.post(apiUrl('/api/v2/comments/reply'), async ({ request }) => {
      await api.record(request);
      const reply = threadComment(70, {
        level: 1,
        replay_to: 1,
        user_id: testUser.id,
        username: 'fan',
        content: 'I agree',
      });
      api.setComments([threadComment(1, { replies: [reply] })]);
      return json({ data: reply }, 201);
    }),
  );
  const { user } = await renderSection({ loggedInAs: testUser });
  const parent = await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.click(within(parent).getByRole('button', { name: 'Reply' }));
  const box = within(parent).getByRole('textbox', { name: 'Your reply to fan1' });
  expect(box).toHaveFocus();
  await user.type(box, 'I agree');
  await user.click(within(parent).getByRole('button', { name: 'Post reply' }));

  const reply = await screen.findByRole('article', { name: 'Comment by fan' });
  expect(reply).toHaveTextContent('I agree');
  expect(reply).toHaveFocus();
  expect(within(parent).queryByRole('textbox')).not.toBeInTheDocument();
  expect(api.sent('POST', '/api/v2/comments/reply')[0]?.body).toMatchObject({
    reply_to: 1,
    resource_id: 42,
    resource_type: 'article',
    content: 'I agree',
  });
});

test('[CMT-04] edits an own comment with PATCH {new_comment}', async () => {
  const mine = threadComment(1, { user_id: testUser.id, username: 'fan', content: 'Typo hree', can_edit: true });
  const api = fakeCommentsApi([mine]);
  server.use(
    ...api.handlers,
    http.patch(apiUrl('/api/v2/comments/1'), async ({ request }) => {
      await api.record(request);
      return json({ data: { ...mine, content: 'Typo here', edited_at: '2026-11-20T18:35:00.000Z' } });
    }),
  );
  const { user } = await renderSection({ loggedInAs: testUser });
  const comment = await screen.findByRole('article', { name: 'Comment by fan' });
  await user.click(within(comment).getByRole('button', { name: 'Edit' }));
  const box = within(comment).getByRole('textbox', { name: 'Edit your comment' });
  expect(box).toHaveValue('Typo hree');
  await user.clear(box);
  await user.type(box, 'Typo here');
  await user.click(within(comment).getByRole('button', { name: 'Save' }));

  expect(await within(comment).findByText('Typo here')).toBeInTheDocument();
  expect(within(comment).getByText('(edited)')).toBeInTheDocument();
  expect(api.sent('PATCH', '/api/v2/comments/1')[0]?.body).toEqual({ new_comment: 'Typo here' });
});

test('[CMT-04] an edit to empty text sends nothing', async () => {
  const mine = threadComment(1, { user_id: testUser.id, username: 'fan', can_edit: true });
  const api = fakeCommentsApi([mine]);
  server.use(...api.handlers);
  const { user } = await renderSection({ loggedInAs: testUser });
  const comment = await screen.findByRole('article', { name: 'Comment by fan' });
  await user.click(within(comment).getByRole('button', { name: 'Edit' }));
  await user.clear(within(comment).getByRole('textbox', { name: 'Edit your comment' }));
  await user.click(within(comment).getByRole('button', { name: 'Save' }));
  expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
});

test('[CMT-04] deletes a comment only after a confirmation', async () => {
  const api = fakeCommentsApi([threadComment(1, { can_delete: true }), threadComment(2)]);
  let deleted = 0;
  server.use(
    ...api.handlers,
    http.delete(apiUrl('/api/v2/comments/1'), () => {
      deleted += 1;
      api.setComments([threadComment(2)]);
      return json({ data: null, metaData: { message: 'Deleted', comments_count: 1 } });
    }),
  );
  // A manager may delete anyone's comment; the API says so with can_delete.
  const { user } = await renderSection({ loggedInAs: { ...testUser, role: 'editor' } });
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.click(within(comment).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this comment?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleted).toBe(0);

  await user.click(within(comment).getByRole('button', { name: 'Delete' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete it' }));
  await screen.findByText('1 comment');
  expect(screen.queryByRole('article', { name: 'Comment by fan1' })).not.toBeInTheDocument();
  expect(deleted).toBe(1);
  expect(
    within(screen.getByRole('article', { name: 'Comment by fan2' })).queryByRole('button', { name: 'Delete' }),
  ).toBeNull();
});

test('[CMT-05] likes and unlikes; the button is locked while the request runs', async () => {
  const api = fakeCommentsApi([threadComment(1, { can_like_it: true, likes_count: 2 })]);
  let release: () => void = () => undefined;
  let calls = 0;
  server.use(
    ...api.handlers,
    http.post(apiUrl('/api/v2/comments/1/like'), async () => {
      calls += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return json({ data: { likes_count: 3, is_liked_by_me: true } });
    }),
    http.delete(apiUrl('/api/v2/comments/1/like'), () => json({ data: { likes_count: 2, is_liked_by_me: false } })),
  );
  const { user } = await renderSection({ loggedInAs: testUser });
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  const like = within(comment).getByRole('button', { name: 'Like (2)' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await user.click(like);
  expect(like).toBeDisabled();
  await user.click(like);
  await act(async () => release());
  const liked = await within(comment).findByRole('button', { name: 'Like (3)' });
  expect(liked).toHaveAttribute('aria-pressed', 'true');
  expect(liked).toBeEnabled();
  expect(calls).toBe(1);

  await user.click(liked);
  expect(await within(comment).findByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');
});

test('[CMT-07] a hidden comment is greyed for its author and badged for managers', async () => {
  const hidden = threadComment(1, { status: 'hidden', user_id: testUser.id, username: 'fan' });
  const api = fakeCommentsApi([hidden]);
  server.use(...api.handlers);
  const first = await renderSection({ loggedInAs: testUser });
  const own = await screen.findByRole('article', { name: 'Comment by fan' });
  expect(own).toHaveClass('cm-item--hidden');
  expect(within(own).getByText('Only you can see this comment: a moderator hid it.')).toBeInTheDocument();
  expect(within(own).queryByText('Hidden')).not.toBeInTheDocument();
  first.unmount();

  await renderSection({ loggedInAs: { ...testUser, id: 999, username: 'mod', role: 'editor' } });
  const seen = await screen.findByRole('article', { name: 'Comment by fan' });
  expect(seen).toHaveClass('cm-item--hidden');
  expect(within(seen).getByText('Hidden')).toBeInTheDocument();
});

test('[CMT-10] comment text in the thread is rendered safely', async () => {
  const api = fakeCommentsApi([
    threadComment(1, { content: '<img src=x onerror="window.__xss=1">Look\nhttps://video.test/goal' }),
  ]);
  server.use(...api.handlers);
  const { container } = await renderSection();
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  expect(container.querySelector('img, script')).toBeNull();
  expect(comment).toHaveTextContent('<img src=x onerror="window.__xss=1">Look');
  const link = within(comment).getByRole('link', { name: 'https://video.test/goal' });
  expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
  expect(link).toHaveAttribute('target', '_blank');
});

test('[CMT-12] the comment box grows 46 + 20 px a line; a reply box is at least 170 px', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(...api.handlers);
  const { user } = await renderSection({ loggedInAs: testUser });
  const box = await screen.findByRole('textbox', { name: 'Your comment' });
  expect(box).toHaveStyle({ height: '66px' });
  await user.type(box, 'one{Enter}two{Enter}three');
  expect(box).toHaveStyle({ height: '106px' });

  const parent = screen.getByRole('article', { name: 'Comment by fan1' });
  await user.click(within(parent).getByRole('button', { name: 'Reply' }));
  const reply = within(parent).getByRole('textbox', { name: 'Your reply to fan1' });
  expect(reply).toHaveStyle({ height: '170px' });
  await user.type(reply, '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7');
  expect(reply).toHaveStyle({ height: '186px' });
});

test('[CMT-13] shows the author role badge and the author’s formation, a link to the club’s fans’ line-ups', async () => {
  const api = fakeCommentsApi([
    threadComment(1, {
      show_author_role: true,
      author_role: 'admin',
      meta: [{ key: 'has_formation', value: { current_formation_id: 12, formation: '4-3-3', team_id: 3 } }],
    }),
    threadComment(2, { show_author_role: false, author_role: 'editor' }),
    // An answer without the formation's name (an older API): the plain label.
    threadComment(3, { meta: [{ key: 'has_formation', value: { current_formation_id: 13 } }] }),
  ]);
  server.use(...api.handlers);
  await renderSection();
  const first = await screen.findByRole('article', { name: 'Comment by fan1' });
  expect(within(first).getByText('admin')).toHaveClass('cm-badge--role');
  const formation = within(first).getByRole('link', { name: "Line-up 4-3-3: the fans' line-ups of this club" });
  expect(formation).toHaveTextContent('4-3-3');
  expect(formation).toHaveAttribute('href', '/matchcenter/team/3#lineup');
  const second = screen.getByRole('article', { name: 'Comment by fan2' });
  expect(within(second).queryByText('editor')).not.toBeInTheDocument();
  expect(within(second).queryByRole('link', { name: /^Line-up/ })).not.toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Comment by fan3' })).getByText('Line-up')).toBeInTheDocument();
});

test('[CMT-14] a user who may not comment sees no comment or reply box', async () => {
  const api = fakeCommentsApi([threadComment(1, { can_like_it: true })]);
  server.use(...api.handlers);
  await renderSection({ loggedInAs: { ...testUser, can_place_comments: false } });
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();
  expect(within(comment).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  expect(within(comment).getByRole('button', { name: 'Like (0)' })).toBeInTheDocument();
});

test('[PLT-06] the comments section speaks Dutch for a Dutch tenant', async () => {
  const api = fakeCommentsApi([threadComment(1), threadComment(2)]);
  server.use(...api.handlers);
  await renderSection({ language: 'nl' });
  expect(await screen.findByRole('heading', { name: 'Reacties' })).toBeInTheDocument();
  expect(await screen.findByText('2 reacties')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Plaats reactie' })).toBeInTheDocument();
});
