// The shell's Node build (scripts/webpack/create-server-config.js): what the API renders pages with.
import '../shell.css';

export { renderPage } from './render-page';
export type { RemoteProblem, RenderPageInput, RenderPageResult, ServerRemoteModule } from './render-page';
