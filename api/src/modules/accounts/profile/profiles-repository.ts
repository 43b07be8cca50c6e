import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { createEmailVerificationsRepository } from '../registration/email-verifications-repository';
import { type UserSettings, users } from '../schema';
import { createSessionsRepository } from '../sessions/sessions-repository';
import { type ProfileChanges, createUsersRepository } from '../users-repository';
import { createAvatarsRepository, type StoredAvatar } from './avatars-repository';

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;

/** The public part of a profile (PRF-01, ACC-17): nothing a fan has not already shown on the site. */
interface PublicProfile {
  id: number;
  username: string;
  image: string | null;
  role: string | null;
  createdAt: Date;
}

/** A checked profile form (ACC-13), ready to write. */
export interface ProfileUpdate {
  changes: ProfileChanges;
  avatar?: StoredAvatar;
  /** The new address when a change of address starts. */
  newEmail?: string;
}

/**
 * A fan's own profile (ACC-09, ACC-13, ACC-15, ACC-17): its public page, the settings form, the layout
 * switches and deleting the account. Each write is one transaction of its own.
 */
export function createProfilesRepository(db: Database) {
  const usersRepository = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const avatars = createAvatarsRepository(db);
  const emailVerifications = createEmailVerificationsRepository(db);
  return {
    /** The fan with this username on the tenant, found case-insensitively (usernames are unique that way). */
    async findPublicProfile(tenantId: string, username: string): Promise<PublicProfile | undefined> {
      const [user] = await db
        .select({
          id: users.id,
          username: users.username,
          image: users.image,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${username.toLowerCase()}`))
        .limit(1);
      return user;
    },

    /**
     * Writes a checked profile form (ACC-13) at once, so a failure leaves the profile as it was. A new
     * password ends every session but `keepTokenId` (the browser making the change); a new address starts
     * a change of address (ACC-05), whose link token is returned.
     */
    async saveProfile(
      tenantId: string,
      userId: number,
      keepTokenId: number,
      update: ProfileUpdate,
    ): Promise<string | undefined> {
      const { newEmail } = update;
      return db.transaction(async (tx) => {
        await usersRepository.updateProfile(tx, tenantId, userId, update.changes);
        if (update.avatar !== undefined) await avatars.saveAvatar(tx, tenantId, userId, update.avatar);
        // Whoever else holds a session (a lost phone, a thief) is out; this browser stays logged in.
        if (update.changes.passwordHash !== undefined) await sessions.revokeTokens(tx, tenantId, userId, keepTokenId);
        return newEmail === undefined
          ? undefined
          : emailVerifications.createEmailChange(tx, tenantId, userId, newEmail);
      });
    },

    /** ACC-09: merges the layout switches into the stored settings. */
    async saveSettings(tenantId: string, userId: number, settings: Partial<UserSettings>): Promise<void> {
      await db.transaction((tx) => usersRepository.updateProfile(tx, tenantId, userId, { settings }));
    },

    /**
     * ACC-15: deletes the account (`deleteUser`, in a transaction of its own); false when it was already
     * gone.
     */
    async deleteAccount(tenantId: string, userId: number): Promise<boolean> {
      return db.transaction((tx) => usersRepository.deleteUser(tx, tenantId, userId));
    },
  };
}
