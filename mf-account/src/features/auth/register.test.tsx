import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { pendingCommentAtom } from '@tribune/shared';
import { apiUrl, loginData, renderWithProviders, server, storedSession } from '../../test/render-with-providers';

type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

async function fillRegistration(user: User) {
  await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
  await user.type(within(dialog).getByLabelText('Username'), 'newfan');
  await user.type(within(dialog).getByLabelText('E-mail address'), 'newfan@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'a-long-password');
  await user.type(within(dialog).getByLabelText('Repeat password'), 'a-long-password');
  return dialog;
}

const newFan = loginData({
  authorization: 'token-of-newfan',
  id: 8,
  username: 'newfan',
  email: 'newfan@example.com',
  email_verified: false,
});

test('[ACC-02] registering sends the spec’s fields, logs in at once and closes the dialog after 3 s', async () => {
  jest.useFakeTimers();
  let sent: unknown;
  server.use(
    http.post(apiUrl('/api/v2/r-register'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: newFan });
    }),
  );
  const { user } = await renderWithProviders();
  const dialog = await fillRegistration(user);
  await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

  expect(await within(dialog).findByRole('status')).toHaveTextContent('Welcome to Tribune! You are logged in.');
  expect(sent).toEqual({
    username: 'newfan',
    email: 'newfan@example.com',
    check_score: '1',
    'g-recaptcha-response': '',
    password: 'a-long-password',
    password_confirmation: 'a-long-password',
  });
  expect(screen.getByRole('button', { name: /newfan/ })).toBeInTheDocument();
  expect(storedSession().token).toBe('token-of-newfan');

  act(() => jest.advanceTimersByTime(2900));
  expect(dialog).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('[ACC-02] redirect_data carries the pending comment as JSON', async () => {
  let sent: unknown;
  server.use(
    http.post(apiUrl('/api/v2/r-register'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: newFan });
    }),
  );
  const { user, runtime } = await renderWithProviders();
  const pending = { comment_text: 'First!', resource_id: '12', resource_type: 'article', reply_to: 4 };
  act(() => runtime.store.set(pendingCommentAtom, pending));
  const dialog = await fillRegistration(user);
  await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

  await within(dialog).findByRole('status');
  expect(sent).toMatchObject({ redirect_data: JSON.stringify(pending) });
});

test('[ACC-02] a 422 shows each field’s message under username, e-mail and password', async () => {
  server.use(
    http.post(apiUrl('/api/v2/r-register'), () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'The given data was invalid.',
            errors: {
              username: ['The username has already been taken.'],
              email: ['The email must be a valid email address.'],
              password: ['The password must be at least 8 characters.'],
            },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderWithProviders();
  const dialog = await fillRegistration(user);
  await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

  const username = within(dialog).getByLabelText('Username');
  expect(await within(dialog).findByText('The username has already been taken.')).toBeInTheDocument();
  expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(username).toHaveAccessibleDescription('The username has already been taken.');
  expect(within(dialog).getByLabelText('E-mail address')).toHaveAccessibleDescription(
    'The email must be a valid email address.',
  );
  expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
    'The password must be at least 8 characters.',
  );
  expect(within(dialog).getByLabelText('Repeat password')).not.toHaveAttribute('aria-invalid');
  expect(storedSession()).toEqual({ token: null, user: null });
});

test('[ACC-02] a 500 shows its message under the username', async () => {
  server.use(
    http.post(apiUrl('/api/v2/r-register'), () =>
      HttpResponse.json(
        { data: null, metaData: { message: 'Something went wrong on our side. Please try again.' } },
        { status: 500 },
      ),
    ),
  );
  const { user } = await renderWithProviders();
  const dialog = await fillRegistration(user);
  await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

  const username = within(dialog).getByLabelText('Username');
  expect(await within(dialog).findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  expect(username).toHaveAccessibleDescription('Something went wrong on our side. Please try again.');
  expect(within(dialog).getByLabelText('E-mail address')).not.toHaveAttribute('aria-invalid');
});

test('[ACC-02] after registering, the profile menu shows the not-verified notice, also after a reload', async () => {
  server.use(http.post(apiUrl('/api/v2/r-register'), () => HttpResponse.json({ data: newFan })));
  const { user, unmount } = await renderWithProviders();
  const dialog = await fillRegistration(user);
  await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

  const menuButton = await screen.findByRole('button', { name: 'newfan (e-mail not verified)' });
  await user.click(menuButton);
  expect(screen.getByText(/Your e-mail address is not verified yet/)).toBeVisible();

  unmount();
  const next = await renderWithProviders();
  await next.user.click(await screen.findByRole('button', { name: 'newfan (e-mail not verified)' }));
  expect(screen.getByText(/Your e-mail address is not verified yet/)).toBeVisible();
});
