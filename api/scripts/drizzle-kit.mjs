// Runs drizzle-kit so that it finds this package's drizzle-orm.
//
// Why: npm installs drizzle-kit at the repository root but keeps drizzle-orm in api/node_modules, so
// drizzle-kit (which resolves drizzle-orm from its own folder, through both `require` and `import()`)
// fails with "Please install latest version of drizzle-orm". This runs the real drizzle-kit with
// NODE_PATH (for `require`) and a resolve hook (for `import()`) pointing at api/node_modules; nothing on
// disk is changed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const apiRequire = createRequire(path.join(apiDir, 'package.json'));
// The bin is not in drizzle-kit's `exports`, so locate it through the package's main file.
const drizzleKitBin = path.join(path.dirname(apiRequire.resolve('drizzle-kit')), 'bin.cjs');
const hook = `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(new URL('../package.json', import.meta.url).href)} });
  }
  return next(specifier, context);
}\`));`;

const result = spawnSync(
  process.execPath,
  ['--import', `data:text/javascript,${encodeURIComponent(hook)}`, drizzleKitBin, ...process.argv.slice(2)],
  {
    cwd: apiDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_PATH: [path.join(apiDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
    },
  },
);
process.exit(result.status ?? 1);
