import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';

/** Spec 000 §8: the no-data notice of the ranking page. `role="status"`, so it is read out when it appears. */
export function NoDataNotice({ message }: { message: MessageDescriptor }) {
  return (
    <p className="mc-empty no-data-notice" role="status">
      <FormattedMessage {...message} />
    </p>
  );
}
