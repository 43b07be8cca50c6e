const { createRemoteConfig } = require('../scripts/webpack/create-remote-config');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_content',
  devPort: 3005,
  // A profile's parts, and a club's news (CLB-02: only on the home page of a fan with a club, and on the
  // team page): their modules are not split out of the exposes every visitor's home and article pages
  // load. Club news shares the card's parts (headline test, image, date) with './routes'; split out, they
  // would cost those pages a chunk, also for a guest without a club (the JavaScript budget's page).
  selfContained: ['./user-articles', './club-news'],
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './user-articles': './src/exposes/user-articles.tsx',
    './site-extras': './src/exposes/site-extras.tsx',
    './club-news': './src/exposes/club-news.tsx',
  },
});
