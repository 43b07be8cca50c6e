import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { CheckField, TextField } from '@tribune/shared';
import { useListTags } from '../../api/list-tags';
import './secondary-tags-field.css';

/** NR-02: how many tags an article may have besides its primary one (the API's `maxSecondaryTags`). */
const maxSecondaryTags = 10;

/** Above this many tags to choose from, a search narrows the list. */
const searchFrom = 8;

const messages = defineMessages({
  legend: {
    id: 'content.newsroom.editor.more-tags',
    defaultMessage: 'More tags',
    description: 'NR-02: legend of the article’s other tags besides the primary one (a list of checkboxes)',
  },
  full: {
    id: 'content.newsroom.editor.more-tags-full',
    defaultMessage: 'That is the most: remove one to choose another.',
    description: 'NR-02: after the “More tags” hint when the article has as many other tags as it may',
  },
  chosen: {
    id: 'content.newsroom.editor.more-tags-chosen',
    defaultMessage: 'Chosen tags',
    description: 'NR-02: accessible name of the list of chosen other tags (each with a remove button)',
  },
  search: {
    id: 'content.newsroom.editor.more-tags-search',
    defaultMessage: 'Find a tag',
    description: 'NR-04: label of the search box above the list of tags to choose',
  },
  noMatch: {
    id: 'content.newsroom.editor.more-tags-no-match',
    defaultMessage: 'No tag is called that.',
    description: 'NR-04: the list of tags to choose when the search finds none',
  },
  loading: {
    id: 'content.newsroom.editor.more-tags-loading',
    defaultMessage: 'Loading the tags…',
    description: 'NR-04: while the site’s tags are fetched for “More tags”',
  },
  loadFailed: {
    id: 'content.newsroom.editor.more-tags-load-failed',
    defaultMessage: 'The tags could not be loaded. The chosen ones stay.',
    description: 'NR-04: the site’s tags could not be fetched for “More tags”; those already chosen are kept',
  },
});

const hintMessage = defineMessage<{ count: number; max: number }>({
  id: 'content.newsroom.editor.more-tags-hint',
  defaultMessage: 'The article is also listed on these tags’ pages. {count} of {max} chosen.',
  description: 'NR-04: under the legend of “More tags”; {count} chosen so far, {max} the most there may be',
});

const removeMessage = defineMessage<{ tag: string }>({
  id: 'content.newsroom.editor.more-tags-remove',
  defaultMessage: 'Remove {tag}',
  description: 'NR-02: accessible name of the button that takes {tag} off the article’s other tags',
});

interface SecondaryTagsFieldProps {
  /** The chosen tags' slugs, in the order they were chosen. */
  value: string[];
  /** The primary tag's slug: not one to choose here (the API refuses it among the others). */
  primaryTag: string;
  error?: string | undefined;
  onChange: (slugs: string[]) => void;
}

/**
 * NR-02: the article's other tags besides its primary one, each a checkbox of the site's tags (by
 * title; what is sent is the slug), at most ten. The chosen ones are listed first, in the order they
 * were chosen, each with a button to take it off; a tag the list does not hold (still loading, or no
 * longer there) stays chosen under its slug, so nothing is lost. The primary tag is never offered.
 */
export function SecondaryTagsField({ value, primaryTag, error, onChange }: SecondaryTagsFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [search, setSearch] = useState('');
  const { data: tags, error: loadError } = useListTags();
  const chosen = value.filter((slug) => slug !== primaryTag);
  const full = chosen.length >= maxSecondaryTags;
  const titleOf = (slug: string) => tags?.find((tag) => tag.slug === slug)?.title ?? slug;
  const choices = (tags ?? []).filter((tag) => tag.slug !== primaryTag);
  const words = search.trim().toLocaleLowerCase();
  const shown =
    words === '' ? choices : choices.filter((tag) => `${tag.title} ${tag.slug}`.toLocaleLowerCase().includes(words));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  function choose(slug: string, on: boolean) {
    if (on) {
      if (!chosen.includes(slug) && !full) onChange([...chosen, slug]);
    } else {
      onChange(chosen.filter((other) => other !== slug));
    }
  }

  return (
    <fieldset className="article-editor__group secondary-tags" aria-describedby={describedBy}>
      <legend>{intl.formatMessage(messages.legend)}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {intl.formatMessage(hintMessage, { count: chosen.length, max: maxSecondaryTags })}
        {full ? ` ${intl.formatMessage(messages.full)}` : null}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <ul className="secondary-tags__chosen" aria-label={intl.formatMessage(messages.chosen)}>
          {chosen.map((slug) => (
            <li key={slug} className="secondary-tags__chip">
              <span>{titleOf(slug)}</span>
              <button
                type="button"
                className="secondary-tags__remove"
                aria-label={intl.formatMessage(removeMessage, { tag: titleOf(slug) })}
                onClick={() => choose(slug, false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {loadError !== undefined ? (
        <p className="field__hint">{intl.formatMessage(messages.loadFailed)}</p>
      ) : tags === undefined ? (
        <p className="field__hint">{intl.formatMessage(messages.loading)}</p>
      ) : (
        <>
          {choices.length > searchFrom ? (
            <TextField
              label={intl.formatMessage(messages.search)}
              name="tags_search"
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          ) : null}
          {shown.length === 0 && words !== '' ? (
            <p className="field__hint">{intl.formatMessage(messages.noMatch)}</p>
          ) : (
            <ul className="secondary-tags__options">
              {shown.map((tag) => {
                const checked = chosen.includes(tag.slug);
                return (
                  <li key={tag.slug}>
                    <CheckField
                      label={tag.title}
                      name="tags"
                      value={tag.slug}
                      checked={checked}
                      disabled={full && !checked}
                      onChange={(event) => choose(tag.slug, event.target.checked)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
