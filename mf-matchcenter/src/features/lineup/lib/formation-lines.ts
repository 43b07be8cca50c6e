import type { PositionCode } from '../../../lib/api/get-team-squad';

/** How many players each line of a formation needs: always one goalkeeper and ten outfield players. */
type FormationLines = Record<PositionCode, number>;

/**
 * Reads a formation's name (`4_2_3_1`): the first number is the defence, the last the attack, and
 * everything between is midfield. Null for a name that is not a formation of ten outfield players.
 */
export function formationLines(formation: string): FormationLines | null {
  if (!/^\d(?:_\d){2,3}$/.test(formation)) return null;
  const numbers = formation.split('_').map(Number);
  const defence = numbers[0] ?? 0;
  const attack = numbers[numbers.length - 1] ?? 0;
  const midfield = numbers.slice(1, -1).reduce((sum, count) => sum + count, 0);
  if (defence + midfield + attack !== 10) return null;
  return { GK: 1, DEF: defence, MF: midfield, ST: attack };
}

/** MC-10: formation names are shown with hyphens instead of underscores (`4_3_3` → `4-3-3`). */
export function formationLabel(formation: string): string {
  return formation.replaceAll('_', '-');
}

/** The pitch order of the lines, which is also the slot order of a saved XI. */
export const lineOrder: readonly PositionCode[] = ['GK', 'DEF', 'MF', 'ST'];
