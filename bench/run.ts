// Benchmarks against the physical floor (issue 9). Prints ONE table: figure, median, goal, ratio, runs/spread.
//   node --import tsx bench/run.ts [--quick] [--only compile|suite|latency|failures|schema|status|memory|scale|search] [--markdown FILE]
//   node --import tsx bench/run.ts --target URL [--reps N] [--workers N] [--only compile,suite,memory,schema,search]
// With --target no reference is started: the suite runs read-only against URL with the credentials of the
// environment and .env, and its captured requests are replayed against the same URL (bench/target.ts).
// Every figure is the median of several runs measured in this invocation. The machine is shared: the load average
// is printed next to the table, and CPU time (process.cpuUsage, of the process doing the work) is given wherever a
// figure allows it, since wall time under load says more about the neighbours than about the code.

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { ACCOUNTS, ROOT, startReference, type Reference } from '../tests/helpers/suite-runner.ts';
import { BenchUsageError, parseBenchArgs, USAGE, type BenchArgs, type Section } from './args.ts';
import { measureEmptySuite, measureFailingSuite } from './floor.ts';
import { planReplay, replay, type ReplayTokens } from './replay.ts';
import { formatMb, formatMs, median, percentile, ratio, renderTable, spread, type Row } from './stats.ts';
import { measureEventualStatus, OLD_BACKOFF, ORACLE_MS, type BulkObservation } from './status.ts';
import type { PollSettings } from '../src/runtime/async-poller.ts';
import { measureSuiteRun, runCapturedSuite, type CapturedSuiteRun, type SuiteMeasure } from './suite.ts';
import { SEARCH_FAMILY_GREP, shareOf, type ShareRun } from './search-share.ts';
import { familyShares, writeFloor, type WriteFloor } from './writes.ts';
import { processCpuMs, reapedChildrenCpuMs } from './procs.ts';
import { missingProcesses, pairCpuFigures, runCpu, snapshot, type RunCpu } from './cpu.ts';
import { writeSyntheticCatalog } from './synthetic.ts';
import { oauthSigner, prepareTarget, replayTokens, targetReplayBases, TargetSetupError, workerSlots, type PreparedTarget } from './target.ts';

/** Bad input (arguments, an unusable --target): one line on stderr, exit 2, no stack. */
function stop(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

let cli: BenchArgs;
try {
  cli = parseBenchArgs(process.argv.slice(2));
} catch (e) {
  if (e instanceof BenchUsageError) stop(`bench: ${e.message}; ${USAGE}`);
  throw e;
}
const { quick, only, markdown } = cli;
for (const file of cli.schemas) if (!existsSync(file)) stop(`bench: --schema ${file}: no such file`);
if (cli.targetProcesses.length > 0) {
  const missing = missingProcesses(cli.targetProcesses);
  if (missing.length > 0) stop(`bench: --target-processes: no running process is named ${missing.join(', ')} on this machine (the names are /proc comm names, as ps -o comm shows them; the target's processes must run here)`);
}
let target: PreparedTarget | null = null;
if (cli.target !== null) {
  try {
    target = await prepareTarget({ url: cli.target, workers: cli.workers, processEnv: process.env, dotenvFile: join(ROOT, '.env'), cores: availableParallelism() });
  } catch (e) {
    if (e instanceof TargetSetupError) stop(`bench --target ${cli.target}: ${e.message}`);
    throw e;
  }
}
const REPS = {
  compile: quick ? 3 : 7,
  suite: cli.reps ?? (quick || target ? 1 : 3),
  replay: quick ? 2 : 3,
  schema: quick ? 1 : 3,
  status: quick ? 1 : 3,
  list: quick ? 1 : 3,
};
const CONTRACTS = join(ROOT, 'contracts');
/** The real 2.4.7's complete schema as the repository keeps it: an excerpt (tests/corpus/PROVENANCE.md), so its figure
 * has no goal; whole documents are measured when named with --schema. */
const REAL_SCHEMA_EXCERPT = join(ROOT, 'tests/corpus/real-2.4.7-p3/schema-admin-all.json');
const rows: Row[] = [];
const notes: string[] = [];
const loadBefore = loadavg();
const log = (s: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)} load ${loadavg()[0]?.toFixed(1)}] ${s}\n`);
const tsxChild = (file: string, args: string[], env: NodeJS.ProcessEnv = process.env): Record<string, unknown> => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', file), ...args], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 16 << 20 });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
};
const num = (o: Record<string, unknown>, k: string) => Number(o[k]);
const add = (section: Section, figure: string, value: string, goal = '–', r = '–', note = '') => rows.push({ section, figure, value, goal, ratio: r, note });

// ---------------------------------------------------------------- compile (and scale's compile figures)
function compileSeries(dir: string, reps: number): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (let i = 0; i < reps; i++) {
    const r = tsxChild('children/compile.ts', [dir]);
    if (r.ok !== true) throw new Error(`contracts in ${dir} do not compile (${String(r.errors)} errors)`);
    out.push(r);
  }
  return out;
}

const totalCpu = (r: Record<string, unknown>) => num(r, 'importCpuMs') + num(r, 'compileCpuMs');
const totalWall = (r: Record<string, unknown>) => num(r, 'importMs') + num(r, 'compileMs');
let compile384: Array<Record<string, unknown>> = [];

if (only.has('compile') || only.has('scale')) {
  log(`compile: ${REPS.compile} fresh processes on contracts/`);
  compile384 = compileSeries(CONTRACTS, REPS.compile);
}
if (only.has('compile')) {
  const routes = num(compile384[0] ?? {}, 'routes');
  const cpu = compile384.map(totalCpu);
  const wall = compile384.map(totalWall);
  add('compile', `contracts import+load+validate+compile, ${routes} routes, CPU`, formatMs(median(cpu)), '< 300 ms', ratio(median(cpu), 300), spread(cpu));
  add('compile', '  of which compileContractsDir alone, CPU', formatMs(median(compile384.map((r) => num(r, 'compileCpuMs')))), '–', '–', `import of the modules: ${formatMs(median(compile384.map((r) => num(r, 'importCpuMs'))))} CPU`);
  add('compile', '  same, wall (fresh process)', formatMs(median(wall)), '< 300 ms', ratio(median(wall), 300), spread(wall));
  add('compile', '  fresh process to done (node + tsx boot + above), wall', formatMs(median(compile384.map((r) => num(r, 'processUptimeMs')))), '–', '–', spread(compile384.map((r) => num(r, 'processUptimeMs'))));
}

// ---------------------------------------------------------------- suite, cold start, memory
async function adminToken(reference: Reference): Promise<string> {
  const res = await fetch(`${reference.baseUrl}/rest/default/V1/integration/admin/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: ACCOUNTS.COMMERCE_ADMIN_USERNAME, password: ACCOUNTS.COMMERCE_ADMIN_PASSWORD }) });
  if (res.status !== 200) throw new Error(`admin token answered ${res.status}`);
  return (await res.json()) as string;
}

async function restrictedToken(reference: Reference): Promise<string | null> {
  const res = await fetch(`${reference.baseUrl}/rest/default/V1/integration/admin/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: ACCOUNTS.COMMERCE_RESTRICTED_ADMIN_USERNAME, password: ACCOUNTS.COMMERCE_RESTRICTED_ADMIN_PASSWORD }) });
  return res.status === 200 ? ((await res.json()) as string) : null;
}

/** The replay sends paths as captured (they carry the run's origin only in their URL): the fresh origin. */
const rebase = (baseUrl: string): string => new URL(baseUrl).origin;

async function customerToken(reference: Reference): Promise<string | null> {
  const res = await fetch(`${reference.baseUrl}/rest/default/V1/integration/customer/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: ACCOUNTS.COMMERCE_CUSTOMER_EMAIL, password: ACCOUNTS.COMMERCE_CUSTOMER_PASSWORD }) });
  return res.status === 200 ? ((await res.json()) as string) : null;
}

const WORKERS = target?.workers ?? cli.workers ?? Number(process.env.COMMERCE_WORKERS ?? 2);
const REFERENCE_ARGS = ['--edition', 'commerce', '--release', '2.4.7'];

function testOutcomes(resultsFile: string): { passed: number; failed: number; workers: number } {
  if (!existsSync(resultsFile)) return { passed: 0, failed: 0, workers: 0 };
  type Suite = { specs?: Array<{ tests: Array<{ results: Array<{ status: string; workerIndex: number }> }> }>; suites?: Suite[] };
  const report = JSON.parse(readFileSync(resultsFile, 'utf8')) as { suites: Suite[] };
  let passed = 0;
  let failed = 0;
  const workers = new Set<number>();
  const walk = (s: Suite) => {
    for (const spec of s.specs ?? []) for (const t of spec.tests) for (const r of t.results) {
      if (r.status === 'passed') passed += 1;
      else if (r.status === 'failed' || r.status === 'timedOut') failed += 1;
      if (r.status !== 'skipped') workers.add(r.workerIndex);
    }
    for (const c of s.suites ?? []) walk(c);
  };
  report.suites.forEach(walk);
  return { passed, failed, workers: workers.size };
}

/** Titles of the failed tests of a run (the run folder is removed afterwards, so the note has to carry them). */
function failedTitles(resultsFile: string): string[] {
  if (!existsSync(resultsFile)) return [];
  type Suite = { specs?: Array<{ title: string; tests: Array<{ results: Array<{ status: string }> }> }>; suites?: Suite[] };
  const report = JSON.parse(readFileSync(resultsFile, 'utf8')) as { suites: Suite[] };
  const out: string[] = [];
  const walk = (s: Suite) => {
    for (const spec of s.specs ?? []) if (spec.tests.some((t) => t.results.some((r) => r.status === 'failed' || r.status === 'timedOut'))) out.push(spec.title);
    for (const c of s.suites ?? []) walk(c);
  };
  report.suites.forEach(walk);
  return out;
}

function testStats(resultsFile: string): { tests: number; testMs: number } {
  if (!existsSync(resultsFile)) return { tests: Number.NaN, testMs: Number.NaN };
  type Suite = { specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>; suites?: Suite[] };
  const report = JSON.parse(readFileSync(resultsFile, 'utf8')) as { suites: Suite[] };
  let tests = 0;
  let testMs = 0;
  const walk = (s: Suite) => {
    for (const spec of s.specs ?? []) for (const t of spec.tests) for (const r of t.results) (tests += 1), (testMs += r.duration);
    for (const c of s.suites ?? []) walk(c);
  };
  report.suites.forEach(walk);
  return { tests, testMs };
}

/** The failed tests of a run as its conformance.json records them: title, and what the platform answered (the run
 * folder is removed afterwards, so the note has to carry it). */
function failedRecords(file: string): string[] {
  if (!existsSync(file)) return [];
  const run = JSON.parse(readFileSync(file, 'utf8')) as { tests?: Array<{ title?: unknown; outcome?: unknown; actual?: unknown }> };
  return (run.tests ?? []).filter((t) => t.outcome === 'fail').map((t) => `${String(t.title)} (${String(t.actual ?? '').slice(0, 160)})`);
}

/** Each test's check and duration as the run's conformance.json records them (its family's share of the run). */
function readRecords(file: string): Array<{ check: string; durationMs: number }> {
  if (!existsSync(file)) return [];
  const run = JSON.parse(readFileSync(file, 'utf8')) as { tests?: Array<{ check?: unknown; durationMs?: unknown; outcome?: unknown }> };
  return (run.tests ?? []).filter((t) => typeof t.check === 'string' && typeof t.durationMs === 'number').map((t) => ({ check: t.check as string, durationMs: t.durationMs as number }));
}

/** The captured requests of a run, replayed `times` against fresh references started with `referenceEnv`. */
async function replayFloor(measure: SuiteMeasure, times: number, referenceEnv: Record<string, string> = {}): Promise<{ floorMs: number[]; replayCpuMs: number[]; replayServerCpuMs: number[]; matched: number }> {
  const floorMs: number[] = [];
  const replayCpuMs: number[] = [];
  const replayServerCpuMs: number[] = [];
  let matched = 0;
  for (let k = 0; k < times; k++) {
    const fresh = await startReference(REFERENCE_ARGS, referenceEnv);
    try {
      const variables = { ...measure.env, COMMERCE_BASE_URL: fresh.baseUrl, SUBMISSION_BASE_URL: `${fresh.baseUrl}/__submission` };
      const tokens: ReplayTokens = { admin: await adminToken(fresh), customer: (await customerToken(fresh)) ?? undefined, 'restricted-admin': (await restrictedToken(fresh)) ?? undefined, integration: ACCOUNTS.COMMERCE_INTEGRATION_TOKEN, other: 'replay-unknown-token' };
      const plan = planReplay(measure.captured, variables, tokens);
      const before = processCpuMs(fresh.process.pid ?? -1);
      const r = await replay(rebase(fresh.baseUrl), plan);
      replayServerCpuMs.push(processCpuMs(fresh.process.pid ?? -1) - before);
      floorMs.push(r.wallMs);
      replayCpuMs.push(r.cpuMs);
      matched = r.matched;
    } finally {
      await fresh.stop();
    }
  }
  return { floorMs, replayCpuMs, replayServerCpuMs, matched };
}

function addMemoryRows(runs: ReadonlyArray<Pick<SuiteMeasure, 'workers' | 'workerPeaks' | 'runnerPeak'>>): void {
  const peaks = runs.flatMap((r) => r.workerPeaks);
  const perRun = runs.map((r) => Math.max(...r.workerPeaks));
  add('memory', `peak RSS (VmHWM) of the largest worker`, formatMb(median(perRun)), '< 250 MB', ratio(median(perRun) / 1048576, 250), `${runs[0]?.workers ?? 0} worker processes/run; all workers: median ${formatMb(median(peaks))}, max ${formatMb(Math.max(...peaks))}`);
  add('memory', 'peak RSS of the runner process', formatMb(median(runs.map((r) => r.runnerPeak))), '–', '–', spread(runs.map((r) => r.runnerPeak), formatMb));
}

// ---------------------------------------------------------------- suite vs floor on an installation (--target)
/** The writes section's CPU rows (bench/cpu.ts): how busy the machine was in each run of a pair, the write run's CPU
 * against the read-only run's, and, when --target-processes names them, the target processes' own and the requests
 * each run sent with the target's CPU per request. */
function addCpuRows(level: 'allow' | 'full', cpus: ReadonlyArray<{ readOnly: RunCpu; written: RunCpu; requests: { readOnly: number; written: number } } | null>): void {
  const cores = availableParallelism();
  const figures = cpus.filter((c) => c !== null).map((c) => pairCpuFigures(c, cores));
  if (figures.length === 0) {
    add('writes', '  CPU of each run', 'n/a', '–', '–', 'no /proc on this machine (Linux only)');
    return;
  }
  const pct = (x: number) => `${Math.round(x * 100)} %`;
  const last = figures[figures.length - 1] as (typeof figures)[number];
  add('writes', `  machine CPU busy: read-only run / ${level} run`, `${pct(median(figures.map((f) => f.readOnlyBusy)))} / ${pct(median(figures.map((f) => f.writtenBusy)))}`, '–', '–', `${cores} cores, the suite and anything else on the machine; near 100 % in both runs, the wall ratio is the CPU ratio below`);
  add('writes', `  machine CPU time, ${level} / read-only`, `${median(figures.map((f) => f.machineRatio)).toFixed(2)}×`, '–', '–', `per pair: ${figures.map((f) => f.machineRatio.toFixed(2)).join(', ')}; the ${level} run's CPU over ${cores} cores: ${formatMs(last.cpuFloorMs)}, the shortest wall its work allows on this machine`);
  const targets = figures.map((f) => f.target).filter((t) => t !== null);
  const t = targets[targets.length - 1];
  if (t === undefined) return;
  add('writes', `  target processes' CPU: read-only / ${level}`, `${formatMs(t.readOnlyMs)} / ${formatMs(t.writtenMs)}`, '–', '–', t.byName.map((n) => `${n.name} ${formatMs(n.readOnlyMs)} / ${formatMs(n.writtenMs)}`).join('; '));
  add('writes', `  target processes' CPU, ${level} / read-only`, `${median(targets.map((x) => x.ratio)).toFixed(2)}×`, '–', '–', `per pair: ${targets.map((x) => x.ratio.toFixed(2)).join(', ')}; the platform's own work of the ${level} run against the read-only run's`);
  const r = last.requests;
  if (r === null || r.readOnlyCpuPerRequestMs === null || r.writtenCpuPerRequestMs === null) return;
  add('writes', `  requests sent: read-only / ${level}`, `${r.readOnly} / ${r.written}`, '–', '–', `${r.ratio.toFixed(2)}×; the target's CPU per request ${formatMs(r.readOnlyCpuPerRequestMs)} / ${formatMs(r.writtenCpuPerRequestMs)}: at the read-only run's CPU per request (each request pays the platform's bootstrap), the ${level} run's requests alone would cost ${r.ratio.toFixed(2)}× its platform CPU`);
}

/** A failure after the set-up checks (the suite stopped in global setup, the target went away mid-replay): one line. */
function abort(message: string, code: number): never {
  process.stderr.write(`bench --target ${target?.url ?? ''}: ${message}\n`);
  process.exit(code);
}

if (target !== null && (only.has('suite') || only.has('memory'))) {
  notes.push(...target.notes);
  const sign = oauthSigner(target.config);
  const runs: Array<CapturedSuiteRun & { tests: number; floorMs: number[]; replayCpuMs: number[]; sent: number; matched: number; skipped: number; lanes: number }> = [];
  for (let i = 0; i < REPS.suite; i++) {
    log(`suite: full run ${i + 1}/${REPS.suite} against ${target.url} (${WORKERS} workers, read-only)`);
    const runDir = mkdtempSync(join(tmpdir(), 'bench-target-'));
    const fail = (message: string, code: number): never => {
      rmSync(runDir, { recursive: true, force: true });
      return abort(message, code);
    };
    try {
      // An hour: an installation answers far slower than the loopback reference the default bench uses.
      const run = await runCapturedSuite({ ...target.env, COMMERCE_RUN_DIR: runDir }, join(runDir, 'capture.jsonl'), [], 3_600_000);
      const lastLine = run.tail.split('\n').map((l) => l.trim()).filter((l) => l !== '').pop() ?? '';
      const { tests } = testStats(join(runDir, 'results.json'));
      // Stopped in global setup (its sentence is the output's last line): nothing to measure. The suite's exit 2 is
      // its own bad-input code, passed on as the bench's.
      if (run.captured.length === 0 || !(tests > 0)) fail(`the suite ran no test (exit ${run.exitCode}): ${lastLine}`, run.exitCode === 2 ? 2 : 1);
      if (run.exitCode !== 0) {
        const outcome = testOutcomes(join(runDir, 'results.json'));
        const failed = failedTitles(join(runDir, 'results.json'));
        notes.push(`suite run ${i + 1} exited with ${run.exitCode}: ${outcome.failed} failed, ${outcome.passed} passed (failed checks on the target do not stop the bench)${failed.length > 0 ? `; failed: ${failed.slice(0, 5).join('; ')}${failed.length > 5 ? `; and ${failed.length - 5} more` : ''}` : ''}`);
      }
      // Fresh tokens per run, after it: the run's own may have been refreshed or revoked by token checks meanwhile.
      const { tokens, notes: tokenNotes } = await replayTokens(target.config).catch((e: unknown) => fail(e instanceof Error ? e.message : String(e), 1));
      for (const n of tokenNotes) if (!notes.includes(n)) notes.push(n);
      const plan = planReplay(run.captured, run.env, tokens, { bases: targetReplayBases(run.env), resign: sign !== null });
      const lanes = workerSlots(run.captured);
      const floorMs: number[] = [];
      const replayCpuMs: number[] = [];
      let sent = 0;
      let matched = 0;
      for (let k = 0; k < REPS.replay; k++) {
        log(`suite: replay ${k + 1}/${REPS.replay} of the ${run.captured.length - plan.skipped} captured requests against ${target.url}, ${lanes} lanes`);
        const r = await replay(target.url, plan, { sign: sign ?? undefined, ignoreTlsErrors: target.config.ignoreTlsErrors, timeoutMs: target.config.requestTimeoutMs }).catch((e: unknown) => fail(`the replay failed: ${e instanceof Error ? e.message : String(e)}`, 1));
        floorMs.push(r.wallMs);
        replayCpuMs.push(r.cpuMs);
        sent = r.sent;
        matched = r.matched;
      }
      runs.push({ ...run, tests, floorMs, replayCpuMs, sent, matched, skipped: plan.skipped, lanes });
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  }
  if (only.has('suite')) {
    const wall = runs.map((r) => r.wallMs);
    const floor = runs.map((r) => median(r.floorMs));
    const ratios = runs.map((r, i) => r.wallMs / (floor[i] as number));
    const requests = runs.map((r) => r.captured.length);
    const skipped = median(runs.map((r) => r.skipped));
    add('suite', `full commerce run against the target, wall (${median(runs.map((r) => r.tests))} tests, ${WORKERS} workers)`, formatMs(median(wall)), '–', '–', `${spread(wall)}; ${target.url}, read-only`);
    add('suite', `floor: the captured requests replayed, keep-alive, ${median(runs.map((r) => r.lanes))} lanes`, formatMs(median(floor)), '–', '–', `${REPS.replay} replays/run, median; ${spread(runs.flatMap((r) => r.floorMs))}; replay CPU ${formatMs(median(runs.map((r) => median(r.replayCpuMs))))}`);
    add('suite', 'suite / floor', `${median(ratios).toFixed(2)}×`, '< 1.5×', ratio(median(ratios), 1.5), `per run: ${ratios.map((x) => x.toFixed(2)).join(', ')}`);
    add('suite', 'requests captured', String(median(requests)), '–', '–', skipped > 0 ? `${skipped} outside the target's and the submission API's base URLs, not replayed` : 'all replayed (COMMERCE_CAPTURE_FILE)');
    const sent = median(runs.map((r) => r.sent));
    const matched = median(runs.map((r) => r.matched));
    add('suite', 'statuses as original', `${matched}/${sent}`, '–', '–', `${((matched / Math.max(1, sent)) * 100).toFixed(1)} % of the replayed requests answered the status the run saw`);
    add('suite', 'workers', String(WORKERS), '–', '–', `COMMERCE_WORKERS; worker slots in the capture (= replay lanes): ${median(runs.map((r) => r.lanes))}; worker processes: ${median(runs.map((r) => r.workers))}`);
  }
  if (only.has('memory')) addMemoryRows(runs);
}

// ---------------------------------------------------------------- a write level against its floor (--writes)
// The read-only run and the write run of the same invocation, one after the other on the same installation: the wall
// of each, and the write run against its floor (bench/writes.ts): lanes, consumer, waiting, what it made, each
// family's share.
// ---------------------------------------------------------------- a level against another revision (--against)
// The same write level (read-only without --writes), the same target, this code and the revision's alternately (the revision first in each pair, so
// a drift of the installation's load over the pairs does not favour one side): the wall of this code's run over the
// revision's. The revision runs from a worktree of this repository with this checkout's node_modules (the packages a
// change adds would be missing there: a revision is compared with the code it became).
if (target !== null && cli.against !== null && only.has('writes')) {
  // Without --writes, the read-only runs (issue 38: the read-only run at most 1.2× its wall of the revision).
  const level = cli.writes ?? 'deny';
  const levelName = level === 'deny' ? 'read-only' : level;
  const rev = cli.against;
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    stop(`bench --against ${rev}: git knows no such revision in ${ROOT} (git rev-parse --verify ${rev})`);
  }
  const tree = mkdtempSync(join(tmpdir(), 'bench-against-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, commit], { cwd: ROOT, stdio: 'ignore' });
  symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
  const pairs: Array<{ theirs: number; ours: number; load: [number, number] }> = [];
  try {
    for (let i = 0; i < REPS.suite; i++) {
      const loadStart = loadavg()[0] ?? Number.NaN;
      const walls: number[] = [];
      for (const [who, root] of [[`${rev} (${commit.slice(0, 7)})`, tree], ['this code', ROOT]] as const) {
        log(`writes: run ${i + 1}/${REPS.suite} at COMMERCE_WRITES=${level} against ${target.url}, the suite of ${who}`);
        const dir = mkdtempSync(join(tmpdir(), `bench-against-${level}-`));
        const run = await runCapturedSuite({ ...target.env, COMMERCE_WRITES: level, COMMERCE_RUN_DIR: dir }, join(dir, 'capture.jsonl'), [], 3_600_000, root);
        if (run.exitCode !== 0) notes.push(`the ${level} run of ${who} (pair ${i + 1}) exited with ${run.exitCode}: ${failedRecords(join(dir, 'conformance.json')).slice(0, 6).join('; ') || failedTitles(join(dir, 'results.json')).slice(0, 6).join('; ') || run.tail.trim().split('\n').pop() || ''}`);
        walls.push(run.wallMs);
        rmSync(dir, { recursive: true, force: true });
      }
      pairs.push({ theirs: walls[0] ?? Number.NaN, ours: walls[1] ?? Number.NaN, load: [loadStart, loadavg()[0] ?? Number.NaN] });
    }
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT, stdio: 'ignore' });
  }
  const ratios = pairs.map((p) => p.ours / p.theirs);
  add('writes', `COMMERCE_WRITES=${level} wall, ${rev} (${commit.slice(0, 7)})`, formatMs(median(pairs.map((p) => p.theirs))), '–', '–', `${spread(pairs.map((p) => p.theirs))}; ${target.url}`);
  add('writes', `COMMERCE_WRITES=${level} wall, this code`, formatMs(median(pairs.map((p) => p.ours))), '–', '–', `${spread(pairs.map((p) => p.ours))}; load at start→end of each pair: ${pairs.map((p) => `${p.load[0].toFixed(1)}→${p.load[1].toFixed(1)}`).join(', ')}`);
  add('writes', `${levelName} wall: this code / ${rev}`, `${median(ratios).toFixed(2)}×`, '≤ 1.2×', ratio(median(ratios), 1.2), `per pair: ${ratios.map((x) => x.toFixed(2)).join(', ')}`);
}

if (target !== null && cli.writes !== null && cli.against === null && only.has('writes')) {
  const level = cli.writes;
  const pairs: Array<{ readOnlyMs: number; writeMs: number; floor: WriteFloor; shares: ReturnType<typeof familyShares>; tests: number; load: [number, number]; cpu: { readOnly: RunCpu; written: RunCpu; requests: { readOnly: number; written: number } } | null }> = [];
  for (let i = 0; i < REPS.suite; i++) {
    const loadStart = loadavg()[0] ?? Number.NaN;
    const runOnce = async (writes: 'deny' | 'allow' | 'full'): Promise<{ run: CapturedSuiteRun; dir: string; cpu: RunCpu | null }> => {
      log(`writes: run ${i + 1}/${REPS.suite} at COMMERCE_WRITES=${writes} against ${target.url} (${WORKERS} workers)`);
      const dir = mkdtempSync(join(tmpdir(), `bench-writes-${writes}-`));
      const cpuBefore = snapshot(cli.targetProcesses);
      const run = await runCapturedSuite({ ...target.env, COMMERCE_WRITES: writes, COMMERCE_RUN_DIR: dir }, join(dir, 'capture.jsonl'), [], 3_600_000);
      const cpuAfter = snapshot(cli.targetProcesses);
      const cpu = cpuBefore !== null && cpuAfter !== null ? runCpu(cpuBefore, cpuAfter) : null;
      const { tests } = testStats(join(dir, 'results.json'));
      if (run.captured.length === 0 || !(tests > 0)) abort(`the suite ran no test at COMMERCE_WRITES=${writes} (exit ${run.exitCode}): ${run.tail.trim().split('\n').pop() ?? ''}`, run.exitCode === 2 ? 2 : 1);
      if (run.exitCode !== 0) {
        const outcome = testOutcomes(join(dir, 'results.json'));
        notes.push(`writes run ${i + 1} at ${writes} exited with ${run.exitCode}: ${outcome.failed} failed: ${failedRecords(join(dir, 'conformance.json')).slice(0, 6).join('; ') || failedTitles(join(dir, 'results.json')).slice(0, 6).join('; ')}`);
      }
      return { run, dir, cpu };
    };
    const readOnly = await runOnce('deny');
    rmSync(readOnly.dir, { recursive: true, force: true });
    const written = await runOnce(level);
    const records = readRecords(join(written.dir, 'conformance.json'));
    pairs.push({ readOnlyMs: readOnly.run.wallMs, writeMs: written.run.wallMs, floor: writeFloor(written.run.captured, written.run.wallMs), shares: familyShares(records, WORKERS, written.run.wallMs), tests: records.length, load: [loadStart, loadavg()[0] ?? Number.NaN], cpu: readOnly.cpu !== null && written.cpu !== null ? { readOnly: readOnly.cpu, written: written.cpu, requests: { readOnly: readOnly.run.captured.length, written: written.run.captured.length } } : null });
    rmSync(written.dir, { recursive: true, force: true });
  }
  const m = (pick: (p: (typeof pairs)[number]) => number) => median(pairs.map(pick));
  const last = pairs[pairs.length - 1] as (typeof pairs)[number];
  const vsReadOnly = pairs.map((p) => p.writeMs / p.readOnlyMs);
  const loads = pairs.map((p) => `${p.load[0].toFixed(1)}→${p.load[1].toFixed(1)}`).join(', ');
  add('writes', `read-only run, wall (${WORKERS} workers)`, formatMs(m((p) => p.readOnlyMs)), '–', '–', `${spread(pairs.map((p) => p.readOnlyMs))}; ${target.url}`);
  add('writes', `COMMERCE_WRITES=${level} run, wall (${m((p) => p.tests)} tests)`, formatMs(m((p) => p.writeMs)), '–', '–', `${spread(pairs.map((p) => p.writeMs))}; load at start→end of each pair: ${loads}`);
  add('writes', `${level} / read-only, wall`, `${median(vsReadOnly).toFixed(2)}×`, level === 'allow' ? '≤ 2×' : '–', level === 'allow' ? ratio(median(vsReadOnly), 2) : '–', `per pair: ${vsReadOnly.map((x) => x.toFixed(2)).join(', ')}`);
  addCpuRows(level, pairs.map((p) => p.cpu));
  for (const lane of last.floor.lanes) {
    const name = typeof lane.lane === 'number' ? `worker lane ${lane.lane}` : lane.lane === 'setup' ? 'global setup' : 'global teardown';
    add('writes', `  ${name}: busy (union of its working requests)`, formatMs(lane.busyMs), '–', '–', `${lane.requests} requests, sum ${formatMs(lane.sumMs)}; waiting for the consumer ${formatMs(lane.waitingMs)}`);
  }
  add('writes', '  lanes: setup + busiest worker lane + teardown', formatMs(m((p) => p.floor.laneFloorMs)), '–', '–', spread(pairs.map((p) => p.floor.laneFloorMs)));
  const c = last.floor.consumer;
  add('writes', '  consumer busy, bounded from the run\'s observations', `${formatMs(c.lowerMs)} – ${formatMs(c.upperMs)}`, '–', '–', `${c.operations} operations in ${c.bulks} bulks; the platform answers no operation timestamps (2.4.7: a bulk's start_time only): acceptance → last answer still open (lower, the floor's) / first answer done (upper)${c.unseen > 0 ? `; ${c.unseen} bulks no answer showed done` : ''}`);
  const ratios = pairs.map((p) => p.floor.ratio);
  add('writes', `${level} wall / floor`, `${median(ratios).toFixed(2)}×`, '≤ 1.3×', ratio(median(ratios), 1.3), `floor = max(lanes, consumer lower bound) = the ${last.floor.bound}; per run: ${ratios.map((x) => x.toFixed(2)).join(', ')}`);
  add('writes', '  waiting for the consumer (summed over lanes)', formatMs(m((p) => p.floor.waitingMs)), '–', '–', `${((m((p) => p.floor.waitingMs) / Math.max(1, m((p) => p.writeMs) * WORKERS)) * 100).toFixed(1)} % of the workers' time: the platform's pace (a consumer picks a message up after its idle sleep)`);
  for (const f of last.shares.slice(0, 12)) add('writes', `  family ${f.family}: tests' time`, formatMs(f.ms), '–', '–', `${f.tests} tests, ${(f.share * 100).toFixed(1)} % of the workers' time`);
  const setupShare = (last.floor.lanes.find((l) => l.lane === 'setup')?.busyMs ?? 0) + (last.floor.lanes.find((l) => l.lane === 'teardown')?.busyMs ?? 0);
  add('writes', '  global setup + teardown busy', formatMs(setupShare), '–', '–', `${((setupShare / last.writeMs) * 100).toFixed(1)} % of the wall`);
  for (const e of last.floor.entities) add('writes', `  made: ${e.kind}`, String(e.sync + e.queued), '–', '–', `${e.sync} synchronously, ${e.queued} queued`);
}

if (target === null && (only.has('suite') || only.has('memory'))) {
  const runs: Array<SuiteMeasure & { tests: number; testMs: number; floorMs: number[]; matched: number; replayCpuMs: number[]; serverCpuMs: number; replayServerCpuMs: number[]; referenceStartMs: number }> = [];
  for (let i = 0; i < REPS.suite; i++) {
    log(`suite: full run ${i + 1}/${REPS.suite} against a fresh reference (${WORKERS} workers)`);
    const spawnedAt = performance.now();
    const reference = await startReference(REFERENCE_ARGS);
    const referenceStartMs = performance.now() - spawnedAt;
    const runDir = mkdtempSync(join(tmpdir(), 'bench-run-'));
    let measure: SuiteMeasure;
    const serverCpu0 = processCpuMs(reference.process.pid ?? -1);
    let serverCpuMs = Number.NaN;
    try {
      measure = await measureSuiteRun(reference, { env: { COMMERCE_RUN_DIR: runDir, COMMERCE_WORKERS: String(WORKERS) } });
      serverCpuMs = processCpuMs(reference.process.pid ?? -1) - serverCpu0;
    } finally {
      await reference.stop();
    }
    if (measure.exitCode !== 0) notes.push(`suite run ${i + 1} exited with ${measure.exitCode}: ${measure.tail.split('\n').slice(-3).join(' ')}`);
    const { tests, testMs } = testStats(join(runDir, 'results.json'));
    log(`suite: replaying the ${measure.captured.length} captured requests ${REPS.replay}x against a fresh reference`);
    const { floorMs, replayCpuMs, replayServerCpuMs, matched } = await replayFloor(measure, REPS.replay);
    runs.push({ ...measure, tests, testMs, floorMs, matched, replayCpuMs, serverCpuMs, replayServerCpuMs, referenceStartMs });
    rmSync(runDir, { recursive: true, force: true });
  }
  if (only.has('suite')) {
    const wall = runs.map((r) => r.wallMs);
    const floor = runs.map((r) => median(r.floorMs));
    const ratios = runs.map((r, i) => r.wallMs / (floor[i] as number));
    const requests = runs.map((r) => r.captured.length);
    const referenceStart = runs.map((r) => r.referenceStartMs);
    add('suite', 'the reference: process spawn → listening (node + tsx + building the installation)', formatMs(median(referenceStart)), '< 2 s', ratio(median(referenceStart), 2000), spread(referenceStart));
    add('suite', `cold start: spawn → first request (global setup preflight)`, formatMs(median(runs.map((r) => r.firstRequestMs))), '–', '–', spread(runs.map((r) => r.firstRequestMs)));
    add('suite', `cold start: spawn → first test request (after workers start)`, formatMs(median(runs.map((r) => r.firstTestRequestMs))), '–', '–', spread(runs.map((r) => r.firstTestRequestMs)));
    add('suite', `full commerce run, wall (${median(runs.map((r) => r.tests))} tests, ${WORKERS} workers)`, formatMs(median(wall)), '–', '–', spread(wall));
    add('suite', `floor: same ${median(requests)} requests replayed, keep-alive, ${WORKERS} lanes`, formatMs(median(floor)), '–', '–', `${REPS.replay} replays/run; statuses as original: ${median(runs.map((r) => r.matched))}/${median(requests)} (captured by COMMERCE_CAPTURE_FILE); replay CPU ${formatMs(median(runs.map((r) => median(r.replayCpuMs))))}`);
    add('suite', 'suite / floor', `${median(ratios).toFixed(1)}×`, '< 1.5×', ratio(median(ratios), 1.5), `per run: ${ratios.map((x) => x.toFixed(1)).join(', ')}`);
    const busy = runs.map((r) => r.testMs / (r.wallMs * WORKERS));
    add('suite', "share of worker time inside tests (Playwright's durations)", `${(median(busy) * 100).toFixed(0)} %`, '–', '–', `sum of test durations ${formatMs(median(runs.map((r) => r.testMs)))}`);
    const overhead = runs.map((r) => (r.wallMs * WORKERS - r.testMs) / r.tests);
    add('suite', 'worker time outside tests, per test', formatMs(median(overhead)), '–', '–', 'worker start, plan, fixtures, teardown, IPC, reporters');
    const testsCount = Math.round(median(runs.map((r) => r.tests))) || 3060;
    const empty: number[] = [];
    const emptyCpu: number[] = [];
    for (let i = 0; i < REPS.suite; i++) {
      log(`suite: Playwright floor, ${testsCount} empty tests`);
      const e = await measureEmptySuite(testsCount, WORKERS);
      empty.push(e.wallMs);
      emptyCpu.push(e.cpuMs);
    }
    add('suite', `Playwright floor: ${testsCount} empty tests, ${WORKERS} workers, wall`, formatMs(median(empty)), '–', '–', `${spread(empty)}; per test ${formatMs(median(empty) / testsCount)}`);
    add('suite', `  same, CPU of runner + workers`, formatMs(median(emptyCpu)), '–', '–', `per test ${formatMs(median(emptyCpu) / testsCount)}`);
    const cpu = runs.map((r) => r.cpuMs);
    const floorCpu = runs.map((r) => median(r.replayCpuMs));
    add('suite', 'full run, CPU of runner + workers (client side)', formatMs(median(cpu)), '–', '–', `${spread(cpu)}; per test ${formatMs(median(cpu) / testsCount)}`);
    add('suite', 'floor, CPU of the replay client', formatMs(median(floorCpu)), '–', '–', `per request ${formatMs(median(floorCpu) / median(requests))}`);
    add('suite', 'client CPU: suite / floor', `${(median(cpu) / median(floorCpu)).toFixed(0)}×`, '< 1.5×', ratio(median(cpu) / median(floorCpu), 1.5), `suite / (floor + Playwright floor): ${(median(cpu) / (median(floorCpu) + median(emptyCpu))).toFixed(1)}×`);
    add('suite', 'server (reference) CPU: during the run / during the replay', `${formatMs(median(runs.map((r) => r.serverCpuMs)))} / ${formatMs(median(runs.map((r) => median(r.replayServerCpuMs))))}`, '–', '–', 'the same requests, bodies and callers');
    add('suite', 'suite / (HTTP floor + Playwright floor)', `${(median(wall) / (median(floor) + median(empty))).toFixed(1)}×`, '< 1.5×', ratio(median(wall) / (median(floor) + median(empty)), 1.5), 'what the suite itself adds');
  }
  if (only.has('memory')) addMemoryRows(runs);
}

// ---------------------------------------------------------------- suite vs floor at a real installation's answer time
if (only.has('latency')) {
  const latencyMs = 50;
  const referenceEnv = { REFERENCE_LATENCY_MS: String(latencyMs) };
  log(`latency: full run against a reference answering after ${latencyMs} ms`);
  const reference = await startReference(REFERENCE_ARGS, referenceEnv);
  const runDir = mkdtempSync(join(tmpdir(), 'bench-latency-'));
  let measure: SuiteMeasure;
  try {
    measure = await measureSuiteRun(reference, { env: { COMMERCE_RUN_DIR: runDir, COMMERCE_WORKERS: String(WORKERS) } });
  } finally {
    await reference.stop();
  }
  if (measure.exitCode !== 0) notes.push(`latency run exited with ${measure.exitCode}: ${measure.tail.split('\n').slice(-3).join(' ')}`);
  log(`latency: replaying the ${measure.captured.length} captured requests against a reference answering after ${latencyMs} ms`);
  const { floorMs, matched } = await replayFloor(measure, quick ? 1 : 2, referenceEnv);
  const floor = median(floorMs);
  add('latency', `full commerce run, every API answer after ${latencyMs} ms, wall`, formatMs(measure.wallMs), '–', '–', `n=1; ${WORKERS} workers`);
  add('latency', `  floor: the same ${measure.captured.length} requests replayed at ${latencyMs} ms`, formatMs(floor), '–', '–', `${floorMs.length} replays; statuses as original: ${matched}/${measure.captured.length}`);
  add('latency', '  suite / floor', `${(measure.wallMs / floor).toFixed(2)}×`, '< 1.5×', ratio(measure.wallMs / floor, 1.5), `overhead ${formatMs(measure.wallMs - floor)} over the floor`);
  rmSync(runDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------- a target that fails many checks
if (only.has('failures')) {
  // Playwright starts a new worker after every failed test (microsoft/playwright#32803, declined): what one failure
  // costs is what a nightly run against a broken installation pays per finding.
  const grep = 'perm.guest-refused GET /V1/(customers|products|categories)';
  const measured: Array<{ label: string; wallMs: number; cpuMs: number; failed: number; passed: number; workers: number }> = [];
  for (const faults of [[], ['guest-reaches-admin-resource']]) {
    const label = faults.length ? `with ${faults.join(', ')}` : 'clean';
    log(`failures: --grep "${grep}" ${label}`);
    const reference = await startReference([...REFERENCE_ARGS, ...faults.flatMap((f) => ['--fault', f])]);
    const runDir = mkdtempSync(join(tmpdir(), 'bench-failures-'));
    try {
      const m = await measureSuiteRun(reference, { env: { COMMERCE_RUN_DIR: runDir, COMMERCE_WORKERS: String(WORKERS) }, args: ['specs/routes.spec.ts', '--grep', grep] });
      const outcomes = testOutcomes(join(runDir, 'results.json'));
      measured.push({ label, wallMs: m.wallMs, cpuMs: m.cpuMs, failed: outcomes.failed, passed: outcomes.passed, workers: outcomes.workers });
    } finally {
      await reference.stop();
      rmSync(runDir, { recursive: true, force: true });
    }
  }
  const [clean, broken] = measured;
  if (clean && broken) {
    const perFailure = (broken.wallMs - clean.wallMs) / Math.max(1, broken.failed);
    add('failures', `${clean.passed + clean.failed} tests on a clean target: wall / CPU`, `${formatMs(clean.wallMs)} / ${formatMs(clean.cpuMs)}`, '–', '–', `${clean.workers} worker processes`);
    add('failures', `  same tests, ${broken.failed} failing: wall / CPU`, `${formatMs(broken.wallMs)} / ${formatMs(broken.cpuMs)}`, '–', '–', `${broken.workers} worker processes (one new worker per failed test)`);
    add('failures', '  cost of one failing test, wall', formatMs(perFailure), '–', '–', `CPU ${formatMs((broken.cpuMs - clean.cpuMs) / Math.max(1, broken.failed))} per failure (${WORKERS} workers)`);
    log(`failures: Playwright alone, ${broken.failed} failing and ${clean.passed + clean.failed - broken.failed} passing empty tests`);
    const bare = await measureFailingSuite(broken.failed, Math.max(0, clean.passed + clean.failed - broken.failed), WORKERS);
    const passingOnly = await measureFailingSuite(0, clean.passed + clean.failed, WORKERS);
    add('failures', `  of which Playwright's own: ${broken.failed} failing empty tests, wall`, formatMs((bare.wallMs - passingOnly.wallMs) / Math.max(1, broken.failed)), '–', '–', `per failure; CPU ${formatMs((bare.cpuMs - passingOnly.cpuMs) / Math.max(1, broken.failed))}; a bare project, nothing of the suite`);
  }
}

// ---------------------------------------------------------------- schema
if (only.has('schema')) {
  const documents: Array<{ label: string; source: string; goalCold?: number }> = [];
  // With --target the reference's fetched document is left out (no reference is started): local documents only.
  let reference: Reference | null = target === null ? await startReference(REFERENCE_ARGS) : null;
  try {
    const token = reference === null ? '' : await adminToken(reference);
    if (reference !== null) documents.push({ label: 'reference 2.4.7 commerce (fetched)', source: `${reference.baseUrl}/rest/all/schema?services=all`, goalCold: Number.NaN });
    else notes.push('schema: --target: no reference is started, so its fetched document is skipped; local documents only');
    documents.push({ label: 'real 2.4.7 schema-admin-all.json excerpt (tests/corpus)', source: REAL_SCHEMA_EXCERPT, goalCold: Number.NaN });
    for (const file of cli.schemas) documents.push({ label: basename(file), source: resolve(file) });
    if (cli.schemas.length === 0) notes.push('schema: no --schema FILE given, so no whole published document of a real platform is measured');
    const importCpu: number[] = [];
    for (const doc of documents) {
      const cold: Array<Record<string, unknown>> = [];
      const warm: Array<Record<string, unknown>> = [];
      for (let i = 0; i < REPS.schema; i++) {
        log(`schema: ${doc.label} cold+warm ${i + 1}/${REPS.schema}`);
        const cache = mkdtempSync(join(tmpdir(), 'bench-cache-'));
        try {
          cold.push(tsxChild('children/schema.ts', [doc.source, cache, token]));
          warm.push(tsxChild('children/schema.ts', [doc.source, cache, token]));
        } catch (e) {
          notes.push(`schema: ${doc.label} failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
          break;
        } finally {
          rmSync(cache, { recursive: true, force: true });
        }
      }
      if (cold.length === 0) continue;
      importCpu.push(...cold.map((r) => num(r, 'importCpuMs')));
      const work = (r: Record<string, unknown>) => num(r, 'fetchCpuMs') + num(r, 'loadCpuMs') + num(r, 'validatorsCpuMs');
      const workWall = (r: Record<string, unknown>) => num(r, 'fetchMs') + num(r, 'loadMs') + num(r, 'validatorsMs');
      const first = cold[0] as Record<string, unknown>;
      const stats = first.stats as { compiled: number };
      const what = `${doc.label}: ${String(first.operations)} ops, ${stats.compiled} distinct validators`;
      const goalCold = doc.goalCold ?? 1500;
      const cpuCold = cold.map(work);
      const cpuWarm = warm.map(work);
      add('schema', `${what}, cold, CPU`, formatMs(median(cpuCold)), Number.isNaN(goalCold) ? '–' : '< 1.5 s', Number.isNaN(goalCold) ? '–' : ratio(median(cpuCold), goalCold), `${spread(cpuCold)}; wall ${formatMs(median(cold.map(workWall)))}; fetch+parse ${formatMs(median(cold.map((r) => num(r, 'fetchCpuMs') + num(r, 'loadCpuMs'))))}`);
      add('schema', `  same, disk cache warm, CPU`, formatMs(median(cpuWarm)), '< 100 ms', ratio(median(cpuWarm), 100), `${spread(cpuWarm)}; wall ${formatMs(median(warm.map(workWall)))}; validators ${formatMs(median(warm.map((r) => num(r, 'validatorsCpuMs'))))}`);
    }
    if (importCpu.length) add('schema', '  not counted above: importing the library + compiling the plan, CPU', formatMs(median(importCpu)), '–', '–', 'once per process, shared with the plan');
  } finally {
    await reference?.stop();
    reference = null;
  }
}

// ---------------------------------------------------------------- eventual status
if (only.has('status')) {
  const delayMs = 200;
  // The suite's own poller and status step (src/runtime/async-poller.ts, fixtures/async-scenarios.ts), and the backoff it
  // replaced for comparison.
  const variants: Array<{ label: string; settings?: Partial<PollSettings> }> = [
    { label: 'suite default (250 ms steady, summary per request)' },
    { label: 'old backoff (250 ms doubling to 2 s)', settings: OLD_BACKOFF },
  ];
  for (const variant of variants) {
    const observations: BulkObservation[] = [];
    for (let i = 0; i < REPS.status; i++) {
      log(`status: ${variant.label} round ${i + 1}/${REPS.status}: 12 bulks of 1-3 operations, consumer delay ${delayMs} ms`);
      const reference = await startReference(REFERENCE_ARGS, { REFERENCE_CONSUMER_DELAY_MS: String(delayMs) });
      try {
        observations.push(...(await measureEventualStatus(reference.baseUrl, await adminToken(reference), { bulks: 12, spreadMs: 3000, seed: 7 + i, settings: variant.settings })));
      } finally {
        await reference.stop();
      }
    }
    const delays = observations.map((o) => o.seenAt - o.doneAt);
    const zero = observations.map((o) => o.firstZeroAt - o.doneAt);
    const waits = observations.map((o) => o.doneAt - o.submittedAt);
    add('status', `${variant.label}: terminal on the reference → poller's verdict, median`, formatMs(median(delays)), '–', '–', `${observations.length} bulks; oracle polls every ${ORACLE_MS} ms; the consumer took ${formatMs(median(waits))} median`);
    add('status', `  same, p95`, formatMs(percentile(delays, 95)), '< 250 ms', ratio(percentile(delays, 95), 250), `max ${formatMs(Math.max(...delays))}`);
    add('status', `  terminal → first status answer showing it, p95`, formatMs(percentile(zero, 95)), '< 250 ms', ratio(percentile(zero, 95), 250), `median ${formatMs(median(zero))}`);
    const reqs = observations.map((o) => o.requests);
    add('status', '  status requests per bulk, median (max)', `${median(reqs)} (${Math.max(...reqs)})`, '–', '–', `per second of waiting: ${median(observations.map((o) => o.requests / ((o.seenAt - o.submittedAt) / 1000))).toFixed(1)}`);
    const gaps = observations.map((o) => o.minGapMs).filter(Number.isFinite);
    add('status', '  smallest gap between two status requests of one bulk', formatMs(Math.min(...gaps)), '≥ 250 ms', ratio(250, Math.min(...gaps)), 'ratio = 250 ms / gap (≤ 1 meets the goal)');
  }
}

// ---------------------------------------------------------------- scale
async function listTests(contractsDir: string): Promise<{ wallMs: number; cpuMs: number; tests: number }> {
  const cpu0 = reapedChildrenCpuMs();
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--project=commerce', '--list'], {
    cwd: ROOT,
    env: { ...process.env, ...ACCOUNTS, CI: '1', COMMERCE_CONTRACTS_DIR: contractsDir, COMMERCE_BASE_URL: 'http://127.0.0.1:9', COMMERCE_EDITION: 'commerce', COMMERCE_RELEASE: '2.4.7', COMMERCE_RUN_DIR: mkdtempSync(join(tmpdir(), 'bench-list-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-4000)));
  child.stderr?.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-4000)));
  const code = await new Promise<number>((done) => child.on('exit', (c) => done(c ?? -1)));
  const tests = Number(/Total: (\d+) tests?/.exec(out)?.[1] ?? Number.NaN);
  if (code !== 0) notes.push(`scale: --list on ${contractsDir} exited ${code}: ${out.slice(-300)}`);
  return { wallMs: performance.now() - t0, cpuMs: reapedChildrenCpuMs() - cpu0, tests };
}

if (only.has('scale')) {
  const big = 5000;
  const dir = mkdtempSync(join(tmpdir(), 'bench-synthetic-'));
  try {
    const written = writeSyntheticCatalog(CONTRACTS, dir, big);
    log(`scale: ${REPS.compile} fresh compiles of ${written.routes} synthetic routes in ${written.files} files`);
    const large = compileSeries(dir, REPS.compile);
    const small = compile384;
    const n0 = num(small[0] ?? {}, 'routes');
    const n1 = num(large[0] ?? {}, 'routes');
    const c0 = median(small.map((r) => num(r, 'compileCpuMs')));
    const c1 = median(large.map((r) => num(r, 'compileCpuMs')));
    add('scale', `compileContractsDir CPU per route at ${n0} routes`, formatMs(c0 / n0), '–', '–', `total ${formatMs(c0)}`);
    add('scale', `compileContractsDir CPU per route at ${n1} routes`, formatMs(c1 / n1), 'linear', `${(c1 / n1 / (c0 / n0)).toFixed(2)}×`, `total ${formatMs(c1)}, ${spread(large.map((r) => num(r, 'compileCpuMs')))}; ratio = per-route cost at ${n1} / at ${n0}`);
    const marginal = (c1 - c0) / (n1 - n0);
    add('scale', '  compile cost = fixed + marginal × routes', `${formatMs(c0 - marginal * n0)} + ${formatMs(marginal)}/route`, '–', '–', 'fixed: format schema compile, shared $ref files; fitted through both sizes');
    const l0: Array<{ wallMs: number; cpuMs: number; tests: number }> = [];
    const l1: Array<{ wallMs: number; cpuMs: number; tests: number }> = [];
    for (let i = 0; i < REPS.list; i++) {
      log(`scale: playwright --list at ${n0} and ${n1} routes (${i + 1}/${REPS.list})`);
      l0.push(await listTests(CONTRACTS));
      l1.push(await listTests(dir));
    }
    const w0 = median(l0.map((r) => r.cpuMs));
    const w1 = median(l1.map((r) => r.cpuMs));
    const t0 = l0[0]?.tests ?? Number.NaN;
    const t1 = l1[0]?.tests ?? Number.NaN;
    add('scale', `playwright --list (collect every test), ${n0} routes → ${t0} tests, CPU`, formatMs(w0), '–', '–', `${spread(l0.map((r) => r.cpuMs))}; wall ${formatMs(median(l0.map((r) => r.wallMs)))}; per route ${formatMs(w0 / n0)}`);
    add('scale', `playwright --list, ${n1} routes → ${t1} tests, CPU`, formatMs(w1), 'linear', `${((w1 - w0) / (n1 - n0) / (w0 / n0)).toFixed(2)}×`, `${spread(l1.map((r) => r.cpuMs))}; wall ${formatMs(median(l1.map((r) => r.wallMs)))}; marginal per route ${formatMs((w1 - w0) / (n1 - n0))}, per test ${formatMs((w1 - w0) / (t1 - t0))}; ratio = marginal / average at ${n0}`);
    notes.push(`scale: no full run at ${n1} routes: the reference serves none of the synthetic /V1/syn<k>/ routes, and at the measured per-test cost it would take about ${(t1 / t0).toFixed(0)}× the full run; the --list figures carry the per-test collection cost`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- the search family's share of a run
if (only.has('search')) {
  const runs: ShareRun[] = [];
  for (let i = 0; i < REPS.suite; i++) {
    // Alternated, with then without: a neighbour's load on the shared machine falls on both halves of a pair.
    for (const family of [true, false]) {
      log(`search: full run ${i + 1}/${REPS.suite} ${family ? 'with' : 'without'} the search family against ${target?.url ?? 'a fresh reference'}`);
      const runDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
      const args = family ? [] : ['--grep-invert', SEARCH_FAMILY_GREP];
      try {
        let run: Pick<CapturedSuiteRun, 'wallMs' | 'captured' | 'exitCode'>;
        if (target !== null) run = await runCapturedSuite({ ...target.env, COMMERCE_RUN_DIR: runDir }, join(runDir, 'capture.jsonl'), args, 3_600_000);
        else {
          const reference = await startReference(REFERENCE_ARGS);
          try {
            run = await measureSuiteRun(reference, { env: { COMMERCE_RUN_DIR: runDir, COMMERCE_WORKERS: String(WORKERS) }, args });
          } finally {
            await reference.stop();
          }
        }
        if (run.exitCode !== 0) notes.push(`search: the run ${family ? 'with' : 'without'} the family exited with ${run.exitCode} (failed checks do not stop the bench)`);
        runs.push({ family, wallMs: run.wallMs, requests: run.captured.length, tests: testStats(join(runDir, 'results.json')).tests });
      } finally {
        rmSync(runDir, { recursive: true, force: true });
      }
    }
  }
  const s = shareOf(runs);
  const where = target !== null ? `${target.url}, read-only` : 'the reference';
  add('search', `full run with the search family, wall (${WORKERS} workers)`, formatMs(s.withMs), '–', '–', `${spread(runs.filter((r) => r.family).map((r) => r.wallMs))}; ${where}`);
  add('search', `  without it (--grep-invert ${SEARCH_FAMILY_GREP}), wall`, formatMs(s.withoutMs), '–', '–', spread(runs.filter((r) => !r.family).map((r) => r.wallMs)));
  add('search', "the search family's share of the run's wall time", `${(s.share * 100).toFixed(0)} %`, '≤ 20 %', ratio(s.share, 0.2), `per pair: ${s.perPair.map((p) => `${(p * 100).toFixed(0)} %`).join(', ')}`);
  add('search', '  its tests and requests', `${s.tests} tests, ${s.requests} requests`, '–', '–', 'medians of the runs with it minus those without');
}

// ---------------------------------------------------------------- the table
const loadAfter = loadavg();
const machine = `nproc ${cpus().length}, memory ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}${quick ? ', --quick' : ''}`;
const table = renderTable(rows);
const text = `${table}\n\n${machine}\n${notes.map((n) => `note: ${n}`).join('\n')}\n`;
process.stdout.write(text);
if (markdown) writeFileSync(markdown, text);
