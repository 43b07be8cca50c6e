// The one list of packages shared between the shell and every remote (DESIGN.md "The shared singleton").
// Every webpack config imports this file, so the negotiation is identical everywhere.
// Share nothing else: each extra entry costs a negotiation and a chunk on every page.
const sharedVersion = require('./shared/package.json').version;
const { installedVersion } = require('./scripts/webpack/shared-facades');

/** @param {string} requiredVersion */
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

module.exports = {
  react: singleton('^19.0.0'),
  // The trailing-slash entries share subpath imports (react/jsx-runtime, react-dom/client); without
  // them a remote bundles a second React and hooks break (research/module-federation.md §2.1).
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  // react-router, react-intl and valibot resolve to facades of the names the site uses, so they are
  // tree-shaken (scripts/webpack/shared-facades.js); a facade has no package.json: the version is given.
  'react-router': { ...singleton('^7.0.0'), version: installedVersion('react-router') },
  jotai: singleton('^2.0.0'),
  'jotai/': singleton('^2.0.0'),
  swr: singleton('^2.0.0'),
  'swr/': singleton('^2.0.0'),
  'react-intl': { ...singleton('^12.0.0'), version: installedVersion('react-intl') },
  // Not a singleton for its state but for its size: one copy on the page instead of one per part.
  valibot: { ...singleton('^1.0.0'), version: installedVersion('valibot') },
  // strictVersion: a remote built against an incompatible contract fails into its fallback
  // instead of running against the wrong session or API client.
  '@tribune/shared': {
    singleton: true,
    strictVersion: true,
    version: sharedVersion,
    requiredVersion: `^${sharedVersion.split('.')[0]}.0.0`,
  },
};
