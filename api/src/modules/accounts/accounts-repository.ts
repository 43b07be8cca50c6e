import type { Database } from '../../db/client';
import { countClapsGiven } from '../community/resources/claps-given';
import { findCurrentFormationId } from '../matchcenter/formations/current-formation';
import { createAvatarsRepository } from './avatars-repository';
import { createEmailVerificationsRepository } from './email-verifications-repository';
import { createPasswordResetsRepository } from './password-resets-repository';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/**
 * `app.accounts` (made once by the auth plugin, as every module needs it): users, their sessions
 * (bearer tokens), e-mail and password-reset links and avatars, each concern in its own file. The two
 * reads of other modules' tables the own-data resource needs are those modules' functions. Every
 * query is scoped by tenant; methods that take `tx` run inside the caller's transaction.
 */
export function createAccountsRepository(db: Database) {
  return {
    ...createUsersRepository(db),
    ...createSessionsRepository(db),
    ...createEmailVerificationsRepository(db),
    ...createPasswordResetsRepository(db),
    ...createAvatarsRepository(db),
    /** ACC-16 `claps_count` (community's read). */
    clapsGiven: (tenantId: string, userId: number): Promise<number> => countClapsGiven(db, tenantId, userId),
    /** ACC-11 `current_formation_id` (matchcenter's read). */
    currentFormationId: (tenantId: string, userId: number): Promise<number | null> =>
      findCurrentFormationId(db, tenantId, userId),
  };
}
