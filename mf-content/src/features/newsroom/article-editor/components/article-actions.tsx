import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  Button,
  failureText,
  formatInSiteTimeZone,
  siteTimeZone,
  toFormErrors,
  useApiClient,
  useTenant,
} from '@tribune/shared';
import type { NewsroomArticle } from '../../api/get-article';
import { publishArticle } from '../../api/publish-article';
import { submitArticle } from '../../api/submit-article';
import { unpublishArticle } from '../../api/unpublish-article';
import { instantToSiteWallClock, siteWallClockToInstant } from '../lib/site-time';
import { ArticlePreview } from './article-preview';
import {
  actionFailedMessage,
  articleEditorMessages as messages,
  scheduleAtMessage,
  stateScheduledMessage,
} from './article-editor-messages';

interface ArticleActionsProps {
  article: NewsroomArticle;
  /** Saves what is not saved yet (Save's way); false when it could not, and the action waits. */
  saveFirst: () => Promise<boolean>;
  /** The article an action answered: the form shows it. */
  onDone: (article: NewsroomArticle) => void;
}

/** NR-05: the state badge's text. */
function useStateText(article: NewsroomArticle): string {
  const intl = useIntl();
  const { language } = useTenant();
  switch (article.status) {
    case 'draft':
      return intl.formatMessage(messages.stateDraft);
    case 'submitted':
      return intl.formatMessage(messages.stateSubmitted);
    case 'scheduled': {
      const at = article.published_at === null ? NaN : Date.parse(article.published_at);
      const time = Number.isNaN(at) ? '' : formatInSiteTimeZone(at, language, 'dd-LL-yyyy HH:mm');
      return intl.formatMessage(stateScheduledMessage, { time });
    }
    case 'published':
      return intl.formatMessage(messages.statePublished);
    case 'unpublished':
      return intl.formatMessage(messages.stateUnpublished);
  }
}

/**
 * NR-05: the article's state and what the caller may do with it, as `rights` says: a writer without
 * `publish` submits a draft for review; with it, publish now or at a time in the tenant's time zone
 * (sent as an instant); `unpublish` takes a published one back, and `publish` calls a schedule off.
 * Unsaved changes are saved first, so an action never acts on an older text than the one on screen.
 */
export function ArticleActions({ article, saveFirst, onDone }: ArticleActionsProps) {
  const intl = useIntl();
  const client = useApiClient();
  const scheduleId = useId();
  const stateText = useStateText(article);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { language } = useTenant();
  // A scheduled article's time is where a new one starts.
  const [scheduleAt, setScheduleAt] = useState(() =>
    article.status === 'scheduled' && article.published_at !== null
      ? instantToSiteWallClock(article.published_at, language)
      : '',
  );
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const { status, rights } = article;

  const act = async (action: () => Promise<NewsroomArticle>) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setScheduleError(null);
    try {
      if (!(await saveFirst())) return;
      onDone(await action());
    } catch (error) {
      const laidOut = toFormErrors(error, ['published_at'] as const);
      if (laidOut?.fields.published_at !== undefined) setScheduleError(laidOut.fields.published_at);
      else
        setFailure(
          intl.formatMessage(actionFailedMessage, { reason: failureText(error, intl, 'a newsroom article action') }),
        );
    } finally {
      setBusy(false);
    }
  };

  const onSchedule = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const instant = siteWallClockToInstant(scheduleAt);
    if (instant === null) {
      setScheduleError(intl.formatMessage(messages.scheduleMissing));
      return;
    }
    void act(() => publishArticle(client, article.id, instant));
  };

  const mayPublish = rights.publish && status !== 'published';
  const scheduleErrorId = `${scheduleId}-error`;
  return (
    <section className="article-editor__actions" aria-labelledby={`${scheduleId}-heading`}>
      <h2 id={`${scheduleId}-heading`}>{intl.formatMessage(messages.state)}</h2>
      <p className={`article-editor__badge article-editor__badge--${status}`}>{stateText}</p>
      {status === 'published' ? (
        <p>
          <Link to={article.url}>{intl.formatMessage(messages.viewOnSite)}</Link>
        </p>
      ) : null}
      <div className="article-editor__buttons">
        {/* NR-05: saved first, then shown as readers will see it, on a phone or a desktop. */}
        <ArticlePreview articleId={article.id} saveFirst={saveFirst} />
        {!rights.publish && rights.edit && status === 'draft' ? (
          <Button busy={busy} onClick={() => void act(() => submitArticle(client, article.id))}>
            {intl.formatMessage(messages.submit)}
          </Button>
        ) : null}
        {mayPublish ? (
          <Button busy={busy} onClick={() => void act(() => publishArticle(client, article.id))}>
            {intl.formatMessage(messages.publishNow)}
          </Button>
        ) : null}
        {status === 'published' && rights.unpublish ? (
          <Button variant="danger" busy={busy} onClick={() => void act(() => unpublishArticle(client, article.id))}>
            {intl.formatMessage(messages.unpublish)}
          </Button>
        ) : null}
        {status === 'scheduled' && rights.publish ? (
          <Button variant="secondary" busy={busy} onClick={() => void act(() => unpublishArticle(client, article.id))}>
            {intl.formatMessage(messages.cancelSchedule)}
          </Button>
        ) : null}
      </div>
      {mayPublish ? (
        <form className="article-editor__schedule" onSubmit={onSchedule} noValidate>
          <fieldset className="article-editor__group">
            <legend>{intl.formatMessage(messages.schedule)}</legend>
            <div className="field">
              <label htmlFor={scheduleId}>{intl.formatMessage(scheduleAtMessage, { zone: siteTimeZone })}</label>
              <input
                id={scheduleId}
                type="datetime-local"
                name="published_at"
                value={scheduleAt}
                aria-invalid={scheduleError === null ? undefined : true}
                aria-describedby={scheduleError === null ? undefined : scheduleErrorId}
                onChange={(event) => setScheduleAt(event.target.value)}
              />
              {scheduleError === null ? null : (
                <p id={scheduleErrorId} className="field__error">
                  {scheduleError}
                </p>
              )}
            </div>
            <Button type="submit" variant="secondary" busy={busy}>
              {intl.formatMessage(messages.schedule)}
            </Button>
          </fieldset>
        </form>
      ) : null}
      {failure === null ? null : (
        <p className="article-editor__failure" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
