// Extracts every message of each front-end part into <part>/lang/en.json, checks that
// <part>/lang/nl.json translates each of them, and compiles both to ASTs in
// <part>/src/i18n/compiled/, so no ICU parser ships to the browser (STYLE.md 11).
// Usage: node scripts/i18n.mjs [--check]   (--check fails when a Dutch translation is missing)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
}

if (missing > 0) {
  console.error(`${missing} message(s) without a Dutch translation.`);
  process.exit(1);
}
