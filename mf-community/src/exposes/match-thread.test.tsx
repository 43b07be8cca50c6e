import { screen, within } from '@testing-library/react';
import { createFakePusher, mockApi } from '@tribune/shared/testing';
import { renderWithProviders } from '../test/render-with-providers';
import { fakeCommentsApi, threadComment } from '../test/comments-api';
import CommunityMatchThread from './match-thread';

const server = mockApi();

test('[CMT-01] the match thread lists the fixture’s comments with the minute each was written in', async () => {
  const api = fakeCommentsApi(
    [
      threadComment(1, { resource_type: 'fixture', resource_id: 812, match_minute: "67'", content: 'What a goal' }),
      threadComment(2, { resource_type: 'fixture', resource_id: 812, match_minute: null }),
    ],
    { type: 'fixture', id: '812' },
  );
  server.use(...api.handlers);
  const pusher = createFakePusher();
  await renderWithProviders(<CommunityMatchThread fixtureId="812" />, { loadPusher: pusher.loadPusher });

  const thread = await screen.findByRole('region', { name: 'Match thread' });
  const first = await within(thread).findByRole('article', { name: 'Comment by fan1' });
  expect(within(first).getByText("67'")).toBeInTheDocument();
  expect(within(first).getByText("Written in minute 67'")).toHaveClass('visually-hidden');
  expect(
    within(thread).getByRole('article', { name: 'Comment by fan2' }).querySelector('.cm-badge--minute'),
  ).toBeNull();
  expect(api.requests[0]?.url.pathname).toBe('/api/v2/comments/fixture/812');
  expect(api.requests[0]?.url.searchParams.get('page')).toBe('1');
  expect(pusher.subscribedChannels()).toContain('comments-fixture-812');
});
