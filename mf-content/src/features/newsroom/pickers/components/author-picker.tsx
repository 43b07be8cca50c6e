import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@tribune/shared';
import { useListAuthors } from '../../api/list-authors';
import { authorByMessage, deskAuthorMessage, pickerMessages as messages } from './picker-messages';

interface AuthorPickerProps {
  /** The author a manager chose, as the form holds it; '' when none was chosen (the article keeps its own). */
  value: string;
  /** The article's author; null for an article not saved yet (it will be the one its writer writes as). */
  author: { id: number; name: string } | null;
  error?: string | undefined;
  onChange: (authorId: string) => void;
}

/**
 * NR-06: who the article is by. A manager (ACC-12) chooses one of the site's authors, sent as `author_id`;
 * everyone else writes as themselves and reads "By <name>". The API checks the role again.
 */
export function AuthorPicker({ value, author, error, onChange }: AuthorPickerProps) {
  const intl = useIntl();
  const id = useId();
  const { isManager, user } = useSession();
  const { data: authors, error: loadError } = useListAuthors();

  if (!isManager) {
    const name = author?.name ?? user?.name ?? user?.username ?? '';
    return <p className="article-editor__byline">{intl.formatMessage(authorByMessage, { name })}</p>;
  }

  const options = (authors ?? []).map((choice) => ({
    value: String(choice.id),
    label: choice.is_public ? choice.name : intl.formatMessage(deskAuthorMessage, { name: choice.name }),
  }));
  if (author !== null && !options.some((option) => option.value === String(author.id))) {
    options.unshift({ value: String(author.id), label: author.name });
  }
  const selected = value !== '' ? value : author === null ? '' : String(author.id);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{intl.formatMessage(messages.author)}</label>
      <select
        id={id}
        name="author_id"
        value={selected}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [loadError === undefined ? null : hintId, error ? errorId : null].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => onChange(event.target.value)}
      >
        {author === null ? <option value="">{intl.formatMessage(messages.authorSelf)}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {loadError === undefined ? null : (
        <p id={hintId} className="field__hint">
          {intl.formatMessage(messages.authorsLoadFailed)}
        </p>
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
