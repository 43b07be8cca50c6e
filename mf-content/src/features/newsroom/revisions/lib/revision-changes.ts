import type { NewsroomRevision } from '../../api/get-revision';
import type { ArticleFormValues } from '../../article-editor/lib/article-form';

/** A field of the article a revision may differ in (the body is compared apart, as a text diff). */
export type ComparedField =
  | 'title'
  | 'bTitle'
  | 'abTesting'
  | 'excerpt'
  | 'primaryTag'
  | 'tags'
  | 'kind'
  | 'isSticky'
  | 'hideInLists'
  | 'webPush'
  | 'fixtureId'
  | 'image'
  | 'seoTitle'
  | 'seoDescription';

/** A field's value as it is shown: a text, a yes/no, or an article kind. */
export type ComparedValue =
  { type: 'text'; text: string } | { type: 'flag'; on: boolean } | { type: 'kind'; kind: ArticleFormValues['kind'] };

interface FieldChange {
  field: ComparedField;
  /** As the revision has it. */
  then: ComparedValue;
  /** As the editor has it now. */
  now: ComparedValue;
}

const text = (value: string): ComparedValue => ({ type: 'text', text: value });
const flag = (on: boolean): ComparedValue => ({ type: 'flag', on });

function sameValue(a: ComparedValue, b: ComparedValue): boolean {
  if (a.type === 'text' && b.type === 'text') return a.text === b.text;
  if (a.type === 'flag' && b.type === 'flag') return a.on === b.on;
  if (a.type === 'kind' && b.type === 'kind') return a.kind === b.kind;
  return false;
}

/** A tag as the newsroom's tag list names it. */
interface KnownTag {
  id: number;
  slug: string;
  title: string;
}

/**
 * NR-04's compare: the fields in which a revision differs from the article as the editor has it now,
 * in the order of the form. Headline B that follows the title is empty on both sides (the API stores
 * the title there; the form shows it empty). A revision names its tags by id and the form by slug: the
 * tenant's tag list (`tags`) gives both their titles; while it loads, the tags are not compared. The
 * author is left out: a revision names it by id, and only managers may list the authors.
 */
export function revisionChanges(
  revision: NewsroomRevision['article'],
  now: ArticleFormValues,
  tags: readonly KnownTag[] | undefined,
): FieldChange[] {
  const tagPairs: [ComparedField, ComparedValue, ComparedValue][] = [];
  if (tags !== undefined) {
    const byId = new Map(tags.map((tag) => [tag.id, tag.title]));
    const bySlug = new Map(tags.map((tag) => [tag.slug, tag.title]));
    const titlesOfIds = (ids: number[]) => ids.map((id) => byId.get(id) ?? `#${id}`).join(', ');
    const titlesOfSlugs = (slugs: string[]) => slugs.map((slug) => bySlug.get(slug) ?? slug).join(', ');
    tagPairs.push(
      ['primaryTag', text(titlesOfIds([revision.primary_tag_id])), text(titlesOfSlugs([now.primaryTag]))],
      ['tags', text(titlesOfIds(revision.tag_ids)), text(titlesOfSlugs(now.tags))],
    );
  }
  const pairs: [ComparedField, ComparedValue, ComparedValue][] = [
    ['title', text(revision.title), text(now.title)],
    ['bTitle', text(revision.b_title === revision.title ? '' : revision.b_title), text(now.bTitle)],
    ['abTesting', flag(revision.ab_testing), flag(now.abTesting)],
    ['excerpt', text(revision.excerpt), text(now.excerpt)],
    ...tagPairs,
    ['kind', { type: 'kind', kind: revision.kind }, { type: 'kind', kind: now.kind }],
    ['isSticky', flag(revision.is_sticky), flag(now.isSticky)],
    ['hideInLists', flag(revision.hide_in_lists), flag(now.hideInLists)],
    ['webPush', flag(revision.web_push), flag(now.webPush)],
    ['fixtureId', text(revision.fixture_id === null ? '' : String(revision.fixture_id)), text(now.fixtureId.trim())],
    ['image', text(revision.image), text(now.image)],
    ['seoTitle', text(revision.seo_title), text(now.seoTitle)],
    ['seoDescription', text(revision.seo_description), text(now.seoDescription)],
  ];
  return pairs
    .filter(([, then, current]) => !sameValue(then, current))
    .map(([field, then, current]) => ({ field, then, now: current }));
}
