import type { Database } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import { type Refused, writeOrRefuse } from '../../../db/refusable-write';
import { createSessionsRepository, type LoggedIn } from '../sessions/sessions-repository';
import { createUsersRepository, type User } from '../users-repository';
import { createEmailVerificationsRepository } from './email-verifications-repository';

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;

/**
 * An account's address (ACC-02, ACC-04, ACC-05): registering with one, proving it with the mailed link,
 * changing it with the link mailed to the new one. Each is one transaction of its own, and each logs
 * the browser in.
 */
export function createRegistrationsRepository(db: Database) {
  const usersRepository = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const emailVerifications = createEmailVerificationsRepository(db);
  return {
    /**
     * ACC-02: the new account, its first token and the verification link to mail (its token). Two
     * registrations of one name race on the unique indexes: the loser's unique violation is thrown.
     */
    async register(
      tenantId: string,
      values: { username: string; email: string; passwordHash: string },
    ): Promise<{ user: User; token: string; verification: string }> {
      return db.transaction(async (tx) => {
        const user = await usersRepository.createUser(tx, { tenantId, ...values });
        const token = await sessions.issueToken(tx, tenantId, user.id);
        const verification = await emailVerifications.createEmailVerification(tx, tenantId, user.id);
        return { user, token, verification };
      });
    },

    /** ACC-04: uses up a verification link and logs the browser in; undefined for an invalid link. */
    async verifyEmail(tenantId: string, userId: number, token: string): Promise<LoggedIn | undefined> {
      return db.transaction(async (tx) => {
        const user = await emailVerifications.consumeEmailVerification(tx, tenantId, userId, token);
        if (user === undefined) return undefined;
        return { user, ...(await sessions.openSession(tx, tenantId, user)) };
      });
    },

    /**
     * ACC-05: uses up a change-of-address link, makes the new address the account's (verified) and logs
     * the browser in; undefined for an invalid link, refused ('emailTaken') when someone registered
     * with the address since the link was sent (the transaction rolls back, so the link stays unused).
     */
    async confirmEmailChange(
      tenantId: string,
      userId: number,
      token: string,
    ): Promise<LoggedIn | Refused<'emailTaken'> | undefined> {
      try {
        return await writeOrRefuse(db, async (tx, refuse: (reason: 'emailTaken') => never) => {
          const newEmail = await emailVerifications.consumeEmailChange(tx, tenantId, userId, token);
          if (newEmail === undefined) return undefined;
          if (await usersRepository.isEmailTakenByOther(tx, tenantId, newEmail, userId)) refuse('emailTaken');
          const user = await usersRepository.setVerifiedEmail(tx, tenantId, userId, newEmail);
          if (user === undefined) return undefined;
          return { user, ...(await sessions.openSession(tx, tenantId, user)) };
        });
      } catch (error) {
        // The same race, decided by the unique index when both commit at the same moment.
        if (uniqueViolation(error) !== undefined) return { refused: 'emailTaken' };
        throw error;
      }
    },
  };
}
