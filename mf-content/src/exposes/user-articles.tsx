import { RemoteIntlProvider, type SlotProps } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import { UserArticles } from '../features/articles/components/user-articles';
import '../content.css';

/** Fills the slot `user.profile`: the articles the user wrote (PRF-01), hidden when there are none. */
export default function ContentUserArticles({ userId }: SlotProps['user.profile']) {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <UserArticles key={userId} userId={userId} />
    </RemoteIntlProvider>
  );
}
