import { z } from 'zod';
import type { LeagueMemberRecord, LeagueRecord } from './leagues-repository';

/** A mini-league as the API answers it (docs/contracts.md, "Prediction game"). */
export const leagueSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string().describe('8 characters, A–Z and 2–9 without look-alikes'),
    invite_path: z.string().describe('/football-pool/leagues/join/{code}'),
    owner: z.object({ id: z.number().int(), username: z.string() }),
    members_count: z.number().int(),
    is_owner: z.boolean(),
    is_member: z.boolean(),
  })
  .meta({ id: 'PredictionLeague' });

export const leagueMemberSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  image: z.string().nullable(),
});

export const leagueIdParam = z.coerce.number().int().min(1).max(2_147_483_647);

export function toLeagueView(
  league: LeagueRecord,
  viewerId: number | null,
  isMember: boolean,
): z.infer<typeof leagueSchema> {
  return {
    id: league.id,
    name: league.name,
    code: league.code,
    invite_path: `/football-pool/leagues/join/${league.code}`,
    owner: { id: league.ownerId, username: league.ownerUsername },
    members_count: league.membersCount,
    is_owner: league.ownerId === viewerId,
    is_member: isMember,
  };
}

export function toLeagueMember(member: LeagueMemberRecord): z.infer<typeof leagueMemberSchema> {
  return { user_id: member.userId, username: member.username, image: member.image };
}
