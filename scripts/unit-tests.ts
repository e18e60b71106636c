// npm run test:unit — every *.test.ts of tests/, reference/test/ and src/ under node's test runner, with one scratch
// directory as the temporary directory of the whole run (TMPDIR, which os.tmpdir() reads in every test process), removed
// when the run ends, whatever its tests left in it. Many tests make temporary run directories, caches and contract
// trees; before this, every `npm test` left about 35 of them in the machine's /tmp, and a CI runner or a laptop kept
// them all. Removing them here, once, is the right depth: a test that forgets its own is still cleaned up.
//
//   node --import tsx scripts/unit-tests.ts [file.test.ts ...]   (no files: all of them)

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The folders whose *.test.ts files are the unit tests, relative to the repository. */
export const UNIT_TEST_FOLDERS = ['tests', 'reference/test', 'src'] as const;

/** Every *.test.ts under the folders (repository-relative, forward slashes), in byte order: the order `sort` gave. */
export function unitTestFiles(root: string, folders: readonly string[] = UNIT_TEST_FOLDERS): string[] {
  const out: string[] = [];
  for (const folder of folders) {
    const entries = readdirSync(join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.test.ts')) continue;
      const path = relative(root, join(entry.parentPath ?? entry.path, entry.name)).split('\\').join('/');
      if (!path.split('/').includes('node_modules')) out.push(path);
    }
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

export interface UnitRunOptions {
  /** Where the scratch directory is made (the machine's temporary directory). */
  parentTmp?: string;
  /** 'ignore' for a run inside a test, whose own runner reads its standard output. */
  stdio?: 'inherit' | 'ignore';
}

/** Run node's test runner over `files` (relative to `cwd`) with a scratch temporary directory made under `parentTmp`
 * and removed afterwards; resolves to the runner's exit code (1 when a signal ended it). */
export function runUnitTests(files: readonly string[], cwd: string, options: UnitRunOptions = {}): Promise<number> {
  const scratch = mkdtempSync(join(options.parentTmp ?? tmpdir(), 'commerce-unit-'));
  // A run started from inside a test (this script's own test) is a run of its own, not a child of that test's runner:
  // with NODE_TEST_CONTEXT inherited, node would report to the outer runner and exit 0 whatever its tests did.
  const { NODE_TEST_CONTEXT: _outerRunner, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
    cwd,
    stdio: options.stdio ?? 'inherit',
    env: { ...env, TMPDIR: scratch, TMP: scratch, TEMP: scratch },
  });
  const forward = (signal: NodeJS.Signals): void => void child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((done) => {
    child.on('close', (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      rmSync(scratch, { recursive: true, force: true });
      done(code ?? 1);
    });
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2);
  const files = given.length > 0 ? given : unitTestFiles(ROOT);
  process.exitCode = await runUnitTests(files, ROOT);
}
