import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { type ApiSchemas } from '@tribune/shared';
import ContentRoutes from '../exposes/routes';
import { renderRoute, renderWithProviders, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { newsroomDraft as draft, signInAs, bodyOf } from '../test/newsroom';

// ProseMirror in jsdom is slow and has tests of its own (body-editor/): here the writing surface is a
// plain text area that hands its text up as the real one hands its HTML.
jest.mock('../features/newsroom/body-editor', () => ({
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
const articlesUrl = `${testApiOrigin}/api/v2/editor/articles`;

type EditorArticle = ApiSchemas['EditorArticle'];

/** The newsroom's article API for one article: answers `article`, and keeps what was asked of it. */
function serveArticle(article: EditorArticle) {
  const calls: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
  let current = article;
  server.use(
    http.get(`${articlesUrl}/${article.id}`, () => {
      calls.push({ method: 'GET', path: `/${article.id}`, body: null });
      return HttpResponse.json({ data: current });
    }),
    http.patch(`${articlesUrl}/${article.id}`, async ({ request }) => {
      const body = await bodyOf(request);
      calls.push({ method: 'PATCH', path: `/${article.id}`, body });
      current = { ...current, version: current.version + 1 };
      return HttpResponse.json({ data: current });
    }),
  );
  return {
    calls,
    saves: () => calls.filter((call) => call.method === 'PATCH'),
    replace: (next: EditorArticle) => {
      current = next;
    },
  };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function useFakeTimers() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
}

afterEach(() => {
  jest.useRealTimers();
});

test('[NR-04] someone who may not use the newsroom is told so; no article is asked for', async () => {
  signInAs(null);
  await renderRoute('/newsroom/article/5');
  expect(await screen.findByText('Only the site’s authors and editors can use the newsroom.')).toBeInTheDocument();
});

test('[NR-04] the autosave sends a PATCH with the version and autosave after 3 s of quiet, once', async () => {
  useFakeTimers();
  signInAs('junior-editor');
  const api = serveArticle(draft);
  await renderRoute('/newsroom/article/5');
  await advance(10);
  const title = await screen.findByRole('textbox', { name: 'Title' });
  expect(title).toHaveValue('Ajax win the derby');
  expect(await screen.findByRole('textbox', { name: 'Text' })).toHaveValue('<p>A late goal settles it.</p>');

  fireEvent.change(title, { target: { value: 'Ajax win the' } });
  await advance(2000);
  fireEvent.change(title, { target: { value: 'Ajax win the derby late' } });
  await advance(2999);
  expect(api.saves()).toEqual([]);
  await advance(1);
  await advance(10);
  expect(api.saves()).toHaveLength(1);
  expect(api.saves()[0]?.body).toMatchObject({ title: 'Ajax win the derby late', version: 3, autosave: true });
  expect(screen.getByText(/^Saved at \d\d:\d\d$/)).toBeInTheDocument();

  // Quiet: nothing more is sent; the next change saves on the version the server answered.
  await advance(10_000);
  expect(api.saves()).toHaveLength(1);
  fireEvent.change(title, { target: { value: 'Ajax win the derby at last' } });
  await advance(3010);
  expect(api.saves()).toHaveLength(2);
  expect(api.saves()[1]?.body).toMatchObject({ version: 4, autosave: true });
});

test('[NR-04] Save sends autosave false at once', async () => {
  signInAs('junior-editor');
  const api = serveArticle(draft);
  const { user } = await renderRoute('/newsroom/article/5');
  const title = await screen.findByRole('textbox', { name: 'Title' });
  await user.type(title, '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  expect(api.saves().map((save) => save.body)).toEqual([
    expect.objectContaining({ title: 'Ajax win the derby!', version: 3, autosave: false }),
  ]);
});

test('[NR-04] a 409 stops the autosave and offers to reload the article or copy the text; Reload fetches it again', async () => {
  useFakeTimers();
  signInAs('junior-editor');
  const api = serveArticle(draft);
  server.use(
    http.patch(`${articlesUrl}/5`, async ({ request }) => {
      api.calls.push({ method: 'PATCH', path: '/5', body: await bodyOf(request) });
      return HttpResponse.json(
        {
          data: null,
          metaData: { message: 'Eva saved this article after you opened it. Reload it, or copy your text first.' },
        },
        { status: 409 },
      );
    }),
  );
  await renderRoute('/newsroom/article/5');
  await advance(10);
  const text = await screen.findByRole('textbox', { name: 'Text' });
  fireEvent.change(text, { target: { value: '<p>My own version.</p>' } });
  await advance(3010);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Eva saved this article after you opened it. Reload it, or copy your text first.');
  expect(within(alert).getByRole('button', { name: 'Reload the article' })).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Copy my text' })).toBeInTheDocument();
  expect(api.saves()).toHaveLength(1);

  // Never a silent overwrite: further changes are not sent.
  fireEvent.change(text, { target: { value: '<p>My own version, longer.</p>' } });
  await advance(10_000);
  expect(api.saves()).toHaveLength(1);

  jest.useRealTimers();
  api.replace({ ...draft, title: 'Ajax win the derby (Eva’s)', version: 9 });
  fireEvent.click(within(alert).getByRole('button', { name: 'Reload the article' }));
  expect(await screen.findByDisplayValue('Ajax win the derby (Eva’s)')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('[NR-04] Copy my text puts the text on the clipboard', async () => {
  signInAs('junior-editor');
  serveArticle(draft);
  server.use(
    http.patch(`${articlesUrl}/5`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Eva saved this article.' } }, { status: 409 }),
    ),
  );
  const { user } = await renderRoute('/newsroom/article/5');
  const text = await screen.findByRole('textbox', { name: 'Text' });
  await user.clear(text);
  await user.type(text, 'Mine');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  await user.click(within(alert).getByRole('button', { name: 'Copy my text' }));
  expect(await within(alert).findByText('Your text is on the clipboard.')).toBeInTheDocument();
  const [item] = await navigator.clipboard.read();
  expect(await (await item?.getType('text/plain'))?.text()).toBe('Mine');
});

test('[NR-04] where the clipboard refuses, Copy my text shows the text selected to copy by hand', async () => {
  signInAs('junior-editor');
  serveArticle(draft);
  server.use(
    http.patch(`${articlesUrl}/5`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Eva saved this article.' } }, { status: 409 }),
    ),
  );
  const { user } = await renderRoute('/newsroom/article/5');
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  await user.click(within(alert).getByRole('button', { name: 'Copy my text' }));
  const fallback = await within(alert).findByRole('textbox', { name: 'Your text (select it and copy it)' });
  expect(fallback).toHaveValue('<p>A late goal settles it.</p>');
  expect(fallback).toHaveFocus();
});

/** Where the router is, for the test to read. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname}</output>;
}

test('[NR-04] on /newsroom/new nothing is sent before a title and text; the first save POSTs a draft and moves to its address', async () => {
  signInAs('guest-author');
  const posts: Record<string, unknown>[] = [];
  const created: EditorArticle = {
    ...draft,
    id: 12,
    title: 'Transfer news',
    content: '<p>Signed.</p>',
    version: 1,
    rights: { edit: true, publish: false, unpublish: false },
  };
  server.use(
    http.post(articlesUrl, async ({ request }) => {
      posts.push(await bodyOf(request));
      return HttpResponse.json({ data: created }, { status: 201 });
    }),
    http.get(`${testApiOrigin}/api/v2/editor/tags`, () =>
      HttpResponse.json({ data: [{ id: 1, slug: 'eredivisie', title: 'Eredivisie' }] }),
    ),
  );
  const { user } = await renderWithProviders(
    <MemoryRouter initialEntries={['/newsroom/new']}>
      <Suspense fallback={null}>
        <ContentRoutes />
      </Suspense>
      <LocationProbe />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Transfer news');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(posts).toEqual([]);
  expect(screen.getByText(/^Not saved yet: the article is saved once/)).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Signed.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Primary tag' }), 'eredivisie');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  expect(posts).toEqual([
    expect.objectContaining({ title: 'Transfer news', content: 'Signed.', primary_tag: 'eredivisie', status: 'draft' }),
  ]);
  expect(posts[0]).not.toHaveProperty('version');
  // The address follows the answer (a navigation, rendered after the save's status).
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/newsroom/article/12'),
  );
  // The editor stayed as it was: no reload from the server (MSW would fail an unexpected GET).
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Transfer news');
  expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Signed.');
  expect(screen.getByText('Draft')).toBeInTheDocument();
});

test('[NR-05] a guest author (no publish right) sees "Submit for review" and no "Publish now"', async () => {
  signInAs('guest-author');
  serveArticle({ ...draft, rights: { edit: true, publish: false, unpublish: false } });
  let submitted = 0;
  server.use(
    http.post(`${articlesUrl}/5/submit`, () => {
      submitted += 1;
      return HttpResponse.json({
        data: { ...draft, status: 'submitted', rights: { edit: true, publish: false, unpublish: false } },
      });
    }),
  );
  const { user } = await renderRoute('/newsroom/article/5');
  const actions = await screen.findByRole('region', { name: 'State and actions' });
  expect(within(actions).getByText('Draft')).toBeInTheDocument();
  expect(within(actions).queryByRole('button', { name: 'Publish now' })).toBeNull();
  expect(within(actions).queryByRole('button', { name: 'Schedule' })).toBeNull();
  await user.click(within(actions).getByRole('button', { name: 'Submit for review' }));
  expect(await within(actions).findByText('Submitted')).toBeInTheDocument();
  expect(submitted).toBe(1);
  expect(within(actions).queryByRole('button', { name: 'Submit for review' })).toBeNull();
});

test('[NR-05] Schedule sends the time in the tenant’s time zone as an instant; Cancel schedule calls it off', async () => {
  signInAs('junior-editor');
  serveArticle(draft);
  const published: Record<string, unknown>[] = [];
  server.use(
    http.post(`${articlesUrl}/5/publish`, async ({ request }) => {
      const body = await bodyOf(request);
      published.push(body);
      return HttpResponse.json({
        data: { ...draft, status: 'scheduled', published_at: String(body.published_at), version: 4 },
      });
    }),
    http.post(`${articlesUrl}/5/unpublish`, () => HttpResponse.json({ data: { ...draft, version: 5 } })),
  );
  const { user } = await renderRoute('/newsroom/article/5');
  const actions = await screen.findByRole('region', { name: 'State and actions' });
  expect(within(actions).getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
  const when = within(actions).getByLabelText('Date and time (Europe/Amsterdam)');
  fireEvent.change(when, { target: { value: '2026-07-01T14:30' } });
  await user.click(within(actions).getByRole('button', { name: 'Schedule' }));

  expect(await within(actions).findByText('Scheduled for 01-07-2026 14:30')).toBeInTheDocument();
  // Summer time in Amsterdam: UTC+2.
  expect(published).toEqual([{ published_at: '2026-07-01T12:30:00.000Z' }]);
  await user.click(within(actions).getByRole('button', { name: 'Cancel schedule' }));
  expect(await within(actions).findByText('Draft')).toBeInTheDocument();
});

test('[NR-05] a published article links to the site, and a manager may unpublish it', async () => {
  signInAs('editor');
  serveArticle({ ...draft, status: 'published', published_at: '2026-06-01T10:00:00.000Z' });
  await renderRoute('/newsroom/article/5');
  const actions = await screen.findByRole('region', { name: 'State and actions' });
  expect(within(actions).getByText('Published')).toBeInTheDocument();
  expect(within(actions).getByRole('link', { name: 'View on the site' })).toHaveAttribute(
    'href',
    '/article/5/ajax-win-the-derby',
  );
  expect(within(actions).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  expect(within(actions).queryByRole('button', { name: 'Publish now' })).toBeNull();
});

test('[NR-04] the API’s field errors show under their fields', async () => {
  signInAs('junior-editor');
  serveArticle(draft);
  server.use(
    http.patch(`${articlesUrl}/5`, () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'The given data was invalid.',
            errors: {
              primary_tag: ['There is no tag eredivisie-x.'],
              seo_title: ['The SEO title may have at most 70 characters.'],
            },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderRoute('/newsroom/article/5');
  const tag = await screen.findByRole('combobox', { name: 'Primary tag' });
  await user.type(screen.getByRole('textbox', { name: 'SEO title' }), '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('There is no tag eredivisie-x.')).toBeInTheDocument();
  expect(tag).toHaveAccessibleDescription(expect.stringContaining('There is no tag eredivisie-x.'));
  expect(screen.getByRole('textbox', { name: 'SEO title' })).toHaveAccessibleDescription(
    expect.stringContaining('The SEO title may have at most 70 characters.'),
  );
  expect(screen.getByText(/^Not saved: /)).toBeInTheDocument();
});

test('[NR-04] the editor speaks Dutch on a Dutch site, a scheduled time shown on the tenant’s clock', async () => {
  signInAs('junior-editor');
  serveArticle({ ...draft, status: 'scheduled', published_at: '2026-01-15T08:00:00.000Z' });
  await renderRoute('/newsroom/article/5', { language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Artikel bewerken' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Ajax win the derby');
  const actions = screen.getByRole('region', { name: 'Status en acties' });
  // Winter time in Amsterdam: UTC+1.
  expect(within(actions).getByText('Gepland voor 15-01-2026 09:00')).toBeInTheDocument();
  expect(within(actions).getByLabelText('Datum en tijd (Europe/Amsterdam)')).toHaveValue('2026-01-15T09:00');
  expect(within(actions).getByRole('button', { name: 'Planning annuleren' })).toBeInTheDocument();
});
