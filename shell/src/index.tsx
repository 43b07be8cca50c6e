// Shell entry. With Module Federation's asyncStartup the share scope is ready before this module runs,
// so no separate bootstrap file is needed (research/module-federation.md §2.3).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createTribuneRuntime, readBootstrap } from '@tribune/shared';
import { App } from './app/app';
import { createFederationLoader } from './federation/federation-loader';
import './shell.css';

const bootstrap = readBootstrap();
const runtime = createTribuneRuntime({ bootstrap, loader: createFederationLoader(bootstrap.remotes) });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);
