import type { FixtureDetailRecord, FixtureDetailRepository } from './fixture-detail-repository';
import { toFixtureDetailView, type FixtureDetailView } from './fixture-detail-view';

/**
 * Reads one fixture and all its page shows, in parallel once the fixture is known; undefined for an
 * unknown fixture. Shared by the match centre's and the data service's fixture endpoints.
 */
export async function loadFixtureDetail(
  repository: FixtureDetailRepository,
  fixtureId: number,
  language: 'en' | 'nl',
): Promise<{ fixture: FixtureDetailRecord; view: FixtureDetailView } | undefined> {
  const fixture = await repository.fixture(fixtureId);
  if (!fixture) return undefined;
  const [events, squads, simulation, statistics] = await Promise.all([
    repository.events(fixture),
    repository.squads([fixture.home.id, fixture.away.id]),
    repository.simulation(fixture.id),
    repository.statistics(fixture.id),
  ]);
  return { fixture, view: toFixtureDetailView({ fixture, events, squads, simulation, statistics, language }) };
}
