// After every run with COMMERCE_WRITES=allow, also when tests failed: wait until every operation the run queued is
// terminal (an operation the consumer runs after the sweep leaves entities nobody removes), remove everything carrying
// this run's prefix, read the end state back through REST (<run dir>/after-run.json, one summary line), and fail the
// run with one message if anything is wrong: operations still open (with what they will create), entities left.
// At COMMERCE_WRITES=full, between the wait and the sweep, the run's orders are closed out (cancelled where the
// platform still lets them: their stock reservations released) and the reservations of their SKUs checked; after the
// sweep, what stays on purpose is read back by id and listed under "left by design" (src/runtime/left-by-design.ts).
// Playwright calls this through fixtures/global-teardown.ts.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadTargetConfig } from '../config/target-config.ts';
import { envForProject, targetOfProject } from '../config/targets.ts';
import { TargetClient } from './api-client.ts';
import { afterRunReport, waitForQueued } from './after-run.ts';
import type { Clock } from './async-poller.ts';
import { findPrefixed, sweepPrefix } from './cleanup.ts';
import { createTransport } from './http-transport.ts';
import { operationsOf, QueueProbe, readQueued, readStall } from './queue-watch.ts';
import { TokenBroker } from './tokens.ts';
import { captureRequests } from './capture.ts';
import type { RunProjects } from './global-setup.ts';
import { levelCovers, writesAllowed } from '../config/write-level.ts';
import { closeOutOrders, readLeftByDesign, removeReturns, reservationBalance, type CommerceApi, type LeftByDesign } from './left-by-design.ts';
import { readLeft } from './left-ledger.ts';

export async function tearDownRun(config: RunProjects): Promise<void> {
  const targetProjects = (config.projects ?? []).filter((p) => targetOfProject(p) !== null);
  const failures: string[] = [];
  if (targetProjects.length === 0) {
    const problem = await tearDownTarget(process.env, resolve(process.env.COMMERCE_RUN_DIR ?? join('runs', 'latest')));
    if (problem !== null) failures.push(problem);
  }
  for (const project of targetProjects) {
    const env = envForProject(project) as Record<string, string>;
    const problem = await tearDownTarget(env, env.COMMERCE_RUN_DIR as string);
    if (problem !== null) failures.push(`${project.name}: ${problem}`);
  }
  // Every target is cleaned and checked before the run fails (a thrown error fails the run after the tests).
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

/** The suite's own lines go to stderr: stdout belongs to the reporters (--reporter=json > out.json must parse). */
const say = (line: string): void => void process.stderr.write(`${line}\n`);

/** Wall-clock time: the workers' stall record (consumer-stalled.json) says when the queue last moved in epoch ms. */
const wallClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

/**
 * Finishes a write run that never reached its teardown (interrupted, killed, the machine restarted): the same wait,
 * close-out, sweep and read-back, on that run's directory and prefix only, at the level it ran with (full when it
 * left a ledger of orders, else allow). Without this its entities stay until a later run's set-up sweeps leftovers
 * older than six hours. Returns the failing summary, null when it ended clean, or a sentence saying why nothing was done.
 */
export async function finishRun(env: Record<string, string | undefined>, runDir: string): Promise<{ ok: boolean; summary: string }> {
  const fingerprintFile = join(runDir, 'fingerprint.json');
  if (!existsSync(fingerprintFile)) return { ok: false, summary: `${fingerprintFile} does not exist: give the directory of the run to finish (its COMMERCE_RUN_DIR, default runs/latest)` };
  const prefix = (JSON.parse(readFileSync(fingerprintFile, 'utf8')) as { runPrefix?: string }).runPrefix;
  if (!prefix) return { ok: false, summary: `${fingerprintFile} names no run prefix: nothing to finish` };
  const level = readLeft(runDir, prefix).length > 0 ? 'full' : 'allow';
  const loaded = loadTargetConfig({ ...env, COMMERCE_WRITES: level });
  if (!loaded.ok) return { ok: false, summary: loaded.problems.map((p) => p.message).join('\n') };
  if (!loaded.config.baseUrl) return { ok: false, summary: 'COMMERCE_BASE_URL is not set: set it to the installation the run wrote to' };
  const problem = await tearDownTarget({ ...env, COMMERCE_WRITES: level }, runDir);
  return problem === null ? { ok: true, summary: `run ${prefix} finished at ${level}: ${join(runDir, 'after-run.json')}` } : { ok: false, summary: problem };
}

/** Cleans one target; returns the run-failing message, or null when the run ended clean. */
async function tearDownTarget(env: Record<string, string | undefined>, runDir: string): Promise<string | null> {
  const loaded = loadTargetConfig(env);
  const fingerprintFile = join(runDir, 'fingerprint.json');
  const fingerprint = existsSync(fingerprintFile) ? (JSON.parse(readFileSync(fingerprintFile, 'utf8')) as { runPrefix?: string; oauthSigning?: { origin?: string | null; problem?: string | null } | null }) : null;
  const prefix = fingerprint?.runPrefix;
  if (!loaded.ok || !writesAllowed(loaded.config.writes) || !loaded.config.baseUrl || !prefix) return null;
  const config = loaded.config;
  const transport = createTransport({ ignoreTlsErrors: config.ignoreTlsErrors });
  try {
    const client = new TargetClient(transport, { baseUrl: config.baseUrl as string, submissionBaseUrl: null, timeoutMs: config.requestTimeoutMs });
    const tokens = new TokenBroker(client, config);
    // The integration may be the one answering as the admin (no admin configured): it signs over the origin global
    // setup found, and one whose signature verifies nowhere wrote nothing as the admin.
    tokens.signingOrigin = fingerprint?.oauthSigning?.origin ?? null;
    captureRequests(client, tokens, config, null);
    if (!tokens.available('admin') || (tokens.adminIdentity === 'integration-oauth1' && fingerprint?.oauthSigning?.problem)) return null;
    const get = async (path: string, query?: Record<string, string>) => client.send({ method: 'GET', base: 'store', path, query, storeCode: null, token: await tokens.tokenFor('admin') });
    // 1. Every bulk the run got accepted (all workers) must be terminal before the sweep.
    const lines = readQueued(runDir, prefix);
    const stall = readStall(runDir, prefix);
    let announced = false;
    const wait = await waitForQueued(lines, {
      status: (uuid) => get(`/V1/bulk/${encodeURIComponent(uuid)}/status`),
      operations: (uuids) => operationsOf((path, query) => get(path, query), uuids),
      probe: new QueueProbe((path, query) => get(path, query), wallClock, 5000),
      clock: wallClock,
      stallMs: config.queueStallMs,
      maxWaitMs: Math.max(10 * 60_000, 10 * config.queueStallMs),
      movedBefore: stall?.lastMovedAt ?? null,
      onRound: (bulks, operations) => {
        if (announced) return;
        announced = true;
        say(`commerce-conformance: waiting for ${operations} open operation(s) in ${bulks} bulk(s) this run queued before the cleanup (until nothing moves for ${Math.round(config.queueStallMs / 1000)} s)`);
      },
    });
    // 2. (full level) The run's orders closed out and their reservations checked, while the products still exist.
    const full = levelCovers(config.writes, 'full');
    const commerce: CommerceApi = {
      get,
      post: async (path, body) => client.send({ method: 'POST', base: 'store', path, body, storeCode: config.storeCode, token: await tokens.tokenFor('admin') }),
      delete: async (path, query) => client.send({ method: 'DELETE', base: 'store', path, ...(query !== undefined ? { query } : {}), storeCode: config.storeCode, token: await tokens.tokenFor('admin') }),
    };
    const ledger = full ? readLeft(runDir, prefix) : [];
    const closeOut = full ? await closeOutOrders(commerce, ledger) : null;
    const reservations = closeOut !== null ? await reservationBalance(commerce, closeOut.skus) : null;
    const returns = full ? await removeReturns(commerce, ledger) : undefined;
    // 3. The sweep, then 4. the end state read back.
    const token = (await tokens.tokenFor('admin')) as string;
    const swept = await sweepPrefix(client, token, config.storeCode, prefix, () => true, config.cleanupConcurrency);
    writeFileSync(join(runDir, 'cleanup.json'), `${JSON.stringify({ prefix, ...swept }, null, 2)}\n`);
    const left = await findPrefixed(client, token, prefix, swept, config.cleanupConcurrency);
    const leftByDesign: LeftByDesign | null = closeOut !== null && reservations !== null ? await readLeftByDesign(commerce, prefix, ledger, closeOut, reservations, returns) : null;
    const report = afterRunReport({ prefix, lines, wait, swept, left, stall, stallMs: config.queueStallMs, runDir, leftByDesign });
    writeFileSync(join(runDir, 'after-run.json'), `${JSON.stringify(report, null, 2)}\n`);
    if (report.ok) {
      say(report.summary);
      return null;
    }
    return report.summary;
  } finally {
    transport.close();
  }
}
