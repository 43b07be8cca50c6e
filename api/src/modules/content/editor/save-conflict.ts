import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import type { EditorArticleRecord } from './editor-article-view';

/**
 * The 409 of a save made on an older version (issue 33, "never a silent overwrite"): the one error
 * shape, naming who saved since. The editor's screen offers to reload the article or copy their text.
 */
export function conflictError(request: FastifyRequest, current: Pick<EditorArticleRecord, 'updatedByName'>): HttpError {
  const message =
    current.updatedByName === null
      ? request.t('editor.conflictSomeone')
      : request.t('editor.conflict', { name: current.updatedByName });
  return new HttpError(409, message);
}
