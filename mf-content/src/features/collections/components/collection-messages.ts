import { defineMessage, defineMessages } from 'react-intl';

/** COL-01's texts (the collection pages), ids `content.collection.*`. */
export const collectionMessages = defineMessages({
  listTitle: {
    id: 'content.collection.list.title',
    defaultMessage: 'Collections',
    description: 'Heading of the page listing the site’s collections',
  },
  listEmpty: {
    id: 'content.collection.list.empty',
    defaultMessage: 'There are no collections yet.',
    description: 'Collections page: the site has none',
  },
  listFailed: {
    id: 'content.collection.list.failed',
    defaultMessage: 'The collections could not be loaded.',
    description: 'Collections page: loading the list failed',
  },
  loadFailed: {
    id: 'content.collection.load-failed',
    defaultMessage: 'This collection could not be loaded.',
    description: 'Collection page: loading the collection failed (not a 404)',
  },
  itemsFailed: {
    id: 'content.collection.items-failed',
    defaultMessage: 'The items could not be loaded.',
    description: 'Collection page: loading the items failed',
  },
  moreFailed: {
    id: 'content.collection.more-failed',
    defaultMessage: 'More items could not be loaded. Try again.',
    description: 'Collection page: loading the next page of items failed',
  },
  notFoundTitle: {
    id: 'content.collection.not-found.title',
    defaultMessage: 'Collection not found',
    description: 'Heading when a collection does not exist',
  },
  notFoundText: {
    id: 'content.collection.not-found.text',
    defaultMessage: 'There is no collection at this address.',
    description: 'Explanation when a collection does not exist (the API answered 404)',
  },
  notFoundHome: {
    id: 'content.collection.not-found.home',
    defaultMessage: 'Go to the latest news',
    description: 'Link from a not-found collection to the home page',
  },
  filters: {
    id: 'content.collection.filters',
    defaultMessage: 'Filters',
    description: 'Heading and accessible name of the collection page’s filter sidebar',
  },
  clearFilters: {
    id: 'content.collection.clear-filters',
    defaultMessage: 'Clear all filters',
    description: 'Collection page: button removing every filter',
  },
  sortLabel: {
    id: 'content.collection.sort.label',
    defaultMessage: 'Sort by',
    description: 'Label of the collection page’s sort dropdown',
  },
  sortDefault: {
    id: 'content.collection.sort.default',
    defaultMessage: 'Name (A–Z)',
    description: 'Sort dropdown: the default order, by the items’ names',
  },
  empty: {
    id: 'content.collection.empty',
    defaultMessage: 'No items match these filters.',
    description: 'Collection page: nothing matches the filters (first page)',
  },
  items: {
    id: 'content.collection.items',
    defaultMessage: 'Items',
    description: 'Accessible name of the list of a collection’s items',
  },
  loadMore: {
    id: 'content.collection.load-more',
    defaultMessage: 'Show more items',
    description: 'Collection page: button loading the next page of items',
  },
  loadingMore: {
    id: 'content.collection.loading-more',
    defaultMessage: 'Loading…',
    description: 'Collection page: the next page of items is loading',
  },
  optionsFailed: {
    id: 'content.collection.options-failed',
    defaultMessage: 'The other options could not be loaded.',
    description: 'Collection page: loading a filter’s other options failed',
  },
  dateFrom: {
    id: 'content.collection.date.from',
    defaultMessage: 'From',
    description: 'A date filter: the first day (MM/DD/YYYY)',
  },
  dateTo: {
    id: 'content.collection.date.to',
    defaultMessage: 'To',
    description: 'A date filter: the last day (MM/DD/YYYY)',
  },
  dateFormat: {
    id: 'content.collection.date.format',
    defaultMessage: 'MM/DD/YYYY',
    description: 'The date format the date filter takes (spec: MM/DD/YYYY); shown as a hint',
  },
  dateInvalid: {
    id: 'content.collection.date.invalid',
    defaultMessage: 'Write the date as MM/DD/YYYY, for example 05/31/1990.',
    description: 'A date filter: what was typed is not a date MM/DD/YYYY',
  },
  dateOrder: {
    id: 'content.collection.date.order',
    defaultMessage: 'The first day comes after the last.',
    description: 'A date filter: from is after to',
  },
  dateApply: {
    id: 'content.collection.date.apply',
    defaultMessage: 'Apply',
    description: 'A date filter: button applying the typed dates',
  },
});

export const listDescriptionMessage = defineMessage<{ name: string }>({
  id: 'content.collection.list.description',
  defaultMessage: 'Browse the collections of {name}: players, trophies and more.',
  description: 'Meta description of the collections page; {name} is the site',
});

export const itemCountMessage = defineMessage<{ count: number }>({
  id: 'content.collection.list.item-count',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
  description: 'Collections page: how many items a collection holds',
});

export const shownOfTotalMessage = defineMessage<{ shown: string; total: string }>({
  id: 'content.collection.shown-of-total',
  defaultMessage: '{shown} of {total}',
  description: 'Collection page: how many items are shown of those that match the filters, e.g. “24 of 312”',
});

export const moreThanCountMessage = defineMessage<{ count: string }>({
  id: 'content.collection.more-than',
  defaultMessage: 'more than {count}',
  description:
    'Collection page: the total of “24 of more than 1,000” when so many items match that the site stopped counting; {count} is a formatted number',
});

export const sortAscendingMessage = defineMessage<{ field: string }>({
  id: 'content.collection.sort.ascending',
  defaultMessage: '{field}, ascending',
  description: 'Sort dropdown: a field from low to high; {field} is its label',
});

export const sortDescendingMessage = defineMessage<{ field: string }>({
  id: 'content.collection.sort.descending',
  defaultMessage: '{field}, descending',
  description: 'Sort dropdown: a field from high to low; {field} is its label',
});

export const optionLabelMessage = defineMessage<{ value: string; count: number }>({
  id: 'content.collection.option',
  defaultMessage: '{value} ({count})',
  description: 'A text filter’s checkbox: the value and how many items have it',
});

export const rangeMinMessage = defineMessage<{ field: string }>({
  id: 'content.collection.range.min',
  defaultMessage: 'Minimum {field}',
  description: 'Accessible name of a slider’s lower handle; {field} is the filter',
});

export const rangeMaxMessage = defineMessage<{ field: string }>({
  id: 'content.collection.range.max',
  defaultMessage: 'Maximum {field}',
  description: 'Accessible name of a slider’s upper handle; {field} is the filter',
});

export const rangeValueMessage = defineMessage<{ min: string; max: string }>({
  id: 'content.collection.range.value',
  defaultMessage: '{min} – {max}',
  description: 'A slider’s chosen range, lower to upper',
});
