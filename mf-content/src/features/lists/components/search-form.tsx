import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, CheckField, TextField } from '@tribune/shared';
import { searchQueryMaxLength, type SearchParams } from '../api/search-articles';
import '../lists.css';

const messages = defineMessages({
  form: {
    id: 'content.search.form',
    defaultMessage: 'Search the news',
    description: 'Accessible name of the search form',
  },
  query: {
    id: 'content.search.query',
    defaultMessage: 'Search for',
    description: 'Label of the search field',
  },
  inContent: {
    id: 'content.search.in-content',
    defaultMessage: 'Also search in the text of articles',
    description: 'Checkbox: search the article bodies too, not only the titles',
  },
  submit: {
    id: 'content.search.submit',
    defaultMessage: 'Search',
    description: 'Button that runs the search',
  },
  required: {
    id: 'content.search.required',
    defaultMessage: 'Type what to search for.',
    description: 'Under the search field when it was sent empty',
  },
});

interface SearchFormProps {
  /** The search the page shows (from its address). */
  initial: SearchParams;
  /** The API's message for the query (a 422), shown under the field. */
  error?: string;
  onSearch: (search: SearchParams) => void;
}

/**
 * ART-04's form: the query and the search-in-content checkbox. It is a real GET form on /search with
 * the API's field names (`query`, `content=on`), so it works before its script arrives; with the
 * script, a search changes the page's address and the page follows it. Give it a `key` of the shown
 * search, so it starts from the address again after a navigation.
 */
export function SearchForm({ initial, error, onSearch }: SearchFormProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(initial.query);
  const [inContent, setInContent] = useState(initial.inContent);
  const [empty, setEmpty] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    onSearch({ query: trimmed, inContent });
  }

  return (
    <form
      className="lists-search-form"
      role="search"
      aria-label={intl.formatMessage(messages.form)}
      action="/search"
      method="get"
      noValidate
      onSubmit={submit}
    >
      <div className="lists-search-form__row">
        <TextField
          label={intl.formatMessage(messages.query)}
          name="query"
          type="search"
          value={query}
          maxLength={searchQueryMaxLength}
          autoComplete="off"
          enterKeyHint="search"
          error={empty ? intl.formatMessage(messages.required) : error}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" className="lists-search-form__submit">
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
      <CheckField
        label={intl.formatMessage(messages.inContent)}
        name="content"
        value="on"
        checked={inContent}
        onChange={(event) => setInContent(event.target.checked)}
      />
    </form>
  );
}
