import type { Database } from '../../db/client';
import { countClapsGiven } from '../community/resources/claps-given';
import { findCurrentFormationId } from '../matchcenter/formations/current-formation';
import { createSessionsRepository } from './sessions/sessions-repository';
import { createUsersRepository } from './users-repository';

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/**
 * `app.accounts` (made once by the auth plugin, as every module needs it): users and their sessions
 * (bearer tokens), each concern in its own file. The two reads of other modules' tables the own-data
 * resource needs are those modules' functions. The accounts module's own write paths (e-mail links,
 * password resets, avatars, social identities) are repositories its `index.ts` makes and hands to its
 * routes. Every query is scoped by tenant; methods that take `tx` run inside the caller's transaction.
 */
export function createAccountsRepository(db: Database) {
  return {
    ...createUsersRepository(db),
    ...createSessionsRepository(db),
    /** ACC-16 `claps_count` (community's read). */
    clapsGiven: (tenantId: string, userId: number): Promise<number> => countClapsGiven(db, tenantId, userId),
    /** ACC-11 `current_formation_id` (matchcenter's read). */
    currentFormationId: (tenantId: string, userId: number): Promise<number | null> =>
      findCurrentFormationId(db, tenantId, userId),
  };
}
