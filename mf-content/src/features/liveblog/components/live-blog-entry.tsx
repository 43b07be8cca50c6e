import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, TextAreaField, useApiClient, useApiForm } from '@tribune/shared';
import { deleteEntry } from '../api/delete-entry';
import { editEntry } from '../api/edit-entry';
import type { LiveblogItem } from '../api/liveblog-schema';
import type { LiveBlogAction } from '../lib/live-blog-list';
import { actionErrorMessage } from './action-error';
import { liveBlogMessages } from './live-blog-messages';

interface LiveBlogEntryProps {
  item: LiveblogItem;
  flashing: boolean;
  /** Set for editors: the entry's edit, pin and delete buttons, and where their answers go. */
  onChange?: (action: LiveBlogAction) => void;
}

/**
 * One entry. Its block is the API's HTML (rendered and sanitized there, docs/contracts.md "Live blogs"),
 * put in as it is. A new entry carries `liveblog-entry--new` for 2 s: a yellow flash, or a still
 * highlight for readers who ask for reduced motion (live-blog.css).
 */
export function LiveBlogEntry({ item, flashing, onChange }: LiveBlogEntryProps) {
  const className = [
    'liveblog-entry',
    item.is_pinned ? 'liveblog-entry--pinned' : null,
    flashing ? 'liveblog-entry--new' : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} data-entry-id={item.id}>
      <article className="liveblog-entry__card">
        {/* Safe by contract: the API's allow-list sanitizer is the one place live blog HTML is cleaned. */}
        <div className="liveblog-entry__block" dangerouslySetInnerHTML={{ __html: item.html }} />
        {onChange ? <EntryTools item={item} onChange={onChange} /> : null}
      </article>
    </li>
  );
}

type Mode = { kind: 'idle' } | { kind: 'editing'; body: string } | { kind: 'confirming-delete' };

/** An editor's buttons on one entry: edit in place, pin or unpin, delete after a confirmation. */
function EntryTools({ item, onChange }: { item: LiveblogItem; onChange: (action: LiveBlogAction) => void }) {
  const intl = useIntl();
  const client = useApiClient();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  // Every answer puts the entry back as it shows when nothing is being done with it.
  const done = (action: LiveBlogAction) => {
    setMode({ kind: 'idle' });
    onChange(action);
  };
  const { onSubmit, send, busy, fieldErrors, formError } = useApiForm({
    fields: ['body'],
    action: 'a live blog entry change',
    // Only the edit form submits, and it shows only while editing.
    submit: async (): Promise<LiveBlogAction> => {
      const body = mode.kind === 'editing' ? mode.body : item.body;
      return { type: 'updated', item: await editEntry(client, item.id, { body }) };
    },
    onSuccess: done,
    failureMessage: (error) => actionErrorMessage(error, intl),
  });

  const togglePin = () =>
    send(
      async (): Promise<LiveBlogAction> => ({
        type: 'updated',
        item: await editEntry(client, item.id, { is_pinned: !item.is_pinned }),
      }),
      done,
    );
  const remove = () =>
    send(async (): Promise<LiveBlogAction> => {
      await deleteEntry(client, item.id);
      return { type: 'deleted', id: item.id };
    }, done);

  return (
    <div className="liveblog-entry__tools" role="group" aria-label={intl.formatMessage(liveBlogMessages.tools)}>
      {mode.kind === 'editing' ? (
        <form className="liveblog-entry__edit" noValidate onSubmit={onSubmit}>
          <TextAreaField
            label={intl.formatMessage(liveBlogMessages.bodyLabel)}
            name="body"
            rows={4}
            value={mode.body}
            onChange={(event) => setMode({ kind: 'editing', body: event.target.value })}
            error={fieldErrors.body}
          />
          <div className="liveblog-entry__buttons">
            <Button type="submit" busy={busy}>
              <FormattedMessage {...liveBlogMessages.save} />
            </Button>
            <Button variant="ghost" onClick={() => setMode({ kind: 'idle' })}>
              <FormattedMessage {...liveBlogMessages.cancel} />
            </Button>
          </div>
        </form>
      ) : mode.kind === 'confirming-delete' ? (
        <div className="liveblog-entry__buttons">
          <p className="liveblog-entry__question">
            <FormattedMessage {...liveBlogMessages.confirmDelete} />
          </p>
          <Button variant="danger" busy={busy} onClick={() => void remove()}>
            <FormattedMessage {...liveBlogMessages.confirmDeleteYes} />
          </Button>
          <Button variant="ghost" onClick={() => setMode({ kind: 'idle' })}>
            <FormattedMessage {...liveBlogMessages.cancel} />
          </Button>
        </div>
      ) : (
        <div className="liveblog-entry__buttons">
          <Button variant="secondary" onClick={() => setMode({ kind: 'editing', body: item.body })}>
            <FormattedMessage {...liveBlogMessages.edit} />
          </Button>
          <Button variant="secondary" busy={busy} onClick={() => void togglePin()}>
            <FormattedMessage {...(item.is_pinned ? liveBlogMessages.unpin : liveBlogMessages.pin)} />
          </Button>
          <Button variant="ghost" onClick={() => setMode({ kind: 'confirming-delete' })}>
            <FormattedMessage {...liveBlogMessages.delete} />
          </Button>
        </div>
      )}
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
    </div>
  );
}
