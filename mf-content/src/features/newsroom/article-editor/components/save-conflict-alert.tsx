import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import { plainTextOf } from '../lib/article-form';
import { articleEditorMessages as messages } from './article-editor-messages';

interface SaveConflictAlertProps {
  /** The API's 409 message: who saved the article since it was opened. */
  message: string;
  /** The body as the editor holds it now, for "Copy my text". */
  html: string;
  onReload: () => void;
}

/**
 * NR-04's "never a silent overwrite": someone saved the article after it was opened. The autosave has
 * stopped; the editor reloads the article (their changes go) or first copies their text. The copy puts
 * the HTML and the plain text on the clipboard; where the browser refuses, the text shows selected in a
 * text area, to copy by hand.
 */
export function SaveConflictAlert({ message, html, onReload }: SaveConflictAlertProps) {
  const intl = useIntl();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'manual'>('idle');
  const fallback = useRef<HTMLTextAreaElement>(null);
  const copyId = useId();

  useEffect(() => {
    if (copy !== 'manual') return;
    fallback.current?.focus();
    fallback.current?.select();
  }, [copy]);

  const copyText = async () => {
    const text = plainTextOf(html);
    try {
      if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/html': new Blob([html], { type: 'text/html' }),
            'text/plain': new Blob([text], { type: 'text/plain' }),
          }),
        ]);
      } else {
        await navigator.clipboard.writeText(text);
      }
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the text to copy by hand.
      setCopy('manual');
    }
  };

  return (
    <div className="article-editor__conflict" role="alert">
      <p>{message}</p>
      <p>{intl.formatMessage(messages.conflictStopped)}</p>
      <div className="article-editor__buttons">
        <Button onClick={onReload}>{intl.formatMessage(messages.conflictReload)}</Button>
        <Button variant="secondary" onClick={() => void copyText()}>
          {intl.formatMessage(messages.conflictCopy)}
        </Button>
      </div>
      {copy === 'copied' ? <p>{intl.formatMessage(messages.copied)}</p> : null}
      {copy === 'manual' ? (
        <div className="field">
          <label htmlFor={copyId}>{intl.formatMessage(messages.copyFallback)}</label>
          <textarea id={copyId} ref={fallback} readOnly rows={8} value={html} />
        </div>
      ) : null}
    </div>
  );
}
