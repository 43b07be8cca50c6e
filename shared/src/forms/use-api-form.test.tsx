import { screen, waitFor } from '@testing-library/react';
import { Alert } from '../ui/alert';
import { ApiError } from '../api/api-error';
import { renderWithTribune } from '../testing/render-with-tribune';
import { useApiForm } from './use-api-form';

const fields = ['name', 'email'] as const;

/** A form as the remotes write one: the hook's state on the markup, the submit a promise the test controls. */
function ContactLikeForm({ submit, onSuccess }: { submit: () => Promise<string>; onSuccess?: (text: string) => void }) {
  const form = useApiForm({ fields, submit, onSuccess, action: 'sending the test form' });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      {form.formError ? <Alert tone="danger">{form.formError}</Alert> : null}
      <label>
        Name <input name="name" aria-describedby="name-error" />
      </label>
      <span id="name-error">{form.fieldErrors.name}</span>
      <label>
        E-mail <input name="email" />
      </label>
      <span>{form.fieldErrors.email}</span>
      <button type="submit" disabled={form.busy}>
        {form.busy ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

const refusal = (status: number, metaData: { message: string; errors?: Record<string, string[]> }) =>
  new ApiError(status, { data: null, metaData }, 'fallback');

test('[CON-01] a 422 puts each message under its field, and the form is busy only while it waits', async () => {
  let reject: (error: unknown) => void = () => {};
  const submit = jest.fn(() => new Promise<string>((_, fail) => (reject = fail)));
  const { user } = await renderWithTribune(<ContactLikeForm submit={submit} />);

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
  reject(refusal(422, { message: 'The name field is required.', errors: { name: ['The name field is required.'] } }));

  expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('[CON-01] another refusal shows the API’s message for the whole form; a failed network a general text', async () => {
  const submit = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(refusal(429, { message: 'Too many messages. Try again later.' }))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderWithTribune(<ContactLikeForm submit={submit} />);

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again later.');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('sending the test form failed'));
  consoleError.mockRestore();
});

test('[CON-01] a success clears the last failure and hands the answer to the form', async () => {
  const submit = jest
    .fn<Promise<string>, []>()
    .mockRejectedValueOnce(refusal(422, { message: 'Invalid.', errors: { email: ['Not an e-mail address.'] } }))
    .mockResolvedValueOnce('Thank you');
  const onSuccess = jest.fn();
  const { user } = await renderWithTribune(<ContactLikeForm submit={submit} onSuccess={onSuccess} />);

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Not an e-mail address.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Thank you', expect.any(HTMLFormElement)));
  expect(screen.queryByText('Not an e-mail address.')).not.toBeInTheDocument();
});

test('[CON-01] the Dutch site says the general failure in Dutch', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderWithTribune(<ContactLikeForm submit={() => Promise.reject(new Error('offline'))} />, {
    language: 'nl',
  });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer het opnieuw.');
  consoleError.mockRestore();
});
