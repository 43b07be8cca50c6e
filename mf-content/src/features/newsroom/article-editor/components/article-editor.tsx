import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button, LoadError, sharedMessages } from '@tribune/shared';
import type { BodyEditorServices } from '../../body-editor';
import { useArticleDraft } from '../hooks/use-article-draft';
import { ArticleActions } from './article-actions';
import { articleEditorMessages as messages, notSavedMessage, savedAtMessage } from './article-editor-messages';
import { ArticleExcerptField, ArticleSettingsFields, ArticleTitleField } from './article-fields';
import { SaveConflictAlert } from './save-conflict-alert';
import { ArticleEditorsNotice } from '../../presence/article-editors-notice';
import { RevisionHistory } from '../../revisions/components/revision-history';
import { usePicturePicker } from '../../pictures/hooks/use-picture-picker';
import { AuthorPicker } from '../../pickers/components/author-picker';
import { usePollPicker } from '../../pickers/hooks/use-poll-picker';
import type { NewsroomEditorParts } from '../../pickers/lib/editor-parts';
import './article-editor.css';

// ProseMirror is most of the editor's weight: a chunk of its own, so the page's first chunk stays small.
const ArticleBodyEditor = lazy(() =>
  import(/* webpackChunkName: "newsroom-body-editor" */ '../../body-editor').then((module) => ({
    default: module.ArticleBodyEditor,
  })),
);

interface ArticleEditorProps {
  /** The article the address names; null for a new one. */
  articleId: number | null;
  /** The first save made the article: the page moves to its address (the editor stays as it is). */
  onCreated: (id: number) => void;
  /** The site's polls and embeds as readers see them, and the polls' form: the page composes them. */
  parts: NewsroomEditorParts;
}

/**
 * NR-04/NR-05: the newsroom's article editor: the text on the left (title, body, excerpt), settings,
 * save and actions on the right (one column on a phone: fields, then the actions). Saves itself 3 s
 * after the last change and when the page is hidden; Save saves now.
 */
export function ArticleEditor({ articleId, onCreated, parts }: ArticleEditorProps) {
  const intl = useIntl();
  const bodyLabelId = useId();
  const draft = useArticleDraft({ initialId: articleId, onCreated });
  const { values, article, status, fieldErrors, change, save, saveChanges } = draft;
  const { pickPoll, pickerElement: pollPicker } = usePollPicker(parts.renderNewPoll);
  const { pickPicture, pickerElement: picturePicker } = usePicturePicker();

  const services = useMemo<BodyEditorServices>(
    () => ({
      // A hook, called by every render of a poll card (see BodyEditorServices): it reads the polls' cache.
      loadPoll: parts.usePollQuestion,
      pickPoll,
      pickPicture,
      renderEmbedPreview: parts.renderEmbedPreview,
    }),
    [parts, pickPoll, pickPicture],
  );
  const onBodyChange = useCallback((html: string) => change('content', html), [change]);
  const saveNow = useCallback(() => save({ autosave: false }), [save]);

  if (draft.loadError !== null && article === null) {
    return <LoadError onRetry={() => void draft.reload()}>{intl.formatMessage(messages.loadFailed)}</LoadError>;
  }
  if (draft.loading && article === null) {
    return <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>;
  }

  let statusText = '';
  if (status.kind === 'saving') statusText = intl.formatMessage(messages.saving);
  else if (status.kind === 'saved')
    statusText = intl.formatMessage(savedAtMessage, {
      time: intl.formatTime(status.at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    });
  else if (status.kind === 'failed') statusText = intl.formatMessage(notSavedMessage, { reason: status.reason });
  else if (article === null) statusText = intl.formatMessage(messages.notSavedYet);

  return (
    <div className="article-editor">
      <div className="article-editor__main">
        <ArticleEditorsNotice articleId={article?.id ?? null} />
        {draft.conflict === null ? null : (
          <SaveConflictAlert message={draft.conflict} html={values.content} onReload={() => void draft.reload()} />
        )}
        <ArticleTitleField values={values} errors={fieldErrors} onChange={change} />
        <div className="field article-editor__body">
          <span id={bodyLabelId} className="article-editor__label">
            {intl.formatMessage(messages.body)}
          </span>
          <Suspense fallback={<p role="status">{intl.formatMessage(messages.bodyLoading)}</p>}>
            <ArticleBodyEditor
              key={draft.formGeneration}
              initialHtml={values.content}
              onChange={onBodyChange}
              labelledBy={bodyLabelId}
              services={services}
            />
          </Suspense>
          {fieldErrors.content === undefined ? null : <p className="field__error">{fieldErrors.content}</p>}
        </div>
        <ArticleExcerptField values={values} errors={fieldErrors} onChange={change} />
      </div>
      <aside className="article-editor__side" aria-label={intl.formatMessage(messages.settings)}>
        <AuthorPicker
          value={values.authorId}
          author={article?.author ?? null}
          error={fieldErrors.author_id}
          onChange={(authorId) => change('authorId', authorId)}
        />
        <ArticleSettingsFields values={values} errors={fieldErrors} onChange={change} />
        <div className="article-editor__save">
          <Button busy={status.kind === 'saving'} onClick={() => void saveNow()}>
            {intl.formatMessage(messages.save)}
          </Button>
          <p role="status" className="article-editor__status">
            {statusText}
          </p>
        </div>
        {article === null ? (
          <div className="article-editor__actions">
            <p className="article-editor__badge">{intl.formatMessage(messages.stateNew)}</p>
            <p className="article-editor__note">{intl.formatMessage(messages.actionsAfterSave)}</p>
          </div>
        ) : (
          <ArticleActions article={article} saveFirst={saveChanges} onDone={draft.applyArticle} />
        )}
        {article === null ? null : (
          <RevisionHistory
            articleId={article.id}
            version={article.version}
            values={values}
            mayRestore={article.rights.edit}
            replaceFromVersion={draft.replaceFromVersion}
          />
        )}
      </aside>
      {pollPicker}
      {picturePicker}
    </div>
  );
}
