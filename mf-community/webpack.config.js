const { createRemoteConfig } = require('../scripts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_community',
  devPort: 3004,
  // A profile's parts: their modules are not split out of the exposes the home and article pages load.
  selfContained: ['./profile-community'],
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './home-sidebar': './src/exposes/home-sidebar.tsx',
    './comments-section': './src/exposes/comments-section.tsx',
    './match-thread': './src/exposes/match-thread.tsx',
    './header-notifications': './src/exposes/header-notifications.tsx',
    './profile-community': './src/exposes/profile-community.tsx',
    './club-threads': './src/exposes/club-threads.tsx',
  },
});
