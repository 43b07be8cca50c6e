import { and, asc, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { EREDIVISIE } from '../../../demo/football/league';
import type { DemoLanguage } from '../../../demo/language';
import { users } from '../../accounts/schema';
import { fixtures, leagues, players, teams } from '../../matchcenter/schema';
import type { DemoRichContentOptions } from '../demo/demo-rich-content';
import { articles, liveblogEntries, liveblogs, tags } from '../schema';
import { entryBodyFromInput } from './liveblog-entry-html';

/** A club as the demo texts name it. */
interface DemoClub {
  id: number;
  name: string;
  stadium: string;
}

/** The match the demo's match live blog follows, with a player of each side for the team news. */
interface DemoMatch {
  fixtureId: number;
  home: DemoClub;
  away: DemoClub;
  homePlayer: string;
  awayPlayer: string;
}

const minutes = (count: number) => count * 60_000;

interface DemoArticle {
  id: number;
  title: string;
  tagSlug: string;
}

/** The tenant's published news articles, newest first: what the live blogs go on. */
async function newsArticles(db: Database, tenantId: string, now: Date): Promise<DemoArticle[]> {
  return db
    .select({ id: articles.id, title: articles.title, tagSlug: tags.slug })
    .from(articles)
    .innerJoin(tags, eq(tags.id, articles.primaryTagId))
    .where(and(eq(articles.tenantId, tenantId), eq(articles.kind, 'news'), lte(articles.publishedAt, now)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(300);
}

/**
 * The match to follow and the article it goes on. The match is the one the simulator plays first: one
 * in play, else the first to kick off (the one its start rule brings forward when nothing is about to
 * start, match-simulator.ts, in the same order). The article: its preview (both clubs in the title, in
 * the previews section), else another that names both clubs (not a round-up, which names many), else
 * one about either club, else a preview.
 */
async function matchToFollow(
  db: Database,
  news: readonly DemoArticle[],
  previews: string,
): Promise<{ match: DemoMatch; articleId: number } | null> {
  const [fixture] = await db
    .select({ id: fixtures.id, homeTeamId: fixtures.homeTeamId, awayTeamId: fixtures.awayTeamId })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .where(and(isNotNull(leagues.generatedAt), inArray(fixtures.status, ['live', 'half-time', 'scheduled'])))
    .orderBy(
      sql`case when ${fixtures.status} = 'scheduled' then 1 else 0 end`,
      asc(fixtures.kickoffAt),
      asc(fixtures.id),
    )
    .limit(1);
  if (fixture === undefined) return null;
  const clubs = await db
    .select({ id: teams.id, name: teams.shortName, stadium: teams.stadium })
    .from(teams)
    .where(inArray(teams.id, [fixture.homeTeamId, fixture.awayTeamId]));
  const home = clubs.find((club) => club.id === fixture.homeTeamId);
  const away = clubs.find((club) => club.id === fixture.awayTeamId);
  if (home === undefined || away === undefined) return null;
  const named = (article: DemoArticle) => [home.name, away.name].filter((name) => article.title.includes(name)).length;
  const article =
    news.find((candidate) => named(candidate) === 2 && candidate.tagSlug === previews) ??
    news.find((candidate) => named(candidate) === 2 && candidate.tagSlug !== 'eredivisie') ??
    news.find((candidate) => named(candidate) === 1 && candidate.tagSlug !== 'eredivisie') ??
    news.find((candidate) => candidate.tagSlug === previews) ??
    news[0];
  if (article === undefined) return null;
  return {
    articleId: article.id,
    match: {
      fixtureId: fixture.id,
      home,
      away,
      homePlayer: (await forwardOf(db, home.id)) ?? home.name,
      awayPlayer: (await forwardOf(db, away.id)) ?? away.name,
    },
  };
}

async function forwardOf(db: Database, teamId: number): Promise<string | undefined> {
  const [player] = await db
    .select({ name: players.commonName })
    .from(players)
    .where(and(eq(players.teamId, teamId), eq(players.position, 'Attacker')))
    .orderBy(asc(players.id))
    .limit(1);
  return player?.name;
}

/** The ad block a live blog shows every few entries: the site's own prediction game. */
const demoAdHtml: Record<DemoLanguage, string> = {
  en: '<p><strong>Tribune prediction game</strong>: pick this round’s winners and climb the ranking. <a href="/football-pool/predictions">Play now</a></p>',
  nl: '<p><strong>Tribune voorspellingsspel</strong>: voorspel de winnaars van deze speelronde en klim in de ranglijst. <a href="/football-pool/predictions">Speel mee</a></p>',
};

function matchEntries(match: DemoMatch, language: DemoLanguage): string[] {
  const { home, away } = match;
  return language === 'nl'
    ? [
        `Welkom bij ons liveblog van ${home.name} – ${away.name}. De aftrap is zo in ${home.stadium}; doelpunten en kaarten verschijnen hier vanzelf zodra ze vallen.`,
        `<p><strong>Opstellingen:</strong> ${home.name} begint met ${match.homePlayer} in de spits, bij ${away.name} staat ${match.awayPlayer} in de basis.</p>`,
        `De tribunes lopen vol. Het wordt een uitverkocht ${home.stadium}.`,
      ]
    : [
        `Welcome to our live blog of ${home.name} v ${away.name}. Kick-off is coming up at ${home.stadium}; goals and cards appear here by themselves as they happen.`,
        `<p><strong>Team news:</strong> ${home.name} start with ${match.homePlayer} up front, while ${away.name} hand a start to ${match.awayPlayer}.</p>`,
        `The stands are filling up. Expect a full house at ${home.stadium}.`,
      ];
}

interface TransferCast {
  clubs: DemoClub[];
  players: { name: string; club: string }[];
}

async function transferCast(db: Database): Promise<TransferCast> {
  const clubs = await db
    .select({ id: teams.id, name: teams.shortName, stadium: teams.stadium })
    .from(teams)
    .where(eq(teams.leagueId, EREDIVISIE.id))
    .orderBy(asc(teams.id))
    .limit(8);
  const cast = await db
    .select({ name: players.commonName, club: teams.shortName })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(and(eq(teams.leagueId, EREDIVISIE.id), ne(players.position, 'Goalkeeper')))
    .orderBy(asc(players.id))
    .limit(120);
  // Every twelfth player: names from across the league rather than one squad.
  return { clubs, players: cast.filter((_, index) => index % 12 === 5) };
}

/**
 * Deadline day's entries, oldest first; the first is the pinned summary. Names come from the demo
 * league, with stand-ins when it has none (a real provider's league).
 */
function transferEntries(cast: TransferCast, language: DemoLanguage): { text: string; pinned: boolean }[] {
  const club = (index: number) => cast.clubs[index % Math.max(cast.clubs.length, 1)]?.name ?? 'FC Tribune';
  const stadium = cast.clubs[0]?.stadium ?? 'Tribune Stadion';
  const player = (index: number) =>
    cast.players[index % Math.max(cast.players.length, 1)] ?? { name: 'Jansen', club: club(index + 3) };
  const [p0, p1, p2, p3, p4, p5] = [0, 1, 2, 3, 4, 5].map(player);
  if (
    p0 === undefined ||
    p1 === undefined ||
    p2 === undefined ||
    p3 === undefined ||
    p4 === undefined ||
    p5 === undefined
  )
    return [];
  const texts =
    language === 'nl'
      ? [
          `<p><strong>Deadline day in het kort:</strong> de transferperiode sluit vanavond om 23.59 uur. Rond: ${p0.name} naar ${club(1)}, ${p3.name} naar ${club(2)}. Dit bericht houden we bij.</p>`,
          `Goedemorgen en welkom bij ons liveblog van de laatste transferdag. Tot middernacht houden we je op de hoogte van elke transfer, elk gerucht en elke ontkenning.`,
          `${club(1)} zou dicht bij een akkoord zijn met ${p0.club} over ${p0.name}.`,
          `Medische keuring: ${p0.name} is gesignaleerd op het trainingscomplex van ${club(1)}.`,
          `<p><strong>Officieel:</strong> ${p0.name} tekent een contract voor vier jaar bij ${club(1)}.</p>`,
          `Huurdeal: ${p1.name} vertrekt tot het einde van het seizoen naar ${club(3)}.`,
          `${p2.club} ontkent: ${p2.name} is niet te koop, wat het bod ook is.`,
          `Onze verslaggever bij ${stadium}: veel fans wachten op nieuws, maar nog geen auto's met getinte ramen.`,
          `${club(2)} zou het bod op ${p3.name} hebben verhoogd naar 4,5 miljoen euro.`,
          `<p><strong>Rond:</strong> ${p3.name} tekent bij ${club(2)}. Over de transfersom is niets bekendgemaakt.</p>`,
          `${club(4)} geeft een spits uit de eigen jeugdopleiding zijn eerste profcontract.`,
          `${p4.name} neemt op sociale media afscheid van de supporters van ${p4.club}.`,
          `De papieren zijn binnen: ${club(5)} bevestigt dat de inschrijving van ${p5.name} op tijd is ingediend.`,
          `Even rustig nu. We melden ons met elke transfer van het laatste moment.`,
        ]
      : [
          `<p><strong>Deadline day at a glance:</strong> the window shuts at 23:59 tonight. Done so far: ${p0.name} to ${club(1)}, ${p3.name} to ${club(2)}. We keep this post up to date.</p>`,
          `Good morning and welcome to our live coverage of transfer deadline day. Until midnight we bring you every deal, rumour and denial.`,
          `${club(1)} are said to be close to agreeing a fee with ${p0.club} for ${p0.name}.`,
          `Medical under way: ${p0.name} has been spotted at ${club(1)}'s training ground.`,
          `<p><strong>Confirmed:</strong> ${p0.name} joins ${club(1)} on a four-year contract.</p>`,
          `Loan deal: ${p1.name} moves to ${club(3)} until the end of the season.`,
          `Denied: ${p2.club} say ${p2.name} is not for sale, whatever the offer.`,
          `Our reporter outside ${stadium}: plenty of fans waiting for news, no cars with tinted windows yet.`,
          `${club(2)} are reported to have raised their offer for ${p3.name} to €4.5 million.`,
          `<p><strong>Done deal:</strong> ${p3.name} signs for ${club(2)}. The fee is undisclosed.</p>`,
          `${club(4)} hand a first professional contract to a striker from their academy.`,
          `${p4.name} says goodbye to the ${p4.club} fans on social media.`,
          `Paperwork in: ${club(5)} confirm the registration of ${p5.name} arrived in time.`,
          `A quiet spell for now. We will be back with every last-minute deal.`,
        ];
  return texts.map((text, index) => ({ text, pinned: index === 0 }));
}

/**
 * LB-01's demo: two live blogs per tenant on existing news articles. One follows the match the simulator
 * plays next (the article about it when there is one), with a few editors' entries; its goals and cards
 * arrive as the match is played. The other is transfer deadline day: 14 entries, the summary pinned, so
 * load-more shows. Idempotent: a tenant that has a live blog is left alone.
 */
export async function seedDemoLiveblogs(db: Database, options: DemoRichContentOptions): Promise<void> {
  const { tenantId, language, now } = options;
  const [existing] = await db
    .select({ id: liveblogs.id })
    .from(liveblogs)
    .where(eq(liveblogs.tenantId, tenantId))
    .limit(1);
  if (existing !== undefined) return;
  const [editor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = 'editor'`))
    .limit(1);
  const body = (text: string) => entryBodyFromInput(text, 'Video');
  const adHtml = body(demoAdHtml[language]);

  // Not on the newest article, the home page's lead: it stays a plain article page (the article page's
  // JavaScript budget is measured on it, e2e/tests/javascript-budget.spec.ts; a live blog adds its chunk).
  const news = (await newsArticles(db, tenantId, now)).slice(1);
  const followed = await matchToFollow(db, news, language === 'nl' ? 'voorbeschouwingen' : 'previews');
  const match = followed?.match ?? null;
  const matchArticleId = followed?.articleId ?? news[0]?.id;
  if (matchArticleId === undefined) return;
  const transferArticleId = (
    news.find((article) => article.tagSlug === 'transfers' && article.id !== matchArticleId) ??
    news.find((article) => article.id !== matchArticleId)
  )?.id;

  const [matchBlog] = await db
    .insert(liveblogs)
    .values({ tenantId, articleId: matchArticleId, fixtureId: match?.fixtureId ?? null, adHtml })
    .returning({ id: liveblogs.id });
  if (matchBlog !== undefined && match !== null) {
    const texts = matchEntries(match, language);
    await db.insert(liveblogEntries).values(
      texts.map((text, index) => ({
        tenantId,
        liveblogId: matchBlog.id,
        body: body(text),
        authorUserId: editor?.id ?? null,
        createdAt: new Date(now.getTime() - minutes(10 * (texts.length - index))),
        updatedAt: new Date(now.getTime() - minutes(10 * (texts.length - index))),
      })),
    );
  }

  if (transferArticleId === undefined) return;
  const [transferBlog] = await db
    .insert(liveblogs)
    .values({ tenantId, articleId: transferArticleId, blocksCountToPlaceAd: 4, adHtml })
    .returning({ id: liveblogs.id });
  if (transferBlog === undefined) return;
  const entries = transferEntries(await transferCast(db), language);
  // Oldest first, so ids grow with time (the list's order); every 25 minutes up to a few minutes ago.
  await db.insert(liveblogEntries).values(
    entries.map((entry, index) => {
      const at = new Date(now.getTime() - minutes(5 + 25 * (entries.length - 1 - index)));
      return {
        tenantId,
        liveblogId: transferBlog.id,
        body: body(entry.text),
        isPinned: entry.pinned,
        authorUserId: editor?.id ?? null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
