import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';
import { Button } from './button';

/** ART-06: a load-more button that ignores clicks while its page is loading. */
export function LoadMoreButton({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  return (
    <Button variant="secondary" className="load-more" busy={loading} onClick={() => !loading && onLoadMore()}>
      <FormattedMessage {...(loading ? sharedMessages.loading : sharedMessages.loadMore)} />
    </Button>
  );
}

export function Spinner() {
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">
        <FormattedMessage {...sharedMessages.loading} />
      </span>
    </div>
  );
}
