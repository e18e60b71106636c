// One ledger file (ledger/<Module>.yaml) read against ledger/ledger.schema.json and the rules a schema cannot say
// well (a verdict's keys that do not belong to it, a class or method written twice, a module named unlike its
// file), every problem at its file:line:col.

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { pathInWords, keyProblem, pathOf, problemsAt } from '../contracts/validate-format.ts';
import { parseYamlSource, type YamlSource } from '../contracts/yaml-source.ts';
import type { Behaviour, LedgerModule, LedgerProblem, Place, ReasonKind, TestClass, TestMethod, Verdict } from './types.ts';

/** The format's schema, next to the data it describes. */
export const LEDGER_SCHEMA_FILE = new URL('../../ledger/ledger.schema.json', import.meta.url);

export type LedgerFileRead = { ok: true; module: LedgerModule } | { ok: false; problems: LedgerProblem[] };

/** The keys each verdict must not carry: a full verdict has nothing missing, a verdict with a check has no reason. */
const NOT_WITH: Record<Verdict, ReadonlyArray<keyof RawBehaviour>> = {
  full: ['missing', 'reason'],
  partly: ['reason'],
  'not-judged': ['check', 'shownBy', 'missing'],
};

interface RawBehaviour {
  behaviour: string;
  route: string;
  verdict: Verdict;
  check?: string;
  shownBy?: string;
  missing?: string;
  reason?: { kind: ReasonKind; why: string };
}

interface RawMethod {
  method: string;
  note?: string;
  behaviours: RawBehaviour[];
}

interface RawClass {
  class: string;
  repository: string;
  path: string;
  commit: string;
  release?: string;
  note?: string;
  methods: RawMethod[];
}

interface RawLedgerFile {
  module: string;
  classes: RawClass[];
}

/** `file` is the name problems carry (ledger/Tax.yaml); its base name must be the module's. */
export function parseLedgerFile(file: string, text: string): LedgerFileRead {
  const parsed = parseYamlSource(file, text);
  if (!parsed.ok) return { ok: false, problems: parsed.errors };
  const source = parsed.source;
  const validate = schemaValidator();
  if (!validate(source.value)) return { ok: false, problems: explain(validate.errors ?? [], source) };
  const raw = source.value as RawLedgerFile;
  const problems = problemsAt(source);
  const place = (path: Array<string | number>, key?: string): Place => ({ file, ...source.positionOf(path, key === undefined ? undefined : { key }) });

  const expected = basename(file).replace(/\.yaml$/, '');
  if (raw.module !== expected) problems.add(['module'], undefined, `module ${raw.module} in a file named ${basename(file)}`, `name the file ${raw.module}.yaml, or the module ${expected}`);

  // A class is its file: magento/inventory has several classes of one short name in one module (GetListTest of
  // SourceRepository, StockRepository and SourceItemRepository), each in its own namespace and file.
  const classLines = new Map<string, number>();
  const classes = raw.classes.map((c, ci): TestClass => {
    const first = classLines.get(c.path);
    if (first !== undefined) problems.add(['classes', ci, 'path'], undefined, `class ${c.class} of ${c.path} a second time (the first is at line ${first})`, 'one entry per class: merge them');
    else classLines.set(c.path, place(['classes', ci]).line);
    const methodLines = new Map<string, number>();
    const methods = c.methods.map((m, mi): TestMethod => {
      const at = ['classes', ci, 'methods', mi];
      const earlier = methodLines.get(m.method);
      if (earlier !== undefined) problems.add([...at, 'method'], undefined, `${c.class}::${m.method} a second time (the first is at line ${earlier})`, 'one entry per method: merge their behaviours');
      else methodLines.set(m.method, place(at).line);
      const behaviours = m.behaviours.map((b, bi): Behaviour => {
        const bAt = [...at, 'behaviours', bi];
        for (const key of NOT_WITH[b.verdict]) {
          if (b[key] !== undefined) problems.add(bAt, key, `${key} does not belong to a ${b.verdict} verdict`, hintFor(b.verdict, key));
        }
        return {
          behaviour: b.behaviour,
          route: b.route,
          verdict: b.verdict,
          check: b.check ?? null,
          shownBy: b.shownBy ?? null,
          missing: b.missing ?? null,
          reason: b.reason ?? null,
          at: place(bAt),
          fieldsAt: {
            route: place([...bAt, 'route']),
            ...(b.check === undefined ? {} : { check: place([...bAt, 'check']) }),
            ...(b.shownBy === undefined ? {} : { shownBy: place([...bAt, 'shownBy']) }),
          },
        };
      });
      return { method: m.method, note: m.note ?? null, behaviours };
    });
    return { name: c.class, module: raw.module, repository: c.repository, path: c.path, commit: c.commit, release: c.release ?? null, note: c.note ?? null, methods };
  });
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  return { ok: true, module: { module: raw.module, file, classes } };
}

/** Reads a ledger file from disk; one that cannot be read is one problem naming it. */
export function readLedgerFile(path: string, shownAs: string = path): LedgerFileRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return { ok: false, problems: [{ file: shownAs, line: 1, column: 1, message: `cannot be read (${e instanceof Error ? e.message : String(e)})`, hint: 'check the path' }] };
  }
  return parseLedgerFile(shownAs, text);
}

function hintFor(verdict: Verdict, key: keyof RawBehaviour): string {
  if (verdict === 'full') return key === 'missing' ? 'a behaviour with something missing is partly' : 'a judged behaviour has a check, not a reason';
  if (verdict === 'partly') return 'a partly judged behaviour says what is missing, not a reason';
  return key === 'missing' ? 'say it in reason.why' : 'a behaviour a check judges, even in part, is full or partly';
}

// ---------------------------------------------------------------------------------------------------------------
// The schema, compiled once per process, and its errors in words.

let compiled: ValidateFunction | null = null;

function schemaValidator(): ValidateFunction {
  if (compiled) return compiled;
  const { $id: _id, ...schema } = JSON.parse(readFileSync(LEDGER_SCHEMA_FILE, 'utf8')) as { $id?: string };
  compiled = new Ajv({ allErrors: true, strict: false, verbose: true }).compile(schema);
  return compiled;
}

const REQUIRED_HINTS: Record<string, string> = {
  module: 'add module: <the platform module, as the file is named>',
  classes: 'add classes: a list of the test classes read',
  class: 'add class: the short class name, e.g. CustomerRepositoryTest',
  repository: 'add repository: owner/name of the repository read, e.g. magento/magento2',
  path: 'add path: the class file in that repository',
  commit: 'add commit: the 40 hex digits of the commit read',
  methods: 'add methods: a list of the test methods',
  method: 'add method: the test method name',
  behaviours: 'add behaviours: a list ([] with a note for a method without a REST behaviour)',
  note: 'a method without REST behaviours says why in note:',
  behaviour: 'add behaviour: what the test asserts, in one sentence',
  route: 'add route: METHOD /V1/... as the contracts key it',
  verdict: 'add verdict: full | partly | not-judged',
  check: 'add check: the check id that judges it (docs/checks.md)',
  shownBy: 'add shownBy: the reference fault or the unit test file that shows the check failing',
  missing: 'add missing: what the check does not judge',
  reason: 'add reason: {kind: fixture | harm | configuration | gap, why: <one sentence>}',
  kind: 'add kind: fixture | harm | configuration | gap',
  why: 'add why: the reason in one sentence',
};

const PATTERN_HINTS: Record<string, string> = {
  commit: 'a commit is 40 lowercase hex digits (git rev-parse HEAD)',
  route: 'a route looks like GET /V1/taxRates/:rateId, as `commerce-contracts list` prints it',
  check: 'check ids look like write.read-back (docs/checks.md)',
  class: 'a class name ends in Test: TaxRateRepositoryTest',
  method: 'a test method name starts with test',
  module: 'a module name is a word in CamelCase: Tax, CatalogInventory',
  release: 'a release (2.4.7-p3) or a branch (2.4-develop, develop)',
};

function explain(errors: ErrorObject[], source: YamlSource): LedgerProblem[] {
  const problems = problemsAt(source);
  // ajv adds an `if` error to each unmet `then`; the `required` error beside it says the same, better.
  for (const e of errors.filter((x) => x.keyword !== 'if')) {
    const path = pathOf(e.instancePath);
    const where = path.length === 0 ? 'the file' : pathInWords(path);
    const last = path.at(-1);
    const name = typeof last === 'string' ? last : '';
    const common = keyProblem(e, where, REQUIRED_HINTS);
    if (common !== null) {
      problems.add(path, common.key, common.message, common.hint);
      continue;
    }
    let message: string;
    let hint: string;
    if (e.keyword === 'type' && path.length === 0) {
      message = 'not a ledger file: the file is not a mapping with module: and classes:';
      hint = 'see ledger/ledger.schema.json';
    } else if (e.keyword === 'enum') {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ');
      message = `${where} ${JSON.stringify(e.data)} is not allowed`;
      hint = `use one of: ${allowed}`;
    } else if (e.keyword === 'pattern') {
      message = `${where} ${JSON.stringify(e.data)} has the wrong form`;
      hint = PATTERN_HINTS[name] ?? `it must match ${(e.params as { pattern: string }).pattern}`;
    } else if (e.keyword === 'minLength' || e.keyword === 'minItems') {
      message = `${where} is empty or too short`;
      hint = REQUIRED_HINTS[name] ?? 'fill it in';
    } else {
      message = `${where}: ${e.message ?? 'invalid value'}`;
      hint = 'see ledger/ledger.schema.json';
    }
    problems.add(path, undefined, message, hint);
  }
  return problems.list;
}
