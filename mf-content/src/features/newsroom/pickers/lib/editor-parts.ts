import type { ReactNode } from 'react';
import type { BodyEditorServices } from '../../body-editor';

/**
 * What the article editor takes from the site's other features, which the newsroom may not import
 * (features are boundaries, decision 0055): the page (src/app) composes them. Readers' components, so
 * the editor shows polls and embeds as readers will see them.
 */
export interface NewsroomEditorParts {
  /**
   * A poll's question, or undefined while it loads or when there is none. A hook: the poll card calls
   * it on every render (BodyEditorServices' `loadPoll`), so it may read the site's SWR cache.
   */
  usePollQuestion: BodyEditorServices['loadPoll'];
  /** What readers see for an embed: the site's embed components, through its embed service. */
  renderEmbedPreview: BodyEditorServices['renderEmbedPreview'];
  /** The polls' own form for a new poll, told the poll it made (editors make polls: POST /api/v2/polls). */
  renderNewPoll: (onCreated: (pollId: number) => void) => ReactNode;
}
