import { and, desc, eq, like, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { DEMO_VIDEO_ID } from '../../../demo/content/articles';
import { illustrationPath } from '../../../demo/images/catalog';
import type { DemoLanguage } from '../../../demo/language';
import { escapeHtml } from '../../../lib/html';
import type { DemoRichContentOptions } from './demo-rich-content';
import { articles } from '../schema';

/**
 * An 800×1400 portrait (generate-images.ts): taller than 1000 px, so its number sits 5 % from its
 * bottom where the others' sit at 10 % (ART-01, spec 001 §9).
 */
export const TALL_DEMO_IMAGE = '/assets/images/floodlight-tower.svg';

/** The gallery name of the demo's lightbox links; also how a second run knows the tenant has them. */
const DEMO_GALLERY = 'matchday';

/**
 * Which of the tenant's newest published news articles (0: the newest) get what. Spread over the
 * home page's first page and away from the polls' places (polls/demo-polls.ts: 0, 2, 4, 7), so each
 * feature has a story of its own to be seen in.
 */
export const MEDIA_POSITIONS = { webPush: 1, video: [3, 10], gallery: 6, numbered: 9 } as const;

interface Photo {
  image: string;
  /** Width and height of the image, so the page holds its box before it loads. */
  size: readonly [number, number];
  caption: Record<DemoLanguage, string>;
}

const landscape = [1200, 800] as const;

const GALLERY: readonly Photo[] = [
  {
    image: illustrationPath('stadium-day'),
    size: landscape,
    caption: { en: 'The ground fills up an hour before kick-off', nl: 'Een uur voor de aftrap loopt het stadion vol' },
  },
  {
    image: illustrationPath('crowd-flags'),
    size: landscape,
    caption: { en: 'Flags in the home end', nl: 'Vlaggen in het thuisvak' },
  },
  {
    image: illustrationPath('ball-in-net'),
    size: landscape,
    caption: { en: 'The winner hits the net', nl: 'De winnende treffer ligt erin' },
  },
  {
    image: illustrationPath('scoreboard'),
    size: landscape,
    caption: { en: 'Full time on the scoreboard', nl: 'Het eindsignaal op het scorebord' },
  },
];

const NUMBERED: readonly Photo[] = [
  {
    image: TALL_DEMO_IMAGE,
    size: [800, 1400],
    caption: {
      en: 'The new floodlights: taller than the old stand',
      nl: 'De nieuwe lichtmasten: hoger dan de oude tribune',
    },
  },
  {
    image: illustrationPath('tactics-board'),
    size: landscape,
    caption: { en: 'The plan on the board before the game', nl: 'Het plan op het bord voor de wedstrijd' },
  },
  {
    image: illustrationPath('supporters-scarf'),
    size: landscape,
    caption: { en: 'A scarf for every season ticket holder', nl: 'Een sjaal voor elke seizoenkaarthouder' },
  },
];

const TEXTS: Record<DemoLanguage, { gallery: string; numbered: string }> = {
  en: {
    gallery: 'The day in pictures: tap a photo to see it large, and swipe through the rest.',
    numbered: 'Three things we noticed at the ground this week.',
  },
  nl: {
    gallery: 'De dag in beeld: tik op een foto om hem groot te zien, en swipe door de rest.',
    numbered: 'Drie dingen die ons deze week opvielen in het stadion.',
  },
};

function imageTag({ image, size: [width, height], caption }: Photo, language: DemoLanguage): string {
  return `<img src="${image}" alt="${escapeHtml(caption[language])}" width="${width}" height="${height}">`;
}

/** A lightbox gallery (the body markup contract's `a[data-lightbox]`), each photo a captioned figure. */
function demoGalleryHtml(language: DemoLanguage): string {
  const figures = GALLERY.map(
    (photo) =>
      `<figure><a href="${photo.image}" data-lightbox="${DEMO_GALLERY}">${imageTag(photo, language)}</a>` +
      `<figcaption>${escapeHtml(photo.caption[language])}</figcaption></figure>`,
  );
  return `<p>${escapeHtml(TEXTS[language].gallery)}</p>${figures.join('')}`;
}

/** Numbered images (the contract's `figure[data-numbered-image]`), one of them taller than 1000 px. */
function demoNumberedImagesHtml(language: DemoLanguage): string {
  const figures = NUMBERED.map(
    (photo) =>
      `<figure data-numbered-image>${imageTag(photo, language)}` +
      `<figcaption>${escapeHtml(photo.caption[language])}</figcaption></figure>`,
  );
  return `<p>${escapeHtml(TEXTS[language].numbered)}</p>${figures.join('')}`;
}

/** The body with `extra` after its first paragraph (or at its end when it has none). */
function afterFirstParagraph(content: string, extra: string): string {
  const end = content.indexOf('</p>');
  return end === -1 ? `${content}${extra}` : `${content.slice(0, end + 4)}${extra}${content.slice(end + 4)}`;
}

/**
 * ART-01's demo: among the tenant's newest news, one article carries a web push (its push alert shows
 * where the site shows web push), two have the video, one a lightbox gallery and one numbered images
 * (one of them the tall portrait). Skips a tenant whose articles already have the gallery, so a second
 * run changes nothing.
 */
export async function seedDemoMediaArticles(
  db: Database,
  { tenantId, language, now }: DemoRichContentOptions,
): Promise<void> {
  const [seeded] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), like(articles.content, `%data-lightbox="${DEMO_GALLERY}"%`)))
    .limit(1);
  if (seeded !== undefined) return;

  const newest = await db
    .select({ id: articles.id, content: articles.content })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), eq(articles.kind, 'news'), lte(articles.publishedAt, now)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(Math.max(...Object.values(MEDIA_POSITIONS).flat()) + 1);
  const at = (position: number) => newest[position];
  const ofTenant = (id: number) => and(eq(articles.tenantId, tenantId), eq(articles.id, id));

  const pushed = at(MEDIA_POSITIONS.webPush);
  if (pushed) await db.update(articles).set({ webPush: true }).where(ofTenant(pushed.id));
  for (const position of MEDIA_POSITIONS.video) {
    const filmed = at(position);
    if (filmed) {
      await db
        .update(articles)
        .set({ video: { provider: 'youtube', id: DEMO_VIDEO_ID } })
        .where(ofTenant(filmed.id));
    }
  }
  const gallery = at(MEDIA_POSITIONS.gallery);
  if (gallery) {
    await db
      .update(articles)
      .set({ content: afterFirstParagraph(gallery.content, demoGalleryHtml(language)) })
      .where(ofTenant(gallery.id));
  }
  const numbered = at(MEDIA_POSITIONS.numbered);
  if (numbered) {
    await db
      .update(articles)
      .set({ content: afterFirstParagraph(numbered.content, demoNumberedImagesHtml(language)) })
      .where(ofTenant(numbered.id));
  }
}
