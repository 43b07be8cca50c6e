import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiUrl,
  expectLocation,
  loginData,
  ownData,
  renderWithProviders,
  server,
} from '../../test/render-with-providers';

type Rendered = Awaited<ReturnType<typeof renderWithProviders>>;

const notice = 'Your account was moved over from our previous website. Your comments and points came with it.';

async function logIn({ user }: Rendered) {
  await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await user.type(within(dialog).getByLabelText('E-mail or username'), 'fan123');
  await user.type(within(dialog).getByLabelText('Password'), 'secret-password{Enter}');
  await within(screen.getByRole('banner')).findByRole('button', { name: 'fan123' });
}

test('[ACC-18] a login flagged as the first of an imported account shows the notice in a modal, once', async () => {
  server.use(
    http.post(apiUrl('/api/v2/login'), () =>
      HttpResponse.json({ data: loginData(), metaData: { imported_user_notice: notice } }),
    ),
  );
  const rendered = await renderWithProviders();
  await logIn(rendered);

  const modal = await screen.findByRole('dialog', { name: 'Welcome to our new website' });
  expect(modal).toHaveTextContent(notice);
  await rendered.user.click(within(modal).getByRole('button', { name: 'OK, got it' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('[ACC-18] a login without the flag shows no notice', async () => {
  server.use(
    http.post(apiUrl('/api/v2/login'), () =>
      HttpResponse.json({ data: loginData(), metaData: { message: 'Logged in.' } }),
    ),
  );
  const rendered = await renderWithProviders();
  await logIn(rendered);

  expect(await screen.findByText('Welcome back, fan123! You are logged in.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('[ACC-18] the notice also follows a password reset to the home page', async () => {
  server.use(
    http.get(apiUrl('/refresh-token'), () => HttpResponse.json({ token: 'csrf-token-1' })),
    http.post(apiUrl('/api/v2/password/reset'), () =>
      HttpResponse.json({
        data: loginData(),
        metaData: { message: 'Your password has been reset.', imported_user_notice: notice },
      }),
    ),
  );
  const { user } = await renderWithProviders({ route: '/password/reset/reset-token-123?email=fan123%40example.com' });
  await user.type(await screen.findByLabelText('New password'), 'a-new-long-password');
  await user.type(screen.getByLabelText('Repeat new password'), 'a-new-long-password');
  await user.click(screen.getByRole('button', { name: 'Save new password' }));

  await expectLocation('/');
  expect(await screen.findByRole('dialog', { name: 'Welcome to our new website' })).toHaveTextContent(notice);
});

test('[ACC-18] the notice also follows an e-mail verification', async () => {
  server.use(
    http.post(apiUrl('/api/v2/email/verify/7/abc123'), () =>
      HttpResponse.json({ data: loginData(), metaData: { imported_user_notice: notice } }),
    ),
    http.get(apiUrl('/api/v2/user/me-as-resource'), () => HttpResponse.json({ data: ownData() })),
  );
  await renderWithProviders({ route: '/email/verify/7/abc123' });

  expect(await screen.findByRole('dialog', { name: 'Welcome to our new website' })).toHaveTextContent(notice);
});
