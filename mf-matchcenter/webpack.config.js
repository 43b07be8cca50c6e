const { createRemoteConfig } = require('../scripts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_matchcenter',
  devPort: 3002,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './home-sidebar': './src/exposes/home-sidebar.tsx',
    './score-strip': './src/exposes/score-strip.tsx',
    './club-offer': './src/exposes/club-offer.tsx',
  },
});
