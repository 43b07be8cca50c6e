import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DemoLanguage } from '../../demo/language';
import { escapeHtml } from '../../lib/html';
import type { DemoRichContentOptions } from '../content/demo/demo-rich-content';
import { tenants } from '../tenants/schema';
import { sanitizeAdHtml } from './sanitize-ad-html';
import { ads } from './schema';

/**
 * A banner drawn as an SVG `data:` URL: nothing to download from an ad server and nothing to ship,
 * and what a real sponsor's banner is to the page (an image in a link).
 */
function banner(width: number, height: number, text: string, colours: { background: string; text: string }): string {
  const fontSize = Math.round(Math.min(height * 0.32, (width / Math.max(text.length, 1)) * 1.6));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colours.background}"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Arial, sans-serif" ` +
    `font-weight="700" font-size="${fontSize}" fill="${colours.text}">${escapeHtml(text)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function bannerAd(width: number, height: number, text: string, alt: string, href: string, colours: Colours): string {
  return (
    `<a href="${href}"><img src="${banner(width, height, text, colours)}" alt="${escapeHtml(alt)}" ` +
    `width="${width}" height="${height}"></a>`
  );
}

interface Colours {
  background: string;
  text: string;
}

const sponsors = {
  kit: { background: '#0b3d91', text: '#ffffff' },
  bet: { background: '#1b1b1b', text: '#ffd400' },
  travel: { background: '#e0f2f1', text: '#00695c' },
  shop: { background: '#b71c1c', text: '#ffffff' },
  house: { background: '#fff8e1', text: '#5d4037' },
} satisfies Record<string, Colours>;

interface DemoAd {
  slug: string;
  width: number;
  height: number;
  /** The ads of the slot; more than one makes it rotate. */
  content: string[];
  alternative: string;
}

function demoAds(language: DemoLanguage, site: string): DemoAd[] {
  const en = language === 'en';
  const support = en ? `Support ${site}: become a member` : `Steun ${site}: word lid`;
  const supportHref = '/register';
  const houseAd = (width: number, height: number, extra: string) =>
    `<p><a href="${supportHref}"><img src="${banner(width, height, support, sponsors.house)}" alt="${escapeHtml(support)}" ` +
    `width="${width}" height="${height}"></a></p>` +
    (extra === '' ? '' : `<p><small>${escapeHtml(extra)}</small></p>`);
  const adFree = en
    ? 'You block ads, and that is fine: members keep this site going.'
    : 'Je blokkeert advertenties, en dat mag: leden houden deze site in de lucht.';
  return [
    {
      slug: 'home-top',
      width: 728,
      height: 90,
      content: [
        bannerAd(
          728,
          90,
          en ? 'The new home kit is here: order now' : 'Het nieuwe thuisshirt is er: bestel nu',
          en ? 'Club store: the new home kit is here' : 'Fanshop: het nieuwe thuisshirt is er',
          'https://example.com/store/home-kit',
          sponsors.kit,
        ),
        bannerAd(
          728,
          90,
          en ? 'Away day? Book the supporters coach' : 'Uitwedstrijd? Boek de supportersbus',
          en
            ? 'Supporters travel: book the coach to the away match'
            : 'Supportersreizen: boek de bus naar de uitwedstrijd',
          'https://example.com/travel',
          sponsors.travel,
        ),
        bannerAd(
          728,
          90,
          en ? 'Matchday odds, live in play (18+)' : 'Wedstrijdquoteringen, live (18+)',
          en ? 'Sports betting sponsor, 18 and over only' : 'Sponsor sportweddenschappen, alleen 18+',
          'https://example.com/odds',
          sponsors.bet,
        ),
      ],
      alternative: houseAd(728, 90, ''),
    },
    {
      slug: 'home-sidebar',
      width: 300,
      height: 250,
      content: [
        bannerAd(
          300,
          250,
          en ? 'Scarves 2 for 1' : 'Sjaals 2 voor 1',
          en ? 'Club store: two scarves for the price of one' : 'Fanshop: twee sjaals voor de prijs van één',
          'https://example.com/store/scarves',
          sponsors.shop,
        ),
      ],
      alternative: houseAd(300, 180, adFree),
    },
    {
      slug: 'article-bottom',
      width: 728,
      height: 90,
      content: [
        bannerAd(
          728,
          90,
          en ? 'Season tickets 2026/27 on sale now' : 'Seizoenkaarten 2026/27 nu te koop',
          en ? 'Season tickets for next season are on sale' : 'Seizoenkaarten voor volgend seizoen zijn te koop',
          'https://example.com/tickets',
          sponsors.kit,
        ),
      ],
      alternative: houseAd(728, 90, ''),
    },
    {
      slug: 'liveblog',
      width: 300,
      height: 250,
      content: [
        bannerAd(
          300,
          250,
          en ? 'Watch every match live' : 'Kijk elke wedstrijd live',
          en ? 'Streaming partner: every match live' : 'Streamingpartner: elke wedstrijd live',
          'https://example.com/stream',
          sponsors.bet,
        ),
      ],
      alternative: houseAd(300, 180, adFree),
    },
  ];
}

/**
 * ADS-01's demo: four slots per tenant in its language: a rotating banner at the top of the home page
 * (three sponsors), one in the home sidebar, one under each article and one for live blogs, each with a
 * house ad ("become a member") as its alternative for readers who block ads. Banners are SVG `data:`
 * images, so the demo needs no ad server. Skips a tenant that has ads, so a second run changes nothing.
 */
export async function seedDemoAds(db: Database, options: DemoRichContentOptions): Promise<void> {
  const { tenantId, language, now } = options;
  const [existing] = await db.select({ id: ads.id }).from(ads).where(eq(ads.tenantId, tenantId)).limit(1);
  if (existing !== undefined) return;
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  const site = tenant?.name ?? tenantId;
  await db.insert(ads).values(
    demoAds(language, site).map((ad) => ({
      tenantId,
      slug: ad.slug,
      content: sanitizeAdHtml(ad.content.join('\n---\n')),
      alternativeContent: sanitizeAdHtml(ad.alternative),
      width: ad.width,
      height: ad.height,
      enabled: true,
      updatedAt: now,
    })),
  );
}
