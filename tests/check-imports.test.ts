// The import checker (scripts/check-imports.ts) on small trees held in memory: the DEPS.list format, a broken rule,
// a never-rule, a folder without rules, an import circle, a clean graph; and the repository's own reference/ rules
// against every import form (the reference is a separate program and imports nothing of the suite).

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { checkTree, formatReport, readRepository, type SourceTree } from '../scripts/check-imports.ts';
import { importCircles, importEdges, importSites } from '../scripts/import-graph.ts';
import { decide, packageOf, parseDepsList, rulesFor, sectionMatches, type DepsList } from '../scripts/import-rules.ts';

const tree = (sources: Record<string, string>, depsLists: Record<string, string>): SourceTree => ({
  sources: new Map(Object.entries(sources)),
  depsLists: new Map(Object.entries(depsLists)),
});

/** A three-layer library: lib/ is a leaf, app/ builds on it, ui/ on both. */
const LAYERS = {
  'DEPS.list': '# the root covers nothing\n',
  'lib/DEPS.list': '[*]\nnpm:ajv\n',
  'app/DEPS.list': '!../ui/**   # app never imports ui\n[*]\n../lib/\n',
  'ui/DEPS.list': '[*]\n../app/\n../lib/\n[view.ts]\nnpm:*\n',
};

describe('DEPS.list format', () => {
  test('sections, folder / subtree / file / package entries, never-entries with their reasons', () => {
    const text = [
      '# comment',
      '!../../fixtures/**   # never fixtures',
      '[*]',
      '../contracts/',
      '../cache/**',
      '../checks/types.ts  # one file',
      'npm:ajv',
      '',
      '[*.test.ts]',
      'npm:*',
    ].join('\n');
    const { list, problems } = parseDepsList('src/schema/DEPS.list', text);
    assert.deepEqual(problems, []);
    assert.equal(list.folder, 'src/schema');
    assert.deepEqual([...list.sections.keys()], ['*', '*.test.ts']);
    assert.deepEqual(
      list.sections.get('*')?.map((entry) => entry.target),
      [
        { kind: 'folder', path: 'src/contracts' },
        { kind: 'subtree', path: 'src/cache' },
        { kind: 'file', path: 'src/checks/types.ts' },
        { kind: 'package', name: 'ajv' },
      ],
    );
    assert.equal(list.sections.get('*')?.[2]?.reason, 'one file');
    assert.deepEqual(list.never.map((entry) => [entry.target, entry.reason, entry.line]), [[{ kind: 'subtree', path: 'fixtures' }, 'never fixtures', 2]]);
  });

  test('every malformed line is a problem at its file:line', () => {
    const text = ['../a/', '[*]', 'lib/', 'node:fs', 'npm:', '../../../outside/', '../a/ ../b/', '[*]', '[x/y.ts]'].join('\n');
    const { problems } = parseDepsList('src/DEPS.list', text);
    assert.deepEqual(
      problems.map((p) => p.at),
      ['src/DEPS.list:1', 'src/DEPS.list:3', 'src/DEPS.list:4', 'src/DEPS.list:5', 'src/DEPS.list:6', 'src/DEPS.list:7', 'src/DEPS.list:8', 'src/DEPS.list:9'],
    );
    assert.match(problems[0]?.message ?? '', /before any section/);
    assert.match(problems[1]?.message ?? '', /starts with \.\/ or \.\.\//);
    assert.match(problems[2]?.message ?? '', /always allowed/);
    assert.match(problems[4]?.message ?? '', /leaves the repository/);
    assert.match(problems[6]?.message ?? '', /appears twice/);
  });

  test('section patterns, package names, and which list rules a file', () => {
    assert.ok(sectionMatches('*.test.ts', 'a.test.ts'));
    assert.ok(!sectionMatches('*.test.ts', 'a.ts'));
    assert.ok(sectionMatches('cli.ts', 'cli.ts') && !sectionMatches('cli.ts', 'clixts'));
    assert.equal(packageOf('ajv/dist/standalone/index.js'), 'ajv');
    assert.equal(packageOf('@playwright/test/reporter'), '@playwright/test');

    const lists = new Map<string, DepsList>();
    for (const [file, text] of Object.entries({ 'src/DEPS.list': '[cli.ts]\n./a/\n', 'src/a/DEPS.list': '[*]\n[*.test.ts]\nnpm:*\n' })) {
      const { list } = parseDepsList(file, text);
      lists.set(list.folder, list);
    }
    assert.deepEqual(rulesFor('src/cli.ts', lists).sections, ['cli.ts']);
    assert.equal(rulesFor('src/other.ts', lists).list, null, 'no [*]: other files of src/ are not covered');
    assert.equal(rulesFor('src/b/x.ts', lists).list, null, 'nor are subfolders without their own list');
    assert.deepEqual(rulesFor('src/a/x.test.ts', lists).sections, ['*', '*.test.ts']);
    assert.deepEqual(rulesFor('src/a/deeper/x.test.ts', lists).sections, ['*'], 'only [*] reaches into subfolders');
    assert.deepEqual(decide('src/a/x.ts', { kind: 'file', path: 'src/a/y.ts' }, rulesFor('src/a/x.ts', lists)), { allowed: true }, 'siblings');
  });
});

describe('rules', () => {
  test('a clean graph: no problems, no circles', () => {
    const report = checkTree(
      tree(
        {
          'lib/a.ts': "import Ajv from 'ajv';\nimport { readFileSync } from 'node:fs';\nexport const a = 1;\n",
          'lib/b.ts': "import { a } from './a.ts';\n",
          'app/main.ts': "import { a } from '../lib/a.ts';\nimport type { B } from '../lib/b.ts';\n",
          'ui/view.ts': "import { main } from '../app/main.ts';\nimport { test } from '@playwright/test';\n",
        },
        LAYERS,
      ),
    );
    assert.deepEqual(report, { problems: [], circles: [] });
  });

  test('a violation names file:line, the rule broken and what is allowed', () => {
    const report = checkTree(
      tree(
        {
          'lib/a.ts': "// lib is a leaf\n\nimport { main } from '../app/main.ts';\n",
          'app/main.ts': "import { z } from 'zod';\n",
          'ui/view.ts': '',
        },
        LAYERS,
      ),
    );
    assert.deepEqual(formatReport(report), [
      "app/main.ts:1  imports the package zod: not allowed by app/DEPS.list [*]; allowed: its own folder, ../lib/",
      "lib/a.ts:3  imports app/main.ts ('../app/main.ts'): not allowed by lib/DEPS.list [*]; allowed: its own folder, npm:ajv",
    ]);
  });

  test('a never-entry holds below, whatever a lower list allows, and the lower list is told so', () => {
    const report = checkTree(
      tree(
        { 'app/main.ts': '', 'app/inner/x.ts': "import { v } from '../../ui/view.ts';\n", 'ui/view.ts': '' },
        { ...LAYERS, 'app/inner/DEPS.list': '[*]\n../../ui/\n' },
      ),
    );
    assert.deepEqual(formatReport(report), [
      "app/inner/DEPS.list:2  allows '../../ui/', which app/DEPS.list:1 forbids (!../ui/**: app never imports ui)",
      "app/inner/x.ts:1  imports ui/view.ts ('../../ui/view.ts'): forbidden by app/DEPS.list:1 (!../ui/**: app never imports ui)",
    ]);
  });

  test('a folder no DEPS.list covers is reported once; stale entries and sections are reported', () => {
    const report = checkTree(
      tree(
        { 'lib/a.ts': '', 'app/main.ts': '', 'ui/view.ts': '', 'tools/one.ts': "import '../lib/a.ts';\n", 'tools/two.ts': '' },
        { ...LAYERS, 'lib/DEPS.list': '[*]\n../gone/\n[missing.ts]\n' },
      ),
    );
    assert.deepEqual(formatReport(report), [
      "lib/DEPS.list:2  '../gone/' names nothing (no gone)",
      'lib/DEPS.list:3  section [missing.ts]: no such source file in lib/',
      'tools/one.ts:1  no DEPS.list covers tools/: add tools/DEPS.list with a [*] section (or a section for this file) saying what it may import',
    ]);
  });
});

describe('import circles', () => {
  test('each strongly connected set of files is one circle, with the imports that close it', () => {
    const sources = {
      'lib/a.ts': "import { b } from './b.ts';\n",
      'lib/b.ts': "import type { C } from './c.ts';\n",
      'lib/c.ts': "export type C = 1;\nimport { a } from './a.ts';\nimport { d } from './d.ts';\n",
      'lib/d.ts': '',
      'lib/self.ts': "import * as me from './self.ts';\n",
    };
    const report = checkTree(tree(sources, { 'lib/DEPS.list': '[*]\n' }));
    assert.deepEqual(report.problems, []);
    assert.deepEqual(
      report.circles.map((circle) => circle.files),
      [['lib/a.ts', 'lib/b.ts', 'lib/c.ts'], ['lib/self.ts']],
    );
    assert.deepEqual(formatReport(report).slice(0, 7), [
      'import circle of 3 files (open it by moving what these imports need to a module that imports none of them):',
      '  lib/a.ts',
      '  lib/b.ts',
      '  lib/c.ts',
      '    lib/a.ts:1 imports lib/b.ts',
      '    lib/b.ts:1 imports lib/c.ts',
      '    lib/c.ts:2 imports lib/a.ts',
    ]);
  });

  test('a long chain is no circle and does not exhaust the stack', () => {
    const files = Array.from({ length: 20_000 }, (_, i) => `f${i}.ts`);
    const sources = new Map(files.map((file, i) => [file, i + 1 < files.length ? `import './f${i + 1}.ts';` : '']));
    assert.deepEqual(importCircles(files, importEdges(sources)), []);
    sources.set('f19999.ts', "import './f0.ts';");
    assert.equal(importCircles(files, importEdges(sources))[0]?.length, 20_000);
  });
});

describe('import sites', () => {
  test('every import form, with its line; strings and comments are not imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "export * from './c.ts';",
      "import './d.ts';",
      "const e = await import('./e.ts');",
      "type F = typeof import('./f.ts');",
      "const g = require('./g.cjs');",
      "const text = 'import x from \"./not.ts\"';",
      "// import y from './neither.ts';",
      'const t = `import z from "./nor.ts"`;',
    ].join('\n');
    assert.deepEqual(importSites(source), [
      { specifier: './a.ts', line: 1 },
      { specifier: './b.ts', line: 2 },
      { specifier: './c.ts', line: 3 },
      { specifier: './d.ts', line: 4 },
      { specifier: './e.ts', line: 5 },
      { specifier: './f.ts', line: 6 },
      { specifier: './g.cjs', line: 7 },
    ]);
  });
});

describe("the repository's reference/ rules", () => {
  // The real DEPS.list files of the repository, with made-up reference files: the reference imports nothing of the
  // suite in any import form, and its program (not its tests) imports no package.
  const repository = join(import.meta.dirname, '..');
  const read = readRepository(repository);
  const depsLists = new Map([...read.depsLists].filter(([file]) => file.startsWith('reference/')));
  // The reference's own files are in the tree too: a rule may name one of them (quote/DEPS.list: ../catalog/lookup.ts).
  const referenceSources = [...read.sources].filter(([file]) => file.startsWith('reference/'));
  const suiteFile = (from: string, source: string): string[] => formatReport(checkTree({ sources: new Map([...referenceSources, [from, source]]), depsLists }));

  test('the reference never imports the suite, in any import form', () => {
    for (const source of [
      "import { a } from '../../src/contracts/paths.ts';",
      "export * from '../../contracts/x.ts';",
      "const m = await import('../../specs/y.ts');",
      "import '../../fixtures/z.ts';",
      "import type { T } from '../../tests/helpers/t.ts';",
    ]) {
      const [problem, ...rest] = suiteFile('reference/lib/x.ts', source);
      assert.match(problem ?? '', /^reference\/lib\/x\.ts:1 {2}imports .*: forbidden by reference\/DEPS\.list:\d+/, source);
      assert.deepEqual(rest, [], source);
    }
  });

  test('the program runs on built-ins; its tests may use the tooling', () => {
    assert.match(suiteFile('reference/lib/x.ts', "import Ajv from 'ajv';").join('\n'), /imports the package ajv: not allowed by reference\/lib\/DEPS\.list/);
    assert.deepEqual(suiteFile('reference/lib/x.ts', "import http from 'node:http';\nimport { r } from './router.ts';"), []);
    assert.deepEqual(suiteFile('reference/test/x.test.ts', "import ts from 'typescript';\nimport { r } from '../lib/router.ts';"), []);
  });
});
