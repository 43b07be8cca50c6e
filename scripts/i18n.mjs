// Extracts every message of each front-end part into <part>/lang/en.json, checks that
// <part>/lang/nl.json translates each of them, and compiles both to ASTs in
// <part>/src/i18n/compiled/, so no ICU parser ships to the browser (STYLE.md 11).
// Usage: node scripts/i18n.mjs [--check]   (--check fails when a Dutch translation is missing)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const parts = ['shared', 'shell', 'mf-account', 'mf-matchcenter', 'mf-football-pool', 'mf-community', 'mf-content'];
const formatjs = join(root, 'node_modules', '.bin', 'formatjs');
const checkOnly = process.argv.includes('--check');
let missing = 0;

for (const part of parts) {
  const partDir = join(root, part);
  if (!existsSync(join(partDir, 'src'))) continue;
  const langDir = join(partDir, 'lang');
  const compiledDir = join(partDir, 'src', 'i18n', 'compiled');
  mkdirSync(langDir, { recursive: true });
  mkdirSync(compiledDir, { recursive: true });
  const enFile = join(langDir, 'en.json');
  execFileSync(
    formatjs,
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.*',
      '--out-file',
      'lang/en.json',
      '--id-interpolation-pattern',
      '[sha512:contenthash:base64:6]',
    ],
    { cwd: partDir, stdio: 'inherit' },
  );
  const en = JSON.parse(readFileSync(enFile, 'utf8'));
  const nlFile = join(langDir, 'nl.json');
  const nl = existsSync(nlFile) ? JSON.parse(readFileSync(nlFile, 'utf8')) : {};
  for (const id of Object.keys(en)) {
    if (!nl[id]) {
      missing += 1;
      console.error(`${part}: no Dutch translation for "${id}" (${en[id].defaultMessage})`);
    }
  }
  if (checkOnly) continue;
  for (const language of ['en', 'nl']) {
    execFileSync(
      formatjs,
      ['compile', `lang/${language}.json`, '--ast', '--out-file', `src/i18n/compiled/${language}.json`],
      { cwd: partDir, stdio: 'inherit' },
    );
  }
  // The compiled Dutch file only holds translated ids; English defaults fill the rest at run time.
  writeFileSync(join(compiledDir, '.gitattributes'), '*.json linguist-generated\n');
  writeExposeBundles(partDir, compiledDir);
  splitLazyBundles(partDir, compiledDir);
}

/**
 * An expose that shows on every page (a sidebar widget) should not bring the whole remote's messages
 * (issue 10 §3). `<part>/src/i18n/bundles.json` maps a bundle name to its expose's entry file; the
 * bundle holds the messages of the files that entry imports, followed through relative imports, and
 * is written as `compiled/<bundle>.<language>.json`, a subset of the part's compiled catalogue.
 */
function writeExposeBundles(partDir, compiledDir) {
  const bundlesFile = join(partDir, 'src', 'i18n', 'bundles.json');
  if (!existsSync(bundlesFile)) return;
  const bundles = JSON.parse(readFileSync(bundlesFile, 'utf8'));
  for (const [bundle, entry] of Object.entries(bundles)) {
    const files = importedFiles(join(partDir, entry));
    const idsFile = join(compiledDir, `.${bundle}-ids.json`);
    execFileSync(
      formatjs,
      ['extract', ...files, '--out-file', idsFile, '--id-interpolation-pattern', '[sha512:contenthash:base64:6]'],
      { cwd: partDir, stdio: 'inherit' },
    );
    const ids = Object.keys(JSON.parse(readFileSync(idsFile, 'utf8')));
    rmSync(idsFile);
    for (const language of ['en', 'nl']) {
      const all = JSON.parse(readFileSync(join(compiledDir, `${language}.json`), 'utf8'));
      const subset = Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]]));
      writeFileSync(join(compiledDir, `${bundle}.${language}.json`), `${JSON.stringify(subset, null, 2)}\n`);
    }
  }
}

/**
 * A part whose catalogue every page loads (shared's is bundled with it) keeps the texts of what it
 * loads on demand apart (CLB-03's club alerts control). `<part>/src/i18n/lazy-bundles.json` maps a
 * bundle name to a folder: the messages of that folder's files are written to
 * `compiled/<bundle>.<language>.json` only, and taken out of the part's `compiled/<language>.json`.
 * `lang/en.json` and `lang/nl.json` keep them, so the Dutch check covers them as any other.
 */
function splitLazyBundles(partDir, compiledDir) {
  const bundlesFile = join(partDir, 'src', 'i18n', 'lazy-bundles.json');
  if (!existsSync(bundlesFile)) return;
  const bundles = JSON.parse(readFileSync(bundlesFile, 'utf8'));
  const languages = ['en', 'nl'];
  const catalogues = Object.fromEntries(
    languages.map((language) => [language, JSON.parse(readFileSync(join(compiledDir, `${language}.json`), 'utf8'))]),
  );
  for (const [bundle, folder] of Object.entries(bundles)) {
    const idsFile = join(compiledDir, `.${bundle}-ids.json`);
    execFileSync(
      formatjs,
      [
        'extract',
        `${folder}/**/*.{ts,tsx}`,
        '--ignore',
        `${folder}/**/*.test.*`,
        '--out-file',
        idsFile,
        '--id-interpolation-pattern',
        '[sha512:contenthash:base64:6]',
      ],
      { cwd: partDir, stdio: 'inherit' },
    );
    const ids = Object.keys(JSON.parse(readFileSync(idsFile, 'utf8')));
    rmSync(idsFile);
    for (const language of languages) {
      const all = catalogues[language];
      const subset = Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]]));
      for (const id of ids) delete all[id];
      writeFileSync(join(compiledDir, `${bundle}.${language}.json`), `${JSON.stringify(subset, null, 2)}\n`);
    }
  }
  for (const language of languages) {
    writeFileSync(join(compiledDir, `${language}.json`), `${JSON.stringify(catalogues[language], null, 2)}\n`);
  }
}

/** The part's own source files an entry reaches through relative imports (not packages). */
function importedFiles(entry) {
  const seen = new Set();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
      const base = join(dirname(file), specifier);
      const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((suffix) => base + suffix)
        .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
      if (resolved) pending.push(resolved);
    }
  }
  return [...seen].sort();
}

if (missing > 0) {
  console.error(`${missing} message(s) without a Dutch translation.`);
  process.exit(1);
}
