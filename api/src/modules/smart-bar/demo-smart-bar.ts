import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seedRuns } from '../../db/seed-runs';
import type { DemoLanguage } from '../../demo/language';
import type { DemoRichContentOptions } from '../content/demo-rich-content';
import { tenants } from '../tenants/schema';
import type { PromotionOverlaySetting } from '../tenants/settings';
import { smartBars } from './schema';

/** The bar of a fresh start: the prediction game, the part of the site a fan can join every week. */
const DEMO_SMART_BAR: Record<DemoLanguage, { text: string; link: string }> = {
  en: {
    text: 'New: play our prediction game, predict this week’s matches and climb the rankings!',
    link: '/football-pool',
  },
  nl: {
    text: 'Nieuw: speel mee met ons voorspelspel, voorspel de wedstrijden van deze week en klim in de ranglijst!',
    link: '/football-pool',
  },
};

/** The club's (made-up) Facebook page the overlay promotes. */
const DEMO_OVERLAY: Record<DemoLanguage, PromotionOverlaySetting> = {
  en: { enabled: true, channel: 'facebook', url: 'https://www.facebook.com/TribuneFootballDemo' },
  nl: { enabled: true, channel: 'facebook', url: 'https://www.facebook.com/TribuneVoetbalDemo' },
};

/**
 * SB-01 and OVL-01's demo: a smart bar in the tenant's language pointing at the prediction game, dated
 * an hour before the demo's moment, and the promotion overlay on the club's Facebook page. The bar is
 * skipped when the tenant has one; the overlay is given once (recorded in `seed_runs`, merged into the
 * settings without touching other keys, and never over one the tenant has), so an operator who changed
 * or removed it keeps that choice across restarts.
 */
export async function seedDemoSmartBar(db: Database, options: DemoRichContentOptions): Promise<void> {
  const { tenantId, language, now } = options;
  const bar = DEMO_SMART_BAR[language];
  await db
    .insert(smartBars)
    .values({ tenantId, text: bar.text, link: bar.link, updatedAt: new Date(now.getTime() - 60 * 60 * 1000) })
    .onConflictDoNothing();

  const runName = `promotion-overlay:${tenantId}`;
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, runName)).limit(1);
  if (done.length > 0) return;
  const overlay = JSON.stringify({ promotionOverlay: DEMO_OVERLAY[language] });
  // jsonb `a || b` keeps b's value for a key both have: the tenant's own keys win.
  await db
    .update(tenants)
    .set({ settings: sql`${overlay}::jsonb || ${tenants.settings}` })
    .where(eq(tenants.id, tenantId));
  await db.insert(seedRuns).values({ name: runName }).onConflictDoNothing();
}
