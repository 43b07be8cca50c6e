import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '../../test/render-with-providers';

async function requestReset(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Log in' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', {
      name: 'Forgot your password?',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
  await user.type(within(dialog).getByLabelText('E-mail address'), 'fan123@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
  return dialog;
}

test('[ACC-07] requesting a reset link sends the e-mail address and confirms it', async () => {
  let sent: unknown;
  server.use(
    http.post(apiUrl('/api/front/v1/password/email'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ data: { message: 'We have emailed your password reset link.' } });
    }),
  );
  const { user } = await renderWithProviders();
  const dialog = await requestReset(user);

  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'Check your inbox: we sent you a link to reset your password.',
  );
  expect(sent).toEqual({ email: 'fan123@example.com' });
});

test('[ACC-07] a 422 lists every message of the answer', async () => {
  server.use(
    http.post(apiUrl('/api/front/v1/password/email'), () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'The given data was invalid.',
            errors: { email: ['We can’t find a user with that e-mail address.', 'Please wait before retrying.'] },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderWithProviders();
  const dialog = await requestReset(user);

  const alert = await within(dialog).findByRole('alert');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['We can’t find a user with that e-mail address.', 'Please wait before retrying.']);
  expect(within(dialog).getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
});
