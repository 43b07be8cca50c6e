import type { FastifyPluginAsync } from 'fastify';
import type { PushArticleWhenPublished } from '../../web-push/delivery/send-article-push';
import { createEditorArticleRoute } from './create-article';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { getEditorArticleRoute } from './get-article';
import { removeEditorArticleRoute } from './remove-article';
import { updateEditorArticleRoute } from './update-article';

/**
 * The editors' API: writing articles (editors and admins, `requireEditor`). Bodies are sanitized when
 * written, and again when read (`toArticle`), so what is stored is already what readers get.
 */
export const editorArea: FastifyPluginAsync<{
  articles: EditorArticlesRepository;
  pushWhenPublished: PushArticleWhenPublished;
}> = async (app, { articles, pushWhenPublished }) => {
  await app.register(getEditorArticleRoute, { articles });
  await app.register(createEditorArticleRoute, { articles, pushWhenPublished });
  await app.register(updateEditorArticleRoute, { articles, pushWhenPublished });
  await app.register(removeEditorArticleRoute, { articles });
};
