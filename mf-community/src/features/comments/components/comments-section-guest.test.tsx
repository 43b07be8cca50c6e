import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import {
  authDialogAtom,
  isLoggedInAtom,
  pendingCommentAtom,
  signIn,
  type LoginData,
  type PendingComment,
} from '@tribune/shared';
import { createFakePusher, mockApi } from '@tribune/shared/testing';
import { renderWithProviders, testLoginData, testUser } from '../../../test/render-with-providers';
import { apiUrl, errorBody, fakeCommentsApi, json, threadComment } from '../../../test/comments-api';
import { CommentsSection } from './comments-section';

const server = mockApi();
afterEach(() => {
  window.sessionStorage.clear();
  jest.useRealTimers();
});

const pendingKey = 'tribune.community.pending-comment';
const loginData: LoginData = { ...testLoginData, authorization: 'fresh-token' };

function renderSection(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const pusher = createFakePusher();
  return renderWithProviders(<CommentsSection resourceType="article" resourceId="42" />, {
    loadPusher: pusher.loadPusher,
    ...options,
  });
}

function acceptPosts(api: ReturnType<typeof fakeCommentsApi>, path = '/api/v2/comments') {
  return http.post(apiUrl(path), async ({ request }) => {
    await api.record(request);
    const body = (await request.clone().json()) as { content: string; reply_to: number | null };
    const created = threadComment(500 + api.requests.length, {
      user_id: testUser.id,
      username: testUser.username,
      content: body.content,
      replay_to: body.reply_to,
      level: body.reply_to === null ? 0 : 1,
    });
    if (body.reply_to === null) api.add(created);
    return json({ data: created }, 201);
  });
}

test('[CMT-08] a guest who posts gets the login dialog; the text and target wait as the pending comment', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(...api.handlers);
  const { user, runtime } = await renderSection();
  await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Wait for me');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));

  expect(runtime.store.get(authDialogAtom)).toBe('login');
  const pending: PendingComment = {
    comment_text: 'Wait for me',
    resource_id: '42',
    resource_type: 'article',
    reply_to: null,
  };
  expect(runtime.store.get(pendingCommentAtom)).toEqual(pending);
  expect(JSON.parse(window.sessionStorage.getItem(pendingKey) ?? 'null')).toEqual(pending);
  expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Wait for me');
  expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
});

test('[CMT-08] [ACC-10] after the login the pending comment is posted once and cleared', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(acceptPosts(api), ...api.handlers);
  const { user, runtime } = await renderSection();
  await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Posted after login');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));

  act(() => {
    signIn(runtime.store, loginData);
  });
  const posted = await screen.findByRole('article', { name: 'Comment by fan' });
  expect(posted).toHaveTextContent('Posted after login');
  expect(api.sent('POST', '/api/v2/comments')).toHaveLength(1);
  expect(api.sent('POST', '/api/v2/comments')[0]?.headers.get('authorization')).toBe('Bearer fresh-token');
  expect(runtime.store.get(pendingCommentAtom)).toBeNull();
  expect(window.sessionStorage.getItem(pendingKey)).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
});

test('[CMT-08] a pending comment survives a full page load (social login) and is posted once logged in', async () => {
  const api = fakeCommentsApi([]);
  server.use(acceptPosts(api), ...api.handlers);
  const pending: PendingComment = {
    comment_text: 'From before the redirect',
    resource_id: '42',
    resource_type: 'article',
    reply_to: null,
  };
  window.sessionStorage.setItem(pendingKey, JSON.stringify(pending));
  await renderSection({ loggedInAs: testUser });
  expect(await screen.findByRole('article', { name: 'Comment by fan' })).toHaveTextContent('From before the redirect');
  expect(api.sent('POST', '/api/v2/comments')).toHaveLength(1);
  expect(window.sessionStorage.getItem(pendingKey)).toBeNull();
});

test('[CMT-08] a pending comment of another resource is left alone', async () => {
  const api = fakeCommentsApi([]);
  server.use(...api.handlers);
  const pending: PendingComment = {
    comment_text: 'Elsewhere',
    resource_id: '43',
    resource_type: 'article',
    reply_to: null,
  };
  window.sessionStorage.setItem(pendingKey, JSON.stringify(pending));
  const { runtime } = await renderSection({ loggedInAs: testUser });
  await screen.findByText('No comments yet. Be the first!');
  expect(runtime.store.get(pendingCommentAtom)).toEqual(pending);
  expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
});

test('[CMT-08] a guest back after a redirect finds their text in the box again', async () => {
  const api = fakeCommentsApi([]);
  server.use(...api.handlers);
  window.sessionStorage.setItem(
    pendingKey,
    JSON.stringify({ comment_text: 'Half written', resource_id: '42', resource_type: 'article', reply_to: null }),
  );
  await renderSection();
  expect(await screen.findByRole('textbox', { name: 'Your comment' })).toHaveValue('Half written');
});

test('[CMT-08] [ACC-10] a guest who clicked Reply gets the login dialog, then that reply box opens', async () => {
  const api = fakeCommentsApi([threadComment(1), threadComment(2)]);
  server.use(...api.handlers);
  const { user, runtime } = await renderSection();
  const target = await screen.findByRole('article', { name: 'Comment by fan2' });
  await user.click(within(target).getByRole('button', { name: 'Reply' }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
  expect(runtime.store.get(pendingCommentAtom)).toEqual({
    comment_text: '',
    resource_id: '42',
    resource_type: 'article',
    reply_to: 2,
  });
  expect(within(target).queryByRole('textbox')).not.toBeInTheDocument();

  act(() => {
    signIn(runtime.store, loginData);
  });
  expect(await within(target).findByRole('textbox', { name: 'Your reply to fan2' })).toHaveFocus();
  expect(runtime.store.get(pendingCommentAtom)).toBeNull();
  expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
});

test('[CMT-08] a guest who likes is asked to log in', async () => {
  const api = fakeCommentsApi([threadComment(1, { likes_count: 4 })]);
  server.use(...api.handlers);
  const { user, runtime } = await renderSection();
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.click(within(comment).getByRole('button', { name: 'Like (4)' }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
});

test("[CMT-11] a failed post says what went wrong per status (a 422 in the server's words) for 3 s", async () => {
  jest.useFakeTimers();
  const api = fakeCommentsApi([]);
  const statuses = [403, 404, 422, 429, 500];
  let call = 0;
  server.use(
    http.post(apiUrl('/api/v2/comments'), () => {
      const status = statuses[call] ?? 500;
      call += 1;
      return json(
        errorBody(status === 500 ? 'Something went wrong on our side. Please try again.' : 'Server text'),
        status,
      );
    }),
    ...api.handlers,
  );
  const { user } = await renderSection({ loggedInAs: testUser, advanceTimers: jest.advanceTimersByTime });
  await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Try');
  const expected = [
    'You are not allowed to do this.',
    'This comment no longer exists.',
    'Server text',
    'You are going too fast. Please wait a moment and try again.',
    'Something went wrong on our side. Please try again.',
  ];
  for (const text of expected) {
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
  }
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Try');
});

test('[CMT-11] a 401 logs the fan out, says so, and keeps the text for after the next login', async () => {
  const api = fakeCommentsApi([]);
  server.use(
    http.post(apiUrl('/api/v2/comments'), () => json(errorBody('Unauthenticated.'), 401)),
    ...api.handlers,
  );
  const { user, runtime } = await renderSection({ loggedInAs: testUser });
  await user.type(await screen.findByRole('textbox', { name: 'Your comment' }), 'Still mine');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
  expect(runtime.store.get(isLoggedInAtom)).toBe(false);
  expect(window.localStorage.getItem('auth_token')).toBeNull();
  expect(runtime.store.get(authDialogAtom)).toBe('login');
  expect(runtime.store.get(pendingCommentAtom)).toMatchObject({ comment_text: 'Still mine', reply_to: null });
});
