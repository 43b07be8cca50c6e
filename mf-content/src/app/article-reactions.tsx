import { ArticleClaps } from '../features/claps/components/claps';
import { PushAlert } from '../features/web-push/components/push-alert';

/**
 * ART-01: under the body, the push alert (an article that carried a web push, when the site shows web
 * push) and the claps. One chunk, which the article page loads when a reader reaches for it; the
 * server renders both.
 */
export function ArticleReactions({ articleId, webPush }: { articleId: number; webPush: boolean }) {
  return (
    <>
      {webPush ? <PushAlert /> : null}
      <ArticleClaps resourceType="article" resourceId={articleId} />
    </>
  );
}
