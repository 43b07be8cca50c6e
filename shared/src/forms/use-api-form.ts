import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { toFormErrors } from '../api/form-errors';
import { failureText } from '../errors/failure-text';

interface ApiFormOptions<Field extends string, Result> {
  /** The form's fields, as the API names them in a 422's `metaData.errors`. */
  fields: readonly Field[];
  /** Sends the form; what it resolves with goes to `onSuccess`. Throws the API's error on failure. */
  submit: (form: HTMLFormElement) => Promise<Result>;
  onSuccess?: (result: Result, form: HTMLFormElement) => void;
  /** Names the action in the console when a failure has no message of the API's (`sending the contact form`). */
  action: string;
}

interface ApiForm<Field extends string> {
  /** The form element's `onSubmit`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** True from submit until the answer is in: the submit button shows it and a second submit is ignored. */
  busy: boolean;
  /** The message under each field a 422 named. */
  fieldErrors: Partial<Record<Field, string>>;
  /** The message for the form as a whole: fields it does not have, another status, a failed network. */
  formError: string | null;
  /** Clears both, for a form that is reopened or edited after a failure. */
  clearErrors: () => void;
}

/**
 * The one submit path of a form that talks to the API (issue 32): pending state, a 422 laid out on the
 * fields (`toFormErrors`), and any other failure as one message in the fan's language (`failureText`).
 * Forms keep their own success behaviour (`onSuccess`) and their own markup.
 */
export function useApiForm<Field extends string, Result>({
  fields,
  submit,
  onSuccess,
  action,
}: ApiFormOptions<Field, Result>): ApiForm<Field> {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A ref as well as state: two submits in one frame both see `busy` false in their closure.
  const busyRef = useRef(false);
  const latest = useRef({ fields, submit, onSuccess, action });
  latest.current = { fields, submit, onSuccess, action };

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busyRef.current) return;
      const form = event.currentTarget;
      const current = latest.current;
      busyRef.current = true;
      setBusy(true);
      setFieldErrors({});
      setFormError(null);
      try {
        const result = await current.submit(form);
        current.onSuccess?.(result, form);
      } catch (error) {
        const formErrors = toFormErrors(error, current.fields);
        if (formErrors) {
          setFieldErrors(formErrors.fields);
          setFormError(formErrors.formMessage);
        } else {
          setFormError(failureText(error, intl, current.action));
        }
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [intl],
  );

  const clearErrors = useCallback(() => {
    setFieldErrors({});
    setFormError(null);
  }, []);

  return { onSubmit, busy, fieldErrors, formError, clearErrors };
}
