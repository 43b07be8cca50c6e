import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, isApiError, LoadError, Spinner } from '@tribune/shared';
import { usePoll } from '../api/get-poll';
import type { Poll } from '../api/poll-schema';
import { useVotePoll } from '../api/vote-poll';
import { pollMessages } from './poll-messages';
import './polls.css';

type Notice = { tone: 'info' | 'danger' | 'success'; text: string } | null;

/**
 * POL-01: a poll in an article body, where the body has `<div data-poll-id="N"></div>` (the article page
 * loads this lazily). Before the reader votes: the question, the answers as radio buttons and a vote
 * button; a vote is sent only with an answer chosen (otherwise the reader is told, and nothing is sent).
 * After voting, or when the poll is closed: the results in rounded percent with bars, the inputs gone.
 * Question and answers are plain text and rendered as text. The server renders the page's view; the
 * reader's own (have they voted?) follows once the session is known.
 */
export function ArticlePoll({ pollId }: { pollId: number }) {
  const intl = useIntl();
  const { data: poll, error, mutate } = usePoll(pollId);
  const questionId = useId();
  const noticeId = useId();
  // Kept here, not in the form: a refusal's reason (already voted) stays when the results replace the form.
  const [notice, setNotice] = useState<Notice>(null);

  if (!poll) {
    // A poll removed after the article was written leaves nothing behind in the body.
    if (isApiError(error, 404)) return null;
    if (error !== undefined) {
      return (
        <div className="content-poll content-poll--failed">
          <LoadError onRetry={() => void mutate()}>{intl.formatMessage(pollMessages.loadFailed)}</LoadError>
        </div>
      );
    }
    return (
      <div className="content-poll content-poll--loading">
        <Spinner />
      </div>
    );
  }

  const showResults = poll.is_closed || poll.my_answer !== null;
  return (
    <section className="content-poll" aria-labelledby={questionId}>
      <p className="content-poll__label">{intl.formatMessage(pollMessages.label)}</p>
      <h2 className="content-poll__question" id={questionId}>
        {poll.question}
      </h2>
      {showResults ? (
        <PollResults poll={poll} />
      ) : (
        <PollForm
          poll={poll}
          noticeId={noticeId}
          hasNotice={notice !== null}
          onNotice={setNotice}
          onVoted={() => {
            setNotice({ tone: 'success', text: intl.formatMessage(pollMessages.voted) });
          }}
          onRefused={() => mutate()}
        />
      )}
      {/* Both always in the page, so a screen reader announces the text put into them: a problem at once,
          the thanks politely. */}
      <p id={noticeId} className={`content-poll__notice content-poll__notice--${notice?.tone ?? 'none'}`} role="alert">
        {notice !== null && notice.tone !== 'success' ? notice.text : null}
      </p>
      <p className="content-poll__notice content-poll__notice--success" role="status">
        {notice?.tone === 'success' ? notice.text : null}
      </p>
      <p className="content-poll__total">
        {intl.formatMessage(pollMessages.votes, { count: poll.total_voting })}
        {poll.is_closed ? <> · {intl.formatMessage(pollMessages.closed)}</> : null}
      </p>
    </section>
  );
}

interface PollFormProps {
  poll: Poll;
  /** The poll's message line, which describes the answers while it holds a message. */
  noticeId: string;
  hasNotice: boolean;
  onNotice: (notice: Notice) => void;
  /** The vote counted (the poll's cache holds the new counts): the results replace the form. */
  onVoted: (poll: Poll) => unknown;
  /** A refused vote (already voted, closed meanwhile): the poll is asked for again. */
  onRefused: () => unknown;
}

function PollForm({ poll, noticeId, hasNotice, onNotice, onVoted, onRefused }: PollFormProps) {
  const intl = useIntl();
  const votePoll = useVotePoll(poll.poll_id);
  const name = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const firstOption = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (choice === null) {
      // Nothing is sent without a choice; the reader is told why and taken to the answers.
      onNotice({ tone: 'info', text: intl.formatMessage(pollMessages.noChoice) });
      firstOption.current?.focus();
      return;
    }
    setSending(true);
    onNotice(null);
    try {
      const voted = await votePoll(choice);
      await onVoted(voted);
    } catch (error) {
      if (isApiError(error, 422)) {
        onNotice({ tone: 'danger', text: error.allMessages()[0] ?? error.message });
        await onRefused();
      } else if (isApiError(error) && error.status < 500) {
        // The API's own words say what to do: wait (429, the guest limit) or allow cookies (428 again).
        onNotice({ tone: 'danger', text: error.message });
      } else {
        onNotice({ tone: 'danger', text: intl.formatMessage(pollMessages.voteFailed) });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="content-poll__form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="content-poll__options" aria-describedby={hasNotice ? noticeId : undefined}>
        <legend className="visually-hidden">{intl.formatMessage(pollMessages.chooseAnswer)}</legend>
        {poll.answers.map((answer, index) => (
          <label key={answer.answer_id} className="content-poll__option">
            <input
              ref={index === 0 ? firstOption : undefined}
              type="radio"
              name={name}
              value={answer.answer_id}
              checked={choice === answer.answer_id}
              onChange={() => {
                setChoice(answer.answer_id);
                if (hasNotice) onNotice(null);
              }}
            />
            <span>{answer.text}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={sending}>
        {intl.formatMessage(pollMessages.vote)}
      </Button>
    </form>
  );
}

function PollResults({ poll }: { poll: Poll }) {
  const intl = useIntl();
  return (
    <ul className="content-poll__results" aria-label={intl.formatMessage(pollMessages.results)}>
      {poll.answers.map((answer) => {
        const mine = answer.answer_id === poll.my_answer;
        const percent = Math.min(100, Math.max(0, answer.percent));
        return (
          <li
            key={answer.answer_id}
            className={mine ? 'content-poll__result content-poll__result--mine' : 'content-poll__result'}
          >
            <span className="content-poll__result-text">
              {answer.text}
              {mine ? <span className="content-poll__mine"> ({intl.formatMessage(pollMessages.myAnswer)})</span> : null}
            </span>
            <span className="content-poll__percent">{intl.formatMessage(pollMessages.percent, { percent })}</span>
            <span className="content-poll__bar" aria-hidden="true">
              <span className="content-poll__fill" style={{ width: `${percent}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
