import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seedRuns } from '../../db/seed-runs';
import type { DemoLanguage } from '../../demo/language';
import type { DemoRichContentOptions } from '../content/demo/demo-rich-content';
import { type RemoteName, remoteNameSchema } from '../tenants/remotes';
import { tenantRemotes, tenants } from '../tenants/schema';
import type { PromotionOverlaySetting } from '../tenants/settings';
import { smartBars } from './schema';

interface DemoBar {
  /** The part of the site the bar leads to: the bar is only seeded for a tenant that runs it. */
  remote: RemoteName;
  link: string;
  text: Record<DemoLanguage, string>;
}

/**
 * The bars of a fresh start, most wanted first: the prediction game (the part a fan joins every week),
 * else the forum, else the most-read list. A tenant gets the first whose remote it runs, so no bar
 * promotes a part the site does not have or leads to its 404 (MD-07).
 */
const DEMO_SMART_BARS: DemoBar[] = [
  {
    remote: 'mf_football_pool',
    link: '/football-pool',
    text: {
      en: 'New: play our prediction game, predict this week’s matches and climb the rankings!',
      nl: 'Nieuw: speel mee met ons voorspelspel, voorspel de wedstrijden van deze week en klim in de ranglijst!',
    },
  },
  {
    remote: 'mf_community',
    link: '/forum',
    text: {
      en: 'Have your say in the forum: talk about the match with other fans.',
      nl: 'Praat mee op het forum: bespreek de wedstrijd met andere fans.',
    },
  },
  {
    remote: 'mf_content',
    link: '/most-read',
    text: {
      en: 'Missed something? Read this week’s most-read stories.',
      nl: 'Iets gemist? Lees de best gelezen verhalen van deze week.',
    },
  },
];

/** The demo bar for a tenant's enabled remotes, or null when it runs none of the parts a bar promotes. */
export function demoSmartBarFor(enabledRemotes: readonly RemoteName[]): DemoBar | null {
  return DEMO_SMART_BARS.find((bar) => enabledRemotes.includes(bar.remote)) ?? null;
}

/** The club's (made-up) Facebook page the overlay promotes. */
const DEMO_OVERLAY: Record<DemoLanguage, PromotionOverlaySetting> = {
  en: { enabled: true, channel: 'facebook', url: 'https://www.facebook.com/TribuneFootballDemo' },
  nl: { enabled: true, channel: 'facebook', url: 'https://www.facebook.com/TribuneVoetbalDemo' },
};

/**
 * SB-01 and OVL-01's demo: a smart bar in the tenant's language pointing at a part the tenant runs
 * (`demoSmartBarFor` its enabled remotes, read from `tenant_remotes`, so seed the tenants first), dated
 * an hour before the demo's moment, and the promotion overlay on the club's Facebook page. The bar is
 * skipped when the tenant has one; the overlay is given once (recorded in `seed_runs`, merged into the
 * settings without touching other keys, and never over one the tenant has), so an operator who changed
 * or removed it keeps that choice across restarts.
 */
export async function seedDemoSmartBar(db: Database, options: DemoRichContentOptions): Promise<void> {
  const { tenantId, language, now } = options;
  const remoteRows = await db
    .select({ name: tenantRemotes.name })
    .from(tenantRemotes)
    .where(and(eq(tenantRemotes.tenantId, tenantId), eq(tenantRemotes.enabled, true)));
  const enabled = remoteRows.flatMap((row) => {
    const name = remoteNameSchema.safeParse(row.name);
    return name.success ? [name.data] : [];
  });
  const bar = demoSmartBarFor(enabled);
  if (bar) {
    await db
      .insert(smartBars)
      .values({
        tenantId,
        text: bar.text[language],
        link: bar.link,
        updatedAt: new Date(now.getTime() - 60 * 60 * 1000),
      })
      .onConflictDoNothing();
  }

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
