import { Suspense } from 'react';
import type { NewsroomEditorParts } from '../features/newsroom/pickers/lib/editor-parts';
import { usePoll } from '../features/polls/api/get-poll';
import { lazyWithMessages } from '../i18n/lazy-with-messages';

// Loaded when first shown, with the remote's whole catalogue: the newsroom's own holds only its texts.
const ArticleEmbed = lazyWithMessages(() => import('../features/embeds/components/article-embed'), 'ArticleEmbed');
const NewPollForm = lazyWithMessages(() => import('../features/polls/components/poll-editor'), 'NewPollForm');

/** The poll card's question: the readers' poll (its SWR cache, shared with the article page). */
function usePollQuestion(pollId: number): { question: string } | undefined {
  const { data } = usePoll(pollId);
  return data === undefined ? undefined : { question: data.question };
}

/**
 * Issue 33: what the newsroom's article editor shows of the site's other features (features do not
 * import each other, decision 0055): polls as readers get them and the polls' own form for a new one,
 * and embeds through the readers' embed components, so X and TikTok posts come from the embed service.
 */
export const newsroomEditorParts: NewsroomEditorParts = {
  usePollQuestion,
  renderEmbedPreview: (provider, url) => (
    <Suspense fallback={null}>
      <ArticleEmbed provider={provider} url={url} />
    </Suspense>
  ),
  renderNewPoll: (onCreated) => (
    <Suspense fallback={null}>
      <NewPollForm onCreated={onCreated} />
    </Suspense>
  ),
};
