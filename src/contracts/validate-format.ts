// Checks a parsed contract file against contracts/contract.schema.json and turns ajv's errors into one clear
// message per problem, each pointing at the line to fix.

import type { ErrorObject, ValidateFunction } from 'ajv';
import { defaultFormatCacheDir, loadFormatValidator, type FormatValidatorOrigin } from './format-cache.ts';
import type { ContractError } from './types.ts';
import type { YamlSource } from './yaml-source.ts';

export interface FormatValidator {
  check(source: YamlSource): ContractError[];
  /** Whether ajv compiled the format in this process or its code came from the disk cache (format-cache.ts). */
  readonly origin: FormatValidatorOrigin;
}

export interface FormatValidatorOptions {
  /** Where compiled format validators are kept between processes; null: compile in memory only. */
  cacheDir?: string | null;
}

/** One compiled function per format schema and cache dir in a process: every contract file of a folder shares it. */
const compiled = new Map<string, { validate: ValidateFunction; origin: FormatValidatorOrigin }>();

export function createFormatValidator(contractSchema: object, options: FormatValidatorOptions = {}): FormatValidator {
  const cacheDir = options.cacheDir === undefined ? defaultFormatCacheDir() : options.cacheDir;
  const key = `${JSON.stringify(cacheDir)}\0${JSON.stringify(contractSchema)}`;
  let loaded = compiled.get(key);
  if (!loaded) {
    // Compiled by content, without its $id: two folders may carry different versions of the same format schema.
    const { $id: _id, ...anonymous } = contractSchema as { $id?: string };
    loaded = loadFormatValidator(anonymous, cacheDir);
    compiled.set(key, loaded);
  }
  const check = loaded.validate;
  return {
    origin: loaded.origin,
    check(source) {
      if (check(source.value)) return [];
      return explain(check.errors ?? [], source);
    },
  };
}

/** An ajv instancePath (a JSON pointer) as the path YamlSource.positionOf takes. */
export function pathOf(instancePath: string): Array<string | number> {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** A path in a file as a person reads it: classes[2].methods[0].verdict. */
export function pathInWords(path: Array<string | number>): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
}

/** The two problems every data file's schema words the same way (a key the schema does not know, a key missing), or
 * null for the file's own forms to word. */
export function keyProblem(e: ErrorObject, where: string, requiredHints: Readonly<Record<string, string>>): { key?: string; message: string; hint: string } | null {
  if (e.keyword === 'additionalProperties') {
    const key = String((e.params as { additionalProperty: string }).additionalProperty);
    const allowed = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {}).filter((k) => k !== '$schema');
    return { key, message: `unknown key '${key}' in ${where}`, hint: `allowed here: ${allowed.join(', ')}` };
  }
  if (e.keyword === 'required') {
    const missing = String((e.params as { missingProperty: string }).missingProperty);
    return { message: `${where} has no '${missing}'`, hint: requiredHints[missing] ?? `add ${missing}:` };
  }
  return null;
}

/** Which definition of the contract schema a oneOf belongs to, from its schemaPath. */
function oneOfSubject(schemaPath: string): string {
  const m = /#\/definitions\/([A-Za-z]+)\/oneOf$/.exec(schemaPath);
  return m?.[1] ?? 'value';
}

const ONE_OF_MESSAGES: Record<string, { message: (value: unknown) => string; hint: string }> = {
  permission: {
    message: (v) => `unknown permission form ${JSON.stringify(v)}`,
    hint: 'use anonymous, self, or a list of ACL resource ids such as [Magento_Catalog::products]',
  },
  paramSource: {
    message: (v) => `unknown parameter source ${JSON.stringify(v)}`,
    hint: 'use { fixture: entity.field }, { literal: value } or { generated: uuid | int | prefixed }',
  },
  schemaRef: {
    message: (v) => `unknown response schema reference ${JSON.stringify(v)}`,
    hint: 'use { $ref: schemas/<file>.json }, { published: true }, { published: <definition name> } or { none: true }',
  },
};

function valueAt(root: unknown, path: Array<string | number>): unknown {
  let v: unknown = root;
  for (const s of path) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[s] : undefined;
  return v;
}

function explain(errors: ErrorObject[], source: YamlSource): ContractError[] {
  // A failed oneOf also reports every branch's complaint; keep only the oneOf's own, clearer message.
  const oneOfPaths = errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath);
  const relevant = errors.filter(
    (e) => e.keyword === 'oneOf' || !oneOfPaths.some((p) => e.instancePath === p || e.instancePath.startsWith(`${p}/`)),
  );
  const problems = problemsAt(source);
  for (const e of relevant) {
    const path = pathOf(e.instancePath);
    const where = describePath(path);
    let message: string;
    let hint: string;
    let key: string | undefined;
    switch (e.keyword) {
      case 'additionalProperties': {
        key = String((e.params as { additionalProperty: string }).additionalProperty);
        message = `unknown key '${key}'${where}`;
        hint = allowedKeysHint(e);
        break;
      }
      case 'required': {
        const missing = String((e.params as { missingProperty: string }).missingProperty);
        message = `missing required key '${missing}'${where}`;
        hint = REQUIRED_HINTS[missing] ?? `add ${missing}:`;
        break;
      }
      case 'oneOf': {
        const subject = ONE_OF_MESSAGES[oneOfSubject(e.schemaPath)];
        const value = valueAt(source.value, path);
        message = subject ? `${subject.message(value)}${where}` : `value does not match any allowed form${where}`;
        hint = subject?.hint ?? 'see docs/contract-format.md';
        break;
      }
      case 'pattern': {
        const value = valueAt(source.value, path);
        if (e.schemaPath.includes('/release/')) {
          message = `${JSON.stringify(value)} is not a release${where}`;
          hint = 'releases look like 2.0, 2.2.8, 2.4.6-p1 (lines 2.0 to 2.4)';
        } else {
          message = `${JSON.stringify(value)} has the wrong form${where}`;
          hint = `it must match ${(e.params as { pattern: string }).pattern}`;
        }
        break;
      }
      case 'enum': {
        const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map((v) => String(v)).join(', ');
        message = `${JSON.stringify(valueAt(source.value, path))} is not allowed${where}`;
        hint = `use one of: ${allowed}`;
        break;
      }
      default:
        message = `${e.message ?? 'invalid value'}${where}`;
        hint = 'see contracts/contract.schema.json';
    }
    problems.add(path, key, message, hint);
  }
  return problems.list;
}

/** Problems of one file, each at the YAML node of its path (or of the key named there), once per place and message:
 * ajv reports a problem once per schema branch that sees it. */
export function problemsAt(source: YamlSource): { add(path: Array<string | number>, key: string | undefined, message: string, hint: string): void; list: ContractError[] } {
  const seen = new Set<string>();
  const list: ContractError[] = [];
  return {
    list,
    add(path, key, message, hint) {
      const pos = source.positionOf(path, key === undefined ? undefined : { key });
      const id = `${pos.line}:${pos.column}:${message}`;
      if (seen.has(id)) return;
      seen.add(id);
      list.push({ file: source.file, line: pos.line, column: pos.column, message, hint });
    },
  };
}

const REQUIRED_HINTS: Record<string, string> = {
  permission: 'add permission: anonymous | self | [<ACL resource id>, ...] as the platform declares it',
  method: 'add method: GET | POST | PUT | PATCH | DELETE',
  path: 'add path: exactly as the catalog writes it, e.g. /V1/products/:sku',
  module: 'add module: <the catalog module name>',
  source: 'add source: where the facts come from (seed section, webapi.xml)',
  routes: 'add routes: a list of route declarations',
  reason: 'every overlay needs a reason: name the trap it works around',
};

function allowedKeysHint(e: ErrorObject): string {
  const parent = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return parent ? `allowed keys here: ${Object.keys(parent).join(', ')}` : 'remove it';
}

function describePath(path: Array<string | number>): string {
  if (path.length === 0) return '';
  return ` (at ${path.map((p) => (typeof p === 'number' ? `[${p}]` : p)).join('.').replace(/\.\[/g, '[')})`;
}
