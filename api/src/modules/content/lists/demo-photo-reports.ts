import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { DEMO_AUTHORS } from '../../../demo/content/authors';
import { slugify } from '../../../demo/content/html';
import { demoTags } from '../../../demo/content/tags';
import { EREDIVISIE } from '../../../demo/football/league';
import { type Illustration, illustrationPath } from '../../../demo/images/catalog';
import type { DemoLanguage } from '../../../demo/language';
import { escapeHtml } from '../../../lib/html';
import { players, teams } from '../../matchcenter/schema';
import type { DemoRichContentOptions } from '../demo/demo-rich-content';
import { articles, authors, tags } from '../schema';

const dayMs = 24 * 60 * 60 * 1000;

/** What each drawing shows, as a photo caption and alt text. */
const CAPTIONS: Record<DemoLanguage, Record<Illustration, string>> = {
  en: {
    pitch: 'The pitch, freshly mown before kick-off',
    'stadium-night': 'The stadium lit up against the night sky',
    'stadium-day': 'The stands filling up in the afternoon sun',
    'ball-in-net': 'The ball nestles in the back of the net',
    'crowd-flags': 'Flags everywhere in the home end',
    scoreboard: 'The scoreboard tells the story',
    boots: 'Boots lined up in the dressing room',
    trophy: 'The trophy, polished and ready',
    'training-cones': 'Cones set out for the passing drill',
    'corner-flag': 'The corner flag, where so many chances begin',
    'press-conference': 'The press room before the coach arrives',
    'tactics-board': 'The tactics board after the team talk',
    'supporters-scarf': 'Scarves held high during the club song',
    'treatment-room': 'The treatment room, quiet for once',
    'contract-signing': 'Pen and paper on the signing table',
    whistle: "The referee's whistle",
    'goalkeeper-gloves': "The goalkeeper's gloves, ready for the warm-up",
    floodlights: 'The floodlights switch on as dusk falls',
  },
  nl: {
    pitch: 'Het veld, vlak voor de aftrap nog gemaaid',
    'stadium-night': 'Het stadion verlicht tegen de avondlucht',
    'stadium-day': 'De tribunes lopen vol in de middagzon',
    'ball-in-net': 'De bal ligt in het net',
    'crowd-flags': 'Vlaggen overal in het thuisvak',
    scoreboard: 'Het scorebord zegt genoeg',
    boots: 'Schoenen op een rij in de kleedkamer',
    trophy: 'De schaal, gepoetst en klaar',
    'training-cones': 'Pionnen uitgezet voor de passoefening',
    'corner-flag': 'De cornervlag, waar zoveel kansen beginnen',
    'press-conference': 'De perszaal voordat de trainer binnenkomt',
    'tactics-board': 'Het tactiekbord na de bespreking',
    'supporters-scarf': 'Sjaals omhoog tijdens het clublied',
    'treatment-room': 'De behandelkamer, voor één keer stil',
    'contract-signing': 'Pen en papier op de tekentafel',
    whistle: 'Het fluitje van de scheidsrechter',
    'goalkeeper-gloves': 'De handschoenen van de keeper, klaar voor de warming-up',
    floodlights: 'De lichtmasten gaan aan als het donker wordt',
  },
};

interface ClubFacts {
  name: string;
  city: string;
  stadium: string;
  founded: number | null;
  coach: string | null;
}

interface PhotoReportPlan {
  title: (club: ClubFacts) => string;
  excerpt: (club: ClubFacts) => string;
  intro: (club: ClubFacts) => string;
  photos: readonly Illustration[];
}

/** Six galleries per language; each is about one club of the league. */
const PHOTO_REPORTS: Record<DemoLanguage, readonly PhotoReportPlan[]> = {
  en: [
    {
      title: (c) => `Matchday at ${c.stadium}`,
      excerpt: (c) => `From the first turnstile to the final whistle: a day at ${c.stadium} in pictures.`,
      intro: (c) =>
        `Hours before kick-off the streets around ${c.stadium} already belong to the fans of ${c.name}. Our photographer followed the day from the first turnstile to the final whistle.`,
      photos: ['stadium-day', 'crowd-flags', 'supporters-scarf', 'pitch', 'ball-in-net', 'scoreboard'],
    },
    {
      title: (c) => `Under the floodlights in ${c.city}`,
      excerpt: (c) => `An evening match in ${c.city}, when the lights come on and the stands get loud.`,
      intro: (c) =>
        `There is nothing like an evening match in ${c.city}. When the floodlights come on, ${c.name}'s ground changes character.`,
      photos: ['floodlights', 'stadium-night', 'corner-flag', 'ball-in-net', 'crowd-flags', 'scoreboard'],
    },
    {
      title: (c) => `A morning at ${c.name}'s training ground`,
      excerpt: (c) => `Cones, drills and a coach who misses nothing: training at ${c.name} up close.`,
      intro: (c) =>
        `${c.coach ?? 'The head coach'} runs a tight session. We spent a morning at the training ground of ${c.name}.`,
      photos: ['training-cones', 'whistle', 'tactics-board', 'boots', 'goalkeeper-gloves', 'pitch'],
    },
    {
      title: (c) => `The march of the ${c.name} supporters`,
      excerpt: (c) => `Thousands of fans walked from the centre of ${c.city} to the stadium. The pictures.`,
      intro: (c) =>
        `Scarves, flags and songs: the supporters of ${c.name} walked together from the centre of ${c.city} to ${c.stadium}.`,
      photos: ['supporters-scarf', 'crowd-flags', 'stadium-day', 'floodlights', 'stadium-night'],
    },
    {
      title: (c) => `Behind the scenes: press day at ${c.name}`,
      excerpt: (c) => `The dressing room, the treatment room and the press room of ${c.name}, opened for one day.`,
      intro: (c) =>
        `Once a season ${c.name} opens its doors to the press. We looked behind the scenes, from the treatment room to the signing table.`,
      photos: ['press-conference', 'contract-signing', 'treatment-room', 'boots', 'tactics-board'],
    },
    {
      title: (c) => `${c.city} celebrates: the trophy on tour`,
      excerpt: (c) => `The trophy went on tour through ${c.city}, and the whole town came out to see it.`,
      intro: (c) =>
        `${c.name}${c.founded === null ? '' : `, founded in ${c.founded},`} took the trophy on a tour through ${c.city}. These are the best pictures of the day.`,
      photos: ['trophy', 'crowd-flags', 'supporters-scarf', 'stadium-night', 'scoreboard', 'floodlights'],
    },
  ],
  nl: [
    {
      title: (c) => `Wedstrijddag in ${c.stadium}`,
      excerpt: (c) => `Van het eerste draaihek tot het laatste fluitsignaal: een dag in ${c.stadium} in beeld.`,
      intro: (c) =>
        `Uren voor de aftrap zijn de straten rond ${c.stadium} al van de supporters van ${c.name}. Onze fotograaf volgde de dag van het eerste draaihek tot het laatste fluitsignaal.`,
      photos: ['stadium-day', 'crowd-flags', 'supporters-scarf', 'pitch', 'ball-in-net', 'scoreboard'],
    },
    {
      title: (c) => `Onder de lichtmasten in ${c.city}`,
      excerpt: (c) => `Een avondwedstrijd in ${c.city}, als de lichten aangaan en de tribunes los gaan.`,
      intro: (c) =>
        `Er gaat niets boven een avondwedstrijd in ${c.city}. Als de lichtmasten aangaan, krijgt het stadion van ${c.name} een ander karakter.`,
      photos: ['floodlights', 'stadium-night', 'corner-flag', 'ball-in-net', 'crowd-flags', 'scoreboard'],
    },
    {
      title: (c) => `Een ochtend op het trainingscomplex van ${c.name}`,
      excerpt: (c) => `Pionnen, oefeningen en een trainer die niets ontgaat: de training van ${c.name} van dichtbij.`,
      intro: (c) =>
        `${c.coach ?? 'De hoofdtrainer'} houdt de teugels strak. Wij waren een ochtend op het trainingscomplex van ${c.name}.`,
      photos: ['training-cones', 'whistle', 'tactics-board', 'boots', 'goalkeeper-gloves', 'pitch'],
    },
    {
      title: (c) => `De optocht van de supporters van ${c.name}`,
      excerpt: (c) => `Duizenden fans liepen van het centrum van ${c.city} naar het stadion. De beelden.`,
      intro: (c) =>
        `Sjaals, vlaggen en liederen: de supporters van ${c.name} liepen samen van het centrum van ${c.city} naar ${c.stadium}.`,
      photos: ['supporters-scarf', 'crowd-flags', 'stadium-day', 'floodlights', 'stadium-night'],
    },
    {
      title: (c) => `Achter de schermen: persdag bij ${c.name}`,
      excerpt: (c) => `De kleedkamer, de behandelkamer en de perszaal van ${c.name}, één dag open.`,
      intro: (c) =>
        `Eén keer per seizoen zet ${c.name} de deuren open voor de pers. Wij keken achter de schermen, van de behandelkamer tot de tekentafel.`,
      photos: ['press-conference', 'contract-signing', 'treatment-room', 'boots', 'tactics-board'],
    },
    {
      title: (c) => `Feest in ${c.city}: de schaal op tournee`,
      excerpt: (c) => `De schaal ging op tournee door ${c.city}, en de hele stad kwam kijken.`,
      intro: (c) =>
        `${c.name}${c.founded === null ? '' : `, opgericht in ${c.founded},`} nam de schaal mee op tournee door ${c.city}. Dit zijn de mooiste beelden van de dag.`,
      photos: ['trophy', 'crowd-flags', 'supporters-scarf', 'stadium-night', 'scoreboard', 'floodlights'],
    },
  ],
};

const MIDDLE: Record<DemoLanguage, string> = {
  en: 'Every picture tells part of the story; together they tell the whole day.',
  nl: 'Elke foto vertelt een stukje van het verhaal; samen vertellen ze de hele dag.',
};

const CLOSING: Record<DemoLanguage, string> = {
  en: 'Click a photo to see it large; use the arrows to browse the gallery.',
  nl: 'Klik op een foto om hem groot te zien; blader met de pijlen door de reportage.',
};

const TAGS: Record<DemoLanguage, { photo: [string, string]; bio: [string, string] }> = {
  en: { photo: ['photo-reports', 'Photo reports'], bio: ['biographies', 'Biographies'] },
  nl: { photo: ['fotoreportages', 'Fotoreportages'], bio: ['biografieen', 'Biografieën'] },
};

/** A gallery body: each photo a lightbox link (the body markup contract) in a captioned figure. */
function galleryBody(language: DemoLanguage, intro: string, photos: readonly Illustration[]): string {
  const figures = photos.map((photo) => {
    const caption = escapeHtml(CAPTIONS[language][photo]);
    const src = illustrationPath(photo);
    return `<figure><a href="${src}" data-lightbox="gallery"><img src="${src}" alt="${caption}"></a><figcaption>${caption}</figcaption></figure>`;
  });
  const middle = `<p>${escapeHtml(MIDDLE[language])}</p>`;
  return `<p>${escapeHtml(intro)}</p>${figures.slice(0, 3).join('')}${middle}${figures.slice(3).join('')}<p>${escapeHtml(CLOSING[language])}</p>`;
}

type Position = (typeof players.$inferSelect)['position'];

interface PlayerFacts {
  name: string;
  position: Position;
  nationality: string;
  shirtNumber: number | null;
  dateOfBirth: string | null;
  club: ClubFacts;
}

const POSITION: Record<DemoLanguage, Record<Position, string>> = {
  en: { Goalkeeper: 'goalkeeper', Defender: 'defender', Midfielder: 'midfielder', Attacker: 'forward' },
  nl: { Goalkeeper: 'keeper', Defender: 'verdediger', Midfielder: 'middenvelder', Attacker: 'aanvaller' },
};

const STYLE: Record<DemoLanguage, Record<Position, string>> = {
  en: {
    Goalkeeper:
      'A calm presence between the posts, he organises the defence in front of him and starts attacks with long, accurate throws.',
    Defender:
      'Strong in the air and hard to pass, he reads the game early and likes to bring the ball out from the back himself.',
    Midfielder:
      'The link between defence and attack: he covers every blade of grass, wins the ball back and plays the pass that opens a game.',
    Attacker:
      'Quick over the first metres and cool in front of goal, he lives on the last defender’s shoulder and finishes with either foot.',
  },
  nl: {
    Goalkeeper:
      'Een rustige verschijning onder de lat: hij dirigeert de verdediging voor hem en zet met lange, zuivere worpen aanvallen op.',
    Defender:
      'Sterk in de lucht en moeilijk te passeren; hij leest het spel vroeg en neemt de bal graag zelf mee vanuit de achterhoede.',
    Midfielder:
      'De schakel tussen verdediging en aanval: hij is overal op het veld, verovert de bal en geeft de pass die een wedstrijd openbreekt.',
    Attacker:
      'Snel over de eerste meters en koel voor de goal; hij leeft op de schouder van de laatste man en schiet met links en rechts raak.',
  },
};

const ILLUSTRATION_FOR_POSITION: Record<Position, Illustration> = {
  Goalkeeper: 'goalkeeper-gloves',
  Defender: 'tactics-board',
  Midfielder: 'pitch',
  Attacker: 'ball-in-net',
};

function countryName(code: string, language: DemoLanguage): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function longDate(isoDay: string, language: DemoLanguage): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

function ageAt(isoDay: string, now: Date): number {
  const born = new Date(`${isoDay}T00:00:00Z`);
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  const birthdayPassed =
    now.getUTCMonth() > born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() >= born.getUTCDate());
  if (!birthdayPassed) age -= 1;
  return age;
}

interface DemoBio {
  title: string;
  excerpt: string;
  body: string;
  image: string;
}

function playerBio(language: DemoLanguage, player: PlayerFacts, now: Date): DemoBio {
  const e = escapeHtml;
  const position = POSITION[language][player.position];
  const country = countryName(player.nationality, language);
  const club = player.club;
  const age = player.dateOfBirth === null ? null : ageAt(player.dateOfBirth, now);
  const born = player.dateOfBirth === null ? null : longDate(player.dateOfBirth, language);
  if (language === 'nl') {
    const shirt = player.shirtNumber === null ? '' : `, waar hij rugnummer ${player.shirtNumber} draagt`;
    const facts = [
      `Positie: ${position}`,
      ...(player.shirtNumber === null ? [] : [`Rugnummer: ${player.shirtNumber}`]),
      `Nationaliteit: ${country}`,
      ...(born === null ? [] : [`Geboren: ${born}`]),
      `Club: ${club.name}`,
    ];
    return {
      title: `Biografie: ${player.name}`,
      excerpt: `${player.name} is ${position} van ${club.name}. Wie is hij, waar komt hij vandaan en hoe speelt hij?`,
      body:
        `<p>${e(player.name)}${age === null ? '' : ` (${age})`} is ${e(position)} van ${e(club.name)}${e(shirt)}. ` +
        `De speler uit ${e(country)} is in ${e(club.city)} uitgegroeid tot een vaste waarde in ${e(club.stadium)}.</p>` +
        `<h2>Loopbaan</h2><p>${born === null ? '' : `Geboren op ${e(born)}, `}leerde ${e(player.name)} het vak in de jeugd, ` +
        `waar trainers al snel zagen dat hij verder zou komen dan de meeste leeftijdsgenoten. Bij ${e(club.name)} kreeg hij ` +
        `zijn kans en greep die met beide handen aan.</p>` +
        `<h2>Speelstijl</h2><p>${e(STYLE.nl[player.position])}</p>` +
        `<ul>${facts.map((fact) => `<li>${e(fact)}</li>`).join('')}</ul>`,
      image: illustrationPath(ILLUSTRATION_FOR_POSITION[player.position]),
    };
  }
  const shirt = player.shirtNumber === null ? '' : `, where he wears the number ${player.shirtNumber} shirt`;
  const facts = [
    `Position: ${position}`,
    ...(player.shirtNumber === null ? [] : [`Shirt number: ${player.shirtNumber}`]),
    `Nationality: ${country}`,
    ...(born === null ? [] : [`Born: ${born}`]),
    `Club: ${club.name}`,
  ];
  return {
    title: `Biography: ${player.name}`,
    excerpt: `${player.name} plays as a ${position} for ${club.name}. Who is he, where does he come from and how does he play?`,
    body:
      `<p>${e(player.name)}${age === null ? '' : ` (${age})`} is a ${e(position)} for ${e(club.name)}${e(shirt)}. ` +
      `The player from ${e(country)} has become a regular in ${e(club.city)}, and a favourite of the crowd at ${e(club.stadium)}.</p>` +
      `<h2>Career</h2><p>${born === null ? '' : `Born on ${e(born)}, `}${e(player.name)} learned the game in youth football, ` +
      `where coaches soon saw that he would go further than most of his age group. ${e(club.name)} gave him his chance ` +
      `and he took it with both hands.</p>` +
      `<h2>Playing style</h2><p>${e(STYLE.en[player.position])}</p>` +
      `<ul>${facts.map((fact) => `<li>${e(fact)}</li>`).join('')}</ul>`,
    image: illustrationPath(ILLUSTRATION_FOR_POSITION[player.position]),
  };
}

function coachBio(language: DemoLanguage, coach: string, club: ClubFacts): DemoBio {
  const e = escapeHtml;
  if (language === 'nl') {
    return {
      title: `Biografie: ${coach}`,
      excerpt: `${coach} is de hoofdtrainer van ${club.name}. Het verhaal van de man langs de lijn.`,
      body:
        `<p>${e(coach)} is de hoofdtrainer van ${e(club.name)}, de club uit ${e(club.city)}` +
        `${club.founded === null ? '' : ` die in ${club.founded} werd opgericht`}.</p>` +
        `<h2>Visie</h2><p>Zijn ploeg speelt aanvallend en drukt vroeg vooruit. Op de training in ${e(club.city)} gaat het ` +
        `om details: de eerste aanname, de looplijn, de positie zonder bal.</p>` +
        `<h2>In ${e(club.stadium)}</h2><p>Langs de lijn in ${e(club.stadium)} is hij nooit stil. De supporters ` +
        `waarderen hem om zijn eerlijke uitleg na elke wedstrijd.</p>`,
      image: illustrationPath('press-conference'),
    };
  }
  return {
    title: `Biography: ${coach}`,
    excerpt: `${coach} is the head coach of ${club.name}. The story of the man on the touchline.`,
    body:
      `<p>${e(coach)} is the head coach of ${e(club.name)}, the club from ${e(club.city)}` +
      `${club.founded === null ? '' : ` founded in ${club.founded}`}.</p>` +
      `<h2>Philosophy</h2><p>His side attacks and presses high. At training in ${e(club.city)} it is all about the ` +
      `details: the first touch, the run, the position off the ball.</p>` +
      `<h2>At ${e(club.stadium)}</h2><p>On the touchline at ${e(club.stadium)} he is never still. The supporters ` +
      `value his honest words after every match.</p>`,
    image: illustrationPath('press-conference'),
  };
}

/**
 * ART-03/ART-05 demo content for one tenant: a photo-report tag (template `photo_report`) with six
 * galleries of lightbox images, a biographies tag with biographies of the league's players and a coach
 * (kind `bio`), a few sticky articles and one kept out of the lists that hide such articles. Skipped
 * when the tenant already has a photo-report tag.
 */
export async function seedDemoPhotoReports(db: Database, options: DemoRichContentOptions): Promise<void> {
  const { tenantId, language, now } = options;
  const [existing] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.template, 'photo_report')))
    .limit(1);
  if (existing !== undefined) return;

  const authorRows = await db
    .select({ id: authors.id, slug: authors.slug })
    .from(authors)
    .where(eq(authors.tenantId, tenantId));
  const authorId = (index: number) => {
    const slug = DEMO_AUTHORS[language][index]?.slug;
    return authorRows.find((row) => row.slug === slug)?.id ?? authorRows[0]?.id;
  };
  const photographer = authorId(3);
  const desk = authorId(4);
  if (photographer === undefined || desk === undefined) return; // no newsroom: nothing to write with

  const clubs = await db
    .select({
      id: teams.id,
      name: teams.name,
      city: teams.city,
      stadium: teams.stadium,
      founded: teams.founded,
      coach: teams.coach,
    })
    .from(teams)
    .where(eq(teams.leagueId, EREDIVISIE.id))
    .orderBy(asc(teams.id));
  if (clubs.length === 0) return;
  const clubAt = (index: number) => clubs[index % clubs.length] ?? clubs[0];

  const [photoTag, bioTag] = await db
    .insert(tags)
    .values([
      { tenantId, slug: TAGS[language].photo[0], title: TAGS[language].photo[1], template: 'photo_report' },
      { tenantId, slug: TAGS[language].bio[0], title: TAGS[language].bio[1] },
    ])
    // A tag of the same name written before (by hand) takes the template, so the check above finds it next time.
    .onConflictDoUpdate({ target: [tags.tenantId, tags.slug], set: { template: sql`excluded.template` } })
    .returning({ id: tags.id });
  if (photoTag === undefined || bioTag === undefined) return;

  const usedSlugs = new Set(
    (await db.select({ slug: articles.slug }).from(articles).where(eq(articles.tenantId, tenantId))).map((r) => r.slug),
  );
  const uniqueSlug = (title: string) => {
    const base = slugify(title) || 'article';
    let slug = base;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
    usedSlugs.add(slug);
    return slug;
  };

  const photoReports = PHOTO_REPORTS[language].map((plan, i) => {
    const club = clubAt(i * 3);
    if (club === undefined) throw new Error('No club');
    const title = plan.title(club);
    const publishedAt = new Date(now.getTime() - (i * 5 + 1) * dayMs - (i + 2) * 60 * 60 * 1000);
    return {
      tenantId,
      slug: uniqueSlug(title),
      title,
      bTitle: title,
      excerpt: plan.excerpt(club),
      content: galleryBody(language, plan.intro(club), plan.photos),
      image: illustrationPath(plan.photos[0] ?? 'stadium-day'),
      authorId: photographer,
      primaryTagId: photoTag.id,
      kind: 'photo_report' as const,
      // The second gallery heads its tag's page; the oldest one stays off lists that hide such articles.
      isSticky: i === 1,
      hideInLists: i === PHOTO_REPORTS[language].length - 1,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });

  // One player of each line from different clubs, and one coach: the bio list (ART-05).
  const squad = await db
    .select({
      displayName: players.displayName,
      position: players.position,
      nationality: players.nationality,
      shirtNumber: players.shirtNumber,
      dateOfBirth: players.dateOfBirth,
      teamId: players.teamId,
    })
    .from(players)
    .where(
      and(
        inArray(
          players.teamId,
          clubs.map((c) => c.id),
        ),
        isNotNull(players.shirtNumber),
      ),
    )
    .orderBy(asc(players.teamId), asc(players.shirtNumber), asc(players.id));
  const wanted: Position[] = ['Attacker', 'Midfielder', 'Goalkeeper', 'Defender', 'Attacker'];
  const chosen: PlayerFacts[] = [];
  wanted.forEach((position, i) => {
    const club = clubAt(i * 2 + 1);
    const player =
      squad.find((p) => p.teamId === club?.id && p.position === position) ?? squad.find((p) => p.position === position);
    const playerClub = clubs.find((c) => c.id === player?.teamId);
    if (player === undefined || playerClub === undefined) return;
    chosen.push({
      name: player.displayName,
      position: player.position,
      nationality: player.nationality,
      shirtNumber: player.shirtNumber,
      dateOfBirth: player.dateOfBirth,
      club: playerClub,
    });
  });
  const bios = chosen.map((player) => playerBio(language, player, now));
  const coachClub = clubs.find((c) => c.coach !== null);
  if (coachClub?.coach != null) bios.push(coachBio(language, coachClub.coach, coachClub));

  const bioRows = bios.map((bio, i) => {
    const publishedAt = new Date(now.getTime() - (i * 6 + 2) * dayMs - 3 * 60 * 60 * 1000);
    return {
      tenantId,
      slug: uniqueSlug(bio.title),
      title: bio.title,
      bTitle: bio.title,
      excerpt: bio.excerpt,
      content: bio.body,
      image: bio.image,
      authorId: desk,
      primaryTagId: bioTag.id,
      kind: 'bio' as const,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
  await db.insert(articles).values([...photoReports, ...bioRows]);

  // Sticky news: the oldest match report and the oldest transfer story head their tags' lists.
  const newsTagSlugs = demoTags(language)
    .filter((tag) => tag.key === 'match-reports' || tag.key === 'transfers')
    .map((tag) => tag.slug);
  const newsTags = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.slug, newsTagSlugs)));
  for (const tag of newsTags) {
    const [oldest] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.tenantId, tenantId), eq(articles.primaryTagId, tag.id)))
      .orderBy(asc(articles.publishedAt), asc(articles.id))
      .limit(1);
    if (oldest !== undefined) await db.update(articles).set({ isSticky: true }).where(eq(articles.id, oldest.id));
  }
}
