// NR-02's writing surface, for the newsroom's article editor page: the component and the types of its
// props, and the pure parse/serialise pair its output is made with.
export { ArticleBodyEditor } from './components/article-body-editor';
export type { BodyEditorServices } from './components/body-editor-context';
export type { PictureChoice } from './extensions/picture';
export type { EmbedProvider } from './lib/embed-url';
export { parseBody, serialiseBody } from './lib/body-html';
