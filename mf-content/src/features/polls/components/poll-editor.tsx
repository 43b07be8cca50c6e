import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, isApiError, Spinner, TextField, useApiForm } from '@tribune/shared';
import { useCreatePoll } from '../api/create-poll';
import { usePoll } from '../api/get-poll';
import { useUpdatePoll } from '../api/update-poll';
import { pollMessages } from './poll-messages';
import './polls.css';

/** The API's limits (api/src/modules/content/polls/create-poll.ts); the API checks them, these only shape the form. */
const answersMin = 2;
const answersMax = 10;

/**
 * POL-01, for editors (the article page shows it to managers only, below the body, and loads it lazily):
 * create a poll and copy the snippet that embeds it (`<div data-poll-id="N"></div>`) into an article's
 * body through the editors' article API; close or reopen the article's polls and the ones just created.
 * The API checks the role and every field; its 422 messages show under the fields.
 */
export function PollEditor({ pollIds = [] }: { pollIds?: readonly number[] }) {
  const intl = useIntl();
  const titleId = useId();
  const [created, setCreated] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const listed = [...new Set([...pollIds, ...created])];

  return (
    <section className="content-poll-editor" aria-labelledby={titleId}>
      <h2 className="content-poll-editor__title" id={titleId}>
        {intl.formatMessage(pollMessages.editorTitle)}
      </h2>
      <p className="content-poll-editor__intro">{intl.formatMessage(pollMessages.editorIntro)}</p>
      <NewPollForm
        onCreated={(id) => {
          setCreated((current) => [...current, id]);
          setAnnouncement(intl.formatMessage(pollMessages.created, { id }));
        }}
      />
      <p className="content-poll__notice content-poll__notice--success" role="status">
        {announcement}
      </p>
      {listed.length > 0 ? (
        <>
          <h3 className="content-poll-editor__subtitle">{intl.formatMessage(pollMessages.inThisArticle)}</h3>
          <ul className="content-poll-editor__list">
            {listed.map((id) => (
              <PollEditorItem key={id} pollId={id} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** POL-01: the form that makes a poll; also the newsroom poll picker's "new poll" (composed in src/app). */
export function NewPollForm({ onCreated }: { onCreated: (pollId: number) => void }) {
  const intl = useIntl();
  const createPoll = useCreatePoll();
  const headingId = useId();
  const answersHintId = useId();
  const [question, setQuestion] = useState('');
  const [answers, setAnswers] = useState<string[]>(() => Array.from({ length: answersMin }, () => ''));
  const { onSubmit, busy, fieldErrors, formError } = useApiForm({
    // The API names each answer by its place in the list (`answers.0`), as its field is named here.
    fields: ['question', 'answers', ...answers.map((_, index) => `answers.${index}`)],
    action: 'creating a poll',
    submit: () => createPoll({ question, answers }),
    onSuccess: (poll) => {
      setQuestion('');
      setAnswers(Array.from({ length: answersMin }, () => ''));
      onCreated(poll.poll_id);
    },
    failureMessage: (error) =>
      isApiError(error, 401) || isApiError(error, 403) ? error.message : intl.formatMessage(pollMessages.saveFailed),
  });

  return (
    <form className="content-poll-editor__form" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <h3 className="content-poll-editor__subtitle" id={headingId}>
        {intl.formatMessage(pollMessages.newPoll)}
      </h3>
      <TextField
        label={intl.formatMessage(pollMessages.question)}
        name="question"
        value={question}
        maxLength={300}
        error={fieldErrors.question}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <fieldset className="content-poll-editor__answers" aria-describedby={answersHintId}>
        <legend className="visually-hidden">{intl.formatMessage(pollMessages.answersHint)}</legend>
        <p id={answersHintId} className={fieldErrors.answers ? 'field__error' : 'field__hint'}>
          {fieldErrors.answers ?? intl.formatMessage(pollMessages.answersHint)}
        </p>
        {answers.map((answer, index) => (
          // The answers are a list the editor edits in place; an index is their identity.
          <div key={index} className="content-poll-editor__answer">
            <TextField
              label={intl.formatMessage(pollMessages.answerLabel, { number: index + 1 })}
              name={`answers.${index}`}
              value={answer}
              maxLength={150}
              error={fieldErrors[`answers.${index}`]}
              onChange={(event) => {
                const text = event.target.value;
                setAnswers((current) => current.map((value, at) => (at === index ? text : value)));
              }}
            />
            {answers.length > answersMin ? (
              <Button variant="ghost" onClick={() => setAnswers((current) => current.filter((_, at) => at !== index))}>
                {intl.formatMessage(pollMessages.removeAnswer, { number: index + 1 })}
              </Button>
            ) : null}
          </div>
        ))}
      </fieldset>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="content-poll-editor__actions">
        {answers.length < answersMax ? (
          <Button variant="secondary" onClick={() => setAnswers((current) => [...current, ''])}>
            {intl.formatMessage(pollMessages.addAnswer)}
          </Button>
        ) : null}
        <Button type="submit" busy={busy}>
          {intl.formatMessage(pollMessages.create)}
        </Button>
      </div>
    </form>
  );
}

function PollEditorItem({ pollId }: { pollId: number }) {
  const intl = useIntl();
  const { data: poll, error } = usePoll(pollId);
  const updatePoll = useUpdatePoll(pollId);
  const snippetRef = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const snippet = `<div data-poll-id="${pollId}"></div>`;

  if (!poll) {
    if (error !== undefined) {
      return (
        <li className="content-poll-editor__item">
          <p className="content-poll-editor__meta">
            {isApiError(error, 404) ? `#${pollId}` : intl.formatMessage(pollMessages.loadFailed)}
          </p>
        </li>
      );
    }
    return (
      <li className="content-poll-editor__item">
        <Spinner />
      </li>
    );
  }

  async function toggle(isClosed: boolean) {
    setSaving(true);
    setProblem(null);
    try {
      // The hook asks for the poll again once it is saved.
      await updatePoll(isClosed);
    } catch (failure) {
      setProblem(
        isApiError(failure) && failure.status < 500 ? failure.message : intl.formatMessage(pollMessages.saveFailed),
      );
    } finally {
      setSaving(false);
    }
  }

  async function copySnippet() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refusal): the text is selected for the editor to copy.
      snippetRef.current?.select();
      setCopy('failed');
    }
  }

  return (
    <li className="content-poll-editor__item">
      <strong>{poll.question}</strong>
      <p className="content-poll-editor__meta">
        #{poll.poll_id} · {intl.formatMessage(poll.is_closed ? pollMessages.closedState : pollMessages.open)} ·{' '}
        {intl.formatMessage(pollMessages.votes, { count: poll.total_voting })}
      </p>
      <div className="content-poll-editor__snippet">
        <input
          ref={snippetRef}
          readOnly
          value={snippet}
          aria-label={intl.formatMessage(pollMessages.snippet, { id: poll.poll_id })}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copySnippet()}>
          {intl.formatMessage(pollMessages.copy)}
        </Button>
        <Button
          variant={poll.is_closed ? 'secondary' : 'danger'}
          busy={saving}
          onClick={() => void toggle(!poll.is_closed)}
        >
          {intl.formatMessage(poll.is_closed ? pollMessages.reopenPoll : pollMessages.closePoll)}
        </Button>
      </div>
      <p className="content-poll__notice content-poll__notice--success" role="status">
        {copy === null ? null : intl.formatMessage(copy === 'copied' ? pollMessages.copied : pollMessages.copyFailed)}
      </p>
      {problem ? <Alert tone="danger">{problem}</Alert> : null}
    </li>
  );
}
