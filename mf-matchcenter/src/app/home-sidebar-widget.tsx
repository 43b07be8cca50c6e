import { useId } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Spinner, useRealtimeReconnect } from '@tribune/shared';
import { isLive, isOver, sortByKickOff, type Fixture } from '../lib/api/fixture-schema';
import { useHomepage } from '../lib/api/get-homepage';
import { FixtureRow } from '../components/fixture-row';
import { UpcomingFixture } from '../features/fixtures/components/upcoming-fixture';
import { RankingWindow } from '../features/rankings/components/ranking-window';
import { matchcenterMessages } from './matchcenter-messages';

/** MC-08: the home page shows 2 fixtures besides the next one. */
const homepageFixtureCount = 2;

/**
 * The first fixture that has not started, and the next fixtures after it: those being played (`live`,
 * never labelled as coming up) and those still to come (`comingUp`), `count` in all.
 */
export function pickHomepageFixtures(fixtures: readonly Fixture[], count = homepageFixtureCount) {
  const open = sortByKickOff(fixtures).filter((fixture) => !isOver(fixture));
  const upcoming = open.find((fixture) => !fixture.hasStarted && !isLive(fixture)) ?? null;
  const others = open.filter((fixture) => fixture !== upcoming).slice(0, count);
  const playing = (fixture: Fixture) => isLive(fixture) || fixture.hasStarted;
  return { upcoming, live: others.filter(playing), comingUp: others.filter((fixture) => !playing(fixture)) };
}

/**
 * The match centre's widget in the home page's sidebar (slot `home.sidebar`): the first upcoming match
 * with a countdown (MC-04), the next fixtures with live scores (MC-03, MC-08) and five rows of the
 * table (MC-08), of the league. The visitor's club (MC-11) has its own section at the top of the home
 * page (CLB-02), so the widget shows the rest of the league rather than the same club twice. A failure
 * hides it.
 */
export function HomeSidebarWidget() {
  const titleId = useId();
  const { data, error, isLoading, mutate } = useHomepage(null);
  useRealtimeReconnect(() => void mutate());
  if (error && !data) return null;
  const fixtures = data?.fixtures;
  const { upcoming, live, comingUp } = pickHomepageFixtures(fixtures ?? []);
  return (
    <section className="mc-widget card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title mc-widget__title">
        <FormattedMessage {...matchcenterMessages.sidebarTitle} />
      </h2>
      {isLoading && !data ? <Spinner /> : null}
      {fixtures && !upcoming && live.length === 0 && comingUp.length === 0 ? (
        <p className="mc-empty">
          <FormattedMessage {...matchcenterMessages.noUpcoming} />
        </p>
      ) : null}
      {upcoming ? <UpcomingFixture fixture={upcoming} /> : null}
      <FixtureGroup title={matchcenterMessages.liveNow} fixtures={live} />
      <FixtureGroup title={matchcenterMessages.comingUp} fixtures={comingUp} />
      {data ? <RankingWindow ranking={data.ranking} /> : null}
      <Link className="mc-widget__more" to="/matchcenter">
        <FormattedMessage {...matchcenterMessages.allMatches} />
      </Link>
    </section>
  );
}

/** A heading ("Live now", "Coming up") over its compact fixture rows; nothing without fixtures. */
function FixtureGroup({ title, fixtures }: { title: MessageDescriptor; fixtures: readonly Fixture[] }) {
  const headingId = useId();
  if (fixtures.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mc-widget__subtitle">
        <FormattedMessage {...title} />
      </h3>
      <ul className="fixture-list">
        {fixtures.map((fixture) => (
          <FixtureRow key={fixture.id} fixture={fixture} kickOffFormat="kick-off" compact />
        ))}
      </ul>
    </section>
  );
}
