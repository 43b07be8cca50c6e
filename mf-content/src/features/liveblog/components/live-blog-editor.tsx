import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, CheckField, TextAreaField, toFormErrors, useApiClient } from '@tribune/shared';
import { postEntry } from '../api/post-entry';
import type { LiveblogItem } from '../api/liveblog-schema';
import { actionErrorMessage } from './action-error';
import { liveBlogMessages } from './live-blog-messages';

/**
 * LB-01: editors post entries from the article page itself, so a live blog can be run for real. The
 * entry shows at once from the answer (and flashes, as it does for every reader through its event).
 */
export function LiveBlogEditor({
  liveblogId,
  onPosted,
}: {
  liveblogId: number;
  onPosted: (item: LiveblogItem) => void;
}) {
  const intl = useIntl();
  const client = useApiClient();
  const headingId = useId();
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ body?: string; form?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      const item = await postEntry(client, { liveblogId, body, isPinned: pinned });
      setBody('');
      setPinned(false);
      onPosted(item);
    } catch (error) {
      const form = toFormErrors(error, ['body'] as const);
      if (form) setErrors({ body: form.fields.body, form: form.formMessage ?? undefined });
      else setErrors({ form: actionErrorMessage(error, intl) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="liveblog-editor" aria-labelledby={headingId}>
      <h3 id={headingId} className="liveblog-editor__title">
        <FormattedMessage {...liveBlogMessages.editorTitle} />
      </h3>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextAreaField
          label={intl.formatMessage(liveBlogMessages.bodyLabel)}
          name="body"
          rows={4}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          hint={intl.formatMessage(liveBlogMessages.bodyHint)}
          error={errors.body}
        />
        <CheckField
          label={intl.formatMessage(liveBlogMessages.pinLabel)}
          name="is_pinned"
          checked={pinned}
          onChange={(event) => setPinned(event.target.checked)}
        />
        {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
        <Button type="submit" busy={busy}>
          <FormattedMessage {...liveBlogMessages.post} />
        </Button>
      </form>
    </section>
  );
}
