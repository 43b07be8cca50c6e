import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { DemoLanguage } from '../../../demo/language';
import { Rng } from '../../../demo/prng';
import { comments, forumTopics } from '../schema';

/** A demo topic: its title, opening post and the replies fans give it, in one language. */
interface DemoTopicText {
  title: string;
  opening: string;
  replies: readonly string[];
}

/**
 * The demo topics, written for each language rather than translated word for word. The first is the
 * pinned welcome a manager (the editor) wrote; the last is closed.
 */
const TOPICS: Record<DemoLanguage, readonly DemoTopicText[]> = {
  en: [
    {
      title: 'Welcome to the forum: read this first',
      opening:
        'Welcome, everyone! This is the place for everything our club. Keep it friendly, no personal attacks, and report anything out of order to the moderators.',
      replies: ['Thanks, good to be here!', 'Great to have a proper forum again.', 'Looking forward to the debates.'],
    },
    {
      title: 'Next away trip: who is going?',
      opening: 'The away end sold out in an hour. Who has a ticket? Thinking of hiring a coach from the stadium.',
      replies: [
        "I'm in! Count me in for the coach.",
        'Got two tickets, taking my son for his first away game.',
        'Train for me, we meet at the pub near the station at noon.',
        'No ticket, gutted. Anyone with a spare one, let me know.',
        'What time does the coach leave? I finish work at ten.',
        'Bring a scarf, it was freezing there last year.',
      ],
    },
    {
      title: 'The keeper debate: who should start?',
      opening: 'Our number one has made two errors in three games. Time to give the young keeper a chance?',
      replies: [
        "One bad week doesn't make him a bad keeper.",
        'The youngster was brilliant in the cup. Give him a run.',
        'Our defence is the real problem, not the keeper.',
        'Keep faith. He saved us a dozen points last season.',
        'A keeper needs confidence. Dropping him now would finish him.',
      ],
    },
    {
      title: 'Transfer window: who do we need?',
      opening: 'The window opens soon. A left back is a must for me, and maybe a striker who can hold the ball up.',
      replies: [
        'A holding midfielder first. We get overrun every week.',
        'No more loans please, buy players who stay.',
        'Promote from the academy, they are ready.',
        "Left back, no doubt. We've been playing a winger there all season.",
        "We won't spend anything anyway, we never do.",
      ],
    },
    {
      title: 'Best goal of the season so far',
      opening: 'That volley in the derby is still on repeat at my place. Anything better this season?',
      replies: [
        'The derby volley, easily. The sound in the stadium!',
        'The solo run against the leaders was better for me.',
        'That free kick in the rain, top corner.',
        'Any goal in injury time counts double for me.',
      ],
    },
    {
      title: 'Youth academy: who is next?',
      opening: 'Our under-19s are top of their league. Which of them makes the first team next season?',
      replies: [
        'The left winger. Fast, two-footed, scores goals.',
        'The centre back who captains them reads the game like a veteran.',
        "Don't rush them. Let them play every week first.",
      ],
    },
    {
      // Names two clubs: the demo's club pages and "My club" sections have fans' threads (CLB-02).
      title: 'PSV v Feyenoord: who wins the title race?',
      opening: 'Two points between them and the head-to-head still to come. Who finishes top, and why?',
      replies: [
        'PSV. Deeper squad, and they never drop points at home.',
        "Feyenoord's defence wins titles. Best goal difference in the league.",
        'It comes down to the head-to-head in March.',
      ],
    },
    {
      title: 'Season tickets for next season',
      opening:
        'The club has announced the new prices and the renewal window. Questions about renewing go to the ticket office; this thread is closed.',
      replies: ['Renewed mine this morning, went smoothly.', 'Same seat as always. Twenty years now.'],
    },
  ],
  nl: [
    {
      title: 'Welkom op het forum: lees dit eerst',
      opening:
        'Welkom allemaal! Hier praten we over alles wat met onze club te maken heeft. Blijf vriendelijk, geen persoonlijke aanvallen, en meld wat niet door de beugel kan bij de moderators.',
      replies: [
        'Bedankt, fijn om hier te zijn!',
        'Mooi dat er weer een echt forum is.',
        'Ik heb zin in de discussies.',
      ],
    },
    {
      title: 'Volgende uitwedstrijd: wie gaat er mee?',
      opening:
        'Het uitvak was binnen een uur uitverkocht. Wie heeft er een kaartje? Ik denk aan een bus vanaf het stadion.',
      replies: [
        'Ik ga mee! Reken op mij voor de bus.',
        'Twee kaartjes, ik neem mijn zoon mee naar zijn eerste uitwedstrijd.',
        'Ik ga met de trein, we verzamelen om twaalf uur in het café bij het station.',
        'Geen kaartje, balen. Heeft iemand er nog een over?',
        'Hoe laat vertrekt de bus? Ik ben om tien uur klaar met werken.',
        'Neem een sjaal mee, het was daar vorig jaar ijskoud.',
      ],
    },
    {
      title: 'De keepersdiscussie: wie moet er onder de lat?',
      opening: 'Onze eerste keeper maakte twee fouten in drie wedstrijden. Tijd voor de jonge keeper?',
      replies: [
        'Eén slechte week maakt hem nog geen slechte keeper.',
        'De jonge keeper was geweldig in de beker. Geef hem een reeks wedstrijden.',
        'Onze verdediging is het echte probleem, niet de keeper.',
        'Blijf in hem geloven. Hij heeft ons vorig seizoen een hoop punten opgeleverd.',
        'Een keeper heeft vertrouwen nodig. Hem nu passeren maakt hem kapot.',
      ],
    },
    {
      title: 'Transferwindow: wie hebben we nodig?',
      opening:
        'De transferperiode gaat bijna open. Een linksback is voor mij een must, en misschien een spits die de bal kan vasthouden.',
      replies: [
        'Eerst een controlerende middenvelder. We worden elke week overlopen.',
        'Geen huurlingen meer graag, koop spelers die blijven.',
        'Laat de jeugd doorstromen, die zijn er klaar voor.',
        'Linksback, zonder twijfel. Daar staat al het hele seizoen een vleugelspeler.',
        'We geven toch niks uit, dat doen we nooit.',
      ],
    },
    {
      title: 'Mooiste goal van het seizoen tot nu toe',
      opening: 'Die volley in de derby staat bij mij thuis nog steeds op herhaling. Iets mooiers gezien dit seizoen?',
      replies: [
        'De volley in de derby, met afstand. Dat geluid in het stadion!',
        'De solo tegen de koploper vond ik mooier.',
        'Die vrije trap in de regen, in de kruising.',
        'Elke goal in blessuretijd telt voor mij dubbel.',
      ],
    },
    {
      title: 'Jeugdopleiding: wie is de volgende?',
      opening: 'Onze onder-19 staat bovenaan in de competitie. Wie van hen haalt volgend seizoen het eerste?',
      replies: [
        'De linksbuiten. Snel, tweebenig en hij scoort.',
        'De centrale verdediger die aanvoerder is, leest het spel als een ervaren rot.',
        'Niet te snel gaan. Laat ze eerst elke week spelen.',
      ],
    },
    {
      title: 'PSV – Feyenoord: wie wordt er kampioen?',
      opening: 'Twee punten verschil en het onderlinge duel moet nog komen. Wie eindigt bovenaan, en waarom?',
      replies: [
        'PSV. Bredere selectie, en thuis laten ze nooit punten liggen.',
        'De verdediging van Feyenoord wint titels. Beste doelsaldo van de competitie.',
        'Het onderlinge duel in maart beslist het.',
      ],
    },
    {
      title: 'Seizoenkaarten voor volgend seizoen',
      opening:
        'De club heeft de nieuwe prijzen en de verlengingsperiode bekendgemaakt. Vragen over verlengen gaan naar de kaartverkoop; dit topic is gesloten.',
      replies: ['Vanochtend verlengd, ging soepel.', 'Zelfde plek als altijd. Al twintig jaar.'],
    },
  ],
};

/** Demo account index of the editor (seed.ts: fan, editor, then the other fans): the welcome's author. */
const EDITOR_INDEX = 1;
const HOUR = 3_600_000;

/** One post of a demo topic: its author (index into the demo accounts) and time. */
interface DemoPost {
  userIndex: number;
  content: string;
  createdAt: Date;
}

interface DemoTopic {
  title: string;
  userIndex: number;
  pinned: boolean;
  closed: boolean;
  createdAt: Date;
  posts: DemoPost[];
}

/**
 * The tenant's demo topics, deterministic per tenant (one stream per topic, demo/prng.ts). Each topic's
 * latest post is on another recent day (today, yesterday, …), so the sidebar (FRM-02) shows several day
 * groups; the posts before it come from other fans over the hours and days before.
 */
export function generateDemoForum(options: { tenantId: string; language: DemoLanguage; userCount: number; now: Date }) {
  const { language, userCount, now } = options;
  const rng = new Rng(`forum:${options.tenantId}`);
  const texts = TOPICS[language];
  const fans = Array.from({ length: userCount }, (_, i) => i).filter((i) => i !== EDITOR_INDEX || userCount === 1);
  // Days ago of each topic's latest post: a spread over the last week, two topics sharing a day.
  const daysAgo = rng.shuffle([0, 0, 1, 2, 3, 4, 5, 6]);
  return texts.map((text, index): DemoTopic => {
    const topicRng = rng.fork(index);
    const welcome = index === 0;
    const author = welcome ? Math.min(EDITOR_INDEX, userCount - 1) : topicRng.pick(fans);
    const latest = new Date(now.getTime() - (daysAgo[index] ?? index) * 24 * HOUR - topicRng.int(10, 600) * 60_000);
    const replyCount = topicRng.int(Math.min(2, text.replies.length), text.replies.length);
    // Replies at most two days before the latest one, in order; the opening post some hours before them.
    const gaps = Array.from({ length: replyCount }, () => topicRng.int(20, 16 * 60) * 60_000);
    const span = Math.min(
      gaps.reduce((sum, gap) => sum + gap, 0),
      48 * HOUR,
    );
    const createdAt = new Date(latest.getTime() - span - topicRng.int(1, 6) * HOUR);
    const posts: DemoPost[] = [{ userIndex: author, content: text.opening, createdAt }];
    const replies = topicRng.sample(text.replies, replyCount);
    let at = latest.getTime() - span;
    replies.forEach((content, i) => {
      at = i === replies.length - 1 ? latest.getTime() : Math.min(at + (gaps[i] ?? HOUR), latest.getTime());
      const previous = posts[posts.length - 1]?.userIndex;
      const candidates = fans.filter((fan) => fan !== previous);
      posts.push({
        userIndex: topicRng.pick(candidates.length > 0 ? candidates : fans),
        content,
        createdAt: new Date(at),
      });
    });
    return {
      title: text.title,
      userIndex: author,
      pinned: welcome,
      closed: index === texts.length - 1,
      createdAt,
      posts,
    };
  });
}

/**
 * FRM-*: the tenant's demo forum (6–8 topics in its language, one pinned, one closed) with posts from
 * the demo fans spread over the last days, so the list and the sidebar's day groups show something on a
 * fresh start. The posts are top-level comments of their topic; the triggers of decision 0018 set each
 * topic's `comments_count` and `last_comment_at` and count the posts as karma. Idempotent: nothing
 * happens when the tenant has any topic.
 */
export async function seedDemoForum(
  db: Database,
  options: { tenantId: string; language: DemoLanguage; userIds: readonly number[]; now: Date },
): Promise<void> {
  const { tenantId, language, userIds, now } = options;
  if (userIds.length === 0) return;
  const [existing] = await db
    .select({ id: forumTopics.id })
    .from(forumTopics)
    .where(eq(forumTopics.tenantId, tenantId))
    .limit(1);
  if (existing !== undefined) return;

  const userOf = (index: number) => {
    const id = userIds[index];
    if (id === undefined) throw new Error(`No demo account ${index}`);
    return id;
  };
  for (const topic of generateDemoForum({ tenantId, language, userCount: userIds.length, now })) {
    const [row] = await db
      .insert(forumTopics)
      .values({
        tenantId,
        userId: userOf(topic.userIndex),
        title: topic.title,
        pinned: topic.pinned,
        closed: topic.closed,
        createdAt: topic.createdAt,
        lastCommentAt: topic.createdAt,
      })
      .returning({ id: forumTopics.id });
    if (row === undefined) throw new Error(`Demo topic ${topic.title} was not stored`);
    await db.insert(comments).values(
      topic.posts.map((post) => ({
        tenantId,
        resourceType: 'forum' as const,
        resourceId: row.id,
        userId: userOf(post.userIndex),
        content: post.content,
        createdAt: post.createdAt,
        updatedAt: post.createdAt,
      })),
    );
  }
  // A top-level comment is the root of its own thread (comments.root_id: a page's replies in one read).
  await db
    .update(comments)
    .set({ rootId: sql`${comments.id}` })
    .where(
      and(
        eq(comments.tenantId, tenantId),
        eq(comments.resourceType, 'forum'),
        isNull(comments.parentId),
        isNull(comments.rootId),
      ),
    );
}
