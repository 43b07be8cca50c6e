import { z } from 'zod';
import { positionCodes, type PositionCode } from '../teams/team-view';
import { formationNames, type FormationName } from './formations';

/** Whether a stored formation is one the API still offers (a row is text, not a promise). */
export function isFormationName(value: string): value is FormationName {
  return formationNames.some((name) => name === value);
}

/** The formation field of requests and answers: the known names only. */
export const formationNameSchema = z.enum(formationNames, { error: 'formations.unknownFormation' });

/** A fan's own line-up for one club (MC-10). */
export const myFormationSchema = z
  .object({
    id: z.number().int().describe('The line-up; ACC-11 `current_formation_id` names the latest one'),
    team_id: z.number().int(),
    formation: z.enum(formationNames),
    players: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string().describe('Short name, "D. de Jong"'),
          position: z.enum(positionCodes),
          slot: z.number().int().describe('0 the goalkeeper, then the defenders, midfielders and forwards'),
        }),
      )
      .describe('The eleven in slot order'),
    updated_at: z.string().describe('When it was last saved, ISO 8601'),
  })
  .meta({ id: 'UserFormation' });

type MyFormation = z.infer<typeof myFormationSchema>;

export interface MyFormationRecord {
  id: number;
  teamId: number;
  formation: FormationName;
  updatedAt: Date;
  players: { id: number; name: string; position: PositionCode; slot: number }[];
}

export function toMyFormation(record: MyFormationRecord): MyFormation {
  return {
    id: record.id,
    team_id: record.teamId,
    formation: record.formation,
    players: record.players.map((player) => ({
      id: player.id,
      name: player.name,
      position: player.position,
      slot: player.slot,
    })),
    updated_at: record.updatedAt.toISOString(),
  };
}

/** A whole-number share of `total` (0 when there is nothing to share). */
export function percentageOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count * 100) / total);
}
