import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, CheckField, TextAreaField, useApiClient, useApiForm } from '@tribune/shared';
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
  const { onSubmit, busy, fieldErrors, formError } = useApiForm({
    fields: ['body'],
    action: 'posting a live blog entry',
    submit: () => postEntry(client, { liveblogId, body, isPinned: pinned }),
    onSuccess: (item) => {
      setBody('');
      setPinned(false);
      onPosted(item);
    },
    failureMessage: (error) => actionErrorMessage(error, intl),
  });

  return (
    <section className="liveblog-editor" aria-labelledby={headingId}>
      <h3 id={headingId} className="liveblog-editor__title">
        <FormattedMessage {...liveBlogMessages.editorTitle} />
      </h3>
      <form onSubmit={onSubmit} noValidate>
        <TextAreaField
          label={intl.formatMessage(liveBlogMessages.bodyLabel)}
          name="body"
          rows={4}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          hint={intl.formatMessage(liveBlogMessages.bodyHint)}
          error={fieldErrors.body}
        />
        <CheckField
          label={intl.formatMessage(liveBlogMessages.pinLabel)}
          name="is_pinned"
          checked={pinned}
          onChange={(event) => setPinned(event.target.checked)}
        />
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <Button type="submit" busy={busy}>
          <FormattedMessage {...liveBlogMessages.post} />
        </Button>
      </form>
    </section>
  );
}
