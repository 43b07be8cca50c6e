import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';
import { Alert } from './alert';
import { Button } from './button';

/** A list or page that failed to load: the caller's message and a retry button. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert tone="danger">
      <p>{children}</p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage {...sharedMessages.retry} />
      </Button>
    </Alert>
  );
}
