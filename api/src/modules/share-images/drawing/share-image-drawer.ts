import path from 'node:path';
import { translate, type MessageKey } from '../../../i18n/messages';
import type { FixtureDetailRecord } from '../../matchcenter/fixture-detail/fixture-detail-repository';
import { LEAGUE_TIME_ZONE } from '../../../lib/league-time';
import type { FixtureStatus } from '../../matchcenter/schema';
import type { Tenant } from '../../tenants/tenants-repository';
import { iconColors, iconSvg } from '../../web/site-icon';
import {
  articleCard,
  type CardBrand,
  crestBox,
  type MatchCardCentre,
  matchCard,
  siteCard,
  teamCard,
  teamCrestBox,
} from './cards';
import { readFontMetrics } from './font-metrics';
import { embedPicture, type PictureContext } from './pictures';
import { createRasterizer } from './rasterize';
import { createShareImageCache } from './share-image-cache';

/** What an article's card is drawn from (articles-repository.ts `shareImageSource`). */
interface ArticleShareSource {
  id: number;
  title: string;
  image: string;
  updatedAt: Date;
}

/** What a club's card is drawn from (get-team-share-image.ts gathers it from the match centre's data). */
interface TeamShareSource {
  id: number;
  name: string;
  logoPath: string;
  league: string;
  /** Its place in the league's table; undefined before it has played, when the table's order says nothing. */
  standing: { position: number; points: number } | undefined;
}

interface ShareImageDrawerOptions {
  assetsDir: string;
  warn: (error: unknown, sitePath: string) => void;
  /** Defaults: 300 images and 48 MB, a few hundred shared pages' worth (a card is 30–300 kB). */
  maxEntries?: number;
  maxBytes?: number;
}

const statusLabels: Record<FixtureStatus, MessageKey> = {
  scheduled: 'shareImages.kickOff',
  live: 'shareImages.live',
  'half-time': 'shareImages.halfTime',
  finished: 'shareImages.fullTime',
  postponed: 'shareImages.postponed',
  cancelled: 'shareImages.cancelled',
};

const played: ReadonlySet<FixtureStatus> = new Set(['live', 'half-time', 'finished']);

function kickOffParts(kickoffAt: Date, language: Tenant['language']): { date: string; time: string } {
  const locale = language === 'nl' ? 'nl-NL' : 'en-GB';
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: LEAGUE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(kickoffAt);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: LEAGUE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(kickoffAt);
  return { date, time };
}

/** The score once the match has started and the kick-off before it (or when it was called off), in the tenant's language. */
export function matchCentre(fixture: FixtureDetailRecord, language: Tenant['language']): MatchCardCentre {
  const label = translate(language, statusLabels[fixture.status]);
  if (played.has(fixture.status) && fixture.homeScore !== null && fixture.awayScore !== null) {
    return { kind: 'score', home: fixture.homeScore, away: fixture.awayScore, label };
  }
  return { kind: 'kick-off', ...kickOffParts(fixture.kickoffAt, language), label };
}

const ordinalLabels: Record<Intl.LDMLPluralRule, MessageKey> = {
  zero: 'shareImages.ordinalOther',
  one: 'shareImages.ordinalOne',
  two: 'shareImages.ordinalTwo',
  few: 'shareImages.ordinalFew',
  many: 'shareImages.ordinalOther',
  other: 'shareImages.ordinalOther',
};

/** A club's place and points as the card shows them: "3rd · 28 pts", "3e · 28 ptn", "1st · 1 pt". */
export function standingLabel(standing: { position: number; points: number }, language: Tenant['language']): string {
  const locale = language === 'nl' ? 'nl-NL' : 'en-GB';
  const ordinalKey = ordinalLabels[new Intl.PluralRules(locale, { type: 'ordinal' }).select(standing.position)];
  const pointsKey =
    new Intl.PluralRules(locale).select(standing.points) === 'one' ? 'shareImages.onePoint' : 'shareImages.points';
  return translate(language, 'shareImages.standing', {
    position: translate(language, ordinalKey, { n: standing.position }),
    points: translate(language, pointsKey, { points: standing.points }),
  });
}

/**
 * Draws and keeps the share images (CLB-05): the tenant's default card, an article's, a match's and a
 * club's, each 1200×630 PNG. Every key holds everything its card is drawn from, so a new score, a new
 * place in the table, an edited article or a new theme draws a new card, and two tenants with the same
 * look and language share a match's or a club's card but never an article's (the tenant is in its key).
 */
export function createShareImageDrawer({
  assetsDir,
  warn,
  maxEntries = 300,
  maxBytes = 48 * 1024 * 1024,
}: ShareImageDrawerOptions) {
  const rasterizer = createRasterizer(assetsDir);
  const metrics = readFontMetrics(path.join(assetsDir, 'fonts', 'DejaVuSans-Bold.ttf'));
  const cache = createShareImageCache({ maxEntries, maxBytes });
  const pictures: PictureContext = { rasterizer, assetsDir, warn };

  function brandOf(tenant: Tenant): { brand: CardBrand; key: string } {
    const { primary, accent } = iconColors(tenant.theme);
    const markHref = `data:image/svg+xml;base64,${Buffer.from(iconSvg(tenant.theme)).toString('base64')}`;
    return {
      brand: { name: tenant.name, primary, accent, markHref },
      key: JSON.stringify([tenant.name, primary, accent]),
    };
  }

  return {
    /** The card of every page that has none of its own. */
    site(tenant: Tenant): Promise<Buffer> {
      const { brand, key } = brandOf(tenant);
      return cache.get(`site|${key}`, () => rasterizer.toPng(siteCard(metrics, brand)));
    },

    /** An article's card: its lead picture, or its headline when the picture is not one this site holds. */
    article(tenant: Tenant, article: ArticleShareSource): Promise<Buffer> {
      const { brand, key } = brandOf(tenant);
      const cacheKey = `article|${tenant.id}|${article.id}|${article.updatedAt.toISOString()}|${key}`;
      return cache.get(cacheKey, async () => {
        const picture = await embedPicture(pictures, article.image, { width: 1200, height: 630, fit: 'cover' });
        return rasterizer.toPng(articleCard(metrics, { title: article.title, picture, brand }));
      });
    },

    /** A match's card: crests, names, and the score or the kick-off, in the tenant's language. */
    match(tenant: Tenant, fixture: FixtureDetailRecord): Promise<Buffer> {
      const { brand, key } = brandOf(tenant);
      const centre = matchCentre(fixture, tenant.language);
      const cacheKey = `match|${fixture.id}|${JSON.stringify([
        tenant.language,
        fixture.league.name,
        fixture.home.name,
        fixture.home.logoPath,
        fixture.away.name,
        fixture.away.logoPath,
        centre,
      ])}|${key}`;
      return cache.get(cacheKey, async () => {
        const [homeCrest, awayCrest] = await Promise.all([
          embedPicture(pictures, fixture.home.logoPath, crestBox),
          embedPicture(pictures, fixture.away.logoPath, crestBox),
        ]);
        return rasterizer.toPng(
          matchCard(metrics, {
            league: fixture.league.name,
            home: { name: fixture.home.name, crest: homeCrest },
            away: { name: fixture.away.name, crest: awayCrest },
            centre,
            brand,
          }),
        );
      });
    },

    /** A club's card: its crest, name and league, and its place in the table, in the tenant's language. */
    team(tenant: Tenant, team: TeamShareSource): Promise<Buffer> {
      const { brand, key } = brandOf(tenant);
      const standing = team.standing === undefined ? undefined : standingLabel(team.standing, tenant.language);
      const cacheKey = `team|${team.id}|${JSON.stringify([
        tenant.language,
        team.league,
        team.name,
        team.logoPath,
        standing,
      ])}|${key}`;
      return cache.get(cacheKey, async () => {
        const crest = await embedPicture(pictures, team.logoPath, teamCrestBox);
        return rasterizer.toPng(
          teamCard(metrics, { league: team.league, team: { name: team.name, crest }, standing, brand }),
        );
      });
    },

    stats: cache.stats,
  };
}

export type ShareImageDrawer = ReturnType<typeof createShareImageDrawer>;
