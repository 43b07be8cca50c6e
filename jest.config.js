// One Jest configuration for the repository: a project per part, so `npm test` runs all of them and
// `npm test --workspace <part>` (or `jest --selectProjects <part>`) runs one part alone.
const os = require('node:os');
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const esmOnlyPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'photoswipe'];

/** Browser parts: jsdom with the fetch/streams globals MSW needs, Testing Library matchers. */
const browserProject = (folder) => ({
  displayName: folder,
  rootDir: path.join(__dirname, folder),
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.[cm]?[jt]sx?$': swcTransform },
  moduleNameMapper: {
    '^@tribune/shared$': '<rootDir>/../shared/src/index.ts',
    '^@tribune/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '\\.css$': '<rootDir>/../scripts/jest/style-stub.js',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/../scripts/jest/file-stub.js',
  },
  // react-intl 12 and its formatjs packages ship only ES modules; Jest on Node 20 runs CommonJS.
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-browser.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  // Jest's default, one worker less than the cores, runs a 2-core machine (CI) in band: one suite at a
  // time, while most of an API suite's time is spent waiting on its database. Two workers there halve
  // the run (measured: ten API suites on Postgres, 108 s in band, 51 s with two, 56 s with three).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    browserProject('mf-account'),
    browserProject('mf-matchcenter'),
    browserProject('mf-football-pool'),
    browserProject('mf-community'),
    browserProject('mf-content'),
    {
      displayName: 'api',
      rootDir: path.join(__dirname, 'api'),
      testEnvironment: 'node',
      transform: { '^.+\\.[cm]?[jt]sx?$': swcTransform },
      // ESM-only dependencies are compiled to CommonJS for Jest (Node 20's require(esm) is not
      // available inside Jest's module system): content-disposition 3 comes with @fastify/static 10.1.5+.
      transformIgnorePatterns: ['/node_modules/(?!(@electric-sql|content-disposition)/)'],
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
