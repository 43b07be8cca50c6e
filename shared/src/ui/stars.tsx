import { useIntl } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';

interface StarsProps {
  value: number;
  max?: number;
  /** When given, the stars are buttons that choose a rating. */
  onChange?: (value: number) => void;
  name?: string;
}

export function Stars({ value, max = 5, onChange, name }: StarsProps) {
  const intl = useIntl();
  const label = intl.formatMessage(sharedMessages.rating, { value, max });
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  if (!onChange) {
    return (
      <span className="stars" role="img" aria-label={label}>
        {stars.map((star) => (
          <span key={star} className={star <= value ? 'stars__star stars__star--on' : 'stars__star'} aria-hidden="true">
            ★
          </span>
        ))}
      </span>
    );
  }
  return (
    <span className="stars" role="radiogroup" aria-label={name ?? label}>
      {stars.map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={star === value}
          aria-label={intl.formatMessage(sharedMessages.rating, { value: star, max })}
          className={star <= value ? 'stars__star stars__star--on' : 'stars__star'}
          onClick={() => onChange(star)}
        >
          ★
        </button>
      ))}
    </span>
  );
}
