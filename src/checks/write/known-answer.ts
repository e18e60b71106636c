// write.known-answer: what a read answers on the run's own entities, or for a body the contract gives, is what the real
// platform answers (the route's `answers`, docs/contract-format.md, Known answers): a value, exactly (a new customer is
// not read-only; a validation names the attributes missing, in the validator's order), or what another read of the
// same entity holds (a customer's default billing address is the address its account flags so). Where the platform's
// configuration decides (isEmailAvailable under the guest checkout login option), an answer the contract declares as a
// variant passes and is recorded. The entities are made for the check (src/checks/owned), named with the run's prefix
// and swept with the rest; a customer whose default billing and shipping addresses differ shows a read that answers
// one for the other. A read whose content the platform itself defines (its product types, an attribute's options, its
// address metadata, the Default Stock) is asked with the values the contract writes (path, query) at every level, and
// judged by the items its list includes (items an installation's extensions add pass), by the fields its answer
// contains, or exactly; an answer one edition gives names it (editions).

import { fillPath } from '../../contracts/paths.ts';
import { ownedRefsInBody, ownedRefsInExpected, ownedRefsOf, parseOwnedRef } from '../../contracts/known-answers.ts';
import { parsePointer, valueAtPointer } from '../../contracts/read-back.ts';
import type { CompiledRoute, RawKnownAnswer } from '../../contracts/types.ts';
import { bindOpsOf, bindOwned } from '../owned/bind.ts';
import { OWNED_FACTORIES, type OwnedKind } from '../owned/entities.ts';
import { own, type OwnedValue } from '../owned/route-binding.ts';
import { describeExchange } from '../platform-errors.ts';
import { callerUnavailable } from '../stand-in.ts';
import type { CallerName, Check, CheckContext, ConfiguredFacts, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { executingSkip } from './execution.ts';

const answersOf = (route: CompiledRoute): RawKnownAnswer[] => route.answers ?? [];

/** Who reads a route: a guest an anonymous one, the admin one behind an ACL resource (as schema.response-valid reads). */
const readerFor = (permission: CheckContext['permission']): CallerName => (permission === 'anonymous' ? 'guest' : permission === 'self' ? 'customer' : 'admin');

/** Deep equality of two JSON values, objects by their keys whatever their order (the platform's own order is no
 * promise); types count: false is not 0, 1 is not "1". */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => k in y && sameJson(x[k], y[k]));
}

/** Whether a value holds what the contract names of it: an object the fields it names (others pass), a list the same
 * number of items each holding its counterpart, anything else the value exactly (sameJson). */
export function holds(actual: unknown, part: unknown): boolean {
  if (Array.isArray(part)) return Array.isArray(actual) && actual.length === part.length && part.every((p, i) => holds(actual[i], p));
  if (part === null || typeof part !== 'object') return sameJson(actual, part);
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  const record = actual as Record<string, unknown>;
  return Object.entries(part).every(([k, v]) => k in record && holds(record[k], v));
}

/** The first item of `parts` a list does not hold, each part in an item of its own (after the previous one's, when
 * ordered); null when it holds them all. Items the contract does not name (an extension's) pass. */
export function missingItem(list: unknown, parts: readonly unknown[], ordered: boolean): { part: unknown; why: string } | null {
  if (!Array.isArray(list)) return { part: parts[0], why: 'the answer is no list' };
  const used = new Set<number>();
  let after = -1;
  for (const part of parts) {
    const index = list.findIndex((item, i) => !used.has(i) && (!ordered || i > after) && holds(item, part));
    if (index < 0) return { part, why: ordered && list.some((item) => holds(item, part)) ? 'not in the order the platform lists it' : 'not in the list' };
    used.add(index);
    after = index;
  }
  return null;
}

/** Why an object's keys are not exactly these, in this order (an extension_attributes after them passes: an installation's
 * extensions add it); null when they are. */
export function keysWrong(value: unknown, keys: readonly string[]): string | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'the answer is no object';
  const actual = Object.keys(value);
  const own = actual.length === keys.length + 1 && actual[actual.length - 1] === 'extension_attributes' && !keys.includes('extension_attributes') ? actual.slice(0, -1) : actual;
  const missing = keys.filter((k) => !own.includes(k));
  if (missing.length > 0) return `the key(s) ${missing.join(', ')} missing`;
  const extra = own.filter((k) => !keys.includes(k));
  if (extra.length > 0) return `the key(s) ${extra.join(', ')} beyond the platform's`;
  const at = keys.findIndex((k, i) => own[i] !== k);
  return at < 0 ? null : `the keys not in the platform's order (${keys[at]} is not key ${at + 1})`;
}

/** The body of an answer, or its expected value: {{owned:<kind>.<value>}} replaced by the value (a whole string by its
 * text); a body's {{prefix}} then by the sender. */
function ownedFilled(body: unknown, values: Readonly<Record<string, string>>): unknown {
  if (typeof body === 'string') return body.replace(/\{\{owned:([a-z-]+\.[A-Za-z]+)\}\}/g, (all, ref: string) => values[ref] ?? all);
  if (Array.isArray(body)) return body.map((v) => ownedFilled(v, values));
  if (body !== null && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, ownedFilled(v, values)]));
  return body;
}

const tag = (): string => Math.random().toString(36).slice(2, 5).padEnd(3, '0');
const short = (v: unknown): string => JSON.stringify(v).slice(0, 300);

/** The values of the run's own entities the answers name, made now (one entity per kind for the route's answers), by
 * `<kind>.<value>`; or why they cannot be. */
async function ownedValues(ctx: CheckContext, refs: readonly string[]): Promise<Record<string, string> | { reason: string }> {
  if (refs.length === 0) return {};
  const ops = bindOpsOf(ctx);
  if (ops === null) return { reason: 'the run\'s services are not wired into the check context' };
  const path: Record<string, OwnedValue> = {};
  for (const ref of refs) {
    const parsed = parseOwnedRef(ref);
    if (parsed === null) return { reason: `the contract names ${ref}, which is no <kind>.<value>` };
    if (!(parsed.kind in OWNED_FACTORIES)) return { reason: `the contract names ${ref}, and the run makes no entity of the kind ${parsed.kind}` };
    path[ref] = own(parsed.kind as OwnedKind, parsed.value);
  }
  const bound = await bindOwned(ops, { path }, {});
  return 'params' in bound ? bound.params : { reason: `the run's own entities could not be made: ${bound.reason}` };
}

/** Who sends an answer's call: the run's own customer with its token (as), else the route's reader. */
function senderOf(ctx: CheckContext, answer: RawKnownAnswer, values: Readonly<Record<string, string>>): { caller: CallerName; token: string | null } | { reason: string } {
  if (answer.as !== undefined) {
    const token = values[answer.as];
    return token === undefined ? { reason: `no value for ${answer.as}` } : { caller: 'customer', token };
  }
  if (ctx.permission === 'self') return { reason: 'a self route\'s known answer names the customer it is sent as (as: <kind>.token)' };
  const caller = readerFor(ctx.permission);
  const missing = callerUnavailable(ctx.target, caller);
  return missing === null ? { caller, token: null } : { reason: missing };
}

/** The answer expected: the contract's value, or what the read it names holds (read now, as the same caller; a
 * self route's answer compared with a read that is not a self route's: as that read's own reader). */
async function expectedOf(ctx: CheckContext, answer: RawKnownAnswer, params: Readonly<Record<string, string>>, values: Readonly<Record<string, string>>, sender: { caller: CallerName; token: string | null }): Promise<{ value: unknown } | Verdict> {
  const same = answer.sameAs;
  if (same === undefined) return { value: answer.answer };
  const route = ctx.routeOf(same.route);
  if (route === undefined) return skip(`${same.route}, the read ${answer.what} is compared with, is not in the plan`);
  const readParams = { ...params, ...Object.fromEntries(Object.entries(same.on ?? {}).map(([name, ref]) => [name, values[ref] ?? ''])) };
  // A self route's answer compared with the account's admin read (/me with GET /V1/customers/:customerId), or a guest
  // route's with the admin's read of the same quote: that read is sent as its own reader; any other as the answer's
  // caller (a self read with the same customer's token).
  const crosses = (sender.token !== null && route.permission !== 'self') || (sender.caller === 'guest' && route.permission !== 'anonymous');
  const reader = crosses ? { caller: readerFor(route.permission), token: null } : sender;
  if (reader !== sender) {
    const missing = callerUnavailable(ctx.target, reader.caller);
    if (missing !== null) return skip(`${same.route}, the read ${answer.what} is compared with: ${missing}`);
  }
  // A read sent as POST or PUT (an estimate) takes the contract's body, the run's own values and prefix filled in.
  const filled = same.body === undefined ? undefined : ownedFilled(same.body, values);
  const services = ctx.async;
  const body = filled === undefined || services === undefined ? filled : await services.fillBody(filled, `${services.prefix}k${tag()}`);
  const res = await ctx.call(reader.caller, { method: route.method, path: fillPath(route.path, readParams), ...(body !== undefined ? { body } : {}), ...(reader.token !== null ? { token: reader.token } : {}) });
  if (res.status !== 200) return skip(`${same.route}, the read ${answer.what} is compared with, answered ${describeExchange(res.status, res.json, res.bodyText)}: write.read-back and schema.response-valid judge it`);
  const at = valueAtPointer(res.json, parsePointer(same.at ?? '') ?? []);
  if (same.match === undefined) return { value: at };
  const match = same.match;
  const item = Array.isArray(at) ? at.find((i) => i !== null && typeof i === 'object' && Object.entries(match).every(([k, v]) => sameJson((i as Record<string, unknown>)[k], v))) : undefined;
  if (item === undefined) return skip(`${same.route} holds no item of ${same.at ?? 'its answer'} with ${short(match)}: nothing to compare ${answer.what} with`);
  return { value: item };
}

/** One answer sent and judged. */
async function judgeAnswer(ctx: CheckContext, given: RawKnownAnswer, values: Readonly<Record<string, string>>): Promise<Verdict> {
  // What the read must answer may name a value of the run's own entities (the SKU a link points at).
  const answer: RawKnownAnswer = {
    ...given,
    ...(given.answer !== undefined ? { answer: ownedFilled(given.answer, values) } : {}),
    ...(given.includes !== undefined ? { includes: ownedFilled(given.includes, values) as unknown[] } : {}),
    ...(given.contains !== undefined ? { contains: ownedFilled(given.contains, values) as RawKnownAnswer['contains'] } : {}),
  };
  const sender = senderOf(ctx, answer, values);
  if ('reason' in sender) return skip(sender.reason);
  const params = { ...answer.path, ...Object.fromEntries(Object.entries(answer.on ?? {}).map(([name, ref]) => [name, values[ref] ?? ''])) };
  const services = ctx.async;
  const filled = answer.body === undefined ? undefined : ownedFilled(answer.body, values);
  const body = filled === undefined || services === undefined ? filled : await services.fillBody(filled, `${services.prefix}k${tag()}`);
  const query = answer.query === undefined ? undefined : (ownedFilled(answer.query, values) as Record<string, string>);
  const res = await ctx.call(sender.caller, { method: ctx.route.method, path: fillPath(ctx.route.path, params), ...(answer.storeCode !== undefined ? { storeCode: answer.storeCode } : {}), ...(query !== undefined ? { query } : {}), ...(body !== undefined ? { body } : {}), ...(sender.token !== null ? { token: sender.token } : {}) });
  const broken = (what: string): string => `${ctx.route.key} given ${answer.what}: ${what}`;
  const statusWrong = (expected: string): Verdict => ({ outcome: 'fail', broken: broken(`answered ${res.status}, not ${ctx.route.response.status}`), expected: `${ctx.route.response.status} ${expected}`, actual: describeExchange(res.status, res.json, res.bodyText), exchange: res });
  const atPointer = answer.at ?? '';
  const value = valueAtPointer(res.json, parsePointer(atPointer) ?? []);
  const where = atPointer === '' ? '' : ` at ${atPointer}`;
  if (answer.includes !== undefined) {
    if (res.status !== ctx.route.response.status) return statusWrong(`a list holding ${short(answer.includes)}`);
    const missing = missingItem(value, answer.includes, answer.ordered === true);
    if (missing === null) return pass(`${answer.what}: the ${answer.includes.length} item(s) named${answer.ordered === true ? ', in order,' : ''} among ${Array.isArray(value) ? value.length : 0}${where}`);
    return { outcome: 'fail', broken: broken(`${short(missing.part)}${where}: ${missing.why}`), expected: `a list holding ${short(answer.includes)}${answer.ordered === true ? ' in this order' : ''}`, actual: short(value), exchange: res };
  }
  if (answer.keys !== undefined) {
    if (res.status !== ctx.route.response.status) return statusWrong(`an object of the keys ${answer.keys.join(', ')}`);
    const wrong = keysWrong(value, answer.keys);
    if (wrong === null) return pass(`${answer.what}: the keys ${answer.keys.join(', ')}, in order${where}`);
    return { outcome: 'fail', broken: broken(`${wrong}${where}`), expected: `exactly the keys ${answer.keys.join(', ')}, in this order`, actual: value !== null && typeof value === 'object' && !Array.isArray(value) ? `the keys ${Object.keys(value).join(', ')}` : short(value), exchange: res };
  }
  if (answer.contains !== undefined) {
    const part = ownedFilled(answer.contains, values) as Record<string, unknown> | unknown[];
    if (res.status !== ctx.route.response.status) return statusWrong(short(part));
    if (holds(value, part)) return pass(`${answer.what}: holds ${short(part)}${where}`);
    const wrong = value !== null && typeof value === 'object' && !Array.isArray(value) && !Array.isArray(part) ? Object.keys(part).filter((k) => !holds((value as Record<string, unknown>)[k], part[k])) : [];
    return { outcome: 'fail', broken: broken(`answered otherwise than the platform${where}${wrong.length > 0 ? ` (${wrong.join(', ')})` : ''}`), expected: short(part), actual: short(value), exchange: res };
  }
  const expected = await expectedOf(ctx, answer, params, values, sender);
  if ('outcome' in expected) return expected;
  if (res.status !== ctx.route.response.status) return statusWrong(short(expected.value));
  if (sameJson(value, expected.value)) return pass(`${answer.what}: ${short(value)}`);
  const variant = (answer.variants ?? []).find((v) => sameJson(value, v.answer));
  if (variant !== undefined) {
    ctx.observe('known-answer-variant', { what: answer.what, variant: variant.id });
    return pass(`${answer.what}: ${short(res.json)} (variant ${variant.id}: ${variant.description})`);
  }
  const others = (answer.variants ?? []).map((v) => ` or, variant ${v.id}, ${short(v.answer)}`).join('');
  return { outcome: 'fail', broken: broken(`${answer.sameAs !== undefined ? `answered otherwise than ${answer.sameAs.route} holds` : 'answered otherwise than the platform'}${where}`), expected: `${short(expected.value)}${others}`, actual: short(value), exchange: res };
}

/** A route's answers need writes when they name an entity of the run's own (made for the check), and the full level
 * when one of those entities stays on the installation (a cart: no REST call removes a quote; an enabled product's
 * stock index row), as the owned kind declares (src/checks/owned). */
export function knownAnswerSkip(route: CompiledRoute, configured: ConfiguredFacts): string | null {
  const refs = ownedRefsOf(answersOf(route));
  if (refs.length === 0) return null;
  const denied = executingSkip(route, configured);
  if (denied !== null) return denied;
  const staying = [...new Set(refs.map((ref) => parseOwnedRef(ref)?.kind).filter((kind): kind is OwnedKind => kind !== undefined && kind in OWNED_FACTORIES && OWNED_FACTORIES[kind as OwnedKind].level === 'full'))];
  if (staying.length > 0 && configured.writes !== 'full') return `not run below COMMERCE_WRITES=full: the answers are read on the run's own ${staying.join(', ')}, which stays on the installation (COMMERCE_WRITES=full makes it and lists it in after-run.json)`;
  return null;
}

export const writeKnownAnswer: Check = {
  subject: 'route',
  id: 'write.known-answer',
  family: 'write',
  rule: 'A read of the run\'s own entities, a read of what the platform itself defines (its type lists, an attribute\'s options and metadata, the Default Stock), or a read sent as POST or PUT with a body the contract gives, answers what the real platform answers: the value the contract quotes, exactly, a list including the items it names (extensions may add others), an answer containing the fields it names, or what another read of the same entity holds (a default address as the account holds it); where the platform\'s configuration decides, one of the answers the contract declares, recorded.',
  source: 'magento/magento2 dev/tests/api-functional AccountManagementTest and AccountManagementMeTest (testValidateCustomerData, testIsReadonly, testEmailAvailable, testGetDefaultBillingAddress, testGetDefaultShippingAddress), ProductTypeListTest, ProductLinkTypeListTest, ProductOptionTypeListTest, AddressMetadataTest, CustomerMetadataTest and the like; the real 2.4.7-p3\'s and Adobe Commerce 2.4.6-p1\'s answers quoted in the contracts (answers)',
  appliesTo: (route) => route.base === 'store' && route.safety === 'read' && answersOf(route).length > 0,
  skipsWhen: knownAnswerSkip,
  async run(ctx) {
    const edition = ctx.target.edition;
    const answers = answersOf(ctx.route).filter((a) => a.editions === undefined || (edition !== null && a.editions.includes(edition)));
    if (answers.length === 0) return skip(edition === null ? 'the target\'s edition is not known, and each answer is one edition\'s' : `no answer of the contract is ${edition}'s`);
    // The run time says what the declaration says: answers about the run's own entities need writes (nothing is sent).
    const denied = knownAnswerSkip(ctx.route, { ...ctx.target, writes: ctx.target.writes });
    if (denied !== null) return skip(denied);
    const values = await ownedValues(ctx, ownedRefsOf(answers));
    if ('reason' in values) return skip(values.reason);
    const notes: string[] = [];
    for (const answer of answers) {
      const missing = [...Object.values(answer.on ?? {}), ...ownedRefsInBody(answer.body), ...ownedRefsInBody(answer.query), ...ownedRefsInExpected(answer), ...Object.values(answer.sameAs?.on ?? {}), ...ownedRefsInBody(answer.sameAs?.body)].find((ref) => values[ref] === undefined);
      if (missing !== undefined) return skip(`the run's own entity has no ${missing}`);
      const verdict = await judgeAnswer(ctx, answer, values);
      if (verdict.outcome !== 'pass') return verdict;
      notes.push(verdict.note ?? answer.what);
    }
    return pass(notes.join(' | '));
  },
};
