import type { GeneratedLeague } from '../football/league';
import { ILLUSTRATIONS_FOR_STORY, illustrationPath } from '../images/catalog';
import type { DemoLanguage } from '../language';
import { Rng } from '../prng';
import { DEMO_AUTHORS, type DemoAuthor } from './authors';
import { capitalise, slugify } from './html';
import { planStories, type StoryKind } from './stories';
import { TAG_OF_STORY, demoTags, type DemoTag, type TagKey } from './tags';
import type { ArticleWriter } from './writer';
import { englishWriter } from './writer-en';
import { dutchWriter } from './writer-nl';

export interface DemoVideo {
  provider: 'youtube';
  /** The YouTube video id, for `https://www.youtube.com/embed/<id>`. */
  id: string;
}

export interface DemoArticle {
  slug: string;
  kind: StoryKind;
  tagKey: TagKey;
  authorSlug: string;
  /** Headline A (also the default title). */
  title: string;
  bTitle: string;
  /** Whether the A/B headline test runs on this article. */
  abTesting: boolean;
  excerpt: string;
  /** Safe HTML: p, h2, blockquote, footer, ul, li, strong, em. */
  body: string;
  image: string;
  video: DemoVideo | null;
  publishedAt: Date;
  /** The clubs the article is about (comments mention them). */
  teamIds: number[];
  /** The match it is about (report, preview, interview), if any. */
  fixtureId: number | null;
}

interface DemoNews {
  authors: readonly DemoAuthor[];
  tags: DemoTag[];
  articles: DemoArticle[];
}

const WRITERS: Record<DemoLanguage, ArticleWriter> = { en: englishWriter, nl: dutchWriter };

/**
 * YouTube's own IFrame API sample video: always embeddable, so the demo's video player works. The
 * generated matches have no footage, and a real highlights clip would contradict the generated score.
 */
export const DEMO_VIDEO_ID = 'M7lc1UVf-VE';

/** Who writes what: the reporter does matches, the columnist opinion, the desk the round-ups. */
const AUTHOR_FOR_STORY: Record<StoryKind, readonly number[]> = {
  'match-report': [1, 1, 0],
  'round-up': [4],
  preview: [1, 0],
  transfer: [2],
  interview: [1, 0],
  injury: [4, 2],
  'fan-story': [3],
  youth: [3],
  'supporters-club': [3],
  opinion: [0],
};

interface GenerateNewsOptions {
  tenantId: string;
  language: DemoLanguage;
  league: GeneratedLeague;
  now: Date;
}

/** A tenant's newsroom: authors, sections and about fifty articles from the last six weeks, newest last. */
export function generateNews({ tenantId, language, league, now }: GenerateNewsOptions): DemoNews {
  const rng = new Rng(`news:${tenantId}`);
  const authors = DEMO_AUTHORS[language];
  const writer = WRITERS[language];
  const usedSlugs = new Set<string>();
  const articles = planStories(league, now, rng.fork('plan')).map(
    ({ story, publishedAt, teamIds, fixtureId }, i): DemoArticle => {
      const articleRng = rng.fork(`article:${i}`);
      const written = writer.write(story, articleRng);
      const base = slugify(written.title) || 'article';
      let slug = base;
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
      usedSlugs.add(slug);
      const author = authors[articleRng.pick(AUTHOR_FOR_STORY[story.kind])] ?? authors[0];
      if (!author) throw new Error('No authors');
      const filmed = (story.kind === 'match-report' || story.kind === 'interview') && articleRng.chance(0.3);
      return {
        slug,
        kind: story.kind,
        tagKey: TAG_OF_STORY[story.kind],
        authorSlug: author.slug,
        title: capitalise(written.title),
        bTitle: capitalise(written.bTitle),
        abTesting: articleRng.chance(0.4),
        excerpt: capitalise(written.excerpt),
        body: written.body,
        image: illustrationPath(articleRng.pick(ILLUSTRATIONS_FOR_STORY[story.kind])),
        video: filmed ? { provider: 'youtube', id: DEMO_VIDEO_ID } : null,
        publishedAt,
        teamIds,
        fixtureId,
      };
    },
  );
  return { authors, tags: demoTags(language), articles };
}
