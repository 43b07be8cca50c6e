// The one ESLint configuration of the repository (STYLE.md 12). Formatting is Prettier's job
// (.prettierrc.json), so every stylistic rule is off; what is left catches mistakes and keeps the
// architecture's boundaries (DESIGN.md): remotes never import each other, only @tribune/shared.
//
//   npm run lint                 the whole repository
//   npx eslint mf-account        one part (each part's `npm run lint` does this)
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import sharedFacades from './scripts/webpack/shared-facades.js';

const remotes = ['mf-account', 'mf-matchcenter', 'mf-football-pool', 'mf-community', 'mf-content'];

/** A remote may import @tribune/shared, never another remote or the shell (DESIGN.md, slots). */
function remoteBoundaries(remote) {
  const others = [...remotes.filter((name) => name !== remote), 'shell'];
  return {
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: others.flatMap((other) => [
            {
              group: [`@tribune/${other}`, `@tribune/${other}/*`, `**/${other}/**`],
              message: `${remote} may not import ${other}: share through @tribune/shared (a slot, an atom, a type).`,
            },
          ]),
        },
      ],
    },
  };
}

/** The folders of a remote's `src/features`: each one is a boundary of its own. */
function featuresOf(remote) {
  const folder = new URL(`./${remote}/src/features/`, import.meta.url);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Inside a remote, features are boundaries (issue 32, decision 0055): a feature imports only its own
 * files, the remote's `lib/`, `components/`, `hooks/` and `i18n/`, and @tribune/shared; pages compose
 * features in `app/`, and exposes wire them up. So `lib/`, `components/` and `hooks/` import no feature
 * and no page, and no feature imports a page or an expose.
 */
function featureBoundaries(remote) {
  const root = `./${remote}/src`;
  const features = featuresOf(remote);
  const message =
    'a feature imports only itself, src/lib, src/components, src/hooks, src/i18n and @tribune/shared: compose features in src/app (issue 32).';
  return {
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${remote}/tsconfig.json` })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `${root}/features/${feature}`,
              from: [`${root}/features`, `${root}/app`, `${root}/exposes`],
              except: [`./${feature}`],
              message,
            })),
            ...['lib', 'components', 'hooks'].map((folder) => ({
              target: `${root}/${folder}`,
              from: [`${root}/features`, `${root}/app`, `${root}/exposes`],
              message: `src/${folder} is below the features: it imports no feature, page or expose (issue 32).`,
            })),
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      // Generated: compiled react-intl messages and drizzle's migration snapshots.
      '**/src/i18n/compiled/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // STYLE.md 8: `@ts-expect-error` with a reason, never `@ts-ignore`.
      '@typescript-eslint/ban-ts-comment': [
        'error',
        {
          'ts-expect-error': 'allow-with-description',
          'ts-ignore': true,
          'ts-nocheck': true,
          minimumDescriptionLength: 10,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // TypeScript checks names; this rule does not know type-only globals such as JSX or NodeJS.
      'no-undef': 'off',
    },
  },
  {
    files: ['{shell,shared,mf-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two rules of hooks. The plugin's React Compiler rules are left out: we do not compile with
      // it, and its "latest value in a ref" and "sync state from props" findings are patterns we use on
      // purpose (shared/src/realtime, ui/alert).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...remotes.map(remoteBoundaries),
  ...remotes.map(featureBoundaries),
  {
    // The browser builds share react-router, react-intl and valibot as facades of the names the site uses, so they
    // are tree-shaken (issue 10 §3): a name outside a facade would be undefined in the browser.
    files: ['{shell,shared,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', 'shared/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: sharedFacades.facades
            .filter((facade) => !facade.namespaceImport)
            .map((facade) => ({
              name: facade.request,
              allowImportNames: facade.names,
              allowTypeImports: true,
              message: `The shared ${facade.request} has only the names in scripts/webpack/shared-facades.js: add it there.`,
            }))
            .concat(
              // Remotes take SWR's subpaths from the shell, which provides those in shell/src/federation/shared-for-remotes.ts.
              ['swr/subscription', 'swr/_internal'].map((name) => ({
                name,
                allowTypeImports: true,
                message: `The shell does not provide ${name} to the remotes (it would fail to load in production): add it to shell/src/federation/shared-for-remotes.ts first.`,
              })),
            ),
        },
      ],
      'no-restricted-syntax': [
        'error',
        // A package written `import * as v from '…'`: that one form, and only the facade's names on it.
        ...sharedFacades.facades
          .filter((facade) => facade.namespaceImport)
          .flatMap(({ request, names, namespaceImport }) => {
            const message = `Write \`import * as ${namespaceImport} from '${request}'\` and use only the names in scripts/webpack/shared-facades.js: add one there.`;
            return [
              {
                selector: `ImportDeclaration[source.value='${request}'][importKind!='type'] > :matches(ImportSpecifier[importKind!='type'], ImportDefaultSpecifier, ImportNamespaceSpecifier[local.name!='${namespaceImport}'])`,
                message,
              },
              {
                selector: `MemberExpression[object.name='${namespaceImport}']:not([property.name=/^(${names.join('|')})$/])`,
                message,
              },
            ];
          }),
        ...sharedFacades.facades
          .filter((facade) => facade.namespace)
          .flatMap(({ request, namespace, members }) => {
            const message = `The shared ${request} has only the ${namespace} members in scripts/webpack/shared-facades.js: add it there.`;
            const topLevel = [...new Set(members.map((member) => member.split('.')[0]))];
            const nested = topLevel.filter((name) => members.some((member) => member.startsWith(`${name}.`)));
            return [
              {
                selector: `MemberExpression[object.name='${namespace}']:not([property.name=/^(${topLevel.join('|')})$/])`,
                message,
              },
              ...nested.map((name) => {
                const children = members
                  .filter((member) => member.startsWith(`${name}.`))
                  .map((member) => member.slice(name.length + 1));
                return {
                  selector: `MemberExpression[object.object.name='${namespace}'][object.property.name='${name}']:not([property.name=/^(${children.join('|')})$/])`,
                  message,
                };
              }),
            ];
          }),
      ],
    },
  },
  {
    // Every spec fails on a Content-Security-Policy violation through the shared fixture (issue 9).
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../support/fixtures': it fails a test on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts and tools print their results.
    files: [
      'scripts/**',
      'deploy/**',
      'e2e/support/**',
      'api/src/cli/**',
      'api/scripts/**',
      'api/test/oidc/**',
      '**/*.config.{js,mjs,cjs,ts}',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: [
      '**/*.cjs',
      'jest.config.js',
      '**/webpack.config.js',
      'mf.shared.js',
      'scripts/webpack/*.js',
      'scripts/jest/*.js',
    ],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
