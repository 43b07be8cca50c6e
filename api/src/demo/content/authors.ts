import type { DemoLanguage } from '../language';

/**
 * The newsroom of each language: four writers with a public author page and one desk account whose
 * name is shown but which has no page (the spec's `is_public` flag).
 */
export interface DemoAuthor {
  slug: string;
  name: string;
  isPublic: boolean;
  /** Role line for the author page. */
  bio: string;
}

export const DEMO_AUTHORS: Record<DemoLanguage, readonly DemoAuthor[]> = {
  en: [
    {
      slug: 'emma-clarke',
      name: 'Emma Clarke',
      isPublic: true,
      bio: 'Chief football writer. Has covered Dutch football since the days of terraces and radio commentary.',
    },
    {
      slug: 'james-whitfield',
      name: 'James Whitfield',
      isPublic: true,
      bio: 'Match reporter. Rarely misses a kick-off, never misses a press conference.',
    },
    {
      slug: 'daniel-okoro',
      name: 'Daniel Okoro',
      isPublic: true,
      bio: 'Transfers and tactics. Keeps a spreadsheet of every scout in every stand.',
    },
    {
      slug: 'sophie-van-dam',
      name: 'Sophie van Dam',
      isPublic: true,
      bio: 'Fans, clubs and communities: the stories behind the stands.',
    },
    { slug: 'tribune-desk', name: 'Tribune Desk', isPublic: false, bio: 'News from the Tribune newsroom.' },
  ],
  nl: [
    {
      slug: 'joris-van-wijk',
      name: 'Joris van Wijk',
      isPublic: true,
      bio: 'Chef voetbal. Volgt de Eredivisie al sinds de tijd van staantribunes en radioverslagen.',
    },
    {
      slug: 'sanne-de-boer',
      name: 'Sanne de Boer',
      isPublic: true,
      bio: 'Verslaggever. Mist zelden een aftrap en nooit een persconferentie.',
    },
    {
      slug: 'mehmet-yilmaz',
      name: 'Mehmet Yilmaz',
      isPublic: true,
      bio: 'Transfers en tactiek. Houdt bij welke scout op welke tribune zit.',
    },
    {
      slug: 'lotte-verbeek',
      name: 'Lotte Verbeek',
      isPublic: true,
      bio: 'Fans, clubs en supportersverenigingen: de verhalen achter de tribunes.',
    },
    { slug: 'redactie-tribune', name: 'Redactie Tribune', isPublic: false, bio: 'Nieuws van de redactie van Tribune.' },
  ],
};

export function authorAvatarPath(slug: string): string {
  return `/assets/avatars/authors/${slug}.png`;
}
