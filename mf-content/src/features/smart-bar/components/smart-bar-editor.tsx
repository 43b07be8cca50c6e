import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, CheckField, isApiError, sharedMessages, TextField, useApiForm } from '@tribune/shared';
import { useDeleteSmartBar } from '../api/delete-smart-bar';
import { useEditorSmartBar, type EditorSmartBar } from '../api/get-editor-smart-bar';
import { useSetSmartBar } from '../api/set-smart-bar';
import {
  smartBarEditorMessages as messages,
  smartBarHiddenCountMessage,
  smartBarUpdatedAtMessage,
} from './smart-bar-editor-messages';
import './smart-bar-editor.css';

const fields = ['text', 'link', 'updated_at'] as const;

type Outcome = 'saved' | 'removed' | 'remove-failed' | null;

/**
 * SB-01: the editors' smart bar. What the site shows now (its text, link, last update and how many
 * readers closed it since), and a form that sets it: a save with "show it again" gives the bar a new date
 * (now), so it comes back for everyone who closed or followed it; without, the date stays (a typo fix).
 * The API checks every field (422 under the field) and the role (401/403).
 */
export function SmartBarEditor() {
  const intl = useIntl();
  const bar = useEditorSmartBar(true);

  if (bar.data === undefined) {
    if (bar.error !== undefined) {
      const refused = isApiError(bar.error) && (bar.error.status === 401 || bar.error.status === 403);
      return (
        <Alert tone="danger">
          <p>{intl.formatMessage(refused ? messages.forbidden : messages.loadFailed)}</p>
          {refused ? null : (
            <Button variant="secondary" onClick={() => void bar.mutate()}>
              {intl.formatMessage(sharedMessages.retry)}
            </Button>
          )}
        </Alert>
      );
    }
    return (
      <p role="status" className="smart-bar-editor__loading">
        {intl.formatMessage(sharedMessages.loading)}
      </p>
    );
  }
  return <SmartBarEditorForm current={bar.data} onChange={(next) => void bar.mutate(next, false)} />;
}

interface SmartBarEditorFormProps {
  current: EditorSmartBar | null;
  /** What the site shows after a save or a removal (no new fetch: the API answered it). */
  onChange: (next: EditorSmartBar | null) => void;
}

function SmartBarEditorForm({ current, onChange }: SmartBarEditorFormProps) {
  const intl = useIntl();
  const setSmartBar = useSetSmartBar();
  const deleteSmartBar = useDeleteSmartBar();
  const currentHeadingId = useId();
  const formHeadingId = useId();
  const [text, setText] = useState(current?.text ?? '');
  const [link, setLink] = useState(current?.link ?? '');
  const [showAgain, setShowAgain] = useState(true);
  const [removing, setRemoving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const saveForm = useApiForm({
    fields,
    action: 'saving the smart bar',
    submit: () => {
      setOutcome(null);
      const keepDate = current !== null && !showAgain;
      // This page's own bar (the site-wide slot) shows the change at once: the hook updates it.
      return setSmartBar({ text, link, ...(keepDate ? { updatedAt: current.updated_at } : {}) });
    },
    onSuccess: (saved) => {
      onChange(saved);
      // The API's cleaned text (runs of white space made one): the form shows what was kept.
      setText(saved.text);
      setLink(saved.link);
      setShowAgain(true);
      setOutcome('saved');
    },
    failureMessage: () => intl.formatMessage(messages.saveFailed),
  });
  const { busy: saving, fieldErrors, formError } = saveForm;

  function save(event: FormEvent<HTMLFormElement>) {
    // One change at a time: no save while the bar is being removed.
    if (removing) event.preventDefault();
    else void saveForm.onSubmit(event);
  }

  async function remove() {
    if (saving || removing) return;
    setRemoving(true);
    saveForm.clearErrors();
    setOutcome(null);
    try {
      await deleteSmartBar();
      onChange(null);
      setOutcome('removed');
    } catch {
      setOutcome('remove-failed');
    } finally {
      setRemoving(false);
    }
  }

  return (
    <>
      {outcome === 'saved' || outcome === 'removed' ? (
        <Alert tone="success">
          <p>{intl.formatMessage(outcome === 'saved' ? messages.saved : messages.removed)}</p>
        </Alert>
      ) : null}
      {outcome === 'remove-failed' ? (
        <Alert tone="danger">
          <p>{intl.formatMessage(messages.removeFailed)}</p>
        </Alert>
      ) : null}
      <section className="smart-bar-editor__current" aria-labelledby={currentHeadingId}>
        <h2 id={currentHeadingId}>{intl.formatMessage(messages.currentHeading)}</h2>
        {current === null ? (
          <p>{intl.formatMessage(messages.none)}</p>
        ) : (
          <>
            <p className="smart-bar-editor__text">{current.text}</p>
            <p className="smart-bar-editor__link">{current.link}</p>
            <p>
              {intl.formatMessage(smartBarUpdatedAtMessage, {
                date: intl.formatDate(current.updated_at, { dateStyle: 'long', timeStyle: 'short' }),
              })}
            </p>
            <p>{intl.formatMessage(smartBarHiddenCountMessage, { count: current.hidden_count })}</p>
            <Button variant="danger" busy={removing} onClick={() => void remove()}>
              {intl.formatMessage(messages.remove)}
            </Button>
          </>
        )}
      </section>
      <form className="smart-bar-editor__form" aria-labelledby={formHeadingId} onSubmit={save} noValidate>
        <h2 id={formHeadingId}>{intl.formatMessage(messages.formHeading)}</h2>
        {formError ? (
          <Alert tone="danger">
            <p>{formError}</p>
          </Alert>
        ) : null}
        <TextField
          label={intl.formatMessage(messages.text)}
          name="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={200}
          required
          hint={intl.formatMessage(messages.textHint)}
          error={fieldErrors.text}
        />
        <TextField
          label={intl.formatMessage(messages.link)}
          name="link"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          maxLength={500}
          required
          inputMode="url"
          hint={intl.formatMessage(messages.linkHint)}
          error={fieldErrors.link}
        />
        {current === null ? null : (
          <CheckField
            label={intl.formatMessage(messages.showAgain)}
            name="show_again"
            checked={showAgain}
            onChange={(event) => setShowAgain(event.target.checked)}
            hint={intl.formatMessage(messages.showAgainHint)}
            error={fieldErrors.updated_at}
          />
        )}
        <Button type="submit" busy={saving}>
          {intl.formatMessage(messages.save)}
        </Button>
      </form>
    </>
  );
}
