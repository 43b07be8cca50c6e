import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, useApiForm } from '@tribune/shared';
import { createClientKey } from '../../../lib/client-key';
import { commentErrorText, commentMessageMs } from '../lib/comment-error';
import { commentBoxHeight } from '../lib/textarea-height';
import { threadMessages } from './thread-messages';

interface CommentFormProps {
  label: string;
  submitLabel: string;
  /** CMT-12: a reply box is at least 170 px high. */
  isReply?: boolean;
  initialText?: string;
  /**
   * Sends the text with the draft's key. Resolves 'kept' when nothing was posted but the text should stay
   * (a guest asked to log in), 'done' when the draft is finished; throws to show an error (CMT-11).
   */
  onSubmit: (text: string, clientKey: string) => Promise<'done' | 'kept'>;
  onCancel?: () => void;
  focusOnOpen?: boolean;
  hint?: string;
}

/**
 * The box for a comment, a reply or an edit (CMT-03, CMT-04, CMT-12). Empty text (after trimming) sends
 * nothing; a second submit while one runs is ignored; a failure keeps the text and the draft's
 * `client_key`, so a retry can never make a second comment.
 */
export function CommentForm({
  label,
  submitLabel,
  isReply = false,
  initialText = '',
  onSubmit,
  onCancel,
  focusOnOpen = false,
  hint,
}: CommentFormProps) {
  const intl = useIntl();
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  const [clientKey, setClientKey] = useState(createClientKey);
  const draft = useApiForm({
    action: 'a comment call',
    submit: () => onSubmit(text.trim(), clientKey),
    onSuccess: (outcome) => {
      if (outcome === 'done') {
        setText('');
        setClientKey(createClientKey());
      }
    },
    // The box has no message under it: a 422 names what is wrong with the text (too long, posted twice)
    // and shows as every other failure does, told by its status (CMT-11).
    layOutFailure: () => null,
    failureMessage: (error) => commentErrorText(error, intl),
  });

  useEffect(() => {
    if (!focusOnOpen) return;
    const textarea = textareaRef.current;
    textarea?.focus();
    textarea?.setSelectionRange(textarea.value.length, textarea.value.length);
  }, [focusOnOpen]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Empty text (after trimming) sends nothing.
    if (text.trim() === '') event.preventDefault();
    else void draft.onSubmit(event);
  };

  return (
    <form className="cm-form" onSubmit={submit} aria-busy={draft.busy || undefined}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        className="cm-form__text"
        name="content"
        value={text}
        placeholder={intl.formatMessage(threadMessages.placeholder)}
        style={{ height: commentBoxHeight(text, isReply) }}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="cm-form__hint">
          {hint}
        </p>
      ) : null}
      {draft.formError ? (
        <Alert tone="danger" hideAfterMs={commentMessageMs} onHide={() => draft.clearErrors()}>
          {draft.formError}
        </Alert>
      ) : null}
      <div className="cm-form__actions">
        <Button type="submit" busy={draft.busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {intl.formatMessage(threadMessages.cancel)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
