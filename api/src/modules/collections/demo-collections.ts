import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { NAME_POOLS } from '../../demo/football/names';
import type { DemoLanguage } from '../../demo/language';
import { Rng } from '../../demo/prng';
import type { DemoRichContentOptions } from '../content/demo/demo-rich-content';
import {
  type CollectionFieldType,
  collectionFields,
  collectionItems,
  collections,
  type SlotKind,
  slotCounts,
  slotKindOf,
} from './schema';

/** A value of a demo item: text, number or `YYYY-MM-DD`, by the field's type. */
type DemoValue = string | number | null;

export interface DemoField {
  key: string;
  label: string;
  type: CollectionFieldType;
  metaType: string | null;
  filterable: boolean;
  sortable: boolean;
}

export interface DemoItem {
  title: string;
  subtitle: string | null;
  values: Record<string, DemoValue>;
}

export interface DemoCollection {
  slug: string;
  title: string;
  description: string;
  pageSize: number;
  fields: DemoField[];
  items: DemoItem[];
}

const POSITIONS: Record<DemoLanguage, Record<'gk' | 'df' | 'mf' | 'at', string>> = {
  en: { gk: 'Goalkeeper', df: 'Defender', mf: 'Midfielder', at: 'Attacker' },
  nl: { gk: 'Keeper', df: 'Verdediger', mf: 'Middenvelder', at: 'Aanvaller' },
};

const COUNTRIES: Record<string, Record<DemoLanguage, string>> = {
  NL: { en: 'Netherlands', nl: 'Nederland' },
  BE: { en: 'Belgium', nl: 'België' },
  MA: { en: 'Morocco', nl: 'Marokko' },
  SR: { en: 'Suriname', nl: 'Suriname' },
  DK: { en: 'Denmark', nl: 'Denemarken' },
  SE: { en: 'Sweden', nl: 'Zweden' },
  DE: { en: 'Germany', nl: 'Duitsland' },
  BR: { en: 'Brazil', nl: 'Brazilië' },
  GH: { en: 'Ghana', nl: 'Ghana' },
  NG: { en: 'Nigeria', nl: 'Nigeria' },
  JP: { en: 'Japan', nl: 'Japan' },
  ES: { en: 'Spain', nl: 'Spanje' },
  NO: { en: 'Norway', nl: 'Noorwegen' },
  'GB-ENG': { en: 'England', nl: 'Engeland' },
};

const TEXTS = {
  en: {
    playersTitle: 'Every player who played for the club',
    playersDescription: 'All first-team players since the club turned professional, with their appearances and goals.',
    position: 'Position',
    nationality: 'Nationality',
    appearances: 'Appearances',
    goals: 'Goals',
    goalsPerMatch: 'Goals per match',
    dateOfBirth: 'Date of birth',
    years: 'Years at the club',
    trophiesTitle: 'The trophy cabinet',
    trophiesDescription: 'Every prize the first team has won, with the final or the deciding match.',
    competition: 'Competition',
    season: 'Season',
    dateWon: 'Date won',
    opponent: 'Opponent',
    result: 'Result',
    attendance: 'Attendance',
    manager: 'Manager',
    competitions: {
      league: 'League title',
      cup: 'National cup',
      supercup: 'Super cup',
      europe: 'European cup',
      second: 'Second division title',
    },
    trophyTitle: (competition: string, season: string) => `${competition} ${season}`,
  },
  nl: {
    playersTitle: 'Alle spelers die ooit voor de club speelden',
    playersDescription:
      'Alle spelers van het eerste elftal sinds de club profclub werd, met hun wedstrijden en doelpunten.',
    position: 'Positie',
    nationality: 'Nationaliteit',
    appearances: 'Wedstrijden',
    goals: 'Doelpunten',
    goalsPerMatch: 'Doelpunten per wedstrijd',
    dateOfBirth: 'Geboortedatum',
    years: 'Jaren bij de club',
    trophiesTitle: 'De prijzenkast',
    trophiesDescription: 'Elke prijs die het eerste elftal won, met de finale of de beslissende wedstrijd.',
    competition: 'Competitie',
    season: 'Seizoen',
    dateWon: 'Gewonnen op',
    opponent: 'Tegenstander',
    result: 'Uitslag',
    attendance: 'Toeschouwers',
    manager: 'Trainer',
    competitions: {
      league: 'Landskampioenschap',
      cup: 'Nationale beker',
      supercup: 'Supercup',
      europe: 'Europese beker',
      second: 'Kampioenschap tweede divisie',
    },
    trophyTitle: (competition: string, season: string) => `${competition} ${season}`,
  },
} as const;

const OPPONENTS = [
  'Rotterdam Harbour FC',
  'Eindhoven Lights',
  'Amsterdam Canal Club',
  'Alkmaar Cheese United',
  'Twente Textiles',
  'Utrecht Dom FC',
  'Groningen Stars',
  'Arnhem Vitesse Town',
  'Lisbon Athletic',
  'Glasgow Rovers',
];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The club's all-time players: `count` generated people (names drawn from the demo's nationality pools,
 * never a real player), born 1950–2007, with appearances and goals that fit their position.
 */
export function demoPlayers(language: DemoLanguage, count: number, seed = 'collections:players'): DemoCollection {
  const texts = TEXTS[language];
  const rng = new Rng(seed);
  const used = new Set<string>();
  const items: DemoItem[] = [];
  for (let n = 0; n < count; n++) {
    const pool = rng.weighted(NAME_POOLS, (candidate) => candidate.weight);
    let name = `${rng.pick(pool.firstNames)} ${rng.pick(pool.lastNames)}`;
    for (let tries = 0; used.has(name) && tries < 20; tries++)
      name = `${rng.pick(pool.firstNames)} ${rng.pick(pool.lastNames)}`;
    if (used.has(name)) name = `${name} (${n + 1})`;
    used.add(name);
    const position = rng.weighted(['gk', 'df', 'mf', 'at'] as const, (key) => ({ gk: 1, df: 3, mf: 3, at: 2 })[key]);
    const appearances = Math.max(1, Math.round(Math.exp(rng.normal(3.6, 1.0))));
    const rate = { gk: 0.002, df: 0.04, mf: 0.12, at: 0.35 }[position] * Math.exp(rng.normal(0, 0.5));
    const goals = Math.min(appearances, Math.round(appearances * rate));
    const birthYear = rng.int(1950, 2007);
    const firstYear = Math.min(2026, birthYear + rng.int(17, 24));
    const lastYear = Math.min(2026, firstYear + Math.max(0, Math.round(appearances / 35)) + rng.int(0, 2));
    const country = COUNTRIES[pool.nationality]?.[language] ?? pool.nationality;
    items.push({
      title: name,
      subtitle: `${firstYear}–${lastYear}`,
      values: {
        position: POSITIONS[language][position],
        nationality: country,
        appearances,
        goals,
        goalsPerMatch: Math.round((goals / appearances) * 100) / 100,
        dateOfBirth: `${birthYear}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
      },
    });
  }
  return {
    slug: 'players',
    title: texts.playersTitle,
    description: texts.playersDescription,
    pageSize: 24,
    fields: [
      { key: 'position', label: texts.position, type: 'text', metaType: 'position', filterable: true, sortable: true },
      {
        key: 'nationality',
        label: texts.nationality,
        type: 'text',
        metaType: 'nationality',
        filterable: true,
        sortable: true,
      },
      {
        key: 'appearances',
        label: texts.appearances,
        type: 'number',
        metaType: 'appearances',
        filterable: true,
        sortable: true,
      },
      { key: 'goals', label: texts.goals, type: 'number', metaType: 'goals', filterable: true, sortable: true },
      {
        key: 'goalsPerMatch',
        label: texts.goalsPerMatch,
        type: 'decimal',
        metaType: 'ratio',
        filterable: true,
        sortable: true,
      },
      {
        key: 'dateOfBirth',
        label: texts.dateOfBirth,
        type: 'datetime',
        metaType: 'birth_date',
        filterable: true,
        sortable: true,
      },
    ],
    items,
  };
}

/** The club's trophies since 1954: titles, cups and one European night, each with its deciding match. */
function demoTrophies(language: DemoLanguage): DemoCollection {
  const texts = TEXTS[language];
  const rng = new Rng('collections:trophies');
  const items: DemoItem[] = [];
  const managers = ['Henk Vermeer', 'Jan Koolhoven', 'Piet Brouwer', 'Rinus de Wit', 'Sjaak Molenaar', 'Frank Lubbers'];
  for (let year = 1956; year <= 2025; year++) {
    const kinds = (['league', 'cup', 'supercup', 'europe', 'second'] as const).filter((kind) => {
      if (kind === 'second') return year < 1962 && rng.chance(0.3);
      if (kind === 'europe') return year > 1965 && rng.chance(0.04);
      if (kind === 'supercup') return year > 1990 && rng.chance(0.12);
      return year >= 1962 && rng.chance(kind === 'league' ? 0.16 : 0.14);
    });
    for (const kind of kinds) {
      const season = `${year - 1}-${pad(year % 100)}`;
      const competition = texts.competitions[kind];
      const month = kind === 'supercup' ? 8 : kind === 'europe' ? 5 : rng.int(4, 5);
      const won = rng.int(1, 4);
      const lost = rng.int(0, won - 1);
      items.push({
        title: texts.trophyTitle(competition, season),
        subtitle: null,
        values: {
          competition,
          season,
          dateWon: `${kind === 'supercup' ? year - 1 : year}-${pad(month)}-${pad(rng.int(1, 28))}`,
          opponent: rng.pick(OPPONENTS),
          result: `${won}-${lost}`,
          attendance: rng.int(12, 68) * 1000 + rng.int(0, 999),
          manager: managers[Math.min(managers.length - 1, Math.floor((year - 1956) / 12))] ?? null,
        },
      });
    }
  }
  return {
    slug: 'trophies',
    title: texts.trophiesTitle,
    description: texts.trophiesDescription,
    pageSize: 12,
    fields: [
      {
        key: 'competition',
        label: texts.competition,
        type: 'text',
        metaType: 'competition',
        filterable: true,
        sortable: true,
      },
      { key: 'season', label: texts.season, type: 'text', metaType: 'season', filterable: false, sortable: true },
      { key: 'dateWon', label: texts.dateWon, type: 'datetime', metaType: 'date', filterable: true, sortable: true },
      { key: 'opponent', label: texts.opponent, type: 'text', metaType: 'club', filterable: true, sortable: false },
      { key: 'result', label: texts.result, type: 'text', metaType: 'score', filterable: false, sortable: false },
      {
        key: 'attendance',
        label: texts.attendance,
        type: 'number',
        metaType: 'attendance',
        filterable: true,
        sortable: true,
      },
      { key: 'manager', label: texts.manager, type: 'text', metaType: 'person', filterable: true, sortable: false },
    ],
    items,
  };
}

/**
 * Stores a collection for a tenant unless it has one with the same slug; answers its id. Items go in
 * batches, so 50,000 items (the bench) stay within a statement's parameter limit.
 */
export async function storeDemoCollection(
  db: Database,
  tenantId: string,
  collection: DemoCollection,
  createdAt: Date,
): Promise<number> {
  const [existing] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.tenantId, tenantId), eq(collections.slug, collection.slug)))
    .limit(1);
  if (existing !== undefined) return existing.id;
  const [stored] = await db
    .insert(collections)
    .values({
      tenantId,
      slug: collection.slug,
      title: collection.title,
      description: collection.description,
      pageSize: collection.pageSize,
      createdAt,
    })
    .returning({ id: collections.id });
  if (stored === undefined) throw new Error('The collection was not stored');
  // Each field gets the next free value column of its kind (text, number/decimal, date).
  const used: Record<SlotKind, number> = { text: 0, number: 0, date: 0 };
  const fields = collection.fields.map((field) => {
    const kind = slotKindOf(field.type);
    used[kind] += 1;
    if (used[kind] > slotCounts[kind]) throw new Error(`a collection has at most ${slotCounts[kind]} ${kind} fields`);
    return { ...field, kind, slot: used[kind] };
  });
  await db.insert(collectionFields).values(
    fields.map((field, position) => ({
      tenantId,
      collectionId: stored.id,
      label: field.label,
      type: field.type,
      metaType: field.metaType,
      filterable: field.filterable,
      sortable: field.sortable,
      position,
      slot: field.slot,
    })),
  );
  // 1,000 rows of 28 parameters a statement: far below Postgres' 65,535.
  const batch = 1000;
  for (let start = 0; start < collection.items.length; start += batch) {
    await db.insert(collectionItems).values(
      collection.items.slice(start, start + batch).map((item) => {
        const row: typeof collectionItems.$inferInsert = {
          tenantId,
          collectionId: stored.id,
          title: item.title,
          subtitle: item.subtitle,
          createdAt,
        };
        for (const field of fields) {
          const value = item.values[field.key];
          if (value === undefined || value === null) continue;
          if (field.kind === 'text') Object.assign(row, { [`text${field.slot}`]: String(value) });
          else if (field.kind === 'date') Object.assign(row, { [`date${field.slot}`]: String(value) });
          else Object.assign(row, { [`number${field.slot}`]: Number(value) });
        }
        return row;
      }),
    );
  }
  return stored.id;
}

/**
 * COL-01's demo: the club's all-time players (320 generated people) and its trophy cabinet, titles and
 * labels in the tenant's language. Idempotent: a collection the tenant already has (by slug) is kept.
 */
export async function seedDemoCollections(db: Database, options: DemoRichContentOptions): Promise<void> {
  const { tenantId, language, now } = options;
  await storeDemoCollection(db, tenantId, demoPlayers(language, 320), now);
  await storeDemoCollection(db, tenantId, demoTrophies(language), now);
}
