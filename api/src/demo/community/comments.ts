import type { DemoArticle } from '../content/articles';
import type { StoryKind } from '../content/stories';
import type { GeneratedLeague } from '../football/league';
import type { DemoLanguage } from '../language';
import { weekStartOf, zonedTimeToInstant } from '../../lib/league-time';
import { Rng } from '../prng';

/**
 * Fan comments on the demo articles: what supporters write under a match report, a transfer rumour or
 * an injury, in the tenant's language, with the clubs of the article filled in, some replies, and
 * likes from the other demo users.
 */

interface DemoComment {
  /** Position in the returned list; replies point at their parent's key. */
  key: number;
  articleSlug: string;
  userIndex: number;
  parentKey: number | null;
  content: string;
  createdAt: Date;
  /** Demo users (by index) who like it; never the author. */
  likedBy: number[];
  /** When the likes were given: shortly after the comment, never after the moment of seeding. */
  likedAt: Date;
}

/**
 * How many fans have written a liked comment in the current week, at least, whatever the moment of
 * seeding: the home page's top fans (KAR-01) show 5 commenters and 5 liked fans, and a site seeded in
 * the first minutes of a Monday must not open with empty weekly boards (COM-01).
 */
export const DEMO_FANS_ACTIVE_THIS_WEEK = 8;

type Topic = 'win' | 'draw' | 'preview' | 'transfer' | 'injury' | 'interview' | 'community' | 'analysis' | 'any';

/**
 * Placeholders: {W} winner, {L} loser, {T} a club of the article, {H} the home side of a preview. The
 * sentences are written for the situation, not translated word for word.
 */
const LINES: Record<DemoLanguage, Record<Topic, readonly string[]>> = {
  en: {
    win: [
      'Three points is three points. {W} keep grinding them out.',
      "That second half from {W} was the best I've seen all season.",
      '{L} were poor today. Something has to change.',
      'Proud of the lads. Enjoy this one, {W} fans!',
      'Ref had a shocker, but {W} deserved it in the end.',
      "Can't believe we conceded like that again. Same old {L}.",
      'Our midfield ran the show. More of this please.',
    ],
    draw: [
      'A point away from home is never a bad result.',
      'Two points dropped, no doubt about it.',
      'Both keepers kept their teams in it. Fair result.',
      '{T} should have killed it off in the first half.',
      'Not pretty, but we stay unbeaten at home.',
    ],
    preview: [
      '{H} win this comfortably. 2-0.',
      "Tricky one. I'll say 1-1.",
      'If we play like last week, no chance.',
      'My prediction: 2-1, late winner.',
      'Already in the pool: going for the draw.',
    ],
    transfer: [
      "{T} can't sell him mid-season, simple as that.",
      'If the money is right, let him go. Nobody is bigger than the club.',
      "He's not ready for that level yet, in my opinion.",
      'Every good player we have gets picked off. Frustrating.',
      'Believe it when I see it.',
    ],
    injury: [
      'Terrible news. Get well soon!',
      'Far too many muscle injuries this season. Someone should look into that.',
      'Time for the youngsters to step up.',
      "Hope he's back before the winter break.",
    ],
    interview: [
      'Love his attitude. Humble guy.',
      'Give him a new contract now!',
      'This is the mentality we need.',
      'Great interview, thanks.',
    ],
    community: [
      'Legend! This is what football is about.',
      'Was there, what an atmosphere.',
      'Brilliant initiative, well done everyone.',
      'This is why I love this club.',
      'Remember the name!',
    ],
    analysis: [
      'The title is not decided in November.',
      'Spot on analysis.',
      "The table doesn't lie.",
      "Disagree completely. We'll see in May.",
    ],
    any: [
      'Great read, thanks.',
      'Finally someone says it.',
      "Interesting. Let's see how it plays out.",
      'Not convinced, to be honest.',
    ],
  },
  nl: {
    win: [
      'Drie punten zijn drie punten. {W} blijft ze gewoon pakken.',
      'Die tweede helft van {W} was het beste wat ik dit seizoen heb gezien.',
      '{L} was vandaag echt slecht. Er moet iets veranderen.',
      'Trots op de jongens. Geniet ervan, {W}-fans!',
      'Scheids had geen goede dag, maar {W} heeft het uiteindelijk verdiend.',
      'Niet te geloven dat we weer zo een goal weggeven. Typisch {L}.',
      'Ons middenveld was heer en meester. Meer van dit graag.',
    ],
    draw: [
      'Een punt uit is nooit slecht.',
      'Twee punten verspeeld, daar is geen twijfel over.',
      'Beide keepers hielden hun ploeg in de wedstrijd. Terechte uitslag.',
      '{T} had het in de eerste helft moeten beslissen.',
      'Niet mooi, maar thuis blijven we ongeslagen.',
    ],
    preview: [
      '{H} wint deze makkelijk. 2-0.',
      'Lastige pot. Ik zeg 1-1.',
      'Als we spelen zoals vorige week, kansloos.',
      'Mijn voorspelling: 2-1, late winnaar.',
      'Staat al in de pool: ik ga voor gelijk.',
    ],
    transfer: [
      '{T} kan hem midden in het seizoen niet verkopen, zo simpel is het.',
      'Als het bedrag klopt, laat hem gaan. Niemand is groter dan de club.',
      'Volgens mij is hij nog niet klaar voor dat niveau.',
      'Elke goede speler wordt weggeplukt. Frustrerend.',
      'Eerst zien, dan geloven.',
    ],
    injury: [
      'Vreselijk nieuws. Beterschap!',
      'Veel te veel spierblessures dit seizoen. Daar moet iemand eens naar kijken.',
      'Tijd voor de jonge jongens om op te staan.',
      'Hopelijk is hij voor de winterstop terug.',
    ],
    interview: [
      'Mooie instelling. Bescheiden gast.',
      'Geef hem nu een nieuw contract!',
      'Dit is de mentaliteit die we nodig hebben.',
      'Mooi interview, bedankt.',
    ],
    community: [
      'Legende! Hier draait voetbal om.',
      'Was erbij, wat een sfeer.',
      'Prachtig initiatief, goed gedaan allemaal.',
      'Hierom hou ik van deze club.',
      'Onthoud deze naam!',
    ],
    analysis: [
      'De titel wordt niet in november beslist.',
      'Spot-on analyse.',
      'De ranglijst liegt niet.',
      'Helemaal mee oneens, we zien het in mei wel.',
    ],
    any: [
      'Mooi stuk, bedankt.',
      'Eindelijk zegt iemand het.',
      'Interessant. Eens zien hoe het afloopt.',
      'Niet overtuigd, eerlijk gezegd.',
    ],
  },
};

const REPLIES: Record<DemoLanguage, readonly string[]> = {
  en: [
    'Agreed, 100%.',
    "Couldn't disagree more.",
    'Exactly what I was thinking.',
    'Bit harsh, no?',
    "We'll see. Long season.",
    'Ha, you say that every week!',
  ],
  nl: [
    'Helemaal mee eens.',
    'Totaal niet mee eens.',
    'Precies wat ik dacht.',
    'Beetje hard, niet?',
    'We zien het wel. Lang seizoen.',
    'Haha, dat zeg je elke week!',
  ],
};

const TOPIC_OF_STORY: Record<StoryKind, Topic> = {
  'match-report': 'win',
  'round-up': 'analysis',
  preview: 'preview',
  transfer: 'transfer',
  interview: 'interview',
  injury: 'injury',
  'fan-story': 'community',
  youth: 'community',
  'supporters-club': 'community',
  opinion: 'analysis',
};

/** How many top-level comments an article draws: match reports most, club news least. */
const COMMENTS_FOR_STORY: Record<StoryKind, [number, number]> = {
  'match-report': [2, 7],
  'round-up': [1, 4],
  preview: [1, 5],
  transfer: [2, 6],
  interview: [0, 4],
  injury: [1, 4],
  'fan-story': [0, 3],
  youth: [0, 3],
  'supporters-club': [0, 2],
  opinion: [1, 5],
};

export function generateComments(options: {
  tenantId: string;
  language: DemoLanguage;
  league: GeneratedLeague;
  articles: DemoArticle[];
  userCount: number;
  now: Date;
}): DemoComment[] {
  const { language, league, articles, userCount, now } = options;
  const rng = new Rng(`comments:${options.tenantId}`);
  const teams = new Map(league.teams.map((t) => [t.id, t.shortName]));
  const fixtures = new Map(league.fixtures.map((f) => [f.id, f]));
  const comments: DemoComment[] = [];
  const users = Array.from({ length: userCount }, (_, i) => i);

  articles.forEach((article) => {
    const articleRng = rng.fork(article.slug);
    const fixture = article.fixtureId === null ? undefined : fixtures.get(article.fixtureId);
    let topic = TOPIC_OF_STORY[article.kind];
    let winner: string | undefined;
    let loser: string | undefined;
    if (article.kind === 'match-report' && fixture) {
      const home = teams.get(fixture.homeTeamId) ?? '';
      const away = teams.get(fixture.awayTeamId) ?? '';
      if ((fixture.homeScore ?? 0) === (fixture.awayScore ?? 0)) topic = 'draw';
      else [winner, loser] = (fixture.homeScore ?? 0) > (fixture.awayScore ?? 0) ? [home, away] : [away, home];
    }
    const clubs = article.teamIds.map((id) => teams.get(id) ?? '').filter(Boolean);
    const fill = (line: string) =>
      line
        .replace(/\{W\}/g, winner ?? clubs[0] ?? '')
        .replace(/\{L\}/g, loser ?? clubs[1] ?? clubs[0] ?? '')
        .replace(/\{H\}/g, clubs[0] ?? '')
        .replace(/\{T\}/g, articleRng.pick(clubs.length > 0 ? clubs : ['']));
    // Lines that name a club need one; without clubs only the general ones fit.
    const pool = [...LINES[language][topic], ...LINES[language].any].filter(
      (line) => clubs.length > 0 || !/\{[WLHT]\}/.test(line),
    );
    const [min, max] = COMMENTS_FOR_STORY[article.kind];
    const lines = articleRng.sample(pool, articleRng.int(min, max));
    const authors = articleRng.shuffle(users);
    lines.forEach((line, i) => {
      const userIndex = authors[i % authors.length] ?? 0;
      // Most comments come in the first hours after publication, a few days later.
      const delay = Math.min(4 * 86_400_000, -Math.log(1 - articleRng.float()) * 5 * 3_600_000) + 60_000;
      const createdAt = new Date(article.publishedAt.getTime() + delay);
      if (createdAt >= now) return;
      const key = comments.length;
      comments.push({
        key,
        articleSlug: article.slug,
        userIndex,
        parentKey: null,
        content: fill(line),
        createdAt,
        likedBy: likers(articleRng, users, userIndex),
        likedAt: createdAt,
      });
      if (!articleRng.chance(0.3)) return;
      const replier = articleRng.pick(users.filter((u) => u !== userIndex));
      const repliedAt = new Date(createdAt.getTime() + articleRng.int(5, 600) * 60_000);
      if (repliedAt >= now) return;
      comments.push({
        key: comments.length,
        articleSlug: article.slug,
        userIndex: replier,
        parentKey: key,
        content: articleRng.pick(REPLIES[language]),
        createdAt: repliedAt,
        likedBy: likers(articleRng, users, replier),
        likedAt: repliedAt,
      });
    });
  });
  keepThisWeekBusy(comments, now);
  for (const comment of comments) comment.likedAt = likeMomentOf(comment.createdAt, now);
  return comments;
}

/**
 * The karma weeks are Europe/Amsterdam calendar weeks. Comments follow their articles by hours, so a
 * demo seeded early in a week would have no comments in it: then the newest liked comments of fans not
 * yet active this week (with their replies) are moved into the part of the week that has passed, in
 * the order they were written. They were written before the week began, so after their articles.
 */
function keepThisWeekBusy(comments: DemoComment[], now: Date): void {
  const weekStart = zonedTimeToInstant(weekStartOf(now), 0, 0).getTime();
  const active = new Set(
    comments
      .filter((c) => c.parentKey === null && c.likedBy.length > 0 && c.createdAt.getTime() >= weekStart)
      .map((c) => c.userIndex),
  );
  const moved: DemoComment[] = [];
  const newestFirst = comments
    .filter((c) => c.parentKey === null && c.likedBy.length > 0 && c.createdAt.getTime() < weekStart)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const comment of newestFirst) {
    if (active.size >= DEMO_FANS_ACTIVE_THIS_WEEK) break;
    if (active.has(comment.userIndex)) continue;
    active.add(comment.userIndex);
    moved.unshift(comment);
  }
  // Evenly over the week so far, oldest first; a reply keeps following its comment.
  const span = now.getTime() - weekStart;
  moved.forEach((comment, index) => {
    const at = weekStart + Math.floor((span * (index + 1)) / (moved.length + 2));
    comment.createdAt = new Date(at);
    for (const reply of comments.filter((c) => c.parentKey === comment.key)) {
      reply.createdAt = new Date(at + Math.floor((now.getTime() - at) / (moved.length + 2)));
    }
  });
}

/** A minute after the comment, or halfway to the moment of seeding when that is sooner. */
function likeMomentOf(createdAt: Date, now: Date): Date {
  const time = createdAt.getTime();
  return new Date(time + Math.min(60_000, Math.floor((now.getTime() - time) / 2)));
}

/** Most comments get no or one like; a few strike a chord with half the regulars. */
function likers(rng: Rng, users: number[], author: number): number[] {
  const others = users.filter((u) => u !== author);
  const count = rng.chance(0.15) ? rng.int(3, Math.max(3, Math.ceil(others.length / 2))) : rng.int(0, 2);
  return rng.sample(others, Math.min(count, others.length)).sort((a, b) => a - b);
}
