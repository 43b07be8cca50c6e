import { useIntl } from 'react-intl';
import { SelectField } from '@tribune/shared';
import { useListTags } from '../../api/list-tags';
import { pickerMessages as messages } from './picker-messages';

interface TagPickerProps {
  /** The primary tag's slug; '' for none yet. */
  value: string;
  error?: string | undefined;
  onChange: (slug: string) => void;
}

/**
 * NR-02: the primary tag, one of the site's tags by title; what is sent is still its slug. A tag the list
 * does not hold (it is loading, or could not be had) stays chosen under its slug, so nothing is lost.
 */
export function TagPicker({ value, error, onChange }: TagPickerProps) {
  const intl = useIntl();
  const { data: tags, error: loadError } = useListTags();
  const options = (tags ?? []).map((tag) => ({ value: tag.slug, label: tag.title }));
  if (value !== '' && !options.some((option) => option.value === value)) options.unshift({ value, label: value });
  return (
    <SelectField
      label={intl.formatMessage(messages.tag)}
      name="primary_tag"
      required
      value={value}
      options={options}
      emptyLabel={intl.formatMessage(messages.tagChoose)}
      error={error}
      hint={intl.formatMessage(loadError === undefined ? messages.tagHint : messages.tagsLoadFailed)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
