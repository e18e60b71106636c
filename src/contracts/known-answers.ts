// A route's known answers (`answers:`, docs/contract-format.md, Known answers): what a read answers on the run's own
// entities, or for a body the contract gives, as the real platform answered it; judged by write.known-answer. What the
// compiler can hold them to without the run: the route reads, every path parameter is named once, each answer says
// one thing to compare with, the read it is compared with exists, reads and needs no parameter `on` does not give.
// Whether an entity kind exists is the run's to say (src/checks/owned: a kind it does not make is a skip that names it).
// A path parameter is an entity of the run's own (on) or a value the platform itself defines (path), never both.

import { parsePointer } from './read-back.ts';
import type { CompiledRoute, ContractError, RawKnownAnswer } from './types.ts';

type Problem = (path: Array<string | number>, message: string, hint: string) => ContractError;

/** `<kind>.<value>`: a value of an entity of the run's own, split; null when the text is none. */
export function parseOwnedRef(text: string): { kind: string; value: string } | null {
  const match = /^([a-z-]+)\.([A-Za-z]+)$/.exec(text);
  return match === null ? null : { kind: match[1] as string, value: match[2] as string };
}

/** Every {{owned:<kind>.<value>}} a body template names, as `<kind>.<value>`. */
export function ownedRefsInBody(body: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') for (const m of node.matchAll(/\{\{owned:([a-z-]+\.[A-Za-z]+)\}\}/g)) out.push(m[1] as string);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(body);
  return out;
}

/** Every {{owned:<kind>.<value>}} an answer's expected value names (answer, includes, contains): a value of the run's
 * own entity the read must answer (the SKU a link points at). */
export function ownedRefsInExpected(answer: RawKnownAnswer): string[] {
  return [...ownedRefsInBody(answer.answer), ...ownedRefsInBody(answer.includes), ...ownedRefsInBody(answer.contains)];
}

/** Every value of the run's own entities the answers name (path parameters, the token, the body's, the query's, the
 * expected value's, the compared read's parameters), once each. */
export function ownedRefsOf(answers: readonly RawKnownAnswer[]): string[] {
  const refs = answers.flatMap((a) => [...Object.values(a.on ?? {}), ...(a.as !== undefined ? [a.as] : []), ...ownedRefsInBody(a.body), ...ownedRefsInBody(a.query), ...ownedRefsInExpected(a), ...Object.values(a.sameAs?.on ?? {}), ...ownedRefsInBody(a.sameAs?.body)]);
  return [...new Set(refs)];
}

/** The ways an answer is compared: exactly one per answer. */
const COMPARED_BY = ['answer', 'includes', 'contains', 'keys', 'sameAs'] as const;

/** What the lint reads of a route. */
export type AnsweringRoute = Pick<CompiledRoute, 'key' | 'method' | 'path' | 'base' | 'safety' | 'permission' | 'pathParams'>;

export function lintKnownAnswers(route: AnsweringRoute, answers: readonly RawKnownAnswer[], routes: readonly AnsweringRoute[], problem: Problem): ContractError[] {
  const errors: ContractError[] = [];
  if (route.safety !== 'read') errors.push(problem([], `${route.key} writes: only a read has known answers`, 'a write is judged by its readBack; known answers are for GET routes and POST or PUT routes marked safety: read'));
  answers.forEach((answer, i) => {
    const on = answer.on ?? {};
    const given = answer.path ?? {};
    for (const name of route.pathParams) if (!(name in on) && !(name in given)) errors.push(problem([i, 'on'], `:${name} of ${route.path} is not named`, `add on: { ${name}: <kind>.<value> } (an entity of the run's own) or path: { ${name}: <value> } (one the platform defines)`));
    for (const [key, names] of [['on', on], ['path', given]] as const) {
      for (const name of Object.keys(names)) if (!route.pathParams.includes(name)) errors.push(problem([i, key, name], `:${name} is not a parameter of ${route.path}`, `its parameters: ${route.pathParams.map((p) => `:${p}`).join(', ') || 'none'}`));
    }
    for (const name of Object.keys(given)) if (name in on) errors.push(problem([i, 'path', name], `:${name} is named by on and by path`, 'an entity of the run\'s own (on) or a value the platform defines (path): one of them'));
    if (answer.at !== undefined && parsePointer(answer.at) === null) errors.push(problem([i, 'at'], `"${answer.at}" is not a pointer`, 'write available_regions, [0].id or \'\' for the answer itself'));
    if (answer.ordered !== undefined && answer.includes === undefined) errors.push(problem([i, 'ordered'], 'ordered without includes', 'ordered says the items includes names are found in that order'));
    if (answer.variants !== undefined && answer.answer === undefined && answer.sameAs === undefined) errors.push(problem([i, 'variants'], 'variants on an answer compared by includes or contains', 'a variant is another whole answer: write answer: or split the answer by editions'));
    if (answer.body !== undefined && route.method === 'GET') errors.push(problem([i, 'body'], `a body on ${route.key}, a GET`, 'only a read sent as POST or PUT takes a body'));
    if (answer.as === undefined && route.permission === 'self') errors.push(problem([i], `${route.key} is a self route: its answer is the signed-in customer's`, 'add as: <kind>.token (a customer of the run\'s own)'));
    if (answer.as !== undefined && route.permission !== 'self') errors.push(problem([i, 'as'], `as: on ${route.key}, which is not a self route`, 'as names the customer whose token a self route is sent with'));
    if (answer.as !== undefined && parseOwnedRef(answer.as)?.value !== 'token') errors.push(problem([i, 'as'], `as: ${answer.as} names no token`, 'write <kind>.token'));
    const forms = COMPARED_BY.filter((form) => answer[form] !== undefined);
    if (forms.length !== 1) errors.push(problem([i], `an answer is compared in one way: ${forms.length === 0 ? 'none is given' : forms.join(' and ')}`, 'write answer: <JSON>, includes: [<part of an item>, ...], contains: {<field>: <value>}, keys: [<key>, ...] or sameAs: { route, at, match }'));
    const same = answer.sameAs;
    if (same !== undefined) {
      const read = routes.find((r) => r.key === same.route && r.base === route.base);
      if (read === undefined) errors.push(problem([i, 'sameAs', 'route'], `${same.route} is no route of the plan`, 'name a read route as the contracts key it: "GET /V1/customers/:customerId"'));
      else {
        if (read.method !== 'GET' && read.safety !== 'read') errors.push(problem([i, 'sameAs', 'route'], `${same.route} writes`, 'the answer is compared with a read: a GET, or a POST or PUT marked safety: read'));
        if (read.method !== 'GET' && same.body === undefined) errors.push(problem([i, 'sameAs'], `${same.route} is sent as ${read.method} without a body`, 'give sameAs.body: what the read is sent with (an estimate\'s address)'));
        if (read.method === 'GET' && same.body !== undefined) errors.push(problem([i, 'sameAs', 'body'], `a body on ${same.route}, a GET`, 'only a read sent as POST or PUT takes a body'));
        const own = same.on ?? {};
        for (const name of read.pathParams) if (!(name in on) && !(name in given) && !(name in own)) errors.push(problem([i, 'sameAs', 'route'], `:${name} of ${same.route} is not named by on, path or sameAs.on`, 'the read takes its path parameters from on and path, and sameAs.on those the answered route does not have'));
        // A parameter both routes have is named again only with another value: a guest cart's masked :cartId, the
        // admin's read of the same quote by its numeric :cartId.
        for (const name of Object.keys(own)) if (!read.pathParams.includes(name) || (route.pathParams.includes(name) && on[name] === own[name])) errors.push(problem([i, 'sameAs', 'on', name], `:${name} is ${read.pathParams.includes(name) ? `a parameter of ${route.path} too, with the same value` : `not a parameter of ${same.route}`}`, 'sameAs.on names the parameters of the compared read the answered route does not have, or gives one it has another value (a masked id\'s numeric id); the others come from on and path'));
      }
      if (same.at !== undefined && parsePointer(same.at) === null) errors.push(problem([i, 'sameAs', 'at'], `"${same.at}" is not a pointer`, 'write addresses, extension_attributes.x or \'\' for the answer itself'));
    }
  });
  return errors;
}
