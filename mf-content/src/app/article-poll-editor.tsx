import { PollEditor } from '../features/polls/components/poll-editor';
import { splitArticleBody } from '../features/articles/utils/split-article-body';

/** POL-01: the editors' poll tools under an article, with the polls its body holds, in body order. */
export function ArticlePollEditor({ content }: { content: string }) {
  const pollIds = splitArticleBody(content).flatMap((part) => (part.kind === 'poll' ? [part.pollId] : []));
  return <PollEditor pollIds={pollIds} />;
}
