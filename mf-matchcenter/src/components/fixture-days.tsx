import { useId } from 'react';
import type { Language } from '@tribune/shared';
import { formatInSiteTimeZone, parseIsoInstant, useTenant } from '@tribune/shared';
import { sortByKickOff, type Fixture } from '../lib/api/fixture-schema';
import { FixtureRow } from './fixture-row';

interface FixtureDay {
  /** yyyy-MM-dd in the site's time zone, or '' for fixtures without a readable date. */
  key: string;
  label: string;
  fixtures: Fixture[];
}

/** Fixtures in kick-off order, grouped by the local day they are played on ("Saturday 21 November"). */
function groupFixturesByDay(fixtures: readonly Fixture[], language: Language): FixtureDay[] {
  const days: FixtureDay[] = [];
  for (const fixture of sortByKickOff(fixtures)) {
    const kickOff = parseIsoInstant(fixture.date);
    const key = kickOff === null ? '' : formatInSiteTimeZone(kickOff, language, 'yyyy-LL-dd');
    let day = days.find((candidate) => candidate.key === key);
    if (!day) {
      day = {
        key,
        label: kickOff === null ? fixture.dateStr : formatInSiteTimeZone(kickOff, language, 'cccc d LLLL'),
        fixtures: [],
      };
      days.push(day);
    }
    day.fixtures.push(fixture);
  }
  return days;
}

/**
 * The fixtures of a round, one section per match day; with `predict`, each with the prediction game's
 * pick (CLB-04).
 */
export function FixtureDays({ fixtures, predict = false }: { fixtures: readonly Fixture[]; predict?: boolean }) {
  const { language } = useTenant();
  return (
    <div className="fixture-days">
      {groupFixturesByDay(fixtures, language).map((day) => (
        <FixtureDaySection key={day.key || 'unknown'} day={day} predict={predict} />
      ))}
    </div>
  );
}

function FixtureDaySection({ day, predict }: { day: FixtureDay; predict: boolean }) {
  const headingId = useId();
  return (
    <section className="fixture-day card" aria-labelledby={headingId}>
      <h3 id={headingId} className="fixture-day__title">
        {day.label}
      </h3>
      <ul className="fixture-list">
        {day.fixtures.map((fixture) => (
          <FixtureRow key={fixture.id} fixture={fixture} predict={predict} />
        ))}
      </ul>
    </section>
  );
}
