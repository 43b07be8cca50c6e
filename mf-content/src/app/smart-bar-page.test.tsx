import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storageKeys, type ApiSchemas } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';

const server = setupMockApi();
const editorBarUrl = `${testApiOrigin}/api/v2/editor/smart-bar`;

const current: ApiSchemas['EditorSmartBar'] = {
  text: 'Season tickets 2025/26 on sale now',
  link: '/article/7/season-tickets',
  updated_at: '2025-06-01T09:00:00.000Z',
  hidden_count: 42,
};

function signInAs(role: string | null) {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...testUser, username: 'editor', role }));
}

/** The editors' smart bar API: answers `bar` and keeps what was sent to it. */
function serveEditorBar(bar: ApiSchemas['EditorSmartBar'] | null) {
  const sent: { method: string; body: unknown }[] = [];
  server.use(
    http.get(editorBarUrl, () => HttpResponse.json({ data: bar })),
    http.put(editorBarUrl, async ({ request }) => {
      const body: unknown = await request.json();
      sent.push({ method: 'PUT', body });
      const text = typeof body === 'object' && body !== null ? String(Reflect.get(body, 'text')) : '';
      const link = typeof body === 'object' && body !== null ? String(Reflect.get(body, 'link')) : '';
      const updatedAt = typeof body === 'object' && body !== null ? Reflect.get(body, 'updated_at') : undefined;
      return HttpResponse.json({
        data: {
          text: text.trim().replace(/\s+/g, ' '),
          link,
          updated_at: typeof updatedAt === 'string' ? updatedAt : '2025-06-02T10:30:00.000Z',
          hidden_count: typeof updatedAt === 'string' ? (bar?.hidden_count ?? 0) : 0,
        },
      });
    }),
    http.delete(editorBarUrl, () => {
      sent.push({ method: 'DELETE', body: null });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

test('[SB-01] an editor sees the bar the site shows, with its date and how many readers closed it', async () => {
  signInAs('editor');
  serveEditorBar(current);
  await renderRoute('/smart-bar');

  expect(await screen.findByRole('heading', { level: 1, name: 'Smart bar' })).toBeInTheDocument();
  const now = await screen.findByRole('region', { name: 'Now on the site' });
  expect(within(now).getByText('Season tickets 2025/26 on sale now')).toBeInTheDocument();
  expect(within(now).getByText('/article/7/season-tickets')).toBeInTheDocument();
  expect(within(now).getByText(/^Last update: June 1, 2025/)).toBeInTheDocument();
  expect(within(now).getByText('Closed by 42 readers since then.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Set the bar' });
  expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveValue('Season tickets 2025/26 on sale now');
  expect(within(form).getByRole('textbox', { name: 'Link' })).toHaveValue('/article/7/season-tickets');
  expect(within(form).getByRole('checkbox', { name: 'Show it again to readers who closed it' })).toBeChecked();
});

test('[SB-01] saving with "show it again" sends no date, so the bar comes back for everyone', async () => {
  signInAs('editor');
  const sent = serveEditorBar(current);
  const { user } = await renderRoute('/smart-bar');
  const form = await screen.findByRole('form', { name: 'Set the bar' });
  const text = within(form).getByRole('textbox', { name: 'Text' });
  await user.clear(text);
  await user.type(text, 'Cup final:   tickets on sale');
  await user.click(within(form).getByRole('button', { name: 'Save the bar' }));

  expect(await screen.findByText('The smart bar is saved.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'PUT', body: { text: 'Cup final:   tickets on sale', link: current.link } }]);
  const now = screen.getByRole('region', { name: 'Now on the site' });
  expect(within(now).getByText('Cup final: tickets on sale')).toBeInTheDocument();
  expect(within(now).getByText('Nobody has closed it yet.')).toBeInTheDocument();
  // The form shows what the API kept.
  expect(text).toHaveValue('Cup final: tickets on sale');
});

test('[SB-01] a typo fix without "show it again" keeps the bar’s date, so readers who closed it are left alone', async () => {
  signInAs('editor');
  const sent = serveEditorBar(current);
  const { user } = await renderRoute('/smart-bar');
  const form = await screen.findByRole('form', { name: 'Set the bar' });
  await user.click(within(form).getByRole('checkbox', { name: 'Show it again to readers who closed it' }));
  await user.click(within(form).getByRole('button', { name: 'Save the bar' }));

  expect(await screen.findByText('The smart bar is saved.')).toBeInTheDocument();
  expect(sent).toEqual([
    { method: 'PUT', body: { text: current.text, link: current.link, updated_at: current.updated_at } },
  ]);
  expect(screen.getByText('Closed by 42 readers since then.')).toBeInTheDocument();
});

test('[SB-01] the API’s field errors sit under their fields; nothing is said to be saved', async () => {
  signInAs('editor');
  serveEditorBar(null);
  server.use(
    http.put(editorBarUrl, () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'The given data was invalid.',
            errors: { link: ['The link must be an http(s) address or a path on this site (starting with /).'] },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderRoute('/smart-bar');
  expect(await screen.findByText('The site shows no smart bar now.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Set the bar' });
  // No bar yet: nothing to show again.
  expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: 'Text' }), 'Away day');
  await user.type(within(form).getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)');
  await user.click(within(form).getByRole('button', { name: 'Save the bar' }));

  const link = within(form).getByRole('textbox', { name: 'Link' });
  expect(await within(form).findByText(/The link must be an http\(s\) address/)).toBeInTheDocument();
  expect(link).toHaveAttribute('aria-invalid', 'true');
  expect(link).toHaveAccessibleDescription(/The link must be an http\(s\) address/);
  expect(screen.queryByText('The smart bar is saved.')).not.toBeInTheDocument();
});

test('[SB-01] an editor removes the bar; the site then shows none', async () => {
  signInAs('editor');
  const sent = serveEditorBar(current);
  const { user } = await renderRoute('/smart-bar');
  await user.click(await screen.findByRole('button', { name: 'Remove the bar' }));

  expect(await screen.findByText('The smart bar is removed.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'DELETE', body: null }]);
  expect(screen.getByText('The site shows no smart bar now.')).toBeInTheDocument();
});

test('[SB-01] a reader who is not an editor, or a guest, gets a clear message and no form', async () => {
  signInAs(null);
  const first = await renderRoute('/smart-bar');
  expect(
    await screen.findByText('Only editors can set the smart bar. Log in with an editor account.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  first.unmount();
  window.localStorage.clear();

  await renderRoute('/smart-bar');
  expect(
    await screen.findByText('Only editors can set the smart bar. Log in with an editor account.'),
  ).toBeInTheDocument();
});

test('[SB-01] the page in Dutch', async () => {
  signInAs('editor');
  serveEditorBar(current);
  await renderRoute('/smart-bar', { language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Smartbar' })).toBeInTheDocument();
  expect(await screen.findByText('42 lezers hebben hem sindsdien gesloten.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Balk opslaan' })).toBeInTheDocument();
});
