// Read-back: which read verifies a write, and what it must show (RawReadBack in types.ts), as the contracts declare
// it. The values a read needs come from the write itself (its path parameters, the body it sent, its answer, the run's
// own entity it was bound to), named by a source, or are a literal the read must show (a confirmation key cleared is
// null); this module parses sources, resolves them against one executed write, fills the read's parameters, query and
// body from them, and lints a contract's read-back against the plan (the read route exists and reads, its parameters
// are all given, every source names something the write has).

import { pathParams } from './paths.ts';
import type { CompiledRoute, ContractError, RawReadBack, RawRoute } from './types.ts';

/** What one executed write offers its read-back: its filled path parameters, the body it sent, its answer, and the
 * values of the run's own entities it was bound to (a downloadable link's product sku, when the write names only the
 * link's id). */
export interface WriteValues {
  path: Readonly<Record<string, string>>;
  body: unknown;
  answer: unknown;
  owned?: Readonly<Record<string, string>>;
}

export type Source =
  | { from: 'path' | 'owned'; name: string }
  | { from: 'body' | 'answer'; pointer: Array<string | number> }
  | { from: 'literal'; value: unknown };

/** "prices[0].sku" → ["prices", 0, "sku"]; '' → []. */
export function parsePointer(pointer: string): Array<string | number> | null {
  if (pointer === '') return [];
  const steps: Array<string | number> = [];
  for (const part of pointer.split('.')) {
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return null;
    if (m[1] !== '') steps.push(m[1] as string);
    else if ((m[2] ?? '') === '') return null;
    for (const i of (m[2] ?? '').matchAll(/\[(\d+)\]/g)) steps.push(Number(i[1]));
  }
  return steps;
}

/** "path.sku", "body.product.name", "answer", "answer.id", "owned.sku", "literal:null" → a source; null when it names
 * none of them. */
export function parseSource(text: string): Source | null {
  const literal = /^literal:(.+)$/s.exec(text.trim());
  if (literal) {
    try {
      return { from: 'literal', value: JSON.parse(literal[1] as string) as unknown };
    } catch {
      return null;
    }
  }
  // answer[0]: an item of an array answer (POST /V1/coupons/generate answers the codes it made).
  const m = /^(path|body|answer|owned)(?:\.(.+)|(\[\d+\].*))?$/.exec(text.trim());
  if (!m) return null;
  const from = m[1] as 'path' | 'body' | 'answer' | 'owned';
  if (from === 'path' || from === 'owned') return m[2] && /^[A-Za-z_][A-Za-z0-9_]*$/.test(m[2]) ? { from, name: m[2] } : null;
  const pointer = parsePointer(m[2] ?? m[3] ?? '');
  if (pointer === null || (from === 'body' && pointer.length === 0)) return null;
  return { from, pointer };
}

/** The value at a pointer (undefined when the path leaves the document). */
export function valueAtPointer(doc: unknown, pointer: ReadonlyArray<string | number>): unknown {
  let node: unknown = doc;
  for (const step of pointer) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** A source's value in one executed write (undefined when the write has none there). */
export function resolveSource(source: Source, values: WriteValues): unknown {
  switch (source.from) {
    case 'literal':
      return source.value;
    case 'path':
      return values.path[source.name];
    case 'owned':
      return values.owned?.[source.name];
    default:
      return valueAtPointer(source.from === 'body' ? values.body : values.answer, source.pointer);
  }
}

const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

/** A template with "{{source}}" placeholders filled: a string that is one placeholder takes the value as it is (a
 * number stays a number); placeholders inside text are replaced by the value's text. Undefined values: `missing`. */
export function fillTemplate(template: unknown, values: WriteValues, missing: (source: string) => void): unknown {
  if (typeof template === 'string') {
    const whole = /^\{\{([^{}]+)\}\}$/.exec(template);
    const resolve = (text: string): unknown => {
      const source = parseSource(text);
      const value = source === null ? undefined : resolveSource(source, values);
      if (value === undefined) missing(text);
      return value;
    };
    if (whole) return resolve(whole[1] as string);
    return template.replace(PLACEHOLDER, (_, text: string) => String(resolve(text) ?? ''));
  }
  if (Array.isArray(template)) return template.map((t) => fillTemplate(t, values, missing));
  if (template !== null && typeof template === 'object') return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fillTemplate(v, values, missing)]));
  return template;
}

/** Every source a read-back names (params, fields, item, and the placeholders of its query and body), with where. */
export function sourcesOf(readBack: RawReadBack): Array<{ where: Array<string | number>; text: string }> {
  const out: Array<{ where: Array<string | number>; text: string }> = [];
  for (const [name, text] of Object.entries(readBack.params ?? {})) out.push({ where: ['params', name], text });
  for (const [pointer, text] of Object.entries(readBack.fields ?? {})) out.push({ where: ['fields', pointer], text });
  for (const [pointer, text] of Object.entries(readBack.item?.match ?? {})) out.push({ where: ['item', 'match', pointer], text });
  if (readBack.item?.value !== undefined) out.push({ where: ['item', 'value'], text: readBack.item.value });
  for (const [pointer, text] of Object.entries(readBack.kept?.match ?? {})) out.push({ where: ['kept', 'match', pointer], text });
  const placeholders = (node: unknown, where: Array<string | number>): void => {
    if (typeof node === 'string') for (const m of node.matchAll(PLACEHOLDER)) out.push({ where, text: m[1] as string });
    else if (Array.isArray(node)) node.forEach((n, i) => placeholders(n, [...where, i]));
    else if (node !== null && typeof node === 'object') for (const [k, v] of Object.entries(node)) placeholders(v, [...where, k]);
  };
  placeholders(readBack.query ?? {}, ['query']);
  placeholders(readBack.body, ['body']);
  return out;
}

type Problem = (path: Array<string | number>, message: string, hint: string) => ContractError;

/**
 * A write route's read-back against the plan: the read is a route of the plan that reads, every :param of it is
 * given and nothing else, every source names the write's path parameters or a place its contract body has, and the
 * expectation has what it compares (fields or an item; a delete compares nothing).
 */
export function lintReadBack(write: RawRoute, readBack: RawReadBack, routes: readonly CompiledRoute[], problem: Problem): ContractError[] {
  const errors: ContractError[] = [];
  const key = `${write.method} ${write.path}`;
  if ((write.safety ?? (write.method === 'GET' ? 'read' : 'write')) !== 'write') errors.push(problem([], `${key} reads: only a write has a read-back`, 'remove readBack, or mark the route safety: write'));
  const read = routes.find((r) => r.key === readBack.route && r.base === (write.base ?? 'store'));
  if (read === undefined) {
    errors.push(problem(['route'], `readBack.route ${readBack.route} is no route of the plan`, 'name a read route as the contracts key it: "GET /V1/products/:sku"'));
  } else {
    if (read.safety !== 'read') errors.push(problem(['route'], `readBack.route ${readBack.route} is a write`, 'a read-back reads: name a GET route, or a POST route marked safety: read'));
    for (const name of read.pathParams) if (!(name in (readBack.params ?? {}))) errors.push(problem(['params'], `readBack.params lacks :${name} of ${readBack.route}`, `add ${name}: path.<param> | body.<pointer> | answer.<pointer>`));
    for (const name of Object.keys(readBack.params ?? {})) if (!read.pathParams.includes(name)) errors.push(problem(['params', name], `readBack.params.${name} is not a parameter of ${readBack.route}`, `its parameters are: ${read.pathParams.map((p) => `:${p}`).join(', ') || 'none'}`));
    if (readBack.body !== undefined && read.method === 'GET') errors.push(problem(['body'], `readBack.body on ${readBack.route}, a GET`, 'only a read sent as POST takes a body'));
  }
  const writeParams = pathParams(write.path);
  for (const { where, text } of sourcesOf(readBack)) {
    const source = parseSource(text);
    if (source === null) {
      errors.push(problem(where, `"${text}" is not a source`, 'write path.<param>, body.<pointer> (product.name, prices[0].sku), answer or answer.<pointer>, owned.<value> or literal:<JSON>'));
      continue;
    }
    if (source.from === 'path' && !writeParams.includes(source.name)) errors.push(problem(where, `"${text}": ${write.path} has no :${source.name}`, `its parameters are: ${writeParams.map((p) => `:${p}`).join(', ') || 'none'}`));
    if (source.from === 'body' && valueAtPointer(write.body, source.pointer) === undefined) errors.push(problem(where, `"${text}": the contract body of ${key} has nothing there`, 'name a place the route\'s body has'));
  }
  const compares = Object.keys(readBack.fields ?? {}).length > 0 || readBack.item !== undefined || readBack.sent !== undefined;
  if (readBack.expect === 'deleted' && (Object.keys(readBack.fields ?? {}).length > 0 || readBack.item !== undefined)) errors.push(problem(['expect'], 'a deleted entity has no fields to compare', 'remove fields and item: the read must answer 404'));
  if (readBack.expect !== 'deleted' && !compares) errors.push(problem(['expect'], `expect: ${readBack.expect} compares nothing`, 'add fields (pointer → source) or an item'));
  if ((readBack.expect === 'linked' || readBack.expect === 'unlinked') && readBack.item === undefined) errors.push(problem(['expect'], `expect: ${readBack.expect} needs the item that is linked`, 'add item: { in: <array pointer>, match: {...} } or { in, value }'));
  if (readBack.item !== undefined && (readBack.item.match === undefined) === (readBack.item.value === undefined)) errors.push(problem(['item'], 'an item is matched by fields (match) or is a scalar (value): one of them', 'write match: { field: source } or value: source'));
  if (readBack.item !== undefined && parsePointer(readBack.item.in) === null) errors.push(problem(['item', 'in'], `"${readBack.item.in}" is not a pointer`, 'write items or extension_attributes.website_ids, \'\' for the answer itself'));
  if (readBack.kept !== undefined && readBack.expect === 'deleted') errors.push(problem(['kept'], 'a deleted entity is read as a 404: nothing to find an item kept in', 'read a list the entity belongs to (expect: unlinked, with item) to keep another item of it'));
  if (readBack.kept !== undefined && parsePointer(readBack.kept.in) === null) errors.push(problem(['kept', 'in'], `"${readBack.kept.in}" is not a pointer`, 'write items, \'\' for the answer itself'));
  for (const pointer of [...Object.keys(readBack.fields ?? {}), ...Object.keys(readBack.item?.match ?? {}), ...Object.keys(readBack.kept?.match ?? {})]) {
    if (parsePointer(pointer) === null) errors.push(problem(['fields', pointer], `"${pointer}" is not a pointer`, 'write name, extension_attributes.stock_item.qty or items[0].sku'));
  }
  return errors;
}
