import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { createFakePusher, mockApi } from '@tribune/shared/testing';
import { renderWithProviders, testUser } from '../../../test/render-with-providers';
import { apiUrl, errorBody, fakeCommentsApi, json, threadComment } from '../../../test/comments-api';
import { CommentsSection } from './comments-section';

const server = mockApi();
afterEach(() => {
  window.sessionStorage.clear();
  jest.useRealTimers();
});

const channel = 'comments-article-42';

async function renderLive(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const pusher = createFakePusher();
  const view = await renderWithProviders(<CommentsSection resourceType="article" resourceId="42" />, {
    loadPusher: pusher.loadPusher,
    ...options,
  });
  return { ...view, pusher };
}

function listCalls(api: ReturnType<typeof fakeCommentsApi>) {
  return api.requests.filter((request) => request.method === 'GET').length;
}

test('[CMT-09] new comments of others show an alert; "Show" loads them', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(...api.handlers);
  const { user, pusher } = await renderLive({ loggedInAs: testUser });
  await screen.findByRole('article', { name: 'Comment by fan1' });
  expect(pusher.subscribedChannels()).toContain(channel);

  api.add(threadComment(2, { content: 'Live one' }));
  api.add(threadComment(3, { content: 'Live two' }));
  pusher.emit(channel, 'CommentCreated', { id: 2, replay_to: null, user_id: 102, comments_count: 2 });
  pusher.emit(channel, 'CommentCreated', { id: 3, replay_to: null, user_id: 103, comments_count: 3 });
  // The fan's own comment (from another tab) is not news to them.
  pusher.emit(channel, 'CommentCreated', { id: 4, replay_to: null, user_id: testUser.id, comments_count: 4 });

  const live = screen.getByText('2 new comments').closest('[role="status"]') as HTMLElement;
  expect(live).toBeInTheDocument();
  await user.click(within(live).getByRole('button', { name: 'Show' }));
  expect(await screen.findByText('Live two')).toBeInTheDocument();
  expect(screen.getByText('Live one')).toBeInTheDocument();
  expect(screen.queryByText('2 new comments')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Comments' })).toHaveFocus();
});

test('[CMT-09] an edit or delete elsewhere, and a reconnect, fetch the comments again', async () => {
  const api = fakeCommentsApi([threadComment(1), threadComment(2)]);
  server.use(...api.handlers);
  const { pusher } = await renderLive();
  await screen.findByRole('article', { name: 'Comment by fan2' });
  const before = listCalls(api);

  api.setComments([threadComment(1)]);
  pusher.emit(channel, 'CommentDeleted', { id: 2, comments_count: 1 });
  await screen.findByText('1 comment');
  expect(screen.queryByRole('article', { name: 'Comment by fan2' })).not.toBeInTheDocument();

  api.setComments([threadComment(1, { content: 'Edited elsewhere' })]);
  pusher.emit(channel, 'CommentUpdated', { id: 1 });
  expect(await screen.findByText('Edited elsewhere')).toBeInTheDocument();

  api.setComments([
    threadComment(1, { content: 'Edited elsewhere' }),
    threadComment(9, { content: 'Missed while away' }),
  ]);
  pusher.reconnect();
  expect(await screen.findByText('Missed while away')).toBeInTheDocument();
  expect(listCalls(api)).toBeGreaterThanOrEqual(before + 3);
});

test('[CMT-09] a malformed event is ignored', async () => {
  const api = fakeCommentsApi([threadComment(1)]);
  server.use(...api.handlers);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { pusher } = await renderLive();
  await screen.findByRole('article', { name: 'Comment by fan1' });
  pusher.emit(channel, 'CommentCreated', { text: '<b>not the contract</b>' });
  expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

test('[CMT-06] reports a comment after a confirmation; the success message shows for 3 s', async () => {
  jest.useFakeTimers();
  const api = fakeCommentsApi([threadComment(1, { can_report_it: true })]);
  let reports = 0;
  server.use(
    http.patch(apiUrl('/api/v2/comments/1/report'), () => {
      reports += 1;
      return json({ data: null, metaData: { message: 'Thanks, we will look at it.' } });
    }),
    ...api.handlers,
  );
  const { user } = await renderLive({ loggedInAs: testUser, advanceTimers: jest.advanceTimersByTime });
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.click(within(comment).getByRole('button', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this comment to the moderators?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(reports).toBe(0);

  await user.click(within(comment).getByRole('button', { name: 'Report' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, report it' }));
  const message = await within(comment).findByText('Thanks, we will look at it.');
  expect(message).toHaveClass('alert--success');
  expect(reports).toBe(1);
  expect(within(comment).getByText('Reported')).toBeInTheDocument();
  expect(within(comment).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2900));
  expect(within(comment).getByText('Thanks, we will look at it.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(within(comment).queryByText('Thanks, we will look at it.')).not.toBeInTheDocument();
});

test('[CMT-06] a failed report shows the server message in danger style for 3 s', async () => {
  jest.useFakeTimers();
  const api = fakeCommentsApi([threadComment(1, { can_report_it: true })]);
  server.use(
    http.patch(apiUrl('/api/v2/comments/1/report'), () => json(errorBody('You can report 20 comments a day.'), 429)),
    ...api.handlers,
  );
  const { user } = await renderLive({ loggedInAs: testUser, advanceTimers: jest.advanceTimersByTime });
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.click(within(comment).getByRole('button', { name: 'Report' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, report it' }));
  const message = await within(comment).findByRole('alert');
  expect(message).toHaveTextContent('You can report 20 comments a day.');
  expect(message).toHaveClass('alert--danger');
  act(() => jest.advanceTimersByTime(3000));
  expect(within(comment).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(comment).getByRole('button', { name: 'Report' })).toBeInTheDocument();
});

test('[CMT-11] a failed like shows its message for 3 s and unlocks the button', async () => {
  jest.useFakeTimers();
  const api = fakeCommentsApi([threadComment(1, { can_like_it: true })]);
  server.use(
    http.post(apiUrl('/api/v2/comments/1/like'), () => json(errorBody('This comment does not exist.'), 404)),
    ...api.handlers,
  );
  const { user } = await renderLive({ loggedInAs: testUser, advanceTimers: jest.advanceTimersByTime });
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  await user.click(within(comment).getByRole('button', { name: 'Like (0)' }));
  expect(await within(comment).findByRole('alert')).toHaveTextContent('This comment no longer exists.');
  expect(within(comment).getByRole('button', { name: 'Like (0)' })).toBeEnabled();
  act(() => jest.advanceTimersByTime(3000));
  expect(within(comment).queryByRole('alert')).not.toBeInTheDocument();
});
