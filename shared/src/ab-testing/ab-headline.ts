import type { AbGroup } from './ab-group';

/** What the headline test needs of an article, whichever list sent it. */
export interface AbHeadline {
  id: number;
  /** Headline A (the article's title). */
  title: string;
  /** Headline B; null or empty when the article has none. */
  bTitle: string | null | undefined;
  /** Whether the article's headline test runs (`abtesting` / `ab_testing`). */
  abTesting: boolean | null | undefined;
}

/** Whether the article takes part in the test: the test is on and there is a B headline to show. */
export function isUnderTest(headline: AbHeadline): boolean {
  return headline.abTesting === true && typeof headline.bTitle === 'string' && headline.bTitle.trim() !== '';
}

/** Spec 001 §4: group B sees the B title, everyone else (and group A) the A title. */
export function headlineFor(headline: AbHeadline, group: AbGroup | null): string {
  return group === 'B' && isUnderTest(headline) && headline.bTitle ? headline.bTitle : headline.title;
}
