import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@tribune/shared';
import { createClientKey } from '../../../lib/client-key';
import { commentErrorText, commentMessageMs } from '../lib/comment-error';
import { commentBoxHeight } from '../lib/textarea-height';
import { useTimedMessage } from '../hooks/use-timed-message';
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
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const { message, show, clear } = useTimedMessage();

  useEffect(() => {
    if (!focusOnOpen) return;
    const textarea = textareaRef.current;
    textarea?.focus();
    textarea?.setSelectionRange(textarea.value.length, textarea.value.length);
  }, [focusOnOpen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (content === '' || submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      const outcome = await onSubmit(content, clientKey);
      if (outcome === 'done') {
        setText('');
        setClientKey(createClientKey());
      }
    } catch (error) {
      show('danger', commentErrorText(error, intl));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="cm-form" onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
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
      {message ? (
        <Alert key={message.key} tone={message.tone} hideAfterMs={commentMessageMs} onHide={clear}>
          {message.text}
        </Alert>
      ) : null}
      <div className="cm-form__actions">
        <Button type="submit" busy={busy}>
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
