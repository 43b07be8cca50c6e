import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { plainTextOf } from '../../article-editor/lib/article-form';
import { diffWords } from 'diff';
import { revisionsMessages as messages } from './revisions-messages';

interface BodyDiffProps {
  /** The revision's body (HTML). */
  thenHtml: string;
  /** The body on screen (HTML). */
  nowHtml: string;
}

/**
 * NR-04: the body of a revision against now, word by word, on the plain text (markup would drown the
 * words). What went is struck through in <del>, what came underlined in <ins>, each with a word for
 * screen readers before it, so the difference is never told by colour alone.
 */
export function BodyDiff({ thenHtml, nowHtml }: BodyDiffProps) {
  const intl = useIntl();
  const thenText = useMemo(() => plainTextOf(thenHtml), [thenHtml]);
  const nowText = useMemo(() => plainTextOf(nowHtml), [nowHtml]);
  const changes = useMemo(() => diffWords(thenText, nowText), [thenText, nowText]);

  if (thenText === nowText) {
    return (
      <p className="revisions__note">
        {intl.formatMessage(thenHtml === nowHtml ? messages.bodySame : messages.bodyLayoutOnly)}
      </p>
    );
  }
  return (
    <>
      <p className="revisions__note">{intl.formatMessage(messages.bodyLegend)}</p>
      <p className="revisions__body-diff">
        {changes.map((change, index) => {
          if (change.removed === true)
            return (
              <del key={index}>
                <span className="visually-hidden">{`${intl.formatMessage(messages.removed)} `}</span>
                {change.value}
              </del>
            );
          if (change.added === true)
            return (
              <ins key={index}>
                <span className="visually-hidden">{`${intl.formatMessage(messages.added)} `}</span>
                {change.value}
              </ins>
            );
          return <span key={index}>{change.value}</span>;
        })}
      </p>
    </>
  );
}
