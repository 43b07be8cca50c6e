import { useId } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Button, sharedMessages } from '@tribune/shared';
import { maxClaps, type ClapResourceType } from '../api/get-resource-claps';
import { useClap } from '../hooks/use-clap';
import './claps.css';

const messages = {
  heading: defineMessage({
    id: 'content.claps.heading',
    defaultMessage: 'Did you like this article?',
    description: 'Claps (RES-01) under an article: the question above the clap button',
  }),
  clap: defineMessage({
    id: 'content.claps.clap',
    defaultMessage: 'Clap',
    description: 'Claps: the button that gives the article one clap (a reader may clap up to 50 times)',
  }),
  count: defineMessage<{ count: number }>({
    id: 'content.claps.count',
    defaultMessage: '{count, plural, one {# clap} other {# claps}}',
    description: 'Claps: how many claps the article has',
  }),
  mine: defineMessage<{ count: number }>({
    id: 'content.claps.mine',
    defaultMessage: '{count, plural, one {You clapped once} other {You clapped # times}}',
    description: 'Claps: how many of the claps are the reader’s own',
  }),
  spent: defineMessage<{ max: number }>({
    id: 'content.claps.spent',
    defaultMessage: 'You gave this article all your {max} claps. Thank you!',
    description: 'Claps: shown when the reader has clapped the most one reader may ({max})',
  }),
  failed: defineMessage({
    id: 'content.claps.failed',
    defaultMessage: 'Your clap could not be saved. Please try again.',
    description: 'Claps: a clap failed (network, too many at once)',
  }),
  loadFailed: defineMessage({
    id: 'content.claps.load-failed',
    defaultMessage: 'The claps could not be loaded.',
    description: 'Claps: loading the count failed',
  }),
};

/**
 * ART-01 / RES-01: the clap button and count under an article. Logged-in readers clap as themselves,
 * guests by their visitor id (the API counts both, up to 50 claps each).
 */
export function ArticleClaps({ resourceType, resourceId }: { resourceType: ClapResourceType; resourceId: number }) {
  const intl = useIntl();
  const headingId = useId();
  const { claps, loadFailed, clapFailed, spent, clap, retry } = useClap(resourceType, resourceId);
  return (
    <section className="content-claps" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-claps__heading">
        {intl.formatMessage(messages.heading)}
      </h2>
      {loadFailed ? (
        <p className="content-claps__note">
          {intl.formatMessage(messages.loadFailed)}{' '}
          <Button variant="ghost" onClick={retry}>
            {intl.formatMessage(sharedMessages.retry)}
          </Button>
        </p>
      ) : (
        <div className="content-claps__row">
          <Button
            variant="secondary"
            className="content-claps__button"
            // No claps loaded yet, or none left: the button waits, it does not vanish.
            disabled={claps === undefined || spent}
            onClick={clap}
          >
            <span className="content-claps__hands" aria-hidden="true">
              👏
            </span>
            {intl.formatMessage(messages.clap)}
          </Button>
          {claps ? (
            <p className="content-claps__count" aria-live="polite">
              <strong>{intl.formatMessage(messages.count, { count: claps.claps_count })}</strong>
              {claps.visitors_string ? <span> · {claps.visitors_string}</span> : null}
              {claps.my_claps > 0 ? (
                <span className="content-claps__mine">
                  {' '}
                  ·{' '}
                  {spent
                    ? intl.formatMessage(messages.spent, { max: maxClaps })
                    : intl.formatMessage(messages.mine, { count: claps.my_claps })}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      )}
      {clapFailed ? (
        <p className="content-claps__note" role="alert">
          {intl.formatMessage(messages.failed)}
        </p>
      ) : null}
    </section>
  );
}
