// shared has no browser build of its own (every front end bundles it and Module Federation makes it a
// singleton). This is its Node build, `@tribune/shared/server`, used by the server builds of the shell
// and the remotes when the API renders a page (docs/decisions/0010).
const { createPartServerConfig } = require('../scripts/webpack/create-server-config');

module.exports = () =>
  createPartServerConfig({ dir: __dirname, name: 'shared', main: 'src/index.ts', bundleShared: true });
