import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { resourceClaps, resourceStats } from '../schema';
import { rowsOf } from '../../../db/sql-rows';
import type { ResourceRef } from './find-resources';

/** Claps one clapper may give one resource (decision 0016); more clicks leave everything as it is. */
const clapsPerClapper = 50;

const changedRow = z.object({ changed: z.coerce.number() });

export interface ClapState {
  clapsCount: number;
  clappersCount: number;
  myClaps: number;
}

/**
 * Claps and visits of a tenant's resources (RES-01, RES-02). Each write changes the per-clapper or
 * per-visitor row and `resource_stats` in one statement, so the counts never drift from the rows.
 */
export function createResourceStatsRepository(db: Database) {
  async function clapState(tenantId: string, ref: ResourceRef, clapper: string | undefined): Promise<ClapState> {
    const [stats, mine] = await Promise.all([
      db
        .select({ clapsCount: resourceStats.clapsCount, clappersCount: resourceStats.clappersCount })
        .from(resourceStats)
        .where(
          and(
            eq(resourceStats.tenantId, tenantId),
            eq(resourceStats.resourceType, ref.type),
            eq(resourceStats.resourceId, ref.id),
          ),
        )
        .limit(1),
      clapper === undefined
        ? Promise.resolve([])
        : db
            .select({ count: resourceClaps.count })
            .from(resourceClaps)
            .where(
              and(
                eq(resourceClaps.tenantId, tenantId),
                eq(resourceClaps.resourceType, ref.type),
                eq(resourceClaps.resourceId, ref.id),
                eq(resourceClaps.clapper, clapper),
              ),
            )
            .limit(1),
    ]);
    return {
      clapsCount: stats[0]?.clapsCount ?? 0,
      clappersCount: stats[0]?.clappersCount ?? 0,
      myClaps: mine[0]?.count ?? 0,
    };
  }

  return {
    clapState,

    /** One more clap by `clapper` (`u:{userId}` or `v:{visitorId}`), up to the cap. */
    async clap(
      tenantId: string,
      ref: ResourceRef,
      clapper: { key: string; userId: number | null },
    ): Promise<ClapState> {
      await db.execute(sql`
        with clap as (
          insert into ${resourceClaps} (tenant_id, resource_type, resource_id, clapper, user_id, count, updated_at)
          values (${tenantId}, ${ref.type}, ${ref.id}, ${clapper.key}, ${clapper.userId}, 1, now())
          on conflict (tenant_id, resource_type, resource_id, clapper) do update
            set count = ${resourceClaps}.count + 1, updated_at = now()
            where ${resourceClaps}.count < ${clapsPerClapper}
          returning (xmax = 0) as first
        )
        insert into ${resourceStats} (tenant_id, resource_type, resource_id, claps_count, clappers_count)
        select ${tenantId}, ${ref.type}, ${ref.id}, 1, case when first then 1 else 0 end from clap
        on conflict (tenant_id, resource_type, resource_id) do update
          set claps_count = ${resourceStats}.claps_count + 1,
              clappers_count = ${resourceStats}.clappers_count + excluded.clappers_count`);
      return clapState(tenantId, ref, clapper.key);
    },

    /** Counts the visitor once per resource; the resource's visits. */
    async visit(
      tenantId: string,
      ref: ResourceRef,
      visitorId: string,
    ): Promise<{ visitsCount: number; counted: boolean }> {
      const result = await db.execute(sql`
        with visit as (
          insert into resource_visits (tenant_id, resource_type, resource_id, visitor_id)
          values (${tenantId}, ${ref.type}, ${ref.id}, ${visitorId})
          on conflict do nothing returning 1
        ),
        counted as (
          insert into ${resourceStats} (tenant_id, resource_type, resource_id, visits_count)
          select ${tenantId}, ${ref.type}, ${ref.id}, 1 from visit
          on conflict (tenant_id, resource_type, resource_id) do update
            set visits_count = ${resourceStats}.visits_count + 1
          returning 1
        )
        select (select count(*) from counted)::int as changed`);
      const counted = (rowsOf(result, changedRow)[0]?.changed ?? 0) > 0;
      const [row] = await db
        .select({ visitsCount: resourceStats.visitsCount })
        .from(resourceStats)
        .where(
          and(
            eq(resourceStats.tenantId, tenantId),
            eq(resourceStats.resourceType, ref.type),
            eq(resourceStats.resourceId, ref.id),
          ),
        )
        .limit(1);
      return { visitsCount: row?.visitsCount ?? 0, counted };
    },
  };
}

export type ResourceStatsRepository = ReturnType<typeof createResourceStatsRepository>;
