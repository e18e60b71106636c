// The reference's data files (route declarations, published data types): JSON read with Node's own parser, so the
// program keeps running on Node's built-ins alone. A loader checks each file's shape and names every problem at
// once as `file:line:col  where: what is wrong  (what to do)`, the way `commerce-contracts lint` reports contracts.
// Positions are worked out only when something is wrong (a second, position-keeping read of that file).

import { readFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';

/** Where a value sits inside a file: object keys and array indexes from the top. */
export type DataPath = ReadonlyArray<string | number>;

export interface DataProblem {
  path: DataPath;
  message: string;
  /** What to do about it. */
  hint?: string;
  /** Point at the member's key instead of its value (an unknown or misplaced key). */
  atKey?: boolean;
}

/** A data file that cannot be used; `problems` are the formatted lines. */
export class DataFileError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`bad reference data (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'DataFileError';
    this.problems = problems;
  }
}

/** A file as the messages name it: relative to the working directory when below it. */
export function displayName(file: string): string {
  const shown = relative(process.cwd(), file);
  return shown.startsWith('..') || isAbsolute(shown) ? file : shown;
}

/** routes[3].changes[0].since */
export function formatPath(path: DataPath): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += /^[A-Za-z_$][\w$]*$/.test(part) ? `${text === '' ? '' : '.'}${part}` : `[${JSON.stringify(part)}]`;
  }
  return text === '' ? '(top level)' : text;
}

export interface DataFile {
  file: string;
  text: string;
  value: unknown;
}

/** Reads a data file, or adds its problems to `problems` and answers null (so a loader reports every file at once). */
export function readDataFileInto(file: string, problems: string[]): DataFile | null {
  try {
    return readDataFile(file);
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    problems.push(...error.problems);
    return null;
  }
}

/** Reads and parses one JSON data file; a syntax error is reported with its position. */
export function readDataFile(file: string): DataFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new DataFileError([`${displayName(file)}: cannot be read (${error instanceof Error ? error.message : String(error)})`]);
  }
  try {
    return { file, text, value: JSON.parse(text) };
  } catch {
    const located = locateSyntaxError(text);
    throw new DataFileError([`${displayName(file)}:${lineColumn(text, located.offset)}  ${located.message}  (the file must be JSON: double-quoted keys and strings, no comments, no trailing commas)`]);
  }
}

/** The problems as `file:line:col  path: message  (hint)` lines, in file order. */
export function formatProblems(data: DataFile, problems: readonly DataProblem[]): string[] {
  if (problems.length === 0) return [];
  const positions = positionsOf(data.text);
  const located = problems.map((problem) => {
    const offset = offsetOf(positions, problem.path, problem.atKey === true);
    const hint = problem.hint === undefined ? '' : `  (${problem.hint})`;
    return { offset, line: `${displayName(data.file)}:${lineColumn(data.text, offset)}  ${formatPath(problem.path)}: ${problem.message}${hint}` };
  });
  return located.sort((a, b) => a.offset - b.offset).map((entry) => entry.line);
}

function lineColumn(text: string, offset: number): string {
  let line = 1;
  let start = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    start = index + 1;
  }
  return `${line}:${offset - start + 1}`;
}

/** The nearest recorded position: the member itself, else the closest enclosing value that exists. */
function offsetOf(positions: Map<string, { key: number | null; value: number }>, path: DataPath, atKey: boolean): number {
  for (let length = path.length; length >= 0; length -= 1) {
    const entry = positions.get(JSON.stringify(path.slice(0, length)));
    if (entry === undefined) continue;
    return length === path.length && atKey && entry.key !== null ? entry.key : entry.value;
  }
  return 0;
}

class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

function locateSyntaxError(text: string): { offset: number; message: string } {
  try {
    positionsOf(text);
    return { offset: 0, message: 'not JSON' };
  } catch (error) {
    if (error instanceof SyntaxProblem) return { offset: error.offset, message: error.message };
    throw error;
  }
}

/** A second read of the text that keeps where every value (and every member's key) starts, by path. */
function positionsOf(text: string): Map<string, { key: number | null; value: number }> {
  const positions = new Map<string, { key: number | null; value: number }>();
  let at = 0;

  const fail = (message: string): never => {
    throw new SyntaxProblem(at >= text.length ? `${message}, found the end of the file` : `${message}, found ${JSON.stringify(text[at])}`, at);
  };
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  const readString = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    if (at >= text.length) {
      at = start;
      fail('unterminated string');
    }
    at += 1;
    try {
      return JSON.parse(text.slice(start, at)) as string;
    } catch {
      at = start;
      return fail('bad escape in string');
    }
  };
  /** The members of an object or array, from its opening bracket to `close`. */
  const readMembers = (close: '}' | ']', member: (index: number) => void): void => {
    at += 1;
    skipSpace();
    if (text[at] === close) {
      at += 1;
      return;
    }
    for (let index = 0; ; index += 1) {
      member(index);
      skipSpace();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] !== close) fail(`expected "," or "${close}"`);
      at += 1;
      return;
    }
  };
  function readValue(path: Array<string | number>, key: number | null): void {
    skipSpace();
    positions.set(JSON.stringify(path), { key, value: at });
    const char = text[at];
    if (char === '{') {
      readMembers('}', () => {
        skipSpace();
        if (text[at] !== '"') fail('expected a double-quoted key');
        const keyAt = at;
        const name = readString();
        skipSpace();
        if (text[at] !== ':') fail('expected ":" after a key');
        at += 1;
        readValue([...path, name], keyAt);
      });
      return;
    }
    if (char === '[') {
      readMembers(']', (index) => readValue([...path, index], null));
      return;
    }
    if (char === '"') {
      readString();
      return;
    }
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 64));
    if (literal === null) fail('expected a value');
    at += literal?.[0].length ?? 0;
  }

  readValue([], null);
  skipSpace();
  if (at < text.length) fail('expected the end of the file');
  return positions;
}

// ---- shape checks ----------------------------------------------------------------------------------------------

/** Collects the problems of one file while its loader walks it. */
export class ShapeCheck {
  readonly problems: DataProblem[] = [];

  problem(path: DataPath, message: string, hint?: string, atKey = false): void {
    this.problems.push({ path, message, ...(hint === undefined ? {} : { hint }), ...(atKey ? { atKey } : {}) });
  }

  /** A JSON object whose keys are all among `required` and `optional`; missing required keys and unknown keys are problems. */
  object(value: unknown, path: DataPath, required: readonly string[], optional: readonly string[]): Record<string, unknown> | null {
    if (!isRecord(value)) {
      this.problem(path, `expected an object, found ${describe(value)}`);
      return null;
    }
    for (const key of required) if (!(key in value)) this.problem(path, `"${key}" is missing`, `add "${key}"`);
    const known = new Set([...required, ...optional]);
    for (const key of Object.keys(value)) {
      if (!known.has(key)) this.problem([...path, key], `unknown key "${key}"`, `known keys: ${[...known].join(', ')}`, true);
    }
    return value;
  }

  /** A JSON object used as a map: any keys, each value checked by the caller. */
  map(value: unknown, path: DataPath): Record<string, unknown> | null {
    if (!isRecord(value)) {
      this.problem(path, `expected an object, found ${describe(value)}`);
      return null;
    }
    return value;
  }

  array(value: unknown, path: DataPath): unknown[] | null {
    if (!Array.isArray(value)) {
      this.problem(path, `expected an array, found ${describe(value)}`);
      return null;
    }
    return value;
  }

  string(value: unknown, path: DataPath, pattern?: RegExp, what?: string, hint?: string): string | null {
    if (typeof value !== 'string') {
      this.problem(path, `expected a string, found ${describe(value)}`);
      return null;
    }
    if (pattern !== undefined && !pattern.test(value)) {
      this.problem(path, `${JSON.stringify(value)} is not ${what ?? `of the form ${pattern}`}`, hint);
      return null;
    }
    return value;
  }

  oneOf<T extends string>(value: unknown, path: DataPath, allowed: readonly T[]): T | null {
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    this.problem(path, `${describe(value)} is not allowed here`, `use ${allowed.map((entry) => JSON.stringify(entry)).join(', ')}`);
    return null;
  }

  boolean(value: unknown, path: DataPath): boolean | null {
    if (typeof value !== 'boolean') {
      this.problem(path, `expected true or false, found ${describe(value)}`);
      return null;
    }
    return value;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}
