import { z } from 'zod/mini';

/** A mini-league (Kicktipp/Superbru): a name, a code to invite with, its owner and the viewer's part in it. */
export const leagueSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** 8 characters, A–Z and 2–9 without look-alikes. */
  code: z.string(),
  /** '/football-pool/leagues/join/<code>': the invite link's path on this site. */
  invite_path: z.string(),
  owner: z.object({ id: z.number(), username: z.string() }),
  members_count: z.number(),
  is_owner: z.boolean(),
  is_member: z.boolean(),
});

export type League = z.infer<typeof leagueSchema>;
