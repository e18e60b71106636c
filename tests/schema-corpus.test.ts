// The library against the real platform (tests/corpus: samples of published documents and a real Magento 2.4.7-p3's
// answers): every published document loads, passes the Swagger 2.0 meta-schema except for the quirks listed below,
// and compiles; and every 200 answer of the corpus whose operation the sample of that installation's own schema
// holds validates against it with contracts/overlays.yaml — zero false failures — while every overlay is shown to
// be needed by at least one real answer.

import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { HttpMethod, SchemaOverlay } from '../src/contracts/types.ts';
import {
  createSchemaRegistry,
  formatMetaSchemaProblems,
  formatViolations,
  loadOverlaysFile,
  loadSchemaDocument,
  RESPONSE_TARGET,
  validateSwaggerDocument,
  type SchemaRegistry,
  type SchemaViolation,
} from '../src/schema/index.ts';
import { corpusPath, realAnswers } from './helpers/corpus.ts';

const REPO = path.join(import.meta.dirname, '..');
const ADMIN_SCHEMA = corpusPath('real-2.4.7-p3/schema-admin-all.json');
const OVERLAYS_FILE = path.join(REPO, 'contracts', 'overlays.yaml');

/**
 * Known departures of real documents from Swagger 2.0, by file name pattern. Every problem a document has must be
 * one of these, and each listed quirk must really occur: a new kind of problem, or a fixed one, fails the test.
 */
const KNOWN_META_QUIRKS: Array<{ files: RegExp; problem: RegExp; why: string }> = [
  {
    files: /^published-schemas\/adobedocs\//,
    problem: /^\/info\/description: must be string$/,
    why: "Adobe's documents are written for Redocly: info.description is {$ref: intro/*.md}, an include, not a string",
  },
  {
    files: /^published-schemas\/adobedocs\/accs-schema\.json$/,
    problem: /^\/host: must match pattern/,
    why: 'the cloud-service document puts a scheme and a path template into host (https://<server>.api.../<tenant-id>)',
  },
  {
    files: /^published-schemas\/php-etl-original\/commerce-b2b-2\.2\.10\.json$/,
    problem: /\/operationId: operationId "\w+" is also used by [A-Z]+ \/V1\/(carts\/mine|customers\/me|customerGroups\/default)\b/,
    why: "the 2.2 generator gave the caller's own routes (/V1/carts/mine/..., /V1/customers/me..., /V1/customerGroups/default) the operationId of their parameterised twins (2.4.7's generator does not)",
  },
];

/** The published documents of the corpus (each a sample: some operations and every definition they reach). */
const REFERENCE_DOCUMENTS = [
  'real-2.4.7-p3/schema-admin-all.json',
  'real-2.4.7-p3/schema-async.json',
  'real-2.4.7-p3/schema-guest.json',
  'published-schemas/adobedocs/accs-schema.json',
  'published-schemas/adobedocs/admin-schema-2.4.6.json',
  'published-schemas/adobedocs/admin-schema-2.4.7.json',
  'published-schemas/php-etl-original/commerce-b2b-2.2.10.json',
];

test('every reference document loads, meets the meta-schema (known quirks aside) and every operation compiles', (t) => {
  const overlays = loadOverlaysFile(OVERLAYS_FILE);
  for (const relative of REFERENCE_DOCUMENTS) {
    const loaded = loadSchemaDocument(corpusPath(relative));
    const quirks = KNOWN_META_QUIRKS.filter((quirk) => quirk.files.test(relative));
    const verdict = validateSwaggerDocument(loaded.document);
    const problems = verdict.problems.map((problem) => `${problem.pointer}: ${problem.message}`);
    const unexplained = problems.filter((problem) => !quirks.some((quirk) => quirk.problem.test(problem)));
    assert.deepEqual(unexplained, [], `${relative}: unexpected problems\n${formatMetaSchemaProblems(relative, verdict.problems)}`);
    for (const quirk of quirks) {
      assert.ok(problems.some((problem) => quirk.problem.test(problem)), `${relative}: known quirk no longer seen: ${quirk.why}`);
    }

    const registry = createSchemaRegistry({ document: loaded, overlays });
    let withBody = 0;
    for (const operation of registry.operations.operations) {
      if (operation.responseSchema === null) continue;
      registry.forOperation(operation.method, operation.path);
      withBody += 1;
    }
    assert.ok(registry.stats().compiled > 0 && registry.stats().compiled <= withBody);
    const quirkNote = quirks.length === 0 ? 'valid Swagger 2.0' : `${problems.length} known problem(s): ${quirks.map((quirk) => quirk.why).join('; ')}`;
    t.diagnostic(`${relative}: ${registry.operations.operations.length} operations, ${withBody} with a response schema compiled; ${quirkNote}`);
  }
});

/** The 200 answers of the corpus whose operation the admin schema sample holds. */
function successfulAnswers(registry: SchemaRegistry): Array<{ file: string; method: HttpMethod; path: string; body: unknown }> {
  const held = new Set(registry.operations.operations.map((operation) => `${operation.method} ${operation.path}`));
  return realAnswers().filter((answer) => answer.status === 200 && held.has(`${answer.method} ${answer.path}`));
}

function violationsOf(registry: SchemaRegistry, answers: ReturnType<typeof successfulAnswers>): Map<string, SchemaViolation[]> {
  const failures = new Map<string, SchemaViolation[]>();
  for (const answer of answers) {
    const outcome = registry.forOperation(answer.method, answer.path).validate(answer.body);
    if (!outcome.valid) failures.set(answer.file, outcome.violations);
  }
  return failures;
}

test('zero false failures: every 200 answer of the real corpus validates against its own schema with the overlays', () => {
  const registry = createSchemaRegistry({ document: loadSchemaDocument(ADMIN_SCHEMA), overlays: loadOverlaysFile(OVERLAYS_FILE) });
  const answers = successfulAnswers(registry);
  const answered = new Set(answers.map((answer) => `${answer.method} ${answer.path}`));
  const unanswered = registry.operations.operations.map((operation) => `${operation.method} ${operation.path}`).filter((key) => !answered.has(key));
  assert.deepEqual(unanswered, [], 'every operation of the sample has a real 200 answer');
  const failures = violationsOf(registry, answers);
  const report = [...failures].map(([file, violations]) => `${file}\n${formatViolations(violations)}`).join('\n');
  assert.equal(failures.size, 0, report);
  assert.deepEqual(registry.unusedOverlays(), [], 'every definition overlay exists in the real schema');
});

/** Does the violation sit where the overlay points (its definition, and its property or any)? */
function overlayCovers(overlay: SchemaOverlay, violation: SchemaViolation): boolean {
  if (overlay.definition === RESPONSE_TARGET) return violation.instancePath === '';
  if (violation.definition !== overlay.definition || violation.instancePath === '') return false;
  const property = violation.instancePath.split('/').pop();
  return overlay.property === '*' || property === overlay.property;
}

test('every overlay is needed: without overlays, each one matches a real false failure', (t) => {
  const overlays = loadOverlaysFile(OVERLAYS_FILE);
  const bare = createSchemaRegistry({ document: loadSchemaDocument(ADMIN_SCHEMA) });
  const violations = [...violationsOf(bare, successfulAnswers(bare)).values()].flat();
  assert.ok(violations.length > 0, 'the real schema alone does produce false failures');
  for (const overlay of overlays) {
    const covered = violations.filter((violation) => overlayCovers(overlay, violation));
    assert.ok(covered.length > 0, `overlay ${overlay.definition}.${overlay.property} (${overlay.kind}) matches no real failure`);
  }
  const uncovered = violations.filter((violation) => !overlays.some((overlay) => overlayCovers(overlay, violation)));
  assert.deepEqual(uncovered, [], 'every false failure is explained by an overlay');
  t.diagnostic(`${overlays.length} overlays explain ${violations.length} violations of the bare schema`);
});

test('timing: load and compile every operation of the schema-admin-all.json sample, cold and from the disk cache', (t) => {
  const overlays = loadOverlaysFile(OVERLAYS_FILE);
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'schema-corpus-cache-'));
  const compileAll = (withCache: boolean): { ms: number; cpuMs: number; operations: number; registry: SchemaRegistry } => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    let operations = 0;
    const registry = createSchemaRegistry({
      document: loadSchemaDocument(ADMIN_SCHEMA),
      overlays,
      ...(withCache ? { cacheDir } : {}),
    });
    for (const operation of registry.operations.operations) {
      if (operation.responseSchema === null) continue;
      registry.forOperation(operation.method, operation.path);
      operations += 1;
    }
    const cpu = process.cpuUsage(cpuStarted);
    return { ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, operations, registry };
  };
  const cold = compileAll(false);
  const filling = compileAll(true);
  const warm = compileAll(true);
  assert.equal(warm.registry.stats().compiled, 0);
  assert.equal(warm.registry.stats().loadedFromCache, cold.registry.stats().compiled);
  // Wall time depends on what else the machine runs; CPU time of this process is logged next to it.
  const line =
    `schema-admin-all.json sample, ${cold.operations} operations (${cold.registry.stats().compiled} distinct response schemas): ` +
    `cold load+compile ${cold.ms.toFixed(0)} ms wall / ${cold.cpuMs.toFixed(0)} ms CPU, ` +
    `compile+write cache ${filling.ms.toFixed(0)} ms, from disk cache ${warm.ms.toFixed(0)} ms wall / ${warm.cpuMs.toFixed(0)} ms CPU`;
  t.diagnostic(line);
  console.log(line);
});
