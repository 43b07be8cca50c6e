const { createRemoteConfig } = require('../scripts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_content',
  devPort: 3005,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './user-articles': './src/exposes/user-articles.tsx',
  },
});
