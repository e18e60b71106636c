// Verdict changes for the ledger (ledger/<Module>.yaml) kept as data, applied to the YAML with its comments and layout
// kept. Several workers edit ledger files at once; a change written as data (scripts/ledger-edits/*.json) can be made
// in one branch to the files it owns and replayed on the others once their branches are merged, instead of being
// merged line by line.
//
//   node --import tsx scripts/apply-ledger-edits.ts <edits.json> [--ledger DIR] [--only M1,M2 | --except M1,M2] [--dry-run]
//
// An edit names one behaviour by module, class (and the class's path where a module has two classes of that name),
// method and the behaviour's exact sentence, and says which keys to set and which to remove:
//
//   { "module": "Tax", "class": "TaxRateRepositoryTest", "method": "testDeleteTaxRate",
//     "behaviour": "A delete answers true.",
//     "set": { "verdict": "full", "check": "write.answer-value", "shownBy": "src/checks/write/answer-value.test.ts" },
//     "unset": ["missing"], "comment": "optional: a YAML comment written above the behaviour" }
//
// The ledger's schema gives a behaviour no note of its own; `comment` is where an edit says what a second check judges.
// Nothing is written unless every edit of every file applies: a behaviour not found, found twice, named by two edits,
// or a file the edits leave invalid (ledger/ledger.schema.json, a full verdict that keeps its `missing`) fails the
// whole run, every problem listed. Applying the same edits again changes nothing.

import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isScalar, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { parseLedgerFile } from '../src/ledger/ledger-file.ts';
import { VERDICTS, type Verdict } from '../src/ledger/types.ts';

/** The keys an edit may set, in the order a behaviour writes them (a key new to the behaviour is added last). */
export const SETTABLE = ['route', 'verdict', 'check', 'shownBy', 'missing'] as const;
export type SettableKey = (typeof SETTABLE)[number];
/** The keys an edit may remove: what a new verdict no longer carries. */
export const REMOVABLE = ['check', 'shownBy', 'missing', 'reason'] as const;
export type RemovableKey = (typeof REMOVABLE)[number];

export interface LedgerEdit {
  module: string;
  class: string;
  /** The class's file, where the module has two classes of one name (magento/inventory's GetListTest). */
  path?: string;
  method: string;
  /** The behaviour's sentence, exactly as the ledger has it. */
  behaviour: string;
  set: Partial<Record<SettableKey, string>>;
  unset?: RemovableKey[];
  comment?: string;
}

/** Every problem of a set of edits or of their application, one line each. */
export class LedgerEditsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'LedgerEditsError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the edits

const EDIT_KEYS = new Set(['module', 'class', 'path', 'method', 'behaviour', 'set', 'unset', 'comment']);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSettable = (k: string): k is SettableKey => (SETTABLE as readonly string[]).includes(k);
const isRemovable = (k: unknown): k is RemovableKey => typeof k === 'string' && (REMOVABLE as readonly string[]).includes(k);
const isVerdict = (v: unknown): v is Verdict => typeof v === 'string' && (VERDICTS as readonly string[]).includes(v);

/** The edits of a JSON document (a list of edits), or every problem of it. */
export function parseEdits(json: unknown): LedgerEdit[] {
  if (!Array.isArray(json)) throw new LedgerEditsError(['the edits are not a list']);
  const problems: string[] = [];
  const edits: LedgerEdit[] = [];
  json.forEach((raw, i) => {
    const at = `edit ${i + 1}`;
    if (!isRecord(raw)) return void problems.push(`${at}: not an object`);
    for (const key of Object.keys(raw)) if (!EDIT_KEYS.has(key)) problems.push(`${at}: unknown key ${key}`);
    const text = (key: string, required: boolean): string | undefined => {
      const v = raw[key];
      if (v === undefined && !required) return undefined;
      if (typeof v !== 'string' || v.length === 0) problems.push(`${at}: ${key} must be a non-empty string`);
      return typeof v === 'string' ? v : undefined;
    };
    const [module, cls, path, method, behaviour, comment] = [text('module', true), text('class', true), text('path', false), text('method', true), text('behaviour', true), text('comment', false)];
    const set: Partial<Record<SettableKey, string>> = {};
    if (!isRecord(raw.set)) problems.push(`${at}: set must be an object of ${SETTABLE.join(', ')}`);
    else {
      for (const [key, value] of Object.entries(raw.set)) {
        if (!isSettable(key)) problems.push(`${at}: set.${key} is not a key an edit sets (${SETTABLE.join(', ')})`);
        else if (typeof value !== 'string' || value.length === 0) problems.push(`${at}: set.${key} must be a non-empty string`);
        else set[key] = value;
      }
      if (set.verdict !== undefined && !isVerdict(set.verdict)) problems.push(`${at}: set.verdict ${set.verdict} is not one of ${VERDICTS.join(', ')}`);
    }
    const unset = raw.unset;
    if (unset !== undefined && (!Array.isArray(unset) || !unset.every(isRemovable))) problems.push(`${at}: unset must be a list of ${REMOVABLE.join(', ')}`);
    const removed = Array.isArray(unset) ? unset.filter(isRemovable) : [];
    for (const key of removed) if (key in set) problems.push(`${at}: ${key} is both set and unset`);
    if (module === undefined || cls === undefined || method === undefined || behaviour === undefined) return;
    edits.push({ module, class: cls, ...(path === undefined ? {} : { path }), method, behaviour, set, ...(removed.length > 0 ? { unset: removed } : {}), ...(comment === undefined ? {} : { comment }) });
  });
  const seen = new Map<string, number>();
  edits.forEach((e, i) => {
    const key = JSON.stringify([e.module, e.class, e.path ?? '', e.method, e.behaviour]);
    const first = seen.get(key);
    if (first !== undefined) problems.push(`edit ${i + 1}: names the behaviour edit ${first + 1} names (${describe(e)})`);
    else seen.set(key, i);
  });
  if (problems.length > 0) throw new LedgerEditsError(problems);
  return edits;
}

const describe = (e: LedgerEdit): string => `${e.module} ${e.class}${e.path ? ` (${e.path})` : ''}::${e.method} "${e.behaviour}"`;

// ---------------------------------------------------------------------------------------------------------------
// Applying them to one file

/** How the ledger files are written: no folding of long lines, sequences flush with their key, flow maps unpadded
 * ({kind: gap, why: ...}). With these a file read and written unchanged is byte for byte the same. */
const WRITE_OPTIONS = { lineWidth: 0, indentSeq: false, flowCollectionPadding: false } as const;

const mapsOf = (node: unknown): YAMLMap[] => (isSeq(node) ? node.items.filter((item): item is YAMLMap => isMap(item)) : []);
const textOf = (map: YAMLMap, key: string): string | undefined => {
  const v = map.get(key);
  return typeof v === 'string' ? v : undefined;
};

/** A behaviour found, with the list that holds it (a comment above the list's first item is read as the list's). */
interface Found {
  behaviour: YAMLMap;
  list: YAMLSeq;
}

/** The behaviours of a ledger document an edit names (none, one, or, when it is ambiguous, several). */
function behavioursNamed(doc: Document, e: LedgerEdit): { found: Found[]; near: string } {
  const classes = mapsOf(doc.get('classes')).filter((c) => textOf(c, 'class') === e.class && (e.path === undefined || textOf(c, 'path') === e.path));
  if (classes.length === 0) return { found: [], near: `no class ${e.class}${e.path ? ` of ${e.path}` : ''}` };
  const methods = classes.flatMap((c) => mapsOf(c.get('methods')).filter((m) => textOf(m, 'method') === e.method));
  if (methods.length === 0) return { found: [], near: `no method ${e.method} in ${e.class}` };
  const found: Found[] = [];
  const sentences: string[] = [];
  for (const m of methods) {
    const list = m.get('behaviours', true);
    if (!isSeq(list)) continue;
    for (const b of mapsOf(list)) {
      sentences.push(textOf(b, 'behaviour') ?? '');
      if (textOf(b, 'behaviour') === e.behaviour) found.push({ behaviour: b, list });
    }
  }
  return { found, near: `${e.class}::${e.method} has: ${sentences.map((s) => JSON.stringify(s)).join(' | ')}` };
}

/** The comment above a behaviour as its own: the parser gives a comment above a list's first item to the list. Both
 * are written in the same place, so moving it changes nothing in the file. */
function ownComment({ behaviour, list }: Found): void {
  if (list.items[0] !== behaviour || list.commentBefore === undefined || list.commentBefore === null) return;
  behaviour.commentBefore = behaviour.commentBefore ? `${list.commentBefore}\n${behaviour.commentBefore}` : list.commentBefore;
  list.commentBefore = undefined;
}

/** The comment with `line` added, unless it has that line already (an edit applied again). */
function withLine(comment: string | null | undefined, line: string): string {
  const lines = comment ? comment.split('\n') : [];
  return lines.includes(` ${line}`) ? (comment ?? '') : [...lines, ` ${line}`].join('\n');
}

/** A behaviour's keys and comment, to tell whether an edit changed it. */
const stateOf = (b: YAMLMap): string => JSON.stringify([b.toJSON(), b.commentBefore ?? null]);

/** `text` (the ledger file `file`, named so in problems) with `edits` (all of its module) applied; `changed` counts
 * the behaviours whose keys or comment differ afterwards. Throws LedgerEditsError listing every problem. */
export function applyEdits(file: string, text: string, edits: readonly LedgerEdit[]): { text: string; changed: number } {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new LedgerEditsError(doc.errors.map((err) => `${file}: ${err.message}`));
  const module = doc.get('module');
  const problems: string[] = [];
  let changed = 0;
  for (const e of edits) {
    if (e.module !== module) {
      problems.push(`${file}: the edit of ${describe(e)} is for module ${e.module}, the file's is ${String(module)}`);
      continue;
    }
    const { found, near } = behavioursNamed(doc, e);
    const [first] = found;
    if (first === undefined) {
      problems.push(`${file}: behaviour not found: ${describe(e)} (${near})`);
      continue;
    }
    if (found.length > 1) {
      problems.push(`${file}: ${found.length} behaviours match ${describe(e)}: give the class's path`);
      continue;
    }
    ownComment(first);
    const b = first.behaviour;
    const before = stateOf(b);
    for (const key of e.unset ?? []) b.delete(key);
    for (const key of SETTABLE) {
      const value = e.set[key];
      if (value === undefined) continue;
      const held = b.get(key, true);
      // A scalar held keeps its node, so its quoting style stays; a key new to the behaviour is added last.
      if (isScalar(held)) held.value = value;
      else b.set(key, value);
    }
    if (e.comment !== undefined) b.commentBefore = withLine(b.commentBefore, e.comment);
    if (stateOf(b) !== before) changed += 1;
  }
  if (problems.length > 0) throw new LedgerEditsError(problems);
  const out = doc.toString(WRITE_OPTIONS);
  // The file as the ledger reads it: its schema, and the keys each verdict must not carry.
  const read = parseLedgerFile(file, out);
  if (!read.ok) throw new LedgerEditsError(read.problems.map((p) => `${p.file}:${p.line}:${p.column}: after the edits, ${p.message} (${p.hint})`));
  return { text: out, changed };
}

// ---------------------------------------------------------------------------------------------------------------
// The command

export interface ApplyOptions {
  ledgerDir: string;
  /** Modules to apply (all the edits name when absent). */
  only?: readonly string[];
  /** Modules to leave alone (their files are another worker's). */
  except?: readonly string[];
  dryRun?: boolean;
}

export interface ModuleResult {
  module: string;
  file: string;
  edits: number;
  changed: number;
}

/** The modules the edits name that the options select, in the edits' order. A module --except names that no edit
 * names is nothing to leave out (a list of another worker's files); one --only names is a mistake: nothing would apply. */
export function selectedModules(edits: readonly LedgerEdit[], options: Pick<ApplyOptions, 'only' | 'except'>): string[] {
  const named = [...new Set(edits.map((e) => e.module))];
  const unknown = (options.only ?? []).filter((m) => !named.includes(m));
  if (unknown.length > 0) throw new LedgerEditsError([`--only: no edit names module(s) ${unknown.join(', ')} (the edits name ${named.join(', ')})`]);
  return named.filter((m) => (options.only === undefined || options.only.includes(m)) && !(options.except ?? []).includes(m));
}

/** Applies the edits to ledger/<Module>.yaml of every selected module; writes nothing unless all of them apply. */
export function applyEditsToLedger(edits: readonly LedgerEdit[], options: ApplyOptions): ModuleResult[] {
  const results: Array<ModuleResult & { text: string }> = [];
  const problems: string[] = [];
  for (const module of selectedModules(edits, options)) {
    const file = join(options.ledgerDir, `${module}.yaml`);
    const own = edits.filter((e) => e.module === module);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      problems.push(`${file}: cannot be read (${err instanceof Error ? err.message : String(err)})`);
      continue;
    }
    try {
      const applied = applyEdits(file, text, own);
      results.push({ module, file, edits: own.length, changed: applied.changed, text: applied.text });
    } catch (err) {
      if (err instanceof LedgerEditsError) problems.push(...err.problems);
      else throw err;
    }
  }
  if (problems.length > 0) throw new LedgerEditsError(problems);
  if (options.dryRun !== true) for (const r of results) if (r.changed > 0) writeFileSync(r.file, r.text);
  return results.map(({ text: _text, ...r }) => r);
}

function valueAfter(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) throw new LedgerEditsError([`${name} needs a value`]);
  return value;
}

const USAGE = 'usage: node --import tsx scripts/apply-ledger-edits.ts <edits.json> [--ledger DIR] [--only M1,M2 | --except M1,M2] [--dry-run]';

function main(args: string[]): number {
  const valued = new Set(['--ledger', '--only', '--except']);
  const positional = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
  const [editsFile] = positional;
  if (editsFile === undefined || positional.length > 1 || args.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  try {
    const only = valueAfter(args, '--only')?.split(',');
    const except = valueAfter(args, '--except')?.split(',');
    if (only !== undefined && except !== undefined) throw new LedgerEditsError(['--only and --except do not go together']);
    const edits = parseEdits(JSON.parse(readFileSync(editsFile, 'utf8')) as unknown);
    const dryRun = args.includes('--dry-run');
    const results = applyEditsToLedger(edits, { ledgerDir: resolve(valueAfter(args, '--ledger') ?? 'ledger'), ...(only ? { only } : {}), ...(except ? { except } : {}), dryRun });
    for (const r of results) console.log(`${r.module}: ${r.edits} edit(s), ${r.changed} behaviour(s) changed${dryRun ? ' (dry run: nothing written)' : ''}`);
    const skipped = [...new Set(edits.map((e) => e.module))].filter((m) => !results.some((r) => r.module === m));
    if (skipped.length > 0) console.log(`not applied: ${skipped.map((m) => `${m} (${edits.filter((e) => e.module === m).length})`).join(', ')}`);
    return 0;
  } catch (err) {
    if (!(err instanceof LedgerEditsError) && !(err instanceof SyntaxError)) throw err;
    console.error(`apply-ledger-edits: nothing written:\n${err instanceof LedgerEditsError ? err.problems.map((p) => `  ${p}`).join('\n') : `  ${editsFile}: ${err.message}`}`);
    return 1;
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
