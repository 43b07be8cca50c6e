import type { FixtureStatus } from '../schema';

/**
 * When fans may vote (docs/decisions/0013): from kick-off until 24 hours after the final whistle.
 * Long enough for an evening match to be rated the next day, short enough that the vote is about that
 * match and closes before the next round is played (rounds are at least two days apart).
 */
export const VOTING_STAYS_OPEN_MS = 24 * 60 * 60 * 1000;

/**
 * The final whistle of a match we did not play ourselves (seeded results, a provider's match without a
 * simulation): 45 + 15 (break) + 45 minutes and a usual amount of stoppage time after kick-off.
 */
export const NOMINAL_MATCH_LENGTH_MS = 115 * 60 * 1000;

type VotingState = 'upcoming' | 'open' | 'closed';

interface VotingWindow {
  state: VotingState;
  opensAt: Date;
  /** Null while the match is being played: it closes a day after a final whistle that has not come. */
  closesAt: Date | null;
}

interface VotingFixture {
  status: FixtureStatus;
  kickoffAt: Date;
  /** When the simulator finished the match; null when it is not finished or was not simulated. */
  finishedAt: Date | null;
}

const PLAYING: ReadonlySet<FixtureStatus> = new Set(['live', 'half-time']);

/** The window of one fixture at `now`. A fixture that is never played (postponed, cancelled) stays closed. */
export function votingWindow(fixture: VotingFixture, now: Date): VotingWindow {
  const opensAt = fixture.kickoffAt;
  if (fixture.status === 'postponed' || fixture.status === 'cancelled') {
    return { state: 'closed', opensAt, closesAt: null };
  }
  if (fixture.status === 'scheduled') return { state: 'upcoming', opensAt, closesAt: null };
  if (PLAYING.has(fixture.status)) return { state: 'open', opensAt, closesAt: null };
  const fullTime = fixture.finishedAt ?? new Date(fixture.kickoffAt.getTime() + NOMINAL_MATCH_LENGTH_MS);
  const closesAt = new Date(fullTime.getTime() + VOTING_STAYS_OPEN_MS);
  return { state: now < closesAt ? 'open' : 'closed', opensAt, closesAt };
}
