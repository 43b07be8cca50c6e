import type { PositionCode } from '../teams/team-view';

/** Every formation a fan can pick in the line-up widget (MC-10), in the order the widget offers them. */
export const formationNames = ['4_3_3', '4_4_2', '4_2_3_1', '3_5_2', '3_4_3', '5_3_2', '4_1_4_1', '5_4_1'] as const;
export type FormationName = (typeof formationNames)[number];

interface FormationLines {
  DEF: number;
  MF: number;
  ST: number;
}

/**
 * The players each line of a formation holds. The goalkeeper is always one, so the lines are the
 * outfield ten: defenders, midfielders, forwards. A 4-2-3-1 and a 4-1-4-1 have five midfielders in two
 * bands; the squad knows only "midfielder", so their lines are 4-5-1 here.
 */
export const formations: Readonly<Record<FormationName, FormationLines>> = {
  '4_3_3': { DEF: 4, MF: 3, ST: 3 },
  '4_4_2': { DEF: 4, MF: 4, ST: 2 },
  '4_2_3_1': { DEF: 4, MF: 5, ST: 1 },
  '3_5_2': { DEF: 3, MF: 5, ST: 2 },
  '3_4_3': { DEF: 3, MF: 4, ST: 3 },
  '5_3_2': { DEF: 5, MF: 3, ST: 2 },
  '4_1_4_1': { DEF: 4, MF: 5, ST: 1 },
  '5_4_1': { DEF: 5, MF: 4, ST: 1 },
};

/** A line-up is the goalkeeper and ten outfield players. */
export const LINEUP_SIZE = 11;

/** `4_3_3` → `4-3-3`, as people write it. */
export function formationLabel(name: FormationName): string {
  return name.replace(/_/g, '-');
}

/** The position each slot (0–10) of a formation must hold: the goalkeeper, then the lines in order. */
export function slotPositions(name: FormationName): PositionCode[] {
  const lines = formations[name];
  return [
    'GK',
    ...Array<PositionCode>(lines.DEF).fill('DEF'),
    ...Array<PositionCode>(lines.MF).fill('MF'),
    ...Array<PositionCode>(lines.ST).fill('ST'),
  ];
}
