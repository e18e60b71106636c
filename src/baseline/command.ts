// `commerce-contracts baseline write <run dir> [--out FILE]`: a baseline from a run's failures (write.ts), written
// over an earlier one without losing what people filled in. Bad input (no run file, an earlier baseline that is not
// one) is one line and exit 2; the earlier file is then left as it was.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { formatContractError } from '../contracts/compile.ts';
import { parseArgs, UsageError } from '../report/commands.ts';
import { loadRuns, RunFileError } from '../report/load-run.ts';
import { DEFAULT_BASELINE_FILE, readBaselineFile, type Baseline } from './baseline-file.ts';
import { renderBaseline } from './render.ts';
import { draftBaseline } from './write.ts';

export interface BaselineIo {
  out(text: string): void;
  err(text: string): void;
}

export const BASELINE_USAGE = `usage: commerce-contracts baseline write <run dir> [--out FILE]

  Records every failing check and route of the run as a waiver: its class (the verdict's broken sentence), the day,
  the target's fingerprint (edition, release, published schema hash) and an empty reason: to fill in. Written over an
  earlier baseline, waivers that still match keep their reason and until. Default FILE: ${DEFAULT_BASELINE_FILE}.
  Apply it with COMMERCE_BASELINE=FILE; lint it with commerce-contracts lint --baseline FILE.
`;

/** Today as the baseline records it: the UTC day. */
export const today = (): string => new Date().toISOString().slice(0, 10);

export function baselineCommand(args: string[], io: BaselineIo, date: string = today()): number {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.out(BASELINE_USAGE);
    return sub === undefined ? 2 : 0;
  }
  const fail = (message: string) => {
    io.err(`commerce-contracts baseline ${sub}: ${message}\n`);
    return 2;
  };
  if (sub !== 'write') return fail(`unknown command (only write): ${BASELINE_USAGE.split('\n')[0]}`);
  let runDir: string;
  let out: string;
  try {
    const parsed = parseArgs(rest, ['--out'], []);
    if (parsed.positionals.length !== 1) throw new UsageError(`give one run folder (${parsed.positionals.length === 0 ? 'none' : parsed.positionals.length} given), e.g. runs/latest`);
    runDir = parsed.positionals[0] as string;
    out = parsed.options['--out'] ?? DEFAULT_BASELINE_FILE;
  } catch (e) {
    if (e instanceof UsageError) return fail(e.message);
    throw e;
  }

  let runs;
  try {
    runs = loadRuns(runDir);
  } catch (e) {
    if (e instanceof RunFileError) return fail(e.message);
    throw e;
  }
  const [run] = runs;
  if (run === undefined || runs.length > 1) return fail(`${runDir} holds the runs of ${runs.length} targets (${runs.map((r) => r.source).join(', ')}): a baseline is one target's; pass one of them`);

  let previous: Baseline | null = null;
  if (existsSync(out)) {
    const read = readBaselineFile(out);
    if (!read.ok) return fail(`${formatContractError(read.problems[0] as (typeof read.problems)[number])}${read.problems.length > 1 ? ` (and ${read.problems.length - 1} more)` : ''}; fix it or write to another --out, it is left as it was`);
    previous = read.baseline;
  }

  const draft = draftBaseline(run, previous, date);
  mkdirSync(dirname(resolve(out)), { recursive: true });
  writeFileSync(out, renderBaseline(draft.waivers, resolve(out)));
  const unfilled = draft.waivers.filter((w) => w.reason === null).length;
  io.out(`wrote ${out}: ${draft.waivers.length} waiver(s) from ${run.source}: ${draft.added.length} new, ${draft.kept.length} kept${draft.unjudged.length > 0 ? `, ${draft.unjudged.length} kept that this run did not judge` : ''}\n`);
  for (const d of draft.dropped) io.out(`  dropped ${d.waiver.check} ${d.waiver.route}: ${d.why === 'passed' ? 'it passes now' : 'it fails with another class now (written as a new waiver)'}\n`);
  if (draft.errors > 0) io.out(`  ${draft.errors} test(s) ended without a verdict: not waivable (the target could not be tested); they fail every run until fixed\n`);
  if (unfilled > 0) io.out(`  ${unfilled} waiver(s) have an empty reason: fill them in, then commit ${out}\n`);
  return 0;
}
