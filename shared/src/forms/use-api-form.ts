import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { toFormErrors, type FormErrors } from '../api/form-errors';
import { failureText } from '../errors/failure-text';

/** A failure as a form shows it: a message under each field it names, and the messages for the whole form. */
interface FormFailure<Field extends string> {
  fields: Partial<Record<Field, string>>;
  formMessages: readonly string[];
}

const noFailure: FormFailure<never> = { fields: {}, formMessages: [] };

interface ApiFormOptions<Field extends string, Result> {
  /** The form's fields, as the API names them in a 422's `metaData.errors`; none for a form without. */
  fields?: readonly Field[];
  /** Sends the form; what it resolves with goes to `onSuccess`. Throws the API's error on failure. */
  submit: (form: HTMLFormElement) => Promise<Result>;
  onSuccess?: (result: Result, form: HTMLFormElement) => void;
  /** Names the action in the console when a failure has no message of the API's (`sending the contact form`). */
  action: string;
  /**
   * The form's own text for a failure its fields do not take (anything but a 422), in place of
   * `failureText`'s: a text the spec gives the form, say. Null leaves the failure to `failureText`.
   */
  failureMessage?: (error: unknown) => string | null;
  /**
   * Lays a failure out in the form's own way, in place of `toFormErrors` on `fields`: rows the API names
   * by their index in what was sent (`predictions.3`), or every message of a 422 as a list (ACC-07).
   * Null passes the failure on to `failureMessage`.
   */
  layOutFailure?: (error: unknown) => FormFailure<Field> | null;
}

interface ApiForm<Field extends string> {
  /** The form element's `onSubmit`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /**
   * Sends a request of the form that is not its submit (a "remove" or "pin" button) the same way: the
   * same busy state, a second one ignored while one runs, its failure on the form. Its answer goes to
   * `onSent`, not to `onSuccess`.
   */
  send: <Sent>(request: () => Promise<Sent>, onSent?: (result: Sent) => void) => Promise<void>;
  /** True from submit until the answer is in: the submit button shows it and a second submit is ignored. */
  busy: boolean;
  /** The message under each field a 422 named. */
  fieldErrors: Partial<Record<Field, string>>;
  /** The message for the form as a whole: fields it does not have, another status, a failed network. */
  formError: string | null;
  /** `formError` as the messages it is made of, for a form that lists them one by one (ACC-07). */
  formMessages: readonly string[];
  /** Clears the messages, for a form that is reopened or edited after a failure; with a field, only its own. */
  clearErrors: (field?: Field) => void;
}

/**
 * The one submit path of a form that talks to the API (issue 32): pending state, a 422 laid out on the
 * fields (`toFormErrors`), and any other failure as one message in the fan's language (`failureText`).
 * Forms keep their own success behaviour (`onSuccess`) and their own markup.
 */
export function useApiForm<Field extends string, Result>(options: ApiFormOptions<Field, Result>): ApiForm<Field> {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure<Field>>(noFailure);
  // A ref as well as state: two submits in one frame both see `busy` false in their closure.
  const busyRef = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const send = useCallback(
    async <Sent>(request: () => Promise<Sent>, onSent?: (result: Sent) => void) => {
      if (busyRef.current) return;
      const { fields = [], action, failureMessage, layOutFailure } = latest.current;
      busyRef.current = true;
      setBusy(true);
      setFailure(noFailure);
      try {
        onSent?.(await request());
      } catch (error) {
        const laidOut = layOutFailure ? layOutFailure(error) : asFailure(toFormErrors(error, fields));
        setFailure(
          laidOut ?? { fields: {}, formMessages: [failureMessage?.(error) ?? failureText(error, intl, action)] },
        );
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [intl],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const { submit, onSuccess } = latest.current;
      await send(
        () => submit(form),
        (result) => onSuccess?.(result, form),
      );
    },
    [send],
  );

  const clearErrors = useCallback((field?: Field) => {
    setFailure((current) => {
      if (field === undefined) return noFailure;
      if (current.fields[field] === undefined) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });
  }, []);

  const { fields: fieldErrors, formMessages } = failure;
  const formError = formMessages.length > 0 ? formMessages.join(' ') : null;
  return { onSubmit, send, busy, fieldErrors, formError, formMessages, clearErrors };
}

/** `toFormErrors`' answer as the hook keeps it. */
function asFailure<Field extends string>(formErrors: FormErrors<Field> | null): FormFailure<Field> | null {
  if (!formErrors) return null;
  const { fields, formMessage } = formErrors;
  return { fields, formMessages: formMessage === null ? [] : [formMessage] };
}
