import type { FastifyPluginAsync } from 'fastify';
import type { PushArticleWhenPublished } from '../../web-push/delivery/send-article-push';
import { createEditorArticleRoute } from './create-article';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { getEditorArticleRoute } from './get-article';
import { getArticleRevisionRoute } from './get-revision';
import { listEditorArticlesRoute } from './list-articles';
import { listArticleRevisionsRoute } from './list-revisions';
import { publishEditorArticleRoute } from './publish-article';
import { removeEditorArticleRoute } from './remove-article';
import { restoreArticleRevisionRoute } from './restore-revision';
import { submitEditorArticleRoute } from './submit-article';
import { unpublishEditorArticleRoute } from './unpublish-article';
import { updateEditorArticleRoute } from './update-article';

/**
 * The editors' article API, which the newsroom (issue 33) works on: guest authors write and submit,
 * junior editors publish their own, managers anything (lib/permissions.ts). Every save is a revision;
 * a save over a newer version is refused. Bodies are sanitized when written, and again when read
 * (`toArticle`), so what is stored is already what readers get.
 */
export const editorArea: FastifyPluginAsync<{
  articles: EditorArticlesRepository;
  pushWhenPublished: PushArticleWhenPublished;
}> = async (app, { articles, pushWhenPublished }) => {
  await app.register(listEditorArticlesRoute, { articles });
  await app.register(getEditorArticleRoute, { articles });
  await app.register(createEditorArticleRoute, { articles, pushWhenPublished });
  await app.register(updateEditorArticleRoute, { articles, pushWhenPublished });
  await app.register(submitEditorArticleRoute, { articles });
  await app.register(publishEditorArticleRoute, { articles, pushWhenPublished });
  await app.register(unpublishEditorArticleRoute, { articles });
  await app.register(listArticleRevisionsRoute, { articles });
  await app.register(getArticleRevisionRoute, { articles });
  await app.register(restoreArticleRevisionRoute, { articles });
  await app.register(removeEditorArticleRoute, { articles });
};
