import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ads } from './schema';

/** An ad as stored. */
export interface AdRecord {
  slug: string;
  content: string;
  alternativeContent: string;
  width: number;
  height: number;
  enabled: boolean;
  updatedAt: Date;
}

interface AdInput {
  content: string;
  alternativeContent: string;
  width: number;
  height: number;
  enabled: boolean;
}

const columns = {
  slug: ads.slug,
  content: ads.content,
  alternativeContent: ads.alternativeContent,
  width: ads.width,
  height: ads.height,
  enabled: ads.enabled,
  updatedAt: ads.updatedAt,
};

/**
 * The tenant's ads (ADS-01). Every read and write takes the tenant and filters on it, so one tenant's
 * ads are never shown, changed or removed through another's.
 */
export function createAdsRepository(db: Database) {
  return {
    /** Every ad of the tenant, enabled or not, by slot name. */
    async list(tenantId: string, options: { enabledOnly?: boolean } = {}): Promise<AdRecord[]> {
      const tenantFilter = eq(ads.tenantId, tenantId);
      return db
        .select(columns)
        .from(ads)
        .where(options.enabledOnly === true ? and(tenantFilter, eq(ads.enabled, true)) : tenantFilter)
        .orderBy(asc(ads.slug));
    },

    async bySlug(tenantId: string, slug: string): Promise<AdRecord | null> {
      const [ad] = await db
        .select(columns)
        .from(ads)
        .where(and(eq(ads.tenantId, tenantId), eq(ads.slug, slug)))
        .limit(1);
      return ad ?? null;
    },

    /** Creates the slot's ad or replaces it; answers the stored ad and whether it is new. */
    async put(tenantId: string, slug: string, input: AdInput): Promise<{ ad: AdRecord; created: boolean }> {
      const existing = await this.bySlug(tenantId, slug);
      const [ad] = await db
        .insert(ads)
        .values({ tenantId, slug, ...input, updatedAt: new Date() })
        .onConflictDoUpdate({ target: [ads.tenantId, ads.slug], set: { ...input, updatedAt: new Date() } })
        .returning(columns);
      if (ad === undefined) throw new Error('The ad was not stored');
      return { ad, created: existing === null };
    },

    /** False when the tenant has no ad in that slot. */
    async remove(tenantId: string, slug: string): Promise<boolean> {
      const rows = await db
        .delete(ads)
        .where(and(eq(ads.tenantId, tenantId), eq(ads.slug, slug)))
        .returning({ slug: ads.slug });
      return rows.length > 0;
    },
  };
}

export type AdsRepository = ReturnType<typeof createAdsRepository>;
