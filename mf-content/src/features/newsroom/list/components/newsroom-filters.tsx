import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, SelectField, TextField } from '@tribune/shared';
import type { NewsroomArticleFilters, NewsroomArticleRow } from '../../api/list-articles';
import { useListAuthors } from '../../api/list-authors';
import { useListTags } from '../../api/list-tags';
import { newsroomStates } from '../lib/newsroom-filters';
import { authorNumberMessage, newsroomListMessages as messages } from './newsroom-list-messages';
import { stateLabels } from './newsroom-state';

interface NewsroomFiltersProps {
  filters: NewsroomArticleFilters;
  /** The rows shown now: the author select and the tag suggestions are made of them. */
  rows: readonly NewsroomArticleRow[];
  /** A guest author lists only their own articles, so they get no author filter. */
  showAuthor: boolean;
  onApply: (filters: NewsroomArticleFilters) => void;
}

/**
 * NR-01: the list's filters as a GET form (`role="search"`): state, author, tag (primary or another)
 * and the full text search. Applying them writes the address (page 1); the list follows the address.
 * The tag is a select of the tenant's tags (the pickers' list); until that list is there, or should it
 * fail, a field for the slug that suggests the tags of the rows shown. The author select offers the
 * tenant's authors to a manager (who may list them) and otherwise the authors of the rows shown; the
 * one chosen is always there.
 */
export function NewsroomFilters({ filters, rows, showAuthor, onApply }: NewsroomFiltersProps) {
  const intl = useIntl();
  const tagListId = useId();
  const { data: tagChoices } = useListTags();
  const { data: authorChoices } = useListAuthors();

  const authors = new Map<number, string>();
  for (const author of authorChoices ?? []) authors.set(author.id, author.name);
  for (const row of rows) authors.set(row.author.id, row.author.name);
  if (filters.author !== undefined && !authors.has(filters.author)) {
    authors.set(filters.author, intl.formatMessage(authorNumberMessage, { id: filters.author }));
  }
  const authorOptions = [...authors]
    .sort(([, a], [, b]) => a.localeCompare(b, intl.locale))
    .map(([id, name]) => ({ value: String(id), label: name }));
  const tags = [...new Set(rows.map((row) => row.primary_tag).filter((tag) => tag !== ''))].sort();
  const tagOptions = (tagChoices ?? []).map((tag) => ({ value: tag.slug, label: tag.title }));
  if (filters.tag !== undefined && tagOptions.length > 0 && !tagOptions.some((tag) => tag.value === filters.tag)) {
    tagOptions.push({ value: filters.tag, label: filters.tag });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = (name: string) => {
      const control = form.elements.namedItem(name);
      const value =
        control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value.trim() : '';
      return value === '' ? undefined : value;
    };
    const state = field('state');
    const author = field('author');
    onApply({
      state: newsroomStates.find((known) => known === state),
      author: author === undefined ? undefined : Number(author),
      tag: field('tag'),
      q: field('q'),
      page: 1,
    });
  }

  return (
    <form
      className="newsroom-filters"
      role="search"
      aria-label={intl.formatMessage(messages.filters)}
      action="/newsroom"
      method="get"
      onSubmit={onSubmit}
    >
      <SelectField
        label={intl.formatMessage(messages.state)}
        name="state"
        defaultValue={filters.state ?? ''}
        emptyLabel={intl.formatMessage(messages.allStates)}
        options={newsroomStates.map((state) => ({
          value: state,
          label: state === 'draft' ? intl.formatMessage(messages.stateDrafts) : intl.formatMessage(stateLabels[state]),
        }))}
      />
      {showAuthor ? (
        <SelectField
          label={intl.formatMessage(messages.author)}
          name="author"
          defaultValue={filters.author === undefined ? '' : String(filters.author)}
          emptyLabel={intl.formatMessage(messages.allAuthors)}
          options={authorOptions}
          {...(authorChoices === undefined ? { hint: intl.formatMessage(messages.authorHint) } : {})}
        />
      ) : null}
      {tagOptions.length > 0 ? (
        <SelectField
          label={intl.formatMessage(messages.tag)}
          name="tag"
          defaultValue={filters.tag ?? ''}
          emptyLabel={intl.formatMessage(messages.allTags)}
          options={tagOptions}
        />
      ) : (
        <>
          <TextField
            label={intl.formatMessage(messages.tag)}
            name="tag"
            defaultValue={filters.tag ?? ''}
            maxLength={100}
            list={tagListId}
            autoComplete="off"
            hint={intl.formatMessage(messages.tagHint)}
          />
          <datalist id={tagListId}>
            {tags.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        </>
      )}
      <TextField
        label={intl.formatMessage(messages.search)}
        name="q"
        type="search"
        defaultValue={filters.q ?? ''}
        maxLength={200}
      />
      <div className="newsroom-filters__actions">
        <Button type="submit">{intl.formatMessage(messages.apply)}</Button>
        <Link to="/newsroom" className="newsroom-filters__clear">
          {intl.formatMessage(messages.clear)}
        </Link>
      </div>
    </form>
  );
}
