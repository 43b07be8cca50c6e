import { screen, waitFor, within } from '@testing-library/react';
import { Alert } from '../ui/alert';
import { ApiError, isApiError } from '../api/api-error';
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

test('[CON-01] a form’s own failure text replaces the general one; null leaves the failure to it', async () => {
  function OwnTextForm({ submit }: { submit: () => Promise<void> }) {
    const form = useApiForm({
      fields,
      submit,
      action: 'sending the test form',
      failureMessage: (error) => (error instanceof TypeError ? 'Your message could not be sent.' : null),
    });
    return (
      <form onSubmit={form.onSubmit} noValidate>
        {form.formError ? <Alert tone="danger">{form.formError}</Alert> : null}
        <span>{form.fieldErrors.name}</span>
        <button type="submit">Send</button>
      </form>
    );
  }
  const submit = jest
    .fn<Promise<void>, []>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockRejectedValueOnce(refusal(429, { message: 'Too many messages. Try again later.' }))
    .mockRejectedValueOnce(refusal(422, { message: 'Invalid.', errors: { name: ['The name field is required.'] } }));
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderWithTribune(<OwnTextForm submit={submit} />);

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent.');
  expect(consoleError).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many messages. Try again later.'));
  // A 422 still goes under the fields: the form's own text is for what they do not take.
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  consoleError.mockRestore();
});

test('[ACC-07] a form that lays a 422 out itself gets every message, one by one', async () => {
  function ListingForm({ submit }: { submit: () => Promise<void> }) {
    const form = useApiForm({
      submit,
      action: 'sending the test form',
      layOutFailure: (error) => (isApiError(error, 422) ? { fields: {}, formMessages: error.allMessages() } : null),
    });
    return (
      <form onSubmit={form.onSubmit} noValidate>
        {form.formMessages.length > 0 ? (
          <Alert tone="danger">
            <ul>
              {form.formMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <button type="submit">Send</button>
      </form>
    );
  }
  const submit = jest
    .fn<Promise<void>, []>()
    .mockRejectedValueOnce(
      refusal(422, { message: 'Invalid.', errors: { email: ['Unknown address.', 'Wait a bit.'] } }),
    )
    .mockRejectedValueOnce(refusal(429, { message: 'Too many requests.' }));
  const { user } = await renderWithTribune(<ListingForm submit={submit} />);

  await user.click(screen.getByRole('button', { name: 'Send' }));
  const alert = await screen.findByRole('alert');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Unknown address.', 'Wait a bit.']);
  // What the layout passes on takes the usual path.
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('listitem')).toHaveTextContent('Too many requests.'));
});

test('[FP-03] a refusal can be laid out per row, under fields the form names itself', async () => {
  const rows = ['Ajax – PSV', 'Feyenoord – AZ'];
  function RowsForm({ submit }: { submit: () => Promise<void> }) {
    const form = useApiForm({
      submit,
      action: 'saving the rows',
      layOutFailure: (error) =>
        isApiError(error, 422)
          ? { fields: { [rows[1] ?? '']: error.fieldError('rows.1') }, formMessages: [error.message] }
          : null,
    });
    return (
      <form onSubmit={form.onSubmit} noValidate>
        <ul>
          {rows.map((row) => (
            <li key={row}>
              {row}: {form.fieldErrors[row] ?? 'fine'}
            </li>
          ))}
        </ul>
        <p role="status">{form.formError}</p>
        <button type="submit">Save</button>
      </form>
    );
  }
  const submit = () =>
    Promise.reject(refusal(422, { message: 'The given data was invalid.', errors: { 'rows.1': ['Kicked off.'] } }));
  const { user } = await renderWithTribune(<RowsForm submit={submit} />);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Feyenoord – AZ: Kicked off.')).toBeInTheDocument();
  expect(screen.getByText('Ajax – PSV: fine')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('The given data was invalid.');
});

test('[CLB-01] another button of the form sends through the same path, its answer to its own callback', async () => {
  let resolveRemove: (text: string) => void = () => {};
  const remove = jest
    .fn<Promise<string>, []>()
    .mockImplementationOnce(() => new Promise((resolve) => (resolveRemove = resolve)))
    .mockRejectedValueOnce(refusal(403, { message: 'Not yours to remove.' }));
  const onSuccess = jest.fn();
  const onRemoved = jest.fn();
  function TwoButtonForm() {
    const form = useApiForm({ fields, submit: () => Promise.resolve('saved'), onSuccess, action: 'the test form' });
    return (
      <form onSubmit={form.onSubmit} noValidate>
        {form.formError ? <Alert tone="danger">{form.formError}</Alert> : null}
        <button type="submit" disabled={form.busy}>
          Save
        </button>
        <button type="button" onClick={() => void form.send(remove, onRemoved)}>
          Remove
        </button>
      </form>
    );
  }
  const { user } = await renderWithTribune(<TwoButtonForm />);

  await user.click(screen.getByRole('button', { name: 'Remove' }));
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  // A second press while the first runs is ignored.
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  resolveRemove('removed');
  await waitFor(() => expect(onRemoved).toHaveBeenCalledWith('removed'));
  expect(remove).toHaveBeenCalledTimes(1);
  expect(onSuccess).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Remove' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Not yours to remove.');
});

test('[ACC-15] clearing one field drops only its message', async () => {
  function EditableForm() {
    const form = useApiForm({
      fields,
      submit: () =>
        Promise.reject(
          refusal(422, { message: 'Invalid.', errors: { name: ['Name missing.'], email: ['Not an e-mail address.'] } }),
        ),
      action: 'the test form',
    });
    return (
      <form onSubmit={form.onSubmit} noValidate>
        <input aria-label="Name" onChange={() => form.clearErrors('name')} />
        <span>{form.fieldErrors.name}</span>
        <span>{form.fieldErrors.email}</span>
        <button type="submit">Send</button>
      </form>
    );
  }
  const { user } = await renderWithTribune(<EditableForm />);

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Name missing.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'A');
  expect(screen.queryByText('Name missing.')).not.toBeInTheDocument();
  expect(screen.getByText('Not an e-mail address.')).toBeInTheDocument();
});
