import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import {
  Alert,
  Button,
  CheckField,
  interruptionPriority,
  Modal,
  TextAreaField,
  useApiForm,
  useBottomPanelsHeight,
  useInterruption,
} from '@tribune/shared';
import { feedbackMaxLength, useSendAdminFeedback } from '../api/send-admin-feedback';
import './admin-feedback.css';

const messages = defineMessages({
  open: {
    id: 'account.admin-feedback.open',
    defaultMessage: 'Feedback',
    description: 'Small button in the corner of every page, shown to site admins only, that opens the feedback form',
  },
  title: {
    id: 'account.admin-feedback.title',
    defaultMessage: 'Send feedback',
    description: 'Title of the admins’ feedback dialog',
  },
  intro: {
    id: 'account.admin-feedback.intro',
    defaultMessage: 'Goes to the site’s team with your name and e-mail address, so they can answer you.',
    description: 'Line at the top of the admins’ feedback dialog: who gets the feedback and what is sent with it',
  },
  message: {
    id: 'account.admin-feedback.message',
    defaultMessage: 'Your feedback',
    description: 'Label of the text field of the admins’ feedback dialog',
  },
  includePage: {
    id: 'account.admin-feedback.include-page',
    defaultMessage: 'Include this page’s address',
    description: 'Checkbox of the admins’ feedback dialog, on by default: send the address of the current page along',
  },
  submit: {
    id: 'account.admin-feedback.submit',
    defaultMessage: 'Send',
    description: 'Submit button of the admins’ feedback dialog',
  },
  done: {
    id: 'account.admin-feedback.done',
    defaultMessage: 'Done',
    description: 'Button that closes the admins’ feedback dialog after the feedback was sent',
  },
});

const countMessage = defineMessage<{ count: number; max: number }>({
  id: 'account.admin-feedback.count',
  defaultMessage: '{count, number} of {max, number} characters',
  description: 'Counter under the feedback text field: characters typed of the maximum',
});

/**
 * ACC-20: a small "Feedback" button in the bottom corner and the dialog it opens. The dialog is one of
 * the page's overlays (decision 0028): it asks the page's interruption queue for its turn, as one the
 * admin asked for with a click (like the push prompt), so it never opens over another dialog, the
 * drawer or another overlay, and none opens over it. The draft lives here, not in the dialog, so a
 * dialog closed by accident (Escape, a tap beside it) keeps the text; it is emptied once sent.
 */
export function FeedbackWidget() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [includePage, setIncludePage] = useState(true);
  const hasTurn = useInterruption('admin-feedback', open, {
    priority: interruptionPriority.pushPrompt,
    fanInitiated: true,
  });
  // Lifted above the smart bar and the club offer while they show; set here, on the button alone.
  const panels = useBottomPanelsHeight();

  return (
    <>
      <button
        type="button"
        className="admin-feedback__open"
        style={{ '--bottom-panels-height': `${panels}px` } as CSSProperties}
        aria-haspopup="dialog"
        aria-expanded={hasTurn}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage(messages.open)}
      </button>
      {hasTurn ? (
        <FeedbackDialog
          draft={draft}
          onDraftChange={setDraft}
          includePage={includePage}
          onIncludePageChange={setIncludePage}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

interface FeedbackDialogProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  includePage: boolean;
  onIncludePageChange: (include: boolean) => void;
  onClose: () => void;
}

/**
 * The kit's Modal (labelled by its title; focus moves to the text field, stays inside, Escape and the
 * close button close it, focus returns to the Feedback button). Success replaces the form with the
 * server's text and a Done button; a failure shows the server's message and keeps the text.
 */
function FeedbackDialog({ draft, onDraftChange, includePage, onIncludePageChange, onClose }: FeedbackDialogProps) {
  const intl = useIntl();
  // Re-rendered on a client-side navigation, so the address shown is the one that would be sent.
  useLocation();
  const { trigger } = useSendAdminFeedback();
  const [success, setSuccess] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const pageUrl = window.location.href;
  const { onSubmit, busy, fieldErrors, formError } = useApiForm({
    fields: ['message'],
    action: 'sending admin feedback',
    submit: () => trigger({ message: draft, pageUrl: includePage ? pageUrl : null }),
    onSuccess: (successMessage) => {
      onDraftChange('');
      setSuccess(successMessage);
    },
  });

  // The form (and the focused Send button) is gone once sent: focus goes to the way out.
  useEffect(() => {
    if (success !== null) doneRef.current?.focus();
  }, [success]);

  // A refused message: focus goes to the text, where its error is.
  useEffect(() => {
    if (fieldErrors.message) formRef.current?.querySelector('textarea')?.focus();
  }, [fieldErrors]);

  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose} className="admin-feedback">
      {success !== null ? (
        <div className="admin-feedback__sent">
          <Alert tone="success">{success}</Alert>
          <button ref={doneRef} type="button" className="button button--primary" onClick={onClose}>
            {intl.formatMessage(messages.done)}
          </button>
        </div>
      ) : (
        <form ref={formRef} className="admin-feedback__form" onSubmit={onSubmit} noValidate>
          <p className="admin-feedback__intro">
            <FormattedMessage {...messages.intro} />
          </p>
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <TextAreaField
            label={intl.formatMessage(messages.message)}
            name="message"
            rows={6}
            required
            maxLength={feedbackMaxLength}
            value={draft}
            onChange={(event) => onDraftChange(event.currentTarget.value)}
            error={fieldErrors.message}
            hint={intl.formatMessage(countMessage, { count: draft.length, max: feedbackMaxLength })}
          />
          <CheckField
            label={intl.formatMessage(messages.includePage)}
            name="include_page"
            checked={includePage}
            onChange={(event) => onIncludePageChange(event.currentTarget.checked)}
            hint={includePage ? <span className="admin-feedback__page">{pageUrl}</span> : undefined}
          />
          <div className="admin-feedback__actions">
            <Button type="submit" busy={busy}>
              {intl.formatMessage(messages.submit)}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
