/**
 * How a league's season is divided into groups with their own tables (MC-09 "grouped season
 * rankings"). Every league has the season table; the Keuken Kampioen Divisie also has four periods
 * ("periodes"), each with its own table, whose winners earn a place in the promotion play-offs. A real
 * provider delivers such groups as standings stages; the built-in provider knows them from here.
 */

interface Period {
  number: number;
  firstRound: number;
  lastRound: number;
}

const PERIODS: Record<string, readonly Period[]> = {
  'keuken-kampioen-divisie': [
    { number: 1, firstRound: 1, lastRound: 9 },
    { number: 2, firstRound: 10, lastRound: 19 },
    { number: 3, firstRound: 20, lastRound: 28 },
    { number: 4, firstRound: 29, lastRound: 38 },
  ],
};

export function periodsOf(leagueSlug: string): readonly Period[] {
  return PERIODS[leagueSlug] ?? [];
}
