import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@tribune/shared/testing';
import { apiUrl } from '../../../test/notifications';
import { renderWithProviders, testUser } from '../../../test/render-with-providers';
import CommunityRoutes from '../../../exposes/routes';
import type { ReportedComment } from '../api/list-reported-comments';
import type { ModerationLogEntry } from '../api/list-moderation-log';

const server = mockApi();

const manager = { ...testUser, id: 1, username: 'editor', role: 'editor' };

function reported(id: number, overrides: Partial<ReportedComment['comment']> = {}, reports = 2): ReportedComment {
  return {
    comment: {
      id,
      content: `Reported text ${id}\nsee https://spam.test/offer`,
      status: 'visible',
      username: `troll${id}`,
      user_url: `/user/troll${id}`,
      date_and_time: '20-11-2026 18:30',
      reports_count: reports,
      ...overrides,
    },
    reports_count: reports,
    last_reported_at: '2026-11-20T19:00:00.000Z',
    resource: { type: 'article', id: 40 + id, title: `Article ${id}`, url: `/article/${40 + id}/article-${id}` },
  };
}

/** The moderation API of one tenant: the queue, the actions and the log, recording what was asked. */
function fakeModerationApi(queue: ReportedComment[], log: ModerationLogEntry[] = []) {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl('/api/v2/moderation/reported'), ({ request }) => {
      calls.push(`GET /api/v2/moderation/reported${new URL(request.url).search}`);
      return HttpResponse.json({ data: queue, metaData: { current_page: 1, last_page: 1 } });
    }),
    http.patch(apiUrl('/api/v2/moderation/comments/:id/:action'), ({ params }) => {
      const id = Number(params.id);
      const action = String(params.action);
      calls.push(`PATCH /api/v2/moderation/comments/${id}/${action}`);
      const item = queue.find((entry) => entry.comment.id === id);
      if (!item) return HttpResponse.json({ data: null, metaData: { message: 'Not found' } }, { status: 404 });
      const status = action === 'hide' ? 'hidden' : action === 'unhide' ? 'visible' : item.comment.status;
      // The full Comment of the contract; the page reads what it shows.
      return HttpResponse.json({ data: { ...item.comment, status, reports_count: 0, likes_count: 0 } });
    }),
    http.delete(apiUrl('/api/v2/comments/:id'), ({ params }) => {
      calls.push(`DELETE /api/v2/comments/${String(params.id)}`);
      return HttpResponse.json({ data: null, metaData: { message: 'The comment was deleted.', comments_count: 3 } });
    }),
    http.get(apiUrl('/api/v2/moderation/log'), ({ request }) => {
      calls.push(`GET /api/v2/moderation/log${new URL(request.url).search}`);
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json({ data: page === 1 ? log : [], metaData: { current_page: page, last_page: 2 } });
    }),
  );
  return calls;
}

test('[ACC-12] a fan who is not a manager is refused, and nothing is asked of the API', async () => {
  await renderWithProviders(<CommunityRoutes />, { route: '/community/moderation', loggedInAs: testUser });
  expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
  expect(screen.getByText('This page is for the site’s moderators only.')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
});

test('[ACC-12] a guest is refused too', async () => {
  await renderWithProviders(<CommunityRoutes />, { route: '/community/moderation' });
  expect(await screen.findByText('This page is for the site’s moderators only.')).toBeInTheDocument();
});

test('[CMT-06] a manager sees the reported comments: text, author, reports and the article', async () => {
  const calls = fakeModerationApi([reported(5, {}, 3), reported(6, { content: '<b>bold</b>' }, 1)]);
  await renderWithProviders(<CommunityRoutes />, { route: '/community/moderation', loggedInAs: manager });

  const first = within(await screen.findByRole('article', { name: 'Reported comment by troll5' }));
  expect(first.getByText('3 reports')).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'troll5' })).toHaveAttribute('href', '/user/troll5');
  expect(first.getByRole('link', { name: 'https://spam.test/offer' })).toHaveAttribute(
    'rel',
    expect.stringContaining('nofollow'),
  );
  expect(first.getByRole('link', { name: 'Article 5' })).toHaveAttribute('href', '/article/45/article-5');
  expect(first.getByRole('link', { name: 'View the comment' })).toHaveAttribute(
    'href',
    '/article/45/article-5?comment=5#comments',
  );
  const second = within(screen.getByRole('article', { name: 'Reported comment by troll6' }));
  expect(second.getByText('1 report')).toBeInTheDocument();
  expect(second.getByText('<b>bold</b>')).toBeInTheDocument();
  expect(calls).toEqual(['GET /api/v2/moderation/reported?page=1']);
});

test('[CMT-06] [CMT-07] hide, then unhide: each is asked of the API and the row says what was done', async () => {
  const calls = fakeModerationApi([reported(5)]);
  const { user } = await renderWithProviders(<CommunityRoutes />, {
    route: '/community/moderation',
    loggedInAs: manager,
  });
  const row = within(await screen.findByRole('article', { name: 'Reported comment by troll5' }));
  await user.click(row.getByRole('button', { name: 'Hide' }));
  expect(await row.findByText('Hidden; its reports are closed.')).toBeInTheDocument();
  expect(row.getByText('Hidden')).toBeInTheDocument();
  expect(calls).toContain('PATCH /api/v2/moderation/comments/5/hide');

  await user.click(row.getByRole('button', { name: 'Unhide' }));
  expect(await row.findByText('Visible again; its reports are closed.')).toBeInTheDocument();
  expect(calls).toContain('PATCH /api/v2/moderation/comments/5/unhide');
  expect(row.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
});

test('[CMT-06] dismissing keeps the comment and closes its reports', async () => {
  const calls = fakeModerationApi([reported(5)]);
  const { user } = await renderWithProviders(<CommunityRoutes />, {
    route: '/community/moderation',
    loggedInAs: manager,
  });
  const row = within(await screen.findByRole('article', { name: 'Reported comment by troll5' }));
  await user.click(row.getByRole('button', { name: 'Dismiss reports' }));
  expect(await row.findByText('Reports dismissed; the comment stays.')).toBeInTheDocument();
  expect(calls).toContain('PATCH /api/v2/moderation/comments/5/dismiss');
  expect(row.queryByRole('button', { name: 'Dismiss reports' })).not.toBeInTheDocument();
});

test('[CMT-04] delete asks first; cancelled nothing happens, confirmed the comment is deleted', async () => {
  const calls = fakeModerationApi([reported(5)]);
  const { user } = await renderWithProviders(<CommunityRoutes />, {
    route: '/community/moderation',
    loggedInAs: manager,
  });
  const row = within(await screen.findByRole('article', { name: 'Reported comment by troll5' }));
  await user.click(row.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this comment? This cannot be undone.' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

  await user.click(row.getByRole('button', { name: 'Delete' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await row.findByText('Deleted.')).toBeInTheDocument();
  expect(calls).toContain('DELETE /api/v2/comments/5');
  expect(row.queryByText(/Reported text 5/)).not.toBeInTheDocument();
  expect(row.queryByRole('button')).not.toBeInTheDocument();
});

test('[CMT-06] a failed action shows the server’s message', async () => {
  fakeModerationApi([reported(5)]);
  server.use(
    http.patch(apiUrl('/api/v2/moderation/comments/5/hide'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'This comment does not exist.' } }, { status: 404 }),
    ),
  );
  const { user } = await renderWithProviders(<CommunityRoutes />, {
    route: '/community/moderation',
    loggedInAs: manager,
  });
  const row = within(await screen.findByRole('article', { name: 'Reported comment by troll5' }));
  await user.click(row.getByRole('button', { name: 'Hide' }));
  expect(await row.findByRole('alert')).toHaveTextContent('This comment does not exist.');
});

test('[CMT-06] an empty queue says so', async () => {
  fakeModerationApi([]);
  await renderWithProviders(<CommunityRoutes />, { route: '/community/moderation', loggedInAs: manager });
  expect(await screen.findByText('No reported comments. All clear!')).toBeInTheDocument();
});

test('[ACC-12] the server refusing the queue (403) is shown as not allowed', async () => {
  server.use(
    http.get(apiUrl('/api/v2/moderation/reported'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Forbidden' } }, { status: 403 }),
    ),
  );
  await renderWithProviders(<CommunityRoutes />, { route: '/community/moderation', loggedInAs: manager });
  expect(await screen.findByText('This page is for the site’s moderators only.')).toBeInTheDocument();
});

test('[CMT-06] the moderation log tab shows who did what when', async () => {
  const calls = fakeModerationApi(
    [],
    [
      {
        id: 2,
        comment_id: 5,
        action: 'hide',
        actor: { id: 1, username: 'editor' },
        detail: { status_before: 'visible', status_after: 'hidden' },
        created_at: '2026-11-20T19:10:00.000Z',
      },
      {
        id: 1,
        comment_id: 4,
        action: 'edit',
        actor: { id: null, username: 'deleted user' },
        detail: { before: 'Rude words', after: 'Kind words' },
        created_at: '2026-11-19T08:00:00.000Z',
      },
    ],
  );
  const { user } = await renderWithProviders(<CommunityRoutes />, {
    route: '/community/moderation',
    loggedInAs: manager,
  });
  await user.click(await screen.findByRole('tab', { name: 'Moderation log' }));
  const rows = await screen.findAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'WhenModeratorActionCommentDetail',
    '20-11-2026 20:10editorHidComment 5visible → hidden',
    '19-11-2026 09:00deleted userEditedComment 4“Rude words” → “Kind words”',
  ]);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(calls).toContain('GET /api/v2/moderation/log?page=2'));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
});
