const { createRemoteConfig } = require('../scripts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_account',
  devPort: 3001,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './header-account': './src/exposes/header-account.tsx',
    './account-dialogs': './src/exposes/account-dialogs.tsx',
  },
});
