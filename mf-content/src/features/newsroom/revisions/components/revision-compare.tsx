import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, failureText } from '@tribune/shared';
import { useRevision } from '../../api/get-revision';
import { useListTags } from '../../api/list-tags';
import { articleEditorMessages } from '../../article-editor/components/article-editor-messages';
import type { ArticleFormValues } from '../../article-editor/lib/article-form';
import { revisionChanges, type ComparedField, type ComparedValue } from '../lib/revision-changes';
import { BodyDiff } from './body-diff';
import {
  compareHeadingMessage,
  restoreFailedMessage,
  restoreQuestionMessage,
  revisionsMessages as messages,
} from './revisions-messages';

interface RevisionCompareProps {
  articleId: number;
  number: number;
  /** The article as the editor has it now. */
  values: ArticleFormValues;
  /** Whether the caller may edit the article (and so restore). */
  mayRestore: boolean;
  /** Restores the revision; rejects on a failure to tell here (a 409 is the editor's to show). */
  onRestore: (number: number) => Promise<void>;
}

/** The form's own labels name the fields, so the compare reads as the form does. */
const fieldLabels = {
  title: articleEditorMessages.title,
  bTitle: articleEditorMessages.bTitle,
  abTesting: articleEditorMessages.abTesting,
  excerpt: articleEditorMessages.excerpt,
  primaryTag: articleEditorMessages.primaryTag,
  tags: messages.otherTags,
  kind: articleEditorMessages.kind,
  isSticky: articleEditorMessages.sticky,
  hideInLists: articleEditorMessages.hideInLists,
  webPush: articleEditorMessages.webPush,
  fixtureId: articleEditorMessages.fixtureId,
  image: articleEditorMessages.image,
  seoTitle: articleEditorMessages.seoTitle,
  seoDescription: articleEditorMessages.seoDescription,
} satisfies Record<ComparedField, unknown>;

const kindLabels = {
  news: articleEditorMessages.kindNews,
  photo_report: articleEditorMessages.kindPhotoReport,
  bio: articleEditorMessages.kindBio,
} as const;

function shown(value: ComparedValue, intl: IntlShape): ReactNode {
  switch (value.type) {
    case 'flag':
      return intl.formatMessage(value.on ? messages.on : messages.off);
    case 'kind':
      return intl.formatMessage(kindLabels[value.kind]);
    case 'text':
      return value.text === '' ? <em>{intl.formatMessage(messages.emptyValue)}</em> : value.text;
  }
}

/**
 * NR-04: one revision against the article now: the fields that differ (then → now) and the body as a
 * word diff; and its restore, asked twice. A restore saves what is unsaved first, so the text on screen
 * becomes a revision too and nothing is lost.
 */
export function RevisionCompare({ articleId, number, values, mayRestore, onRestore }: RevisionCompareProps) {
  const intl = useIntl();
  const { data: revision, error } = useRevision(articleId, number);
  const { data: tags } = useListTags();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const heading = <h3 className="revisions__heading">{intl.formatMessage(compareHeadingMessage, { number })}</h3>;
  if (revision === undefined) {
    return (
      <section className="revisions__compare" aria-label={intl.formatMessage(compareHeadingMessage, { number })}>
        {heading}
        {error === undefined ? (
          <p role="status">{intl.formatMessage(messages.compareLoading)}</p>
        ) : (
          <p role="alert">{intl.formatMessage(messages.compareFailed)}</p>
        )}
      </section>
    );
  }

  const changes = revisionChanges(revision.article, values, tags);
  const bodyDiffers = revision.article.content !== values.content;

  const restore = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onRestore(number);
    } catch (restoreError) {
      setFailure(
        intl.formatMessage(restoreFailedMessage, {
          reason: failureText(restoreError, intl, 'restoring an article revision'),
        }),
      );
      setBusy(false);
    }
  };

  return (
    <section className="revisions__compare" aria-label={intl.formatMessage(compareHeadingMessage, { number })}>
      {heading}
      {changes.length === 0 && !bodyDiffers ? <p>{intl.formatMessage(messages.same)}</p> : null}
      {changes.length === 0 ? null : (
        <table className="revisions__fields">
          <caption>{intl.formatMessage(messages.fieldsHeading)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.field)}</th>
              <th scope="col">{intl.formatMessage(messages.then)}</th>
              <th scope="col">{intl.formatMessage(messages.now)}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{intl.formatMessage(fieldLabels[change.field])}</th>
                <td>{shown(change.then, intl)}</td>
                <td>{shown(change.now, intl)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {bodyDiffers ? (
        <div className="revisions__body">
          <h4>{intl.formatMessage(messages.bodyHeading)}</h4>
          <BodyDiff thenHtml={revision.article.content} nowHtml={values.content} />
        </div>
      ) : null}
      {!mayRestore ? null : confirming ? (
        <div className="revisions__confirm" role="group" aria-label={intl.formatMessage(messages.restore)}>
          <p>{intl.formatMessage(restoreQuestionMessage, { number })}</p>
          <div className="article-editor__buttons">
            <Button variant="danger" busy={busy} onClick={() => void restore()}>
              {intl.formatMessage(messages.restoreConfirm)}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {intl.formatMessage(messages.restore)}
        </Button>
      )}
      {failure === null ? null : (
        <p className="article-editor__failure" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
