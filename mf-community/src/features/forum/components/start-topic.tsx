import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  TextAreaField,
  TextField,
  toSitePath,
  useApiForm,
  useOpenAuthDialog,
  useSession,
  type StoredUser,
} from '@tribune/shared';
import { createClientKey } from '../../../lib/client-key';
import { useStartTopic } from '../api/start-topic';
import { forumErrorText } from '../lib/forum-error';
import { forumMessages } from './forum-messages';

/** The API's limit on a title (docs/contracts.md "Forum"); the API checks the rest. */
const titleMaxLength = 150;

/**
 * Starting a topic: a form for fans who may post, a login button for guests (the login dialog is
 * mf_account's). Nothing shows until the session is known: the server renders a guest's view.
 */
export function StartTopic() {
  const intl = useIntl();
  const headingId = useId();
  const { user, isRestored } = useSession();
  const openAuthDialog = useOpenAuthDialog();
  if (!isRestored) return null;
  return (
    <section className="frm-start card" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {intl.formatMessage(forumMessages.startTitle)}
      </h2>
      {user === null ? (
        <Button onClick={() => openAuthDialog('login')}>{intl.formatMessage(forumMessages.logIn)}</Button>
      ) : null}
      {user !== null && !user.can_place_comments ? (
        <p className="cm-empty">{intl.formatMessage(forumMessages.mayNotPost)}</p>
      ) : null}
      {user?.can_place_comments ? <StartTopicForm user={user} /> : null}
    </section>
  );
}

type Field = 'title' | 'content';
const fields: readonly Field[] = ['title', 'content'];

/**
 * POST /api/v2/forum/topics: the title and the first post. A second submit while one runs is ignored;
 * a failure keeps the text and the draft's `client_key`, so a retry can never make a second topic.
 * On success the fan lands on the new topic.
 */
function StartTopicForm({ user }: { user: StoredUser }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const startTopic = useStartTopic(user.id);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [clientKey] = useState(createClientKey);
  const formRef = useRef<HTMLFormElement>(null);
  const { onSubmit, busy, fieldErrors, formError } = useApiForm({
    fields,
    action: 'starting a topic',
    // The topic page opens with it at once (useStartTopic), then asks the API again, as any page does.
    submit: () => startTopic({ title: title.trim(), content: content.trim(), clientKey }),
    onSuccess: (topic) => {
      void navigate(toSitePath(topic.url, window.location.origin) ?? `/forum/topic/${topic.id}`);
    },
    failureMessage: (error) => forumErrorText(error, intl, { forbidden: forumMessages.startForbidden }),
  });

  useEffect(() => {
    // The first field with a message gets the focus, so its message is read out.
    const invalid = fields.find((field) => fieldErrors[field] !== undefined);
    if (invalid) formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
  }, [fieldErrors]);

  return (
    <form ref={formRef} className="frm-start__form" onSubmit={onSubmit} aria-busy={busy || undefined}>
      <TextField
        label={intl.formatMessage(forumMessages.titleLabel)}
        name="title"
        value={title}
        required
        maxLength={titleMaxLength}
        autoComplete="off"
        error={fieldErrors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label={intl.formatMessage(forumMessages.contentLabel)}
        name="content"
        value={content}
        required
        rows={5}
        error={fieldErrors.content}
        onChange={(event) => setContent(event.target.value)}
      />
      {formError !== null ? <Alert tone="danger">{formError}</Alert> : null}
      <Button type="submit" busy={busy}>
        {intl.formatMessage(forumMessages.submit)}
      </Button>
    </form>
  );
}
