import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLiveMatches } from '../../../lib/api/get-live-matches';
import { FixtureRow } from '../../../components/fixture-row';
import { matchPreviewMessages as messages } from './match-preview-messages';

/** Beside a live match: the other matches being played now, each a link to its page (MC-03 keeps them live). */
export function OtherLiveMatches({ fixtureId }: { fixtureId: number }) {
  const intl = useIntl();
  const headingId = useId();
  const { data } = useLiveMatches();
  const others = (data ?? []).filter((match) => match.id !== fixtureId);
  if (others.length === 0) return null;
  return (
    <section className="match-card match-other-live" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-section__title">
        {intl.formatMessage(messages.otherLive)}
      </h2>
      <ul className="fixture-list">
        {others.map((match) => (
          <FixtureRow key={match.id} fixture={match} compact />
        ))}
      </ul>
    </section>
  );
}
