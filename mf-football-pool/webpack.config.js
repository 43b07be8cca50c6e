const { createRemoteConfig } = require('../scripts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_football_pool',
  devPort: 3003,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './match-prediction': './src/exposes/match-prediction.tsx',
    './match-pick': './src/exposes/match-pick.tsx',
  },
});
