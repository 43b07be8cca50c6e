import type { Match, MatchEvent, Side } from '../api/get-fixture';

/** 67, or 45+2 in stoppage time (without the minute sign, which the message adds). */
export function minuteText(minute: number, extraMinute: number | null): string {
  return extraMinute === null || extraMinute === 0 ? String(minute) : `${minute}+${extraMinute}`;
}

/** 'h-a' → [h, a]; anything else → null. */
export function parseScore(score: string | null): [string, string] | null {
  const match = score?.match(/^\s*(\d+)\s*[-:]\s*(\d+)\s*$/);
  return match?.[1] !== undefined && match[2] !== undefined ? [match[1], match[2]] : null;
}

export function teamName(match: Pick<Match, 'homeTeam' | 'awayTeam'>, side: Side): string {
  return side === 'home' ? match.homeTeam : match.awayTeam;
}

/** What a player did in the match, for the marks beside his name in the line-up. */
export interface PlayerFacts {
  goals: number;
  yellow: boolean;
  red: boolean;
  /** The minute he came on or went off, as text ('67', '90+1'). */
  on: string | null;
  off: string | null;
}

const goalTypes = new Set<MatchEvent['type']>(['goal', 'penalty']);

/** Each involved player's facts, from the events (so a live event shows in the line-up at once). */
export function playerFacts(events: readonly MatchEvent[]): Map<number, PlayerFacts> {
  const facts = new Map<number, PlayerFacts>();
  const of = (id: number) => {
    let entry = facts.get(id);
    if (!entry) {
      entry = { goals: 0, yellow: false, red: false, on: null, off: null };
      facts.set(id, entry);
    }
    return entry;
  };
  for (const event of events) {
    const at = minuteText(event.minute, event.extraMinute);
    if (event.playerId === null) continue;
    if (goalTypes.has(event.type)) of(event.playerId).goals += 1;
    else if (event.type === 'yellow-card') of(event.playerId).yellow = true;
    else if (event.type === 'red-card') of(event.playerId).red = true;
    else if (event.type === 'substitution') {
      of(event.playerId).on = at;
      if (event.relatedPlayerId !== null) of(event.relatedPlayerId).off = at;
    }
  }
  return facts;
}

export function teamPath(teamId: number): string {
  return `/matchcenter/team/${teamId}`;
}

export function playerPath(playerId: number): string {
  return `/matchcenter/player/${playerId}`;
}

/** The match page's own path (the canonical one: the optional slug after it is decoration). */
export function matchPath(fixtureId: number): string {
  return `/matchcenter/match/${fixtureId}`;
}

const goalKinds = new Set<MatchEvent['type']>(['goal', 'penalty', 'own-goal']);

/** A goal of any kind (an own goal counts for the side that gets it). */
export function isGoal(event: Pick<MatchEvent, 'type'>): boolean {
  return goalKinds.has(event.type);
}

/** The page's three states (MC-12): before kick-off, being played, over. */
export type MatchState = 'upcoming' | 'live' | 'finished';

export function matchState(match: Pick<Match, 'status' | 'hasStarted'>): MatchState {
  const status = match.status.toLowerCase();
  if (status === 'live' || status === 'half-time') return 'live';
  if (status === 'finished' || status === 'ft' || status === 'ended') return 'finished';
  // Postponed and cancelled matches, and anything not started, show what comes before a match.
  return match.hasStarted && status !== 'postponed' && status !== 'cancelled' ? 'live' : 'upcoming';
}

interface Scorer {
  key: string;
  /** The player's id for a link to their page (MC-02); null when the data does not say who. */
  playerId: number | null;
  name: string | null;
  goals: Pick<MatchEvent, 'minute' | 'extraMinute' | 'type'>[];
}

/** The goals one side got, by scorer in the order each first scored (own goals apart, marked). */
export function scorersOf(events: readonly MatchEvent[], side: Side): Scorer[] {
  const scorers = new Map<string, Scorer>();
  for (const event of events) {
    if (!isGoal(event) || event.team !== side) continue;
    const key = `${event.type === 'own-goal' ? 'og' : 'g'}-${event.playerId ?? event.playerName ?? event.sequence}`;
    const scorer = scorers.get(key) ?? { key, playerId: event.playerId, name: event.playerName, goals: [] };
    scorer.goals.push({ minute: event.minute, extraMinute: event.extraMinute, type: event.type });
    scorers.set(key, scorer);
  }
  return [...scorers.values()];
}
