import { generateLeague } from '../football/league';
import { generateNews } from './articles';
import { textOf } from './html';

const now = new Date('2026-11-18T12:00:00Z');
const league = generateLeague({ now });
const english = generateNews({ tenantId: 'tribune', language: 'en', league, now });
const dutch = generateNews({ tenantId: 'tribune-nl', language: 'nl', league, now });

/** Share of common function words of one language among those of both. */
function dutchShare(text: string): number {
  const words = text.toLowerCase().split(/[^a-zà-ÿ]+/);
  const count = (list: string[]) => words.filter((w) => list.includes(w)).length;
  // Not "de" or "van": Dutch surnames carry them in English text too.
  const nl = count([
    'het',
    'een',
    'en',
    'op',
    'met',
    'voor',
    'niet',
    'zijn',
    'heeft',
    'wordt',
    'naar',
    'bij',
    'ook',
    'maar',
    'werd',
  ]);
  const en = count([
    'the',
    'a',
    'of',
    'and',
    'on',
    'with',
    'for',
    'not',
    'are',
    'has',
    'their',
    'was',
    'but',
    'after',
    'his',
  ]);
  return nl / Math.max(1, nl + en);
}

test('[ART-02] at least 40 articles per tenant, from the last six weeks, with unique slugs', () => {
  for (const news of [english, dutch]) {
    expect(news.articles.length).toBeGreaterThanOrEqual(40);
    expect(new Set(news.articles.map((a) => a.slug)).size).toBe(news.articles.length);
    for (const article of news.articles) {
      expect(article.publishedAt.getTime()).toBeLessThan(now.getTime());
      expect(article.publishedAt.getTime()).toBeGreaterThan(now.getTime() - 43 * 86_400_000);
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    // Spread: news on most days of the window, not bunched on one.
    const days = new Set(news.articles.map((a) => a.publishedAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(20);
  }
});

test('[ART-01] every article has headlines, excerpt, several paragraphs of safe HTML, author, tag and image', () => {
  for (const news of [english, dutch]) {
    expect(news.authors).toHaveLength(5);
    expect(news.authors.some((a) => !a.isPublic)).toBe(true);
    expect(news.tags).toHaveLength(10);
    const authorSlugs = new Set(news.authors.map((a) => a.slug));
    const tagKeys = new Set(news.tags.map((t) => t.key));
    for (const article of news.articles) {
      expect(article.title.length).toBeGreaterThan(10);
      expect(article.bTitle.length).toBeGreaterThan(10);
      expect(article.bTitle).not.toBe(article.title);
      expect(article.excerpt.length).toBeGreaterThan(30);
      expect(authorSlugs.has(article.authorSlug)).toBe(true);
      expect(tagKeys.has(article.tagKey)).toBe(true);
      expect(article.image).toMatch(/^\/assets\/images\/[a-z-]+\.svg$/);
      if ((article.body.match(/<p>/g) ?? []).length < 3) throw new Error(`few paragraphs: ${article.title}`);
      // Only the tags the writers use, and no attributes at all (so no handlers, no links, no styles).
      const tags = [...article.body.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
      for (const [, name, attributes] of tags) {
        expect(['p', 'h2', 'blockquote', 'footer', 'ul', 'li', 'strong', 'em']).toContain(name);
        expect(attributes).toBe('');
      }
      expect(textOf(article.body)).not.toMatch(/undefined|NaN|\[object/);
      expect(article.title + article.excerpt).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(news.articles.filter((a) => a.video !== null).length).toBeGreaterThanOrEqual(2);
    expect(news.articles.filter((a) => a.abTesting).length).toBeGreaterThan(5);
    expect(new Set(news.articles.map((a) => a.kind)).size).toBe(10);
  }
});

test('[PLT-06] the English tenant reads English and the Dutch tenant reads Dutch', () => {
  for (const article of english.articles)
    expect(dutchShare(`${article.title} ${article.excerpt} ${textOf(article.body)}`)).toBeLessThan(0.2);
  for (const article of dutch.articles)
    expect(dutchShare(`${article.title} ${article.excerpt} ${textOf(article.body)}`)).toBeGreaterThan(0.8);
  expect(dutch.tags.map((t) => t.title)).toContain('Wedstrijdverslagen');
  expect(english.tags.map((t) => t.title)).toContain('Match reports');
});

test('[ART-02] generation is deterministic and differs per tenant', () => {
  const again = generateNews({ tenantId: 'tribune', language: 'en', league, now });
  expect(JSON.stringify(again)).toBe(JSON.stringify(english));
  const otherEnglishTenant = generateNews({ tenantId: 'another', language: 'en', league, now });
  expect(otherEnglishTenant.articles.map((a) => a.title)).not.toEqual(english.articles.map((a) => a.title));
});

test('[MC-12] match reports tell the generated result', () => {
  const fixtures = new Map(league.fixtures.map((f) => [f.id, f]));
  const teams = new Map(league.teams.map((t) => [t.id, t]));
  const reports = english.articles.filter((a) => a.kind === 'match-report');
  expect(reports.length).toBeGreaterThan(10);
  for (const report of reports) {
    const [homeId, awayId] = report.teamIds;
    const fixture = [...fixtures.values()].find(
      (f) => f.homeTeamId === homeId && f.awayTeamId === awayId && f.status === 'finished',
    );
    if (!fixture || homeId === undefined || awayId === undefined) throw new Error('report without a played fixture');
    const text = textOf(report.body);
    expect(text).toContain(teams.get(homeId)?.shortName);
    expect(text).toContain(teams.get(awayId)?.shortName);
    const winnerFirst = `${Math.max(fixture.homeScore ?? 0, fixture.awayScore ?? 0)}-${Math.min(fixture.homeScore ?? 0, fixture.awayScore ?? 0)}`;
    expect(text).toContain(winnerFirst);
  }
});
