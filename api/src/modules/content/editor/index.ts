import type { FastifyInstance } from 'fastify';
import { createEditorArticleRoute } from './create-article';
import { createEditorArticlesRepository } from './editor-articles-repository';
import { getEditorArticleRoute } from './get-article';
import { removeEditorArticleRoute } from './remove-article';
import { updateEditorArticleRoute } from './update-article';

/**
 * The editors' API: writing articles (editors and admins, `requireEditor`). Bodies are sanitized when
 * written, and again when read (`toArticle`), so what is stored is already what readers get.
 */
export async function editorModule(app: FastifyInstance): Promise<void> {
  const articles = createEditorArticlesRepository(app.db);
  await app.register(getEditorArticleRoute, { articles });
  await app.register(createEditorArticleRoute, { articles });
  await app.register(updateEditorArticleRoute, { articles });
  await app.register(removeEditorArticleRoute, { articles });
}
