// The tests Playwright selected for the run, per project: what is left of the plan after --grep, --grep-invert, file
// and line filters, --last-failed, --only-changed and --shard, as the runner knows it when the run begins
// (reporters/selected-tests.ts writes it in onBegin, before any worker starts a test). A worker does not know the
// selection; a scenario group (fixtures/scenario-group.ts) reads it so that it starts ahead only the scenarios the
// run will judge. Without it, a run narrowed to one check made every later scenario of the group write to the target,
// and the worker ended with those scenarios half done: orders, invoices and credit memos nobody cleaned up.
//
// No file, or a file the run's set-up could not tell apart from an earlier run's, means "unknown": the group then
// starts no scenario ahead (slower, harmless). setUpRun removes the file before the runner writes it.

import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SELECTED_TESTS_FILE = 'selected-tests.json';

/** The file's content: the selected tests' titles, per project name. */
export interface SelectedTests {
  format: 'selected-tests@1';
  projects: Record<string, string[]>;
}

export const selectedTestsPath = (runDir: string): string => join(runDir, SELECTED_TESTS_FILE);

export function writeSelectedTests(runDir: string, projects: Record<string, string[]>): void {
  const content: SelectedTests = { format: 'selected-tests@1', projects };
  writeFileSync(selectedTestsPath(runDir), `${JSON.stringify(content)}\n`);
}

/** Before the run writes its own: an earlier run's selection must never be read as this run's. */
export function removeSelectedTests(runDir: string): void {
  rmSync(selectedTestsPath(runDir), { force: true });
}

/** The titles selected in `project`, or null when the run recorded no selection (or one that cannot be read). */
export function readSelectedTests(runDir: string, project: string): ReadonlySet<string> | null {
  const path = selectedTestsPath(runDir);
  if (!existsSync(path)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || (parsed as { format?: unknown }).format !== 'selected-tests@1') return null;
    const titles = (parsed as { projects?: Record<string, unknown> }).projects?.[project];
    return Array.isArray(titles) && titles.every((t) => typeof t === 'string') ? new Set(titles as string[]) : null;
  } catch {
    return null;
  }
}
