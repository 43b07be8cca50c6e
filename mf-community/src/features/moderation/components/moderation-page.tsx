import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Alert, PageHead, Tabs, useSession } from '@tribune/shared';
import { moderationMessages } from './moderation-messages';
import { ModerationLog } from './moderation-log';
import { ReportedQueue } from './reported-queue';

/**
 * /community/moderation: the managers' queue of reported comments and the moderation log (ACC-12's
 * managers; the API refuses everyone else). Nothing of it is rendered on the server, which renders the
 * guest view; the session decides after hydration.
 */
export function ModerationPage() {
  const intl = useIntl();
  const titleId = useId();
  const { user, isRestored, isManager } = useSession();
  const title = intl.formatMessage(moderationMessages.title);
  const userId = user?.id ?? null;
  // Stable, so the deep-linked tabs (#reported, #log) do not re-read the hash on every render.
  const tabs = useMemo(
    () =>
      userId === null
        ? []
        : [
            {
              id: 'reported',
              label: intl.formatMessage(moderationMessages.reportedTab),
              content: <ReportedQueue userId={userId} />,
            },
            {
              id: 'log',
              label: intl.formatMessage(moderationMessages.logTab),
              content: <ModerationLog userId={userId} />,
            },
          ],
    [intl, userId],
  );
  return (
    <section className="mod-page" aria-labelledby={titleId}>
      <PageHead title={title} />
      <h1 id={titleId} className="cm-page__title">
        {title}
      </h1>
      {isRestored && (!user || !isManager) ? (
        <Alert tone="warning">{intl.formatMessage(moderationMessages.notAllowed)}</Alert>
      ) : null}
      {isRestored && user && isManager ? (
        <Tabs label={intl.formatMessage(moderationMessages.tabs)} deepLinked tabs={tabs} />
      ) : null}
    </section>
  );
}
