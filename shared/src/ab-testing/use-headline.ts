import { groupParameter } from './ab-group';
import { headlineFor, isUnderTest, type AbHeadline } from './ab-headline';
import { useAbGroup } from './use-ab-group';

interface ShownHeadline {
  /** The title to show this viewer. */
  title: string;
  /** The viewer's group as the API wants it, when the article is under test and the group is known. */
  group: 'a' | 'b' | null;
}

/**
 * AB-01: the headline this viewer sees. Group B sees `b_title` when the article's test runs and it has
 * one; group A, the server and anyone else see the A title (see useAbGroup for the server side).
 */
export function useHeadline(article: AbHeadline): ShownHeadline {
  const group = useAbGroup();
  const underTest = isUnderTest(article);
  return {
    title: headlineFor(article, group),
    group: underTest && group !== null ? groupParameter(group) : null,
  };
}
