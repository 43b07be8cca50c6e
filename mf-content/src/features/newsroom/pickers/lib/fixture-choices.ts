import type { LeagueFixture, LeagueRounds } from '../../api/list-league-rounds';

/** How many rounds before and after the current one the match picker offers. */
const roundsAround = 2;

/** A round of the picker: its name and its matches, by kick-off. */
interface FixtureGroup {
  name: string;
  fixtures: LeagueFixture[];
}

/**
 * The match picker's rounds: the current one and the two before and after it (recent results and the
 * matches to come), and the round of the article's match when it is further away. `chosenFound` is false
 * when the article's match is in none of the season's rounds (another league, an older season).
 */
export function fixtureChoices(
  season: LeagueRounds | undefined,
  chosenId: number | null,
): { groups: FixtureGroup[]; chosenFound: boolean } {
  if (season === undefined) return { groups: [], chosenFound: false };
  const near = (round: number) => Math.abs(round - season.currentRound) <= roundsAround;
  const ofChosen = (fixtures: readonly LeagueFixture[]) => fixtures.some((fixture) => fixture.id === chosenId);
  const groups = season.rounds
    .filter((round) => near(round.round) || ofChosen(round.fixtures))
    .map((round) => ({ name: round.name, fixtures: round.fixtures }));
  return { groups, chosenFound: chosenId === null || groups.some((group) => ofChosen(group.fixtures)) };
}
