import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert, interruptionsAttribute, PageHead, sharedMessages, useSession } from '@tribune/shared';

type Session = ReturnType<typeof useSession>;

interface EditorsPageProps {
  title: string;
  description: string;
  /** The page's own path, for its canonical address. */
  path: string;
  /** What anyone who is not an editor reads instead. */
  editorsOnly: string;
  className: string;
  /**
   * Who may see the page once the session is known; managers (ACC-12) unless told otherwise. The
   * newsroom (issue 33) lets guest authors and junior editors in too.
   */
  mayView?: (session: Session) => boolean;
  /** The page itself, rendered for editors only. */
  children: ReactNode;
}

/**
 * An editors' page (/headline-tests, /smart-bar). The session lives in the browser (ACC-11), so the
 * server renders the loading state; once it is known, an editor (the manager flag, as the live blog's
 * editor panel checks it) gets the page and anyone else a clear message. The API checks the role again.
 */
export function EditorsPage({
  title,
  description,
  path,
  editorsOnly,
  className,
  mayView = (session) => session.isManager,
  children,
}: EditorsPageProps) {
  const intl = useIntl();
  const session = useSession();
  let body: ReactNode;
  if (!session.isRestored) {
    body = (
      <p role="status" className={`${className}__loading`}>
        {intl.formatMessage(sharedMessages.loading)}
      </p>
    );
  } else if (!(session.isLoggedIn && mayView(session))) {
    body = (
      <Alert tone="info">
        <p>{editorsOnly}</p>
      </Alert>
    );
  } else {
    body = children;
  }
  // The editors' tools are work pages: the fans' pop-up, overlay and club offer wait (decision 0028).
  return (
    <div className={className} {...{ [interruptionsAttribute]: 'blocked' }}>
      <PageHead title={title} description={description} path={path} />
      <h1>{title}</h1>
      {body}
    </div>
  );
}
