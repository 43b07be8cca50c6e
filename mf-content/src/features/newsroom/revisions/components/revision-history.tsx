import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, formatInSiteTimeZone, Modal, parseIsoInstant, useApiClient, useTenant } from '@tribune/shared';
import type { NewsroomArticle } from '../../api/get-article';
import { useListRevisions, type NewsroomRevisionSummary } from '../../api/list-revisions';
import { restoreRevision } from '../../api/restore-revision';
import type { ArticleFormValues } from '../../article-editor/lib/article-form';
import { relativeTimeParts } from '../../list/lib/relative-time';
import { RevisionCompare } from './revision-compare';
import {
  historyCountMessage,
  revisionTitleMessage,
  revisionsMessages as messages,
  savedByMessage,
  savedByNobodyMessage,
} from './revisions-messages';
import './revisions.css';

interface RevisionHistoryProps {
  articleId: number;
  /** The article's version: a new one (a save) counts the revisions again. */
  version: number;
  /** The article as the editor has it now, to compare with. */
  values: ArticleFormValues;
  mayRestore: boolean;
  /**
   * The editor's way to take an article answered on its version (the draft's `replaceFromVersion`):
   * true once it shows it; false when it did not happen for a reason the editor shows (someone saved
   * since: the conflict; an unsaved change refused).
   */
  replaceFromVersion: (request: (version: number) => Promise<NewsroomArticle>) => Promise<boolean>;
}

interface RevisionItemProps {
  revision: NewsroomRevisionSummary;
  now: number;
  selected: boolean;
  onSelect: () => void;
}

/** One save in the list: its number, who and when (relative, and exact on the site's clock), autosave or not. */
function RevisionItem({ revision, now, selected, onSelect }: RevisionItemProps) {
  const intl = useIntl();
  const { language } = useTenant();
  const savedAt = parseIsoInstant(revision.saved_at);
  const relative = savedAt === null ? null : relativeTimeParts(savedAt, now);
  const when = {
    relative: relative === null ? '' : intl.formatRelativeTime(relative.value, relative.unit, { numeric: 'auto' }),
    time: savedAt === null ? '' : formatInSiteTimeZone(savedAt, language, 'dd-LL-yyyy HH:mm'),
  };
  return (
    <li className={`revisions__item${selected ? ' revisions__item--selected' : ''}`}>
      <p className="revisions__item-title">
        <strong>{intl.formatMessage(revisionTitleMessage, { number: revision.number })}</strong>{' '}
        <span className={`revisions__badge${revision.autosave ? ' revisions__badge--autosave' : ''}`}>
          {intl.formatMessage(revision.autosave ? messages.autosave : messages.manualSave)}
        </span>
      </p>
      <p className="revisions__item-who">
        <time dateTime={revision.saved_at}>
          {revision.saved_by === null
            ? intl.formatMessage(savedByNobodyMessage, when)
            : intl.formatMessage(savedByMessage, { ...when, name: revision.saved_by.name })}
        </time>
      </p>
      <Button
        variant="ghost"
        aria-pressed={selected}
        aria-label={`${intl.formatMessage(messages.compare)}: ${intl.formatMessage(revisionTitleMessage, { number: revision.number })}`}
        onClick={onSelect}
      >
        {intl.formatMessage(messages.compare)}
      </Button>
    </li>
  );
}

/**
 * NR-04: the editor sidebar's "History (N revisions)" and its dialog: every save of the article, newest
 * first, each to compare with the article now and to restore.
 */
export function RevisionHistory({ articleId, version, values, mayRestore, replaceFromVersion }: RevisionHistoryProps) {
  const intl = useIntl();
  const client = useApiClient();
  const { data: revisions, error, mutate } = useListRevisions(articleId, version);
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);

  const show = () => {
    setOpenedAt(Date.now());
    setSelected(null);
    setOpen(true);
    void mutate();
  };
  const restore = async (number: number) => {
    // Done, or the editor tells why not (the conflict): either way the editor is where to look now.
    await replaceFromVersion((current) => restoreRevision(client, articleId, number, current));
    setOpen(false);
  };

  return (
    <div className="revisions__entry">
      <Button variant="secondary" onClick={show}>
        {revisions === undefined
          ? intl.formatMessage(messages.history)
          : intl.formatMessage(historyCountMessage, { count: revisions.length })}
      </Button>
      {open ? (
        <Modal title={intl.formatMessage(messages.dialog)} onClose={() => setOpen(false)} className="revisions">
          <div className="revisions__layout">
            <section className="revisions__list" aria-label={intl.formatMessage(messages.listHeading)}>
              <h3 className="revisions__heading">{intl.formatMessage(messages.listHeading)}</h3>
              {revisions === undefined && error === undefined ? (
                <p role="status">{intl.formatMessage(messages.loading)}</p>
              ) : null}
              {revisions === undefined && error !== undefined ? (
                <p role="alert">{intl.formatMessage(messages.listFailed)}</p>
              ) : null}
              {revisions?.length === 0 ? <p>{intl.formatMessage(messages.empty)}</p> : null}
              {revisions === undefined || revisions.length === 0 ? null : (
                <ol className="revisions__items">
                  {revisions.map((revision) => (
                    <RevisionItem
                      key={revision.number}
                      revision={revision}
                      now={openedAt}
                      selected={selected === revision.number}
                      onSelect={() => setSelected(revision.number)}
                    />
                  ))}
                </ol>
              )}
            </section>
            {selected === null ? null : (
              <RevisionCompare
                key={selected}
                articleId={articleId}
                number={selected}
                values={values}
                mayRestore={mayRestore}
                onRestore={restore}
              />
            )}
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
