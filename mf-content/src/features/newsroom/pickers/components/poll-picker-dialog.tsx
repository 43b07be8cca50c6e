import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, LoadError, LoadMoreButton, Modal, Spinner, TextField, useSession } from '@tribune/shared';
import { useListPolls } from '../../api/list-polls';
import type { NewsroomEditorParts } from '../lib/editor-parts';
import { pickerMessages as messages, pollVotesMessage } from './picker-messages';
import './pickers.css';

/** Typing pauses this long before the list is asked for again. */
const searchDelayMs = 250;

interface PollPickerDialogProps {
  /** The poll chosen or just made, or undefined when the editor cancelled. */
  onDone: (pollId: number | undefined) => void;
  /** The polls' form for a new poll; shown to editors, who alone may make one. */
  renderNewPoll: NewsroomEditorParts['renderNewPoll'];
}

/**
 * NR-02's poll picker: the site's polls, newest first and searchable by their question, to pick one; or,
 * for editors, a new poll made in place, which goes in as soon as it is made. The shared Modal keeps the
 * focus inside, closes on Escape and gives the focus back to what opened it.
 */
export function PollPickerDialog({ onDone, renderNewPoll }: PollPickerDialogProps) {
  const intl = useIntl();
  const { isManager } = useSession();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useListPolls(q);

  let body;
  if (list.error !== undefined && list.polls.length === 0) {
    body = <LoadError onRetry={list.reload}>{intl.formatMessage(messages.pollLoadFailed)}</LoadError>;
  } else if (list.loading) {
    body = <Spinner />;
  } else if (list.polls.length === 0) {
    body = <p className="poll-picker__empty">{intl.formatMessage(messages.pollNone)}</p>;
  } else {
    body = (
      <>
        <ul className="poll-picker__list" aria-label={intl.formatMessage(messages.pollList)}>
          {list.polls.map((poll) => (
            <li key={poll.poll_id}>
              <button type="button" className="poll-picker__poll" onClick={() => onDone(poll.poll_id)}>
                <span className="poll-picker__question">{poll.question}</span>
                <span className="poll-picker__meta">
                  {intl.formatMessage(pollVotesMessage, { count: poll.total_voting })}
                  {poll.is_closed ? ` · ${intl.formatMessage(messages.pollClosed)}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {list.hasMore ? <LoadMoreButton loading={list.loadingMore} onLoadMore={list.loadMore} /> : null}
      </>
    );
  }

  return (
    <Modal
      title={intl.formatMessage(messages.pollDialogTitle)}
      onClose={() => onDone(undefined)}
      className="poll-picker"
    >
      <div className="poll-picker__step">
        <TextField
          label={intl.formatMessage(messages.pollSearch)}
          name="poll_search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div aria-live="polite" aria-busy={list.loading}>
          {body}
        </div>
        {isManager ? (
          <div className="poll-picker__new">
            <p className="poll-picker__intro">{intl.formatMessage(messages.pollNewIntro)}</p>
            {renderNewPoll((pollId) => onDone(pollId))}
          </div>
        ) : null}
        <div className="poll-picker__buttons">
          <Button variant="ghost" onClick={() => onDone(undefined)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
