// The validator pack: every validator the processes of one registry key compiled, in one file that a warm process
// reads once and evaluates once, with a V8 code cache next to it so that evaluating it parses almost nothing.
//
// File <registryDir>/validators.pack: one line of JSON (the header), then JavaScript: an array literal of functions,
// one per segment, each wrapping the text of a CommonJS module of ajv standalone code:
//   {"format": …, "hash": <sha256 of the JavaScript>, "segments": [{owner, start, end}], "entries": {key: [segment, export, function]}}
//   [
//   function (require, module, exports) {
//   <standalone code>
//   }, …]
// An entry names the segment, the export of the segment's module that is the validation function ('' = the module
// itself) and the function's identity (src/schema/registry.ts's function key: operations that share a response schema share
// a function). A segment is what one registry instance compiled (its owner), as ajv's multi-export standalone code,
// so a definition used by many operations appears once. Segments of other processes are carried over as they are.
//
// The header's hash is checked before anything is used: a damaged or foreign pack is ignored as a whole, never run.
// Segments are evaluated lazily, and V8 compiles each function only when it is first called.
//
// Code cache: <registryDir>/validators.<hash prefix>.v8, V8's cached data for the pack's script (vm.Script
// cachedData), after the sha256 of that data. It is named after the pack's hash, so it never meets another pack's
// text. The checksum is checked here because V8 release builds check only a header (version, flags, source length):
// damaged data would reach V8's deserializer. V8 rejects data of another version or other flags
// (cachedDataRejected); either way the code cache is then written anew by this process.

import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { ValidateFunction } from 'ajv';
import { readIfPresent, removeQuietly, sha256, writeAtomically } from './cache-files.ts';

export const PACK_FILE = 'validators.pack';
const FORMAT = 'commerce-conformance validator pack 1';
const CODE_CACHE = /^validators\.[0-9a-f]{16}\.v8$/;

export interface PackEntry {
  readonly segment: number;
  /** The export of the segment's module that is the function; '' = module.exports itself. */
  readonly exportName: string;
  readonly functionKey: string;
}

export interface PackSegmentSource {
  readonly owner: string;
  readonly code: string;
}

/** How segment code reaches modules (ajv's runtime, the format table): see src/schema/registry.ts. */
export type ModuleRequire = (id: string) => unknown;

interface PackHeader {
  format: string;
  hash: string;
  segments: Array<{ owner: string; start: number; end: number }>;
  entries: Record<string, [number, string, string]>;
}

type SegmentWrapper = (require: ModuleRequire, module: { exports: unknown }, exports: unknown) => void;

export type CodeCacheState = 'not-evaluated' | 'used' | 'missing' | 'rejected';

export class ValidatorPack {
  private script: vm.Script | null = null;
  private wrappers: SegmentWrapper[] | null = null;
  private readonly segmentExports = new Map<number, unknown>();
  private text: string | null = null;
  private broken = false;
  private cacheState: CodeCacheState = 'not-evaluated';

  private constructor(
    readonly file: string,
    private readonly header: PackHeader,
    private javascript: Buffer | null,
    private readonly require: ModuleRequire,
  ) {}

  /** The pack in `dir`, or null when there is none or it is damaged (then it is as good as absent). */
  static read(dir: string, require: ModuleRequire): ValidatorPack | null {
    const file = path.join(dir, PACK_FILE);
    const bytes = readIfPresent(file);
    if (bytes === null) return null;
    const newline = bytes.indexOf(10);
    if (newline < 0) return null;
    let header: unknown;
    try {
      header = JSON.parse(bytes.toString('utf8', 0, newline));
    } catch {
      return null;
    }
    if (!isPackHeader(header)) return null;
    const javascript = bytes.subarray(newline + 1);
    if (sha256(javascript) !== header.hash) return null;
    return new ValidatorPack(file, header, javascript, require);
  }

  /** sha256 of the pack's JavaScript: identifies this pack's content. */
  get hash(): string {
    return this.header.hash;
  }

  get segmentCount(): number {
    return this.header.segments.length;
  }

  segmentOwner(index: number): string {
    return this.header.segments[index]?.owner ?? '';
  }

  /** The segment's module text (to carry it over into a new pack). */
  segmentCode(index: number): string {
    const span = this.header.segments[index];
    if (span === undefined) throw new Error(`${this.file}: no segment ${index}`);
    return this.source().slice(span.start, span.end);
  }

  entry(key: string): PackEntry | undefined {
    const raw = this.header.entries[key];
    return raw === undefined ? undefined : { segment: raw[0], exportName: raw[1], functionKey: raw[2] };
  }

  *entries(): Generator<[string, PackEntry]> {
    for (const key of Object.keys(this.header.entries)) {
      const entry = this.entry(key);
      if (entry !== undefined) yield [key, entry];
    }
  }

  /** The entry's validation function, evaluating the pack and the segment on first need; null if that fails. */
  functionFor(entry: PackEntry): ValidateFunction | null {
    const exported = this.segmentModule(entry.segment);
    if (exported === undefined) return null;
    const candidate: unknown =
      entry.exportName === ''
        ? exported
        : typeof exported === 'object' && exported !== null
          ? (exported as Record<string, unknown>)[entry.exportName]
          : undefined;
    return typeof candidate === 'function' ? (candidate as ValidateFunction) : null;
  }

  get codeCache(): CodeCacheState {
    return this.cacheState;
  }

  /** Whether the pack turned out unusable when evaluated (its entries are then compiled or read elsewhere). */
  get damaged(): boolean {
    return this.broken;
  }

  /** Writes V8's code cache for this pack (after use, so it holds the functions this process compiled). */
  writeCodeCache(): void {
    if (this.script === null) return;
    writeCodeCacheFile(codeCachePath(path.dirname(this.file), this.header.hash), this.script.createCachedData());
    this.cacheState = 'used';
  }

  private source(): string {
    if (this.text === null) {
      this.text = this.javascript?.toString('utf8') ?? '';
      this.javascript = null; // the text is what is used from now on
    }
    return this.text;
  }

  private evaluate(): SegmentWrapper[] | null {
    if (this.wrappers !== null) return this.wrappers;
    if (this.broken) return null;
    try {
      const cachedData = readCodeCacheFile(codeCachePath(path.dirname(this.file), this.header.hash));
      const script = new vm.Script(this.source(), { filename: this.file, cachedData });
      this.cacheState = cachedData === undefined ? 'missing' : script.cachedDataRejected === true ? 'rejected' : 'used';
      const value: unknown = script.runInThisContext();
      if (!Array.isArray(value) || value.length !== this.segmentCount || !value.every((f) => typeof f === 'function')) {
        throw new Error('not a pack');
      }
      this.script = script;
      this.wrappers = value as SegmentWrapper[];
      return this.wrappers;
    } catch {
      this.broken = true;
      return null;
    }
  }

  private segmentModule(index: number): unknown {
    if (this.segmentExports.has(index)) return this.segmentExports.get(index);
    const wrapper = this.evaluate()?.[index];
    if (wrapper === undefined) return undefined;
    let exported: unknown;
    try {
      exported = runSegment(wrapper, this.require);
    } catch {
      exported = undefined;
    }
    this.segmentExports.set(index, exported);
    return exported;
  }
}

/**
 * Writes a pack of these segments and entries into `dir` (atomically), then its code cache. The code cache is made
 * from this process having evaluated every segment's module code, so a warm reader compiles none of it.
 */
export function writePack(
  dir: string,
  segments: readonly PackSegmentSource[],
  entries: ReadonlyMap<string, PackEntry>,
  require: ModuleRequire,
): void {
  let javascript = '[';
  const spans: PackHeader['segments'] = [];
  segments.forEach((segment, index) => {
    javascript += `${index === 0 ? '' : ','}\nfunction (require, module, exports) {\n`;
    const start = javascript.length;
    javascript += segment.code;
    spans.push({ owner: segment.owner, start, end: javascript.length });
    javascript += '\n}';
  });
  javascript += '\n]\n';
  const bytes = Buffer.from(javascript, 'utf8');
  const header: PackHeader = { format: FORMAT, hash: sha256(bytes), segments: spans, entries: {} };
  for (const [key, entry] of entries) header.entries[key] = [entry.segment, entry.exportName, entry.functionKey];
  const file = path.join(dir, PACK_FILE);
  writeAtomically(file, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`, 'utf8'), bytes]));

  const script = new vm.Script(javascript, { filename: file });
  const wrappers = script.runInThisContext() as SegmentWrapper[];
  for (const wrapper of wrappers) runSegment(wrapper, require);
  const cache = codeCachePath(dir, header.hash);
  writeCodeCacheFile(cache, script.createCachedData());
  for (const name of listQuietly(dir)) {
    if (CODE_CACHE.test(name) && path.join(dir, name) !== cache) removeQuietly(path.join(dir, name));
  }
}

function runSegment(wrapper: SegmentWrapper, require: ModuleRequire): unknown {
  const module: { exports: unknown } = { exports: {} };
  wrapper(require, module, module.exports);
  return module.exports;
}

function writeCodeCacheFile(file: string, data: Buffer): void {
  writeAtomically(file, Buffer.concat([createHash('sha256').update(data).digest(), data]));
}

/** The code cache's data if the file is there and its checksum holds; otherwise undefined (as if missing). */
function readCodeCacheFile(file: string): Buffer | undefined {
  const bytes = readIfPresent(file);
  if (bytes === null || bytes.length <= 32) return undefined;
  const data = bytes.subarray(32);
  return createHash('sha256').update(data).digest().equals(bytes.subarray(0, 32)) ? data : undefined;
}

function codeCachePath(dir: string, hash: string): string {
  return path.join(dir, `validators.${hash.slice(0, 16)}.v8`);
}

function listQuietly(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function isPackHeader(value: unknown): value is PackHeader {
  if (typeof value !== 'object' || value === null) return false;
  const header = value as Partial<PackHeader>;
  if (header.format !== FORMAT || typeof header.hash !== 'string' || !Array.isArray(header.segments)) return false;
  const segments = header.segments;
  const spansOk = segments.every(
    (s: unknown) =>
      typeof s === 'object' &&
      s !== null &&
      typeof (s as { owner?: unknown }).owner === 'string' &&
      Number.isInteger((s as { start?: unknown }).start) &&
      Number.isInteger((s as { end?: unknown }).end),
  );
  if (!spansOk || typeof header.entries !== 'object' || header.entries === null) return false;
  return Object.values(header.entries).every(
    (e: unknown) =>
      Array.isArray(e) &&
      e.length === 3 &&
      Number.isInteger(e[0]) &&
      (e[0] as number) >= 0 &&
      (e[0] as number) < segments.length &&
      typeof e[1] === 'string' &&
      typeof e[2] === 'string',
  );
}
