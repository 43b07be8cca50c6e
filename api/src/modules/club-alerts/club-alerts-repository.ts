import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teams } from '../matchcenter/schema';
import { pushSubscriptions } from '../web-push/schema';
import { type AlertKind, alertKinds } from './alert-kinds';
import { clubAlertPreferences } from './schema';

/** Whose preferences: a fan's account, or a guest's browser (its push subscription). */
export type AlertOwner = { userId: number } | { subscriptionId: string };

interface ClubAlertPreference {
  team: { id: number; name: string; slug: string; logo: string };
  kinds: AlertKind[];
}

function ownedBy(tenantId: string, owner: AlertOwner) {
  return and(
    eq(clubAlertPreferences.tenantId, tenantId),
    'userId' in owner
      ? eq(clubAlertPreferences.userId, owner.userId)
      : eq(clubAlertPreferences.subscriptionId, owner.subscriptionId),
  );
}

/** In the order of `alertKinds`, each once: the stored spelling. */
function normalised(kinds: readonly AlertKind[]): AlertKind[] {
  return alertKinds.filter((kind) => kinds.includes(kind));
}

/**
 * CLB-03's preferences: per club and kind, on the account or on the browser. Every read and write
 * takes the tenant, so one tenant never reads or changes another's.
 */
export function createClubAlertsRepository(db: Database) {
  return {
    async list(tenantId: string, owner: AlertOwner): Promise<ClubAlertPreference[]> {
      const rows = await db
        .select({
          id: teams.id,
          name: teams.name,
          slug: teams.slug,
          logo: teams.logoPath,
          kinds: clubAlertPreferences.kinds,
        })
        .from(clubAlertPreferences)
        .innerJoin(teams, eq(teams.id, clubAlertPreferences.teamId))
        .where(ownedBy(tenantId, owner))
        .orderBy(asc(teams.name));
      return rows.map(({ kinds, ...team }) => ({ team, kinds: normalised(kinds) }));
    },

    /** Sets the kinds for one club (none removes the row); answers what is stored. */
    async set(tenantId: string, owner: AlertOwner, teamId: number, kinds: readonly AlertKind[]): Promise<AlertKind[]> {
      const stored = normalised(kinds);
      if (stored.length === 0) {
        await db
          .delete(clubAlertPreferences)
          .where(and(ownedBy(tenantId, owner), eq(clubAlertPreferences.teamId, teamId)));
        return [];
      }
      const values = {
        tenantId,
        teamId,
        kinds: stored,
        updatedAt: new Date(),
        ...('userId' in owner ? { userId: owner.userId } : { subscriptionId: owner.subscriptionId }),
      };
      await db
        .insert(clubAlertPreferences)
        .values(values)
        .onConflictDoUpdate({
          target:
            'userId' in owner
              ? [clubAlertPreferences.tenantId, clubAlertPreferences.userId, clubAlertPreferences.teamId]
              : [clubAlertPreferences.tenantId, clubAlertPreferences.subscriptionId, clubAlertPreferences.teamId],
          targetWhere:
            'userId' in owner
              ? sql`${clubAlertPreferences.userId} is not null`
              : sql`${clubAlertPreferences.subscriptionId} is not null`,
          set: { kinds: stored, updatedAt: values.updatedAt },
        });
      return stored;
    },

    /** The tenant's subscription with this id and endpoint (proof the caller holds the browser). */
    async subscriptionOf(tenantId: string, id: string, endpoint: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.tenantId, tenantId),
            eq(pushSubscriptions.id, id),
            eq(pushSubscriptions.endpoint, endpoint),
          ),
        )
        .limit(1);
      return row?.id;
    },
  };
}

export type ClubAlertsRepository = ReturnType<typeof createClubAlertsRepository>;
