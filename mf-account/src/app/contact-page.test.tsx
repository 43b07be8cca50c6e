import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, loginData, renderWithProviders, server, storeSession } from '../test/render-with-providers';

type User = Awaited<ReturnType<typeof renderWithProviders>>['user'];

const successMessage = 'Thank you for your message. We will get back to you soon.';

async function fillContactForm(user: User) {
  expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Jan Fan');
  await user.type(screen.getByLabelText('E-mail address'), 'jan@example.com');
  await user.type(screen.getByLabelText('Message'), 'When does the season ticket sale start?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

/** Records the multipart fields the contact call received. */
function acceptContact() {
  const received: { contentType: string | null; fields: Record<string, FormDataEntryValue> }[] = [];
  server.use(
    http.post(apiUrl('/api/front/v1/contact'), async ({ request }) => {
      const contentType = request.headers.get('Content-Type');
      received.push({ contentType, fields: Object.fromEntries((await request.formData()).entries()) });
      return HttpResponse.json({ data: { success_message: successMessage } });
    }),
  );
  return received;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'grecaptcha');
  document.getElementById('tribune-recaptcha')?.remove();
});

test('[CON-01] the form is sent as multipart with the spec’s fields; the success alert shows for 2 s and the form is emptied', async () => {
  jest.useFakeTimers();
  const received = acceptContact();
  const { user } = await renderWithProviders({ route: '/contact' });
  await fillContactForm(user);

  expect(await screen.findByRole('status')).toHaveTextContent(successMessage);
  expect(received).toHaveLength(1);
  expect(received[0]?.contentType).toMatch(/^multipart\/form-data/);
  expect(received[0]?.fields).toEqual({
    check_score: '1',
    name: 'Jan Fan',
    email: 'jan@example.com',
    message: 'When does the season ticket sale start?',
    'g-recaptcha-response': '',
  });
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('E-mail address')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');

  act(() => jest.advanceTimersByTime(1900));
  expect(screen.getByText(successMessage)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText(successMessage)).not.toBeInTheDocument();
});

test('[CON-01] with the tenant’s site key, Google’s reCAPTCHA v3 script is loaded and its token is sent', async () => {
  server.use(
    http.get(apiUrl('/api/v2/setting'), () =>
      HttpResponse.json({ data: { popup: null, settings_date: null, recaptcha_site_key: 'site-key-1' } }),
    ),
  );
  const execute = jest.fn(async () => 'recaptcha-token-1');
  Reflect.set(window, 'grecaptcha', { ready: (callback: () => void) => callback(), execute });
  const received = acceptContact();
  const { user } = await renderWithProviders({ route: '/contact' });
  expect(await screen.findByText(/protected by reCAPTCHA/)).toBeInTheDocument();
  await fillContactForm(user);

  expect(await screen.findByRole('status')).toHaveTextContent(successMessage);
  expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'contact' });
  expect(received[0]?.fields['g-recaptcha-response']).toBe('recaptcha-token-1');
});

test('[CON-01] when Google’s script cannot load, the form is sent with an empty response and the server decides', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get(apiUrl('/api/v2/setting'), () =>
      HttpResponse.json({ data: { popup: null, settings_date: null, recaptcha_site_key: 'site-key-1' } }),
    ),
  );
  const received = acceptContact();
  const { user } = await renderWithProviders({ route: '/contact' });
  await screen.findByText(/protected by reCAPTCHA/);
  const script = document.getElementById('tribune-recaptcha');
  expect(script).toHaveAttribute('src', 'https://www.google.com/recaptcha/api.js?render=site-key-1');
  await fillContactForm(user);
  act(() => {
    script?.dispatchEvent(new Event('error'));
  });

  expect(await screen.findByRole('status')).toHaveTextContent(successMessage);
  expect(received[0]?.fields['g-recaptcha-response']).toBe('');
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('reCAPTCHA (contact) unavailable'));
  consoleError.mockRestore();
});

test('[CON-01] a 422 puts each message under its field', async () => {
  server.use(
    http.post(apiUrl('/api/front/v1/contact'), () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'The name field is required.',
            errors: {
              name: ['The name field is required.'],
              email: ['The email must be a valid email address.'],
              message: ['The message field is required.'],
            },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderWithProviders({ route: '/contact' });
  await fillContactForm(user);

  expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('The name field is required.');
  expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
    'The email must be a valid email address.',
  );
  expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('The message field is required.');
  expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // The text stays, so it can be corrected.
  expect(screen.getByLabelText('Message')).toHaveValue('When does the season ticket sale start?');
});

test('[CON-01] a refused reCAPTCHA (another 422 key) and other statuses show the server’s message as an alert', async () => {
  server.use(
    http.post(apiUrl('/api/front/v1/contact'), () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'We could not verify that you are human.',
            errors: { 'g-recaptcha-response': ['We could not verify that you are human.'] },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderWithProviders({ route: '/contact' });
  await fillContactForm(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify that you are human.');

  server.use(
    http.post(apiUrl('/api/front/v1/contact'), () =>
      HttpResponse.json(
        { data: null, metaData: { message: 'Too many attempts. Please wait a minute and try again.' } },
        { status: 429 },
      ),
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
});

test('[CON-01] a logged-in user finds their name filled in', async () => {
  storeSession(loginData({ name: 'Fan Onetwothree' }));
  await renderWithProviders({ route: '/contact' });
  expect(await screen.findByLabelText('Name')).toHaveValue('Fan Onetwothree');
  expect(screen.getByLabelText('E-mail address')).toHaveValue('');
});
