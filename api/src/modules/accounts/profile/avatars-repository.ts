import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { userAvatars, users } from '../schema';

export interface StoredAvatar {
  contentType: string;
  bytes: Buffer;
}

/** Where a user's uploaded avatar is served; the version makes every upload a new URL (cached for a year). */
function avatarPath(userId: number, version: string): string {
  return `/media/avatars/${userId}/${version}`;
}

export type AvatarsRepository = ReturnType<typeof createAvatarsRepository>;

/** Uploaded avatars (ACC-13, ACC-14): stored per user under a version, served by URL. */
export function createAvatarsRepository(db: Database) {
  return {
    /** Stores an avatar under a new version and points `users.image` at it; returns that path. */
    async saveAvatar(tx: Database, tenantId: string, userId: number, avatar: StoredAvatar): Promise<string> {
      const version = randomBytes(12).toString('base64url');
      await tx
        .insert(userAvatars)
        .values({ userId, tenantId, contentType: avatar.contentType, bytes: avatar.bytes, version })
        .onConflictDoUpdate({
          target: userAvatars.userId,
          set: { contentType: avatar.contentType, bytes: avatar.bytes, version, updatedAt: new Date() },
        });
      const path = avatarPath(userId, version);
      await tx
        .update(users)
        .set({ image: path })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      return path;
    },

    /** Removes the uploaded avatar (if any) and the image reference (also a demo avatar path), at once. */
    async deleteAvatar(tenantId: string, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(userAvatars).where(and(eq(userAvatars.tenantId, tenantId), eq(userAvatars.userId, userId)));
        await tx
          .update(users)
          .set({ image: null })
          .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      });
    },

    /** The avatar at this exact URL on this tenant; an old version or another tenant's avatar is none. */
    async findAvatar(tenantId: string, userId: number, version: string): Promise<StoredAvatar | undefined> {
      const [row] = await db
        .select({ contentType: userAvatars.contentType, bytes: userAvatars.bytes })
        .from(userAvatars)
        .where(
          and(eq(userAvatars.tenantId, tenantId), eq(userAvatars.userId, userId), eq(userAvatars.version, version)),
        )
        .limit(1);
      return row;
    },
  };
}
