import type { DemoLanguage } from '../language';
import type { StoryKind } from './stories';

/** The ten sections of the site; every article has one as its primary tag. */
export const TAG_KEYS = [
  'match-reports',
  'previews',
  'eredivisie',
  'transfers',
  'interviews',
  'injuries',
  'fans',
  'youth-academy',
  'supporters-club',
  'opinion',
] as const;
export type TagKey = (typeof TAG_KEYS)[number];

export interface DemoTag {
  key: TagKey;
  slug: string;
  title: string;
}

const TITLES: Record<DemoLanguage, Record<TagKey, [slug: string, title: string]>> = {
  en: {
    'match-reports': ['match-reports', 'Match reports'],
    previews: ['previews', 'Previews'],
    eredivisie: ['eredivisie', 'Eredivisie'],
    transfers: ['transfers', 'Transfers'],
    interviews: ['interviews', 'Interviews'],
    injuries: ['injuries', 'Injuries'],
    fans: ['fans', 'Fans'],
    'youth-academy': ['youth-academy', 'Youth academy'],
    'supporters-club': ['supporters-club', "Supporters' club"],
    opinion: ['opinion', 'Opinion'],
  },
  nl: {
    'match-reports': ['wedstrijdverslagen', 'Wedstrijdverslagen'],
    previews: ['voorbeschouwingen', 'Voorbeschouwingen'],
    eredivisie: ['eredivisie', 'Eredivisie'],
    transfers: ['transfers', 'Transfers'],
    interviews: ['interviews', 'Interviews'],
    injuries: ['blessures', 'Blessures'],
    fans: ['fans', 'Fans'],
    'youth-academy': ['jeugdopleiding', 'Jeugdopleiding'],
    'supporters-club': ['supportersvereniging', 'Supportersvereniging'],
    opinion: ['column', 'Column'],
  },
};

export function demoTags(language: DemoLanguage): DemoTag[] {
  return TAG_KEYS.map((key) => {
    const [slug, title] = TITLES[language][key];
    return { key, slug, title };
  });
}

export const TAG_OF_STORY: Record<StoryKind, TagKey> = {
  'match-report': 'match-reports',
  'round-up': 'eredivisie',
  preview: 'previews',
  transfer: 'transfers',
  interview: 'interviews',
  injury: 'injuries',
  'fan-story': 'fans',
  youth: 'youth-academy',
  'supporters-club': 'supporters-club',
  opinion: 'opinion',
};
