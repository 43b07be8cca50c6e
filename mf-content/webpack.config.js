const { createRemoteConfig } = require('../scripts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_content',
  devPort: 3005,
  // A profile's parts: their modules are not split out of the exposes the home and article pages load.
  selfContained: ['./user-articles'],
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './user-articles': './src/exposes/user-articles.tsx',
    './site-extras': './src/exposes/site-extras.tsx',
  },
});
