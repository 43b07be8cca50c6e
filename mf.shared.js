// The one list of packages shared between the shell and every remote (DESIGN.md "The shared singleton").
// Every webpack config imports this file, so the negotiation is identical everywhere.
// Share nothing else: each extra entry costs a negotiation and a chunk on every page.
const sharedVersion = require('./shared/package.json').version;

/** @param {string} requiredVersion */
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

module.exports = {
  react: singleton('^19.0.0'),
  // The trailing-slash entries share subpath imports (react/jsx-runtime, react-dom/client); without
  // them a remote bundles a second React and hooks break (research/module-federation.md §2.1).
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  'react-router': singleton('^7.0.0'),
  jotai: singleton('^2.0.0'),
  'jotai/': singleton('^2.0.0'),
  swr: singleton('^2.0.0'),
  'swr/': singleton('^2.0.0'),
  'react-intl': singleton('^12.0.0'),
  // strictVersion: a remote built against an incompatible contract fails into its fallback
  // instead of running against the wrong session or API client.
  '@tribune/shared': {
    singleton: true,
    strictVersion: true,
    version: sharedVersion,
    requiredVersion: `^${sharedVersion.split('.')[0]}.0.0`,
  },
};
