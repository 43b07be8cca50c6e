import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authDialogAtom } from '@tribune/shared';
import { apiUrl, loginData, renderWithProviders, server, storeSession } from '../../test/render-with-providers';

const feedbackUrl = apiUrl('/api/v2/admin/feedback');

function storeAdminSession() {
  storeSession(
    loginData({
      authorization: 'token-of-editor',
      id: 3,
      username: 'editor',
      isAdmin: true,
      role: 'editor',
      name: 'Eddie Editor',
      email: 'editor@tribune.test',
    }),
  );
}

interface SentFeedback {
  body: unknown;
  authorization: string | null;
}

/** Answers the feedback call as the API does for an admin, and records what was sent. */
function serveFeedback(answer: () => Response = () => HttpResponse.json({ data: { success_message: 'Thanks!' } })) {
  const sent: SentFeedback[] = [];
  server.use(
    http.post(feedbackUrl, async ({ request }) => {
      sent.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
      return answer();
    }),
  );
  return sent;
}

async function openFeedback(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Feedback' }));
  return screen.findByRole('dialog', { name: 'Send feedback' });
}

test('[ACC-20] an admin sees the Feedback button and sends feedback with the page’s address', async () => {
  const sent = serveFeedback();
  storeAdminSession();
  const { user } = await renderWithProviders();

  const openButton = await screen.findByRole('button', { name: 'Feedback' });
  await user.click(openButton);
  const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  const text = within(dialog).getByRole('textbox', { name: 'Your feedback' });
  // Focus moves into the dialog, onto the field.
  expect(text).toHaveFocus();
  expect(text).toBeRequired();
  expect(text).toHaveAttribute('maxlength', '2000');
  expect(text).toHaveAccessibleDescription('0 of 2,000 characters');
  expect(within(dialog).getByRole('checkbox', { name: 'Include this page’s address' })).toBeChecked();

  await user.type(text, 'The score is wrong');
  expect(text).toHaveAccessibleDescription('18 of 2,000 characters');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));

  expect(await within(dialog).findByRole('status')).toHaveTextContent('Thanks!');
  // Only the text and the page: the API names the sender from the session.
  expect(sent).toEqual([
    { body: { message: 'The score is wrong', page_url: 'http://localhost/' }, authorization: 'Bearer token-of-editor' },
  ]);
  const done = within(dialog).getByRole('button', { name: 'Done' });
  expect(done).toHaveFocus();
  await user.click(done);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(openButton).toHaveFocus();

  // Sent feedback is not kept: the next one starts empty.
  const again = await openFeedback(user);
  expect(within(again).getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
});

test('[ACC-20] Escape closes the dialog, focus returns to the button and the draft is kept; the address can be left out', async () => {
  const sent = serveFeedback();
  storeAdminSession();
  const { user } = await renderWithProviders();

  let dialog = await openFeedback(user);
  await user.type(within(dialog).getByRole('textbox', { name: 'Your feedback' }), 'Half a thought');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Feedback' })).toHaveFocus();

  dialog = await openFeedback(user);
  expect(within(dialog).getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Half a thought');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Include this page’s address' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await within(dialog).findByRole('status');
  expect(sent.map((request) => request.body)).toEqual([{ message: 'Half a thought', page_url: null }]);
});

test('[ACC-20] a failure shows the server’s message and keeps the text; a 422 shows under the field', async () => {
  let status = 503;
  const sent = serveFeedback(() =>
    status === 503
      ? HttpResponse.json(
          { data: null, metaData: { message: 'Your feedback could not be sent right now.' } },
          { status: 503 },
        )
      : HttpResponse.json(
          {
            data: null,
            metaData: {
              message: 'The message field must not be greater than 2000 characters.',
              errors: { message: ['The message field must not be greater than 2000 characters.'] },
            },
          },
          { status: 422 },
        ),
  );
  storeAdminSession();
  const { user } = await renderWithProviders();
  const dialog = await openFeedback(user);
  const text = within(dialog).getByRole('textbox', { name: 'Your feedback' });
  await user.type(text, 'Please keep me');

  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your feedback could not be sent right now.');
  expect(text).toHaveValue('Please keep me');
  expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

  status = 422;
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
  expect(text).toHaveAccessibleDescription(
    '14 of 2,000 characters The message field must not be greater than 2000 characters.',
  );
  expect(text).toHaveFocus();
  expect(text).toHaveValue('Please keep me');
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(sent).toHaveLength(2);
});

test('[ACC-20] the dialog waits while another dialog is open: one interruption at a time', async () => {
  serveFeedback();
  storeAdminSession();
  const { user, runtime } = await renderWithProviders();
  const openButton = await screen.findByRole('button', { name: 'Feedback' });

  act(() => runtime.store.set(authDialogAtom, 'login'));
  await screen.findByRole('dialog', { name: 'Log in' });
  await user.click(openButton);
  await act(async () => undefined);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);

  act(() => runtime.store.set(authDialogAtom, null));
  expect(await screen.findByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument();
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
});

test('[ACC-20] a fan who is not an admin gets no Feedback button, not even a hidden one', async () => {
  let calls = 0;
  server.use(
    http.post(feedbackUrl, () => {
      calls += 1;
      return HttpResponse.json({ data: null, metaData: { message: 'Forbidden.' } }, { status: 403 });
    }),
  );
  storeSession();
  const { container } = await renderWithProviders();
  expect(await screen.findByRole('button', { name: 'fan123' })).toBeInTheDocument();
  await act(async () => undefined);

  expect(screen.queryByRole('button', { name: 'Feedback', hidden: true })).not.toBeInTheDocument();
  expect(container.querySelector('.admin-feedback__open')).toBeNull();
  expect(calls).toBe(0);
});

test('[ACC-20] a guest gets no Feedback button, not even a hidden one', async () => {
  const { container } = await renderWithProviders();
  expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  await act(async () => undefined);

  expect(screen.queryByRole('button', { name: 'Feedback', hidden: true })).not.toBeInTheDocument();
  expect(container.querySelector('.admin-feedback__open')).toBeNull();
});

test('[ACC-20] the widget speaks Dutch on a Dutch site', async () => {
  serveFeedback();
  storeAdminSession();
  const { user } = await renderWithProviders({ language: 'nl' });
  await user.click(await screen.findByRole('button', { name: 'Feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Feedback versturen' });
  expect(within(dialog).getByRole('textbox', { name: 'Jouw feedback' })).toHaveAccessibleDescription(
    '0 van 2.000 tekens',
  );
  expect(within(dialog).getByRole('checkbox', { name: 'Adres van deze pagina meesturen' })).toBeChecked();
  expect(within(dialog).getByRole('button', { name: 'Versturen' })).toBeInTheDocument();
});
