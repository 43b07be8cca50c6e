import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storageKeys, type ApiSchemas } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';
import { renderRoute, setupMockApi, testApiOrigin } from '../../../../test/render-with-providers';
import { newsroomDraft as article } from '../../../../test/newsroom';

// ProseMirror in jsdom is slow and has tests of its own (body-editor/): here the writing surface is a
// plain text area that shows the HTML it starts from, as the real one shows its body.
jest.mock('../../body-editor', () => ({
  ArticleBodyEditor: ({
    initialHtml,
    onChange,
    labelledBy,
  }: {
    initialHtml: string;
    onChange: (html: string) => void;
    labelledBy?: string;
  }) => (
    <textarea
      aria-labelledby={labelledBy}
      defaultValue={initialHtml}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
}));

const server = setupMockApi();
const articleUrl = `${testApiOrigin}/api/v2/editor/articles/5`;

type EditorArticle = ApiSchemas['EditorArticle'];
type Revision = ApiSchemas['ArticleRevision'];
type RevisionSummary = ApiSchemas['ArticleRevisionSummary'];

const fiveMinutesAgo = () => new Date(Date.now() - 5.5 * 60 * 1000).toISOString();

const summaries = (): RevisionSummary[] => [
  { number: 3, version: 3, autosave: true, saved_at: fiveMinutesAgo(), saved_by: { name: 'Eva' } },
  { number: 2, version: 2, autosave: false, saved_at: '2026-06-01T10:00:00.000Z', saved_by: { name: 'Ruud' } },
  { number: 1, version: 1, autosave: false, saved_at: '2026-05-31T22:30:00.000Z', saved_by: null },
];

const revision2: Revision = {
  number: 2,
  version: 2,
  autosave: false,
  saved_at: '2026-06-01T10:00:00.000Z',
  saved_by: { name: 'Ruud' },
  article: {
    title: 'Ajax beat the rivals',
    b_title: 'Ajax beat the rivals',
    ab_testing: false,
    excerpt: 'A late goal settles it.',
    content: '<p>A goal settles it quickly.</p>',
    image: '/assets/images/stadium-day.svg',
    primary_tag_id: 4,
    tag_ids: [9],
    author_id: 2,
    kind: 'news',
    is_sticky: true,
    hide_in_lists: false,
    web_push: false,
    fixture_id: null,
    seo_title: '',
    seo_description: '',
  },
};

function signIn() {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...testUser, username: 'writer', role: 'editor' }));
}

/** The article, its three revisions and revision 2; keeps what was asked of it. */
function serveHistory() {
  const calls: string[] = [];
  server.use(
    http.get(articleUrl, () => HttpResponse.json({ data: article })),
    http.get(`${articleUrl}/revisions`, () => {
      calls.push('list');
      return HttpResponse.json({ data: summaries() });
    }),
    http.get(`${articleUrl}/revisions/2`, () => HttpResponse.json({ data: revision2 })),
  );
  return calls;
}

async function openHistory() {
  const { user } = await renderRoute('/newsroom/article/5');
  await user.click(await screen.findByRole('button', { name: 'History (3 revisions)' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'History of this article' }) };
}

test('[NR-04] History lists the revisions newest first: who, when (relative and on the site’s clock), autosave or not', async () => {
  signIn();
  serveHistory();
  const { dialog } = await openHistory();
  const items = within(dialog).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Revision 3');
  expect(items[0]).toHaveTextContent('Autosave');
  expect(items[0]).toHaveTextContent(/Eva, 5 minutes ago \(\d\d-\d\d-\d{4} \d\d:\d\d\)/);
  expect(items[1]).toHaveTextContent('Revision 2');
  expect(items[1]).toHaveTextContent('Saved');
  expect(items[1]).not.toHaveTextContent('Autosave');
  // 10:00 UTC on 1 June is noon in Amsterdam.
  expect(items[1]).toHaveTextContent(/Ruud, .+ \(01-06-2026 12:00\)/);
  // 22:30 UTC on 31 May is already 1 June in Amsterdam.
  expect(items[2]).toHaveTextContent(/Unknown editor, .+ \(01-06-2026 00:30\)/);
});

test('[NR-04] Compare shows the fields that differ, then → now, and the body’s inserted and deleted words', async () => {
  signIn();
  serveHistory();
  server.use(
    http.get(`${testApiOrigin}/api/v2/editor/tags`, () =>
      HttpResponse.json({
        data: [
          { id: 4, slug: 'eredivisie', title: 'Eredivisie' },
          { id: 9, slug: 'transfers', title: 'Transfers' },
        ],
      }),
    ),
  );
  const { user, dialog } = await openHistory();
  await user.click(within(dialog).getByRole('button', { name: 'Compare with now: Revision 2' }));
  const compare = await within(dialog).findByRole('region', { name: 'Revision 2 compared with now' });

  const table = await within(compare).findByRole('table', { name: 'Fields that differ' });
  expect(within(table).getByRole('row', { name: 'Title Ajax beat the rivals Ajax win the derby' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'Sticky On Off' })).toBeInTheDocument();
  // Tags by their titles: the revision had Transfers as another tag, the article now has none.
  expect(await within(table).findByRole('row', { name: 'More tags Transfers (empty)' })).toBeInTheDocument();
  expect(within(table).queryByRole('rowheader', { name: 'Primary tag' })).toBeNull();
  expect(within(table).queryByRole('rowheader', { name: 'Excerpt' })).toBeNull();

  const inserted = compare.querySelectorAll('ins');
  const deleted = compare.querySelectorAll('del');
  expect(inserted).toHaveLength(1);
  expect(deleted).toHaveLength(1);
  expect(inserted[0]).toHaveTextContent(/^added: late$/);
  expect(deleted[0]).toHaveTextContent(/^removed: quickly$/);
});

test('[NR-04] Restore asks first, sends the version on screen and puts the restored article in the form', async () => {
  signIn();
  const calls = serveHistory();
  let sent: unknown = null;
  const restored: EditorArticle = {
    ...article,
    title: 'Ajax beat the rivals',
    b_title: 'Ajax beat the rivals',
    content: '<p>A goal settles it quickly.</p>',
    is_sticky: true,
    version: 4,
  };
  server.use(
    http.post(`${articleUrl}/revisions/2/restore`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: restored });
    }),
  );
  const { user, dialog } = await openHistory();
  await user.click(within(dialog).getByRole('button', { name: 'Compare with now: Revision 2' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Restore this revision' }));
  expect(sent).toBeNull();
  expect(within(dialog).getByText(/^Restore revision 2\?/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, restore' }));

  expect(await screen.findByDisplayValue('Ajax beat the rivals')).toBeInTheDocument();
  expect(sent).toEqual({ version: 3 });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('<p>A goal settles it quickly.</p>');
  expect(screen.getByRole('checkbox', { name: 'Sticky' })).toBeChecked();
  expect(screen.getByText(/^Saved at \d\d:\d\d$/)).toBeInTheDocument();
  // The new version counts the revisions again.
  await screen.findByRole('button', { name: /^History/ });
  expect(calls.length).toBeGreaterThanOrEqual(3);
});

test('[NR-04] a restore over a newer save is a 409, shown as a save’s conflict; the form keeps its text', async () => {
  signIn();
  serveHistory();
  server.use(
    http.post(`${articleUrl}/revisions/2/restore`, () =>
      HttpResponse.json(
        {
          data: null,
          metaData: { message: 'Ruud saved this article after you opened it. Reload it, or copy your text first.' },
        },
        { status: 409 },
      ),
    ),
  );
  const { user, dialog } = await openHistory();
  await user.click(within(dialog).getByRole('button', { name: 'Compare with now: Revision 2' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Restore this revision' }));
  await user.click(within(dialog).getByRole('button', { name: 'Yes, restore' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Ruud saved this article after you opened it. Reload it, or copy your text first.');
  expect(within(alert).getByRole('button', { name: 'Reload the article' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ajax win the derby');
});

test('[NR-04] the history speaks Dutch on a Dutch site', async () => {
  signIn();
  serveHistory();
  const { user } = await renderRoute('/newsroom/article/5', { language: 'nl' });
  await user.click(await screen.findByRole('button', { name: 'Geschiedenis (3 versies)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Geschiedenis van dit artikel' });
  expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent(/Eva, 5 minuten geleden/);
  await user.click(within(dialog).getByRole('button', { name: 'Vergelijken met nu: Versie 2' }));
  expect(await within(dialog).findByRole('region', { name: 'Versie 2 vergeleken met nu' })).toHaveTextContent(
    'toegevoegd: late',
  );
});
