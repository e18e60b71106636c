// contracts/bad-input.yaml → the bad input each write route gets, and the platform's answer to it (the input.* checks,
// src/checks/input/). Pure: the file's text in, each route's cases out, or errors at the file's lines.
//
// The file keeps two things apart. `forms` quotes the platform's generic answers once (ServiceInputProcessor's
// "%fieldName" is required, its type errors); a route's `required` and `wrongType` name what fills them. `cases` are a
// route's own bad inputs, each with the answer the real platform gave, quoted whole.

import { parseSource } from './read-back.ts';
import type { BadInputAnswer, BadInputCase, BadInputCheck, BadInputRead, CompiledRoute, ContractError } from './types.ts';
import type { YamlSource } from './yaml-source.ts';

export const BAD_INPUT_FILE = 'bad-input.yaml';

/** Where the value no entity has is written in a case: a body field set to it, a path parameter replaced by it. */
export const UNKNOWN = '{unknown}';

/** What the file holds, as read. */
export interface RawBadInputFile {
  source: string;
  forms: { required: BadInputAnswer; several: BadInputAnswer; wrongType: BadInputAnswer; wrongTypeArgument: BadInputAnswer };
  routes: RawBadInputRoute[];
}

export interface RawBadInputRoute {
  route: string;
  /** The body parameters the platform requires, in the method's order: what `{}` is answered with. */
  required?: string[];
  /** A scalar field (top-level argument, or `argument.field`) and the PHP type the platform names for it. */
  wrongType?: { field: string; type: string };
  cases?: RawBadInputCase[];
  /** The read that shows nothing changed, where the route's readBack reads what a create made. */
  unchanged?: BadInputRead;
}

export interface RawBadInputCase {
  /** missing-required and wrong-type only where the route's answer is its own, not the forms'. */
  check: BadInputCheck;
  /** What the bad input is, in words. */
  what: string;
  /** The executed write's body sent again (a duplicate), {} (empty), else the contract body filled under a sub-prefix
   * of its own. */
  body?: 'executed' | 'fresh' | 'empty';
  set?: Record<string, unknown>;
  /** A path parameter replaced by a value no entity has. */
  unknown?: string;
  /** With unknown, on a read: the value sent instead of one the run makes up (a stockId that is no number). */
  value?: string;
  /** A read's query parameters left out (a name, with its [sub] keys): a search without its searchCriteria. */
  omit?: string[];
  /** Path parameters bound to another entity of the run's own: `<kind>.<value>` (src/checks/owned). */
  bind?: Record<string, string>;
  /** fresh: entities of its own, bound as the route's write binds them, never written by it. */
  entities?: 'fresh';
  /** full: sent only at COMMERCE_WRITES=full (a platform that wrongly took it would leave a file no REST call removes). */
  level?: 'full';
  /** admin: sent by the configured admin, not the route's write caller (a guest's sign-up may not name the field). */
  caller?: 'admin';
  /** Query parameters sent with the write ("{unknown}": an id no entity has). */
  query?: Record<string, string>;
  answer: BadInputAnswer;
  source: string;
}

/** The value a scalar field of the wrong type gets: a list, which no scalar setter takes. */
export const WRONG_TYPE_VALUE = ['conformance'];

const fill = (text: string, values: Record<string, string>): string => text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

/** The cases a route entry declares, its generic ones expanded from the forms. */
export function expandRoute(file: RawBadInputFile, entry: RawBadInputRoute): BadInputCase[] {
  const out: BadInputCase[] = [];
  const forms = file.forms;
  const unchanged = entry.unchanged !== undefined ? { unchanged: entry.unchanged } : {};
  const required = entry.required ?? [];
  if (required.length > 0) {
    const one = (fieldName: string): { message: string; parameters: Record<string, unknown> } => ({ message: forms.required.message, parameters: { fieldName } });
    const answer: BadInputAnswer = required.length === 1 ? { status: forms.required.status, ...one(required[0] as string) } : { status: forms.several.status, message: forms.several.message, errors: required.map(one) };
    out.push({ check: 'missing-required', what: 'an empty body ({})', body: 'empty', set: {}, ...unchanged, answer, source: file.source });
  }
  if (entry.wrongType !== undefined) {
    const { field, type } = entry.wrongType;
    const nested = field.includes('.');
    const form = nested ? forms.wrongType : forms.wrongTypeArgument;
    const name = field.split('.').pop() ?? field;
    out.push({
      check: 'wrong-type',
      what: `${field} sent as a list (${JSON.stringify(WRONG_TYPE_VALUE)}) where the platform takes a ${type}`,
      body: 'fresh',
      set: { [field]: WRONG_TYPE_VALUE },
      ...unchanged,
      answer: { status: form.status, message: fill(form.message, { field: name, type }) },
      source: file.source,
    });
  }
  for (const c of entry.cases ?? []) {
    out.push({
      check: c.check,
      what: c.what,
      body: c.body ?? 'fresh',
      set: c.set ?? {},
      ...(c.unknown !== undefined ? { unknownParam: c.unknown } : {}),
      ...(c.value !== undefined ? { unknownValue: c.value } : {}),
      ...(c.omit !== undefined ? { omitQuery: c.omit } : {}),
      ...(c.bind !== undefined ? { bind: c.bind } : {}),
      ...(c.entities !== undefined ? { entities: c.entities } : {}),
      ...(c.level !== undefined ? { level: c.level } : {}),
      ...(c.caller !== undefined ? { caller: c.caller } : {}),
      ...(c.query !== undefined ? { query: c.query } : {}),
      ...unchanged,
      answer: c.answer,
      source: c.source,
    });
  }
  return out;
}

/** Each route's cases by route key, or the file's problems (a route the plan lacks or that is no write, a parameter
 * the path lacks, a case without a body to send). */
export function compileBadInput(source: YamlSource, routes: readonly CompiledRoute[]): { byRoute: Map<string, BadInputCase[]>; errors: ContractError[] } {
  const file = source.value as RawBadInputFile;
  const errors: ContractError[] = [];
  const at = (path: Array<string | number>, message: string, hint: string): void => {
    const pos = source.positionOf(path);
    errors.push({ file: source.file, line: pos.line, column: pos.column, message, hint });
  };
  const byRoute = new Map<string, BadInputCase[]>();
  file.routes.forEach((entry, i) => {
    const route = routes.find((r) => r.key === entry.route && r.base === 'store');
    if (route === undefined) return at(['routes', i, 'route'], `${entry.route} is not a route of the plan`, 'name a route as its contract does: METHOD /V1/path/:param');
    // A read takes no body: what it can be sent is a path parameter naming no entity (input.unknown-on-read), or its
    // query without a parameter it requires (input.missing-on-read).
    if (route.method === 'GET') {
      const readCase = (c: RawBadInputCase): boolean =>
        c.set === undefined && c.bind === undefined && c.body === undefined && ((c.check === 'unknown-reference' && c.unknown !== undefined && c.omit === undefined) || (c.check === 'missing-required' && c.omit !== undefined && c.unknown === undefined));
      const bodyFree = entry.required === undefined && entry.wrongType === undefined && (entry.cases ?? []).length > 0 && (entry.cases ?? []).every(readCase);
      if (!bodyFree) return at(['routes', i, 'route'], `${entry.route} is a read`, 'a read\'s bad input is an unknown-reference case that replaces a path parameter (unknown: <param>), or a missing-required case that leaves query parameters out (omit: [<name>])');
    }
    if (byRoute.has(route.key)) return at(['routes', i, 'route'], `${entry.route} is listed twice`, 'keep one entry per route');
    const bodyless = route.body === null || route.body === undefined;
    if (bodyless && (entry.required !== undefined || entry.wrongType !== undefined)) at(['routes', i, 'route'], `${entry.route} has no body in its contract`, 'required and wrongType apply to routes with a body');
    (entry.cases ?? []).forEach((c, j) => {
      for (const name of [...(c.unknown !== undefined ? [c.unknown] : []), ...Object.keys(c.bind ?? {})]) {
        if (!route.pathParams.includes(name)) at(['routes', i, 'cases', j], `:${name} is not a parameter of ${route.path}`, `its parameters: ${route.pathParams.map((p) => `:${p}`).join(', ') || 'none'}`);
      }
      if (bodyless && Object.keys(c.set ?? {}).length > 0) at(['routes', i, 'cases', j, 'set'], `${entry.route} has no body to set fields in`, 'a case of a bodyless route replaces or binds a path parameter');
      if (c.value !== undefined && (c.unknown === undefined || route.method !== 'GET')) at(['routes', i, 'cases', j, 'value'], `value on ${entry.route} without a read's unknown parameter`, 'value is what a read\'s unknown path parameter is sent as: give it with unknown: <param>, on a GET');
      if (c.omit !== undefined && route.method !== 'GET') at(['routes', i, 'cases', j, 'omit'], `omit on ${entry.route}, a write`, 'omit leaves a read\'s query parameters out; a write\'s missing input is its body\'s (required, body: empty)');
      for (const name of c.omit ?? []) {
        const named = Object.keys(route.query).some((key) => key === name || key.startsWith(`${name}[`));
        if (!named) at(['routes', i, 'cases', j, 'omit'], `${entry.route} sends no query parameter ${name}`, `its query: ${Object.keys(route.query).join(', ') || 'none'}`);
      }
      for (const [pointer, value] of Object.entries(c.set ?? {})) {
        for (const own of ownPlaceholders(value)) if (own.problem !== null) at(['routes', i, 'cases', j, 'set', pointer], `"${own.text}" ${own.problem}`, 'write {own:<kind>.<value>}: a kind of the run\'s own entities and one of its values (order.itemId)');
      }
      if (c.entities === 'fresh' && (c.bind !== undefined || c.body === 'executed')) at(['routes', i, 'cases', j, 'entities'], 'entities: fresh makes every entity of the case anew', c.bind !== undefined ? 'bind names entities of the route\'s execution to replace: leave one of them out' : 'nothing was executed on fresh entities: send the fresh body');
    });
    if (entry.unchanged !== undefined) for (const problem of unchangedProblems(entry.unchanged, route, routes)) at(['routes', i, 'unchanged', ...problem.where], problem.message, problem.hint);
    byRoute.set(route.key, expandRoute(file, entry));
  });
  return { byRoute, errors };
}

/** A value of another entity of the run's own in a case's `set` (an item of another order): {own:<kind>.<value>}. */
export const OWN_PLACEHOLDER = /\{own:([a-z][a-z-]*)\.([A-Za-z]+)\}/g;

/** Each {own:...} a set value names (in strings, lists and objects), with what is wrong with its form, if anything. */
export function ownPlaceholders(value: unknown): Array<{ text: string; kind: string; value: string; problem: string | null }> {
  if (typeof value === 'string') {
    const found = [...value.matchAll(OWN_PLACEHOLDER)].map((m) => ({ text: m[0], kind: m[1] as string, value: m[2] as string, problem: null }));
    const stray = value.includes('{own:') && found.length === 0 ? [{ text: value, kind: '', value: '', problem: 'is not an {own:<kind>.<value>} placeholder' }] : [];
    return [...found, ...stray];
  }
  if (Array.isArray(value)) return value.flatMap(ownPlaceholders);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(ownPlaceholders);
  return [];
}

/** What is wrong with a route's `unchanged` read: a read of the plan, its parameters all given, each a source the bad
 * request has (its path, its body, the run's own entities it was sent on). */
function unchangedProblems(read: BadInputRead, write: CompiledRoute, routes: readonly CompiledRoute[]): Array<{ where: Array<string | number>; message: string; hint: string }> {
  const out: Array<{ where: Array<string | number>; message: string; hint: string }> = [];
  const route = routes.find((r) => r.key === read.route && r.base === write.base);
  if (route === undefined) return [{ where: ['route'], message: `${read.route} is not a route of the plan`, hint: 'name a read as its contract does: GET /V1/orders/:id' }];
  for (const name of route.pathParams) if (!(name in read.params)) out.push({ where: ['params'], message: `unchanged.params lacks :${name} of ${read.route}`, hint: 'add <param>: path.<param> | body.<pointer> | owned.<value>' });
  for (const [name, text] of Object.entries(read.params)) {
    if (!route.pathParams.includes(name)) out.push({ where: ['params', name], message: `${name} is not a parameter of ${read.route}`, hint: `its parameters: ${route.pathParams.map((p) => `:${p}`).join(', ') || 'none'}` });
    const source = parseSource(text);
    if (source === null || (source.from !== 'path' && source.from !== 'body' && source.from !== 'owned')) out.push({ where: ['params', name], message: `"${text}" is no source of the bad request`, hint: 'write path.<param>, body.<pointer> or owned.<value>' });
    else if (source.from === 'path' && !write.pathParams.includes(source.name)) out.push({ where: ['params', name], message: `"${text}": ${write.path} has no :${source.name}`, hint: `its parameters: ${write.pathParams.map((p) => `:${p}`).join(', ') || 'none'}` });
  }
  return out;
}

/** The file's schema: the contract format's definitions of a bad-input file (one object per format schema, so its
 * compiled validator is reused). */
const fileSchemas = new WeakMap<object, object>();
export function badInputFileSchema(contractSchema: object): object {
  let schema = fileSchemas.get(contractSchema);
  if (!schema) {
    const definitions = (contractSchema as { definitions: Record<string, object> }).definitions;
    schema = { ...(definitions.badInputFile ?? {}), definitions };
    fileSchemas.set(contractSchema, schema);
  }
  return schema;
}
