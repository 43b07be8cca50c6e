#!/usr/bin/env node
// The feature-id index (issue 32): docs/features.md lists every feature id with a line on what it is,
// and under each, the test files whose test names carry it in brackets (`[CMT-03] …`). The ids and
// their lines are written by hand; the "proven by" lines and the counts are generated from the tests,
// so the index cannot drift from them.
//
//   npm run features               rewrite the generated lines of docs/features.md
//   npm run features -- --unnamed  list the tests that name no id (neither they nor their group)
//   npm run features -- --check    fail (exit 1) when docs/features.md and the tests disagree (CI):
//                                  an id it lists that no test names (unless marked "not built yet"),
//                                  a bracketed id a test names that it does not list, an id a test
//                                  names without brackets, a test that names no id, or generated lines
//                                  that are out of date
//
// Test files: `*.test.ts(x)` anywhere outside node_modules and build output (Jest), and
// `e2e/tests/**/*.spec.ts` (Playwright). Names are read from the TypeScript syntax tree rather than with
// a regular expression, so names over several lines, template literals and `test.each(…)(name, …)`
// count as well as the plain ones.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexFile = path.join(repoRoot, 'docs', 'features.md');
const check = process.argv.includes('--check');

/** An id: capitals, a hyphen, then digits (`CMT-03`) or a lowercase word (`HARD-faults`, older tests). */
const idPattern = '[A-Z]+-(?:[0-9]+|[a-z]+)';
const bracketedId = new RegExp(`\\[(${idPattern})\\]`, 'g');

// Folders that hold no test of ours: dependencies, build output, data and reports.
const skippedFolders = new Set([
  'node_modules',
  '.git',
  '.data',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  'bench-results',
]);

/** Every test file, as a path relative to the repository with forward slashes, sorted. */
function testFiles() {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) walk(relative);
      } else if (/\.test\.tsx?$/.test(entry.name) || /^e2e\/tests\/.+\.spec\.ts$/.test(relative)) {
        found.push(relative);
      }
    }
  };
  walk('');
  return found.sort();
}

// A call names a test or a group when its callee is `test`, `it` or `describe`, or a local alias such
// as `describeWithPostgres` (a suite that runs only where Postgres does), followed only by modifiers
// that still take a name. Hooks (`test.beforeEach`), `test.use` and `test.step` are not tests.
const runner = /^(test|it|describe)([A-Z]\w*)?$/;
const modifiers = new Set([
  'only',
  'skip',
  'todo',
  'concurrent',
  'failing',
  'fixme',
  'fail',
  'describe',
  'serial',
  'parallel',
  'each',
]);

/** 'test' or 'describe' when `callee` is one of the runners above, else null. */
function runnerKind(callee) {
  // `test.each(table)(name, fn)` and test.each`table`(name, fn): the name is in the outer call.
  if (ts.isCallExpression(callee)) return runnerKind(callee.expression);
  if (ts.isTaggedTemplateExpression(callee)) return runnerKind(callee.tag);
  if (ts.isPropertyAccessExpression(callee)) {
    if (!modifiers.has(callee.name.text)) return null;
    const kind = runnerKind(callee.expression);
    return kind && callee.name.text === 'describe' ? 'describe' : kind;
  }
  if (ts.isIdentifier(callee)) {
    const match = runner.exec(callee.text);
    if (!match) return null;
    return match[1] === 'describe' ? 'describe' : 'test';
  }
  return null;
}

/** The test or group name of a call: a string's text, else its source (`${…}` parts stay as written). */
function nameOf(argument, source) {
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) return argument.text;
  return argument.getText(source);
}

/**
 * The named tests and groups of one file, each with the bracketed ids of its own name and whether it or
 * a group around it names one (a test inside `describe('[PLT-01] …')` is covered by its group).
 */
function namedTests(file) {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const tests = [];
  const visit = (node, groupHasId) => {
    let inner = groupHasId;
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callKind = runnerKind(node.expression);
      // A test's body is its second or third argument; helpers such as `testOf(articleId)` have none.
      const hasBody = node.arguments.slice(1, 3).some((arg) => ts.isArrowFunction(arg) || ts.isFunctionExpression(arg));
      const isTodo = ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'todo';
      if (callKind && (hasBody || isTodo)) {
        const [first] = node.arguments;
        const name = nameOf(first, source);
        const ids = [...name.matchAll(bracketedId)].map((match) => match[1]);
        const line = source.getLineAndCharacterOfPosition(first.getStart(source)).line + 1;
        tests.push({ file, line, kind: callKind, name, ids, covered: groupHasId || ids.length > 0 });
        if (callKind === 'describe') inner = groupHasId || ids.length > 0;
      }
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(source, false);
  return tests;
}

/** Ids of `known` that `name` mentions outside brackets (`'CMT-03 shows …'`, `'… (CMT-03)'`). */
function looseIds(name, known) {
  const withoutBrackets = name.replace(bracketedId, ' ');
  const mentioned = withoutBrackets.match(new RegExp(`\\b${idPattern}\\b`, 'g')) ?? [];
  return [...new Set(mentioned.filter((id) => known.has(id)))];
}

// docs/features.md: each id is a list item `- **CMT-03** what it is`, possibly continued on indented
// lines, followed by one generated sub-item (`  - proven by …`). An item whose text says "not built yet"
// is a feature of the inventory that the code does not have yet: no test can name it, and that is not
// a failure. The counts between the two markers are generated too.
const entryLine = new RegExp(`^- \\*\\*(${idPattern})\\*\\*`);
const generatedLine = /^ {2}- (proven by |named by no test)/;
const isContinuation = (line) => /^ {2}\S/.test(line);
const countsStart = '<!-- feature-index: counts -->';
const countsEnd = '<!-- /feature-index: counts -->';

/** The lines of docs/features.md that people write: everything but the generated lines. */
function handWritten(lines) {
  let inCounts = false;
  return lines.filter((line) => {
    if (line === countsStart) inCounts = true;
    if (line === countsEnd) inCounts = false;
    return !generatedLine.test(line) && !(inCounts && line !== countsStart);
  });
}

/** The ids the index lists, in order, each with the whole text of its entry. */
function listedEntries(lines) {
  const entries = new Map();
  let current = null;
  for (const line of lines) {
    const match = entryLine.exec(line);
    if (match) {
      if (entries.has(match[1])) throw new Error(`docs/features.md lists ${match[1]} twice`);
      current = { id: match[1], text: line };
      entries.set(match[1], current);
    } else if (current && isContinuation(line)) {
      current.text += ` ${line.trim()}`;
    } else {
      current = null;
    }
  }
  return entries;
}

const isNotBuilt = (entry) => /not built yet/i.test(entry.text);

/** The generated sub-item of one id: the test files that name it, linked from docs/. */
function provenBy(files) {
  if (files.length === 0) return '  - named by no test';
  return `  - proven by ${files.map((file) => `[\`${file}\`](../${file})`).join(', ')}`;
}

/** docs/features.md from its hand-written lines, with the generated ones written again. */
function regenerate(lines, filesById, counts) {
  const out = [];
  let entryId = null;
  lines.forEach((line, index) => {
    out.push(line);
    if (line === countsStart) out.push(counts);
    const match = entryLine.exec(line);
    if (match) entryId = match[1];
    else if (!isContinuation(line)) entryId = null;
    // The generated line goes after the last line of the entry.
    if (entryId && !isContinuation(lines[index + 1] ?? '')) {
      out.push(provenBy(filesById.get(entryId) ?? []));
      entryId = null;
    }
  });
  return out.join('\n');
}

async function main() {
  const markdown = readFileSync(indexFile, 'utf8');
  const lines = handWritten(markdown.split('\n'));
  const entries = listedEntries(lines);
  const listed = new Set(entries.keys());

  const tests = testFiles().flatMap(namedTests);
  /** @type {Map<string, string[]>} id → the files whose test names carry it */
  const filesById = new Map();
  for (const test of tests) {
    for (const id of test.ids) {
      const files = filesById.get(id) ?? [];
      if (!files.includes(test.file)) files.push(test.file);
      filesById.set(id, files);
    }
  }

  const problems = [];
  for (const [id, entry] of entries) {
    const named = filesById.has(id);
    if (!named && !isNotBuilt(entry)) {
      problems.push(
        `${id} is listed in docs/features.md, but no test names it: add [${id}] to the name of a test that proves it`,
      );
    }
    if (named && isNotBuilt(entry)) {
      problems.push(
        `${id} is named by ${filesById.get(id)?.[0]} but marked "not built yet" in docs/features.md: drop the mark`,
      );
    }
  }
  for (const [id, files] of filesById) {
    if (!listed.has(id)) {
      problems.push(
        `[${id}] is named by ${files.join(', ')} but not listed in docs/features.md: add it with a line on what it is`,
      );
    }
  }
  // The index and anyone's grep count bracketed ids only, so an id written loose is as good as missing.
  for (const test of tests) {
    for (const id of looseIds(test.name, listed)) {
      problems.push(`${test.file}:${test.line} names ${id} without brackets: write [${id}] at the start of the name`);
    }
  }

  // Every test names the id it proves (issue 32), in its own name or its group's.
  for (const test of tests.filter((candidate) => candidate.kind === 'test' && !candidate.covered)) {
    problems.push(`${test.file}:${test.line} names no id: write the id it proves, [ID], at the start of its name`);
  }

  // The index's counts change only when its ids or their tests do. How many tests name an id is
  // printed, not written: every new test would make the page stale.
  const named = [...listed].filter((id) => filesById.has(id)).length;
  const notBuilt = [...entries.values()].filter(isNotBuilt).length;
  const counts = `${listed.size} ids listed, ${named} named by tests, ${notBuilt} not built yet.`;
  const tested = tests.filter((test) => test.kind === 'test');
  const summary = `${counts} ${tested.filter((test) => test.covered).length} of the ${tested.length} tests name an id.`;
  if (process.argv.includes('--unnamed')) {
    for (const test of tested.filter((candidate) => !candidate.covered)) {
      console.log(`${test.file}:${test.line} ${test.name}`);
    }
  }

  const options = await prettier.resolveConfig(indexFile);
  const generated = await prettier.format(regenerate(lines, filesById, counts), {
    ...options,
    filepath: indexFile,
  });

  if (check) {
    if (generated !== markdown) {
      problems.push('the generated lines of docs/features.md are out of date: run npm run features');
    }
    if (problems.length > 0) {
      console.error(`feature-index: ${problems.length} problem(s):`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exit(1);
    }
    console.log(`feature-index: docs/features.md agrees with the tests. ${summary}`);
    return;
  }

  writeFileSync(indexFile, generated);
  console.log(`feature-index: wrote docs/features.md. ${summary}`);
  // Writing cannot fix these: they need a test name or a line of the index changed by hand.
  if (problems.length > 0) {
    console.error(`feature-index: ${problems.length} problem(s) left for you:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  }
}

await main();
