import { Rng } from '../../../demo/prng';
import type { MatchSide } from '../schema';
import { pickLineup } from '../simulator/match-model';
import type { DetailEventRecord, PlayerPosition, SquadPlayerRecord } from './fixture-detail-repository';

/** One side's line-up as player ids: the starting XI in shirt order, then the bench. */
export interface SideLineupIds {
  starting: number[];
  bench: number[];
}

export type LineupIds = Record<MatchSide, SideLineupIds>;

const OUTFIELD_ORDER: readonly PlayerPosition[] = ['Defender', 'Midfielder', 'Attacker'];

/**
 * The formation a starting XI plays, from its players' positions: defenders-midfielders-attackers
 * ("4-3-3"). The data has no tactical slots, so this is the shape the positions make, the way a
 * team sheet reads; null when the XI is not eleven players with one keeper.
 */
export function formationOf(starting: readonly Pick<SquadPlayerRecord, 'position'>[]): string | null {
  if (starting.length !== 11) return null;
  if (starting.filter((p) => p.position === 'Goalkeeper').length !== 1) return null;
  return OUTFIELD_ORDER.map((position) => starting.filter((p) => p.position === position).length)
    .filter((count) => count > 0)
    .join('-');
}

/**
 * The line-ups of a played match that has no recorded ones (the seeded past results): what the
 * simulator would have fielded (`pickLineup`, the manager's first eleven by shirt number), with every
 * player who scored (or put the ball in his own net) in the XI, since he was on the pitch. Such a
 * player replaces a starter of his own position, chosen with the fixture id as seed, who moves to the
 * bench; so the same fixture always shows the same line-ups, and the formation stays the manager's.
 */
export function deriveLineups(
  fixtureId: number,
  teamIds: Record<MatchSide, number>,
  squads: readonly SquadPlayerRecord[],
  events: readonly DetailEventRecord[],
): LineupIds | null {
  const rng = new Rng(`lineup:${fixtureId}`);
  const side = (which: MatchSide): SideLineupIds | null => {
    const squad = squads.filter((p) => p.teamId === teamIds[which]);
    if (squad.length < 11) return null;
    const picked = pickLineup(squad);
    const starting = [...picked.starting];
    const bench = [...picked.bench];
    const onPitch = new Set(
      events
        .filter((e) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal')
        .map((e) => e.playerId)
        .filter((id): id is number => id !== null),
    );
    for (const player of squad) {
      if (!onPitch.has(player.id) || starting.includes(player)) continue;
      const samePosition = starting.filter((p) => p.position === player.position && !onPitch.has(p.id));
      const candidates =
        samePosition.length > 0
          ? samePosition
          : starting.filter((p) => p.position !== 'Goalkeeper' && !onPitch.has(p.id));
      if (candidates.length === 0) continue;
      const out = rng.fork(player.id).pick(candidates);
      starting[starting.indexOf(out)] = player;
      const benchIndex = bench.indexOf(player);
      if (benchIndex >= 0) bench[benchIndex] = out;
      else bench.push(out);
    }
    return { starting: starting.map((p) => p.id), bench: bench.map((p) => p.id) };
  };
  const home = side('home');
  const away = side('away');
  return home && away ? { home, away } : null;
}
