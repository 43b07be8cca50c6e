import type { FixtureEventType, FixtureStatus, playerPositions } from '../schema';

/**
 * What the match centre needs from a source of football data (MC-14), in our own terms: a league's
 * season (clubs, squads, fixtures with their goals) and the fixtures that changed in a time window
 * (live scores). Two implementations: the built-in demo provider (demo-football-provider.ts, the
 * default) and the SportMonks v3 adapter (sportmonks-provider.ts, when a token is configured). The
 * sync (football-data-sync.ts) writes either one's records into our tables, and every read endpoint
 * reads only the tables, so both sources look and perform the same (docs/decisions/0014).
 *
 * Ids are the source's ids: the schema's keys are the provider's integers, never generated.
 */

export interface ProviderLeague {
  id: number;
  slug: string;
  name: string;
  country: string;
  /** The current season, e.g. `2026/2027`. */
  season: string;
}

export interface ProviderTeam {
  id: number;
  leagueId: number;
  slug: string;
  name: string;
  shortName: string;
  /** Three-letter code for scoreboards. */
  code: string;
  city: string;
  stadium: string;
  founded: number | null;
  primaryColor: string;
  secondaryColor: string;
  /** A path under /assets (demo) or the provider's image URL. */
  logoPath: string;
  coach: string | null;
  /** Match-model strengths; only the demo provider has them (they drive the simulator and the odds). */
  attack: number | null;
  defence: number | null;
}

export type PlayerPosition = (typeof playerPositions)[number];

export interface ProviderPlayer {
  id: number;
  teamId: number;
  firstName: string;
  lastName: string;
  commonName: string;
  displayName: string;
  nationality: string;
  position: PlayerPosition;
  shirtNumber: number | null;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string | null;
  imagePath: string | null;
}

/** A goal as the match centre shows it (penalties and own goals included; missed penalties are not goals). */
export interface ProviderGoal {
  id: number;
  type: FixtureEventType;
  minute: number;
  extraMinute: number | null;
  /** The team the goal counts for (for an own goal: the team that gets it). */
  teamId: number;
  /** The scorer, when the source names one. */
  playerId: number | null;
  /** Score after the goal. */
  homeScore: number;
  awayScore: number;
}

export interface ProviderFixture {
  id: number;
  leagueId: number;
  season: string;
  round: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoffAt: Date;
  /**
   * Null when the source reported a state we do not recognise: the sync then keeps what it stored
   * before (`scheduled` for a new fixture) rather than guess a result or a live match.
   */
  status: FixtureStatus | null;
  /** Live minute while the match is played. */
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  goals: ProviderGoal[];
}

export interface ProviderSeason {
  league: ProviderLeague;
  teams: ProviderTeam[];
  players: ProviderPlayer[];
  fixtures: ProviderFixture[];
  /**
   * When the built-in provider generated this season (its schedule is laid out around it); null for
   * a real provider. Stored as `leagues.generated_at`, which is how the simulator tells the two apart.
   */
  generatedAt: Date | null;
}

export interface TimeWindow {
  from: Date;
  to: Date;
}

export interface ProviderCallOptions {
  /** Aborts the call (the sync loop stops at shutdown). */
  signal?: AbortSignal;
}

export interface FootballDataProvider {
  /** For logs and the decision record: `demo` or `sportmonks`. */
  readonly name: string;
  /** The leagues this provider delivers. */
  readonly leagueIds: readonly number[];
  /** The current season of one league. Throws a ProviderError when the source fails or answers nonsense. */
  season(leagueId: number, options?: ProviderCallOptions): Promise<ProviderSeason>;
  /** The provider's fixtures (of its leagues) kicking off inside the window, as they stand now. */
  fixtureUpdates(window: TimeWindow, options?: ProviderCallOptions): Promise<ProviderFixture[]>;
}

type ProviderErrorKind =
  /** The source could not be reached, or answered 5xx. */
  | 'unavailable'
  /** 429 after the bounded retries. */
  | 'rate-limited'
  | 'timeout'
  /** 401/403: the token is wrong or the plan does not cover the data. */
  | 'unauthorized'
  | 'not-found'
  /** The answer did not have the documented shape. */
  | 'malformed';

/** An expected failure of a provider: the sync logs it and tries again at its next run. */
export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
