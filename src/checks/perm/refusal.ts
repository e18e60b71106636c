// The refusal probe: a call that must be refused, sent so that nothing can execute even on a target whose permission
// is broken, and judged against every permission state the target's releases had.
//
// Write routes first get a body that cannot be decoded: on Magento Open Source the ACL check comes before body
// decoding (facts 1), so a correct target answers 401 and a broken one stops at 400 "Decoding error.". On Adobe
// Commerce the Staging module's REST plugin decodes the body before authorization (Magento\Staging\Plugin\RestPlugin::
// beforeDispatch), so the same call ends in a 500 HTML error page that says nothing about permissions. A 5xx or an
// HTML answer to an undecodable body is therefore never a verdict: the probe falls back to a body the platform can
// decode but that cannot execute (`{}` with path ids that resolve to nothing, or without the parameters the service
// requires), judges that answer, and records the fallback as an observation.

import type { Permission } from '../../contracts/types.ts';
import { describeExchange, messageOf, NOT_AUTHORIZED, resourcesOf, resourcesText } from '../platform-errors.ts';
import type { CallerName, CheckContext, HttpExchange, Verdict } from '../types.ts';
import { pass, skip, UNDECODABLE_BODY } from '../types.ts';

/** A body the platform decodes and no service can act on: ids come from the path (harmless), parameters are missing. */
export const DECODABLE_EMPTY_BODY = '{}';

export const OBSERVATION_FALLBACK = 'refusal-probe-fallback';
export const OBSERVATION_PERMISSION_STATE = 'permission-state';

/** Whether an answer says nothing about the request's permission: a server error or a page instead of the API's JSON. */
export function saysNothing(res: HttpExchange): boolean {
  const type = res.headers['content-type'] ?? '';
  return res.status >= 500 || /text\/html/i.test(type) || (res.json === undefined && /^\s*</.test(res.bodyText));
}

/** Whether `{}` on this route could run anything if the caller got through: not when the path names an entity by a
 * harmless id, nor when the service needs parameters the empty body lacks (the contract gives the route a body), nor
 * for a guest on a self route (the platform forces the customer from the token, and a guest has none). */
function emptyBodyCannotExecute(ctx: CheckContext, caller: CallerName): boolean {
  if (caller === 'guest' && ctx.permissions.every((p) => p === 'self')) return true;
  return ctx.route.pathParams.length > 0 || (ctx.route.body !== null && ctx.route.body !== undefined);
}

export interface ProbeOptions {
  path: string;
  query?: Record<string, string>;
}

/** Send the refusal probe; the answer judged, or a skip when no body is safe to fall back to. */
export async function refusalProbe(ctx: CheckContext, caller: CallerName, options: ProbeOptions): Promise<HttpExchange | Verdict> {
  const write = ctx.route.method !== 'GET';
  const first = await ctx.call(caller, { path: options.path, query: options.query, rawBody: write ? UNDECODABLE_BODY : undefined });
  if (!write || !saysNothing(first)) return first;
  const seen = `${describeExchange(first.status, first.json, first.bodyText)} to a body that cannot be decoded`;
  if (!emptyBodyCannotExecute(ctx, caller)) {
    return skip(`the target answered ${seen}, which says nothing about permissions (Adobe Commerce decodes the body before authorization), and an empty body could execute this route: not probed further`);
  }
  const second = await ctx.call(caller, { path: options.path, query: options.query, rawBody: DECODABLE_EMPTY_BODY });
  ctx.observe(OBSERVATION_FALLBACK, { undecodable: `${first.status} ${first.headers['content-type'] ?? ''}`.trim(), fallback: DECODABLE_EMPTY_BODY, answered: second.status });
  return second;
}

export const isExchange = (v: HttpExchange | Verdict): v is HttpExchange => 'status' in v;

const sorted = (text: string): string => text.split(', ').sort().join(', ');
const sameResources = (state: Permission, named: string): boolean => sorted(resourcesText(state)) === sorted(named);

/** The states a refusal can name (an anonymous state is refused by nothing). */
export function refusingStates(states: readonly Permission[]): Permission[] {
  return states.filter((s) => s !== 'anonymous');
}

/** How a refusal is described when several states are possible: "A" or "A | B". */
export function statesText(states: readonly Permission[]): string {
  return states.map(resourcesText).join(' | ');
}

/**
 * Judge an answer that must be a refusal: 401 with the platform's body naming the resources of one of the states the
 * target's releases had (recorded when there was a choice). `who` names the caller in the verdict.
 */
export function judgeRefusal(ctx: CheckContext, res: HttpExchange, who: string, options: { checkBody: boolean; states?: Permission[] } = { checkBody: true }): Verdict {
  const states = refusingStates(options.states ?? ctx.permissions);
  const want = statesText(states);
  if (res.status !== 401) {
    return {
      outcome: 'fail',
      broken: res.status >= 200 && res.status < 300 ? `${who} reached ${want}` : `${who} call was not refused with 401 (route needs ${want})`,
      expected: `401 "${NOT_AUTHORIZED}" (resources: ${want})`,
      actual: describeExchange(res.status, res.json, res.bodyText),
      exchange: res,
    };
  }
  if (!options.checkBody) return pass();
  const named = resourcesOf(res.json);
  const state = named === null ? undefined : states.find((s) => sameResources(s, named));
  if (messageOf(res.json) !== NOT_AUTHORIZED || state === undefined) {
    return {
      outcome: 'fail',
      broken: 'the 401 body is not the platform\'s error body naming the route\'s resources',
      expected: `{"message":"${NOT_AUTHORIZED}","parameters":{"resources":"${want}"}}`,
      actual: res.bodyText.slice(0, 300),
      exchange: res,
    };
  }
  if (states.length > 1) ctx.observe(OBSERVATION_PERMISSION_STATE, resourcesText(state));
  return pass(states.length > 1 ? `refused naming ${resourcesText(state)} (one of ${want}: the target's release is ${spanText(ctx)})` : undefined);
}

function spanText(ctx: CheckContext): string {
  return ctx.target.release ?? 'unknown';
}
