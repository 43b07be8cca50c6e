import type { FastifyPluginAsync } from 'fastify';
import type { PushArticleWhenPublished } from '../../web-push/delivery/send-article-push';
import type { ArticlesRepository } from '../articles-repository';
import { createEditorArticleRoute } from './create-article';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { getEditorArticleRoute } from './get-article';
import { getArticleRevisionRoute } from './get-revision';
import { listEditorArticlesRoute } from './list-articles';
import { listEditorAuthorsRoute } from './list-authors';
import { listEditorTagsRoute } from './list-tags';
import { listArticleRevisionsRoute } from './list-revisions';
import { createNewsroomChoicesRepository } from './newsroom-choices-repository';
import { previewEditorArticleRoute } from './preview-article';
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
 * (`toArticle`), so what is stored is already what readers get; the preview reads an article through the
 * readers' repository (`readerArticles`), so it is what they will get.
 */
export const editorArea: FastifyPluginAsync<{
  articles: EditorArticlesRepository;
  readerArticles: ArticlesRepository;
  pushWhenPublished: PushArticleWhenPublished;
}> = async (app, { articles, readerArticles, pushWhenPublished }) => {
  await app.register(listEditorArticlesRoute, { articles });
  // The pickers' choices (NR-02): the tenant's tags for everyone in the newsroom, its authors for managers.
  const choices = createNewsroomChoicesRepository(app.db);
  await app.register(listEditorTagsRoute, { choices });
  await app.register(listEditorAuthorsRoute, { choices });
  await app.register(getEditorArticleRoute, { articles });
  await app.register(previewEditorArticleRoute, { readerArticles });
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
