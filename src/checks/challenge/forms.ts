// What the challenge checks share: X-Captcha and X-ReCaptcha on the forms the merchant switched on
// (COMMERCE_CAPTCHA_FORMS, COMMERCE_RECAPTCHA_FORMS), the forms the contracts mark, where they are probed and how the
// platform's refusal looks. Refused calls only: without the header the platform refuses the call after route and
// ACL and before the body is read or the service runs (facts 1 and 10), and the body sent is `{}` with harmless path
// values, so even a target that does not refuse changes nothing it could keep. The integration side executes the
// call, so it runs only with COMMERCE_WRITES=allow.

import { expectedOn } from '../../contracts/presence.ts';
import type { CompiledRoute } from '../../contracts/types.ts';
import { describeExchange, messageOf } from '../platform-errors.ts';
import type { CallerName, HttpExchange, RunContext, RunTarget, Verdict } from '../types.ts';
import { pass, skip } from '../types.ts';
import { signIn } from '../token/common.ts';
import { writesAllowed } from '../types.ts';
import { ADMIN_USER_VARIABLES, isIntegration } from '../stand-in.ts';

export type ChallengeKind = 'captcha' | 'recaptcha';

/** facts.md 10: Magento_ReCaptchaWebapiRest answers a missing or wrong X-ReCaptcha with this 400. */
export const RECAPTCHA_FAILED = 'ReCaptcha validation failed, please try again';

/** The seeds' forms that no route applies to (tables of seed 000 Challenge headers). */
export const FORMS_WITHOUT_ROUTE: Record<ChallengeKind, string[]> = {
  captcha: ['Contact us', 'Card payment form of a payment provider', 'Send to friend', 'Share wishlist'],
  recaptcha: ['Contact us', 'Product review', 'Newsletter subscription', 'Send to friend', 'Payment forms of two payment providers'],
};

export const NO_ROUTE_SUBJECT = '(configured forms without a route)';

/** Form names as the contracts mark them (route.challenge), in a stable order; computed from the contract files. */
export function formsOf(routes: readonly CompiledRoute[], kind: ChallengeKind): string[] {
  return [...new Set(routes.map((r) => r.challenge[kind]).filter((f): f is string => typeof f === 'string'))].sort();
}

export const subjectOf = (kind: ChallengeKind, form: string) => `${kind === 'captcha' ? 'X-Captcha' : 'X-ReCaptcha'} form "${form}"`;
export const formOfSubject = (subject: string) => /"(.*)"$/.exec(subject)?.[1] ?? subject;

export function configured(ctx: RunContext, kind: ChallengeKind): string[] {
  return kind === 'captcha' ? ctx.config.captchaForms : ctx.config.recaptchaForms;
}

/** With no form configured, an embedded run switches these on in a private reference instance, so the default run
 * exercises the challenge checks (and their faults) without touching the suite's own sign-ins (Login stays off). */
export const EMBEDDED_FORMS: Record<ChallengeKind, string[]> = {
  captcha: ['Create user', 'Change password', 'Apply coupon code'],
  recaptcha: ['Create new customer account', 'Coupon codes', 'Edit customer account'],
};

/** Where and with which forms the challenge is probed. */
interface Setting {
  forms: Record<ChallengeKind, string[]>;
  target: RunTarget;
  token(caller: CallerName): Promise<string | null>;
  available(caller: CallerName): boolean;
  /** Why a caller is not available, in the words of the pass or skip that lists the routes not probed. */
  missing(caller: CallerName): string;
  /** Calls that may execute are allowed: COMMERCE_WRITES=allow, or a private instance thrown away after the test. */
  writesAllowed: boolean;
  where: string;
}

export const listed = (forms: string[], form: string) => forms.some((f) => f.toLowerCase() === form.toLowerCase());

export async function settingFor(ctx: RunContext, kind: ChallengeKind, form: string): Promise<Setting | { skip: string }> {
  const configuredAny = ctx.config.captchaForms.length > 0 || ctx.config.recaptchaForms.length > 0;
  if (configuredAny || !ctx.target.embedded) {
    if (!listed(configured(ctx, kind), form)) return { skip: `form not listed in ${envName(kind)}: not probed` };
    return {
      forms: { captcha: ctx.config.captchaForms, recaptcha: ctx.config.recaptchaForms },
      target: ctx,
      token: (caller) => ctx.tokenFor(caller),
      // Integration tokens are exempt from challenges (facts 10): the integration standing in for the admin cannot
      // show that an admin's call is challenged.
      available: (caller) => ctx.target.callers[caller] && !(caller === 'admin' && isIntegration(ctx.target.adminIdentity)),
      missing: (caller) => (caller === 'admin' && isIntegration(ctx.target.adminIdentity) ? `no admin user: the integration standing in for the admin is exempt from challenges; set ${ADMIN_USER_VARIABLES}` : `no ${caller}`),
      writesAllowed: writesAllowed(ctx.target.writes),
      where: 'the target',
    };
  }
  if (!listed(EMBEDDED_FORMS[kind], form)) return { skip: `form not listed in ${envName(kind)}: not probed (the embedded run switches on ${EMBEDDED_FORMS[kind].join(', ')})` };
  const instance = await ctx.privateReference({ args: ['--captcha-forms', EMBEDDED_FORMS.captcha.join(','), '--recaptcha-forms', EMBEDDED_FORMS.recaptcha.join(',')] });
  if ('unavailable' in instance) return { skip: instance.unavailable };
  const tokens = new Map<CallerName, string | null>();
  const token = async (caller: CallerName): Promise<string | null> => {
    if (tokens.has(caller)) return tokens.get(caller) ?? null;
    let value: string | null = null;
    if (caller === 'integration') value = instance.env.integration_token ?? null;
    else if (caller === 'admin' || caller === 'customer') {
      const creds = caller === 'admin' ? ctx.config.admin : ctx.config.customer;
      const signed = creds ? await signIn(instance, caller, creds.username, creds.password) : null;
      value = signed && 'token' in signed ? signed.token : null;
    }
    if (value) ctx.secret(value);
    tokens.set(caller, value);
    return value;
  };
  return {
    forms: EMBEDDED_FORMS,
    target: instance,
    token,
    available: (caller) => (caller === 'admin' ? ctx.config.admin !== null : caller === 'customer' ? ctx.config.customer !== null : caller === 'integration'),
    missing: (caller) => `no ${caller}`,
    writesAllowed: true,
    where: 'a private reference with the embedded forms switched on',
  };
}

export const envName = (kind: ChallengeKind) => (kind === 'captcha' ? 'COMMERCE_CAPTCHA_FORMS' : 'COMMERCE_RECAPTCHA_FORMS');

/** Who passes the route's ACL: an admin for ACL routes, a customer for self and anonymous ones. */
function callerFor(route: CompiledRoute): CallerName {
  return Array.isArray(route.permission) ? 'admin' : 'customer';
}

export function harmlessPath(route: CompiledRoute, prefix: string): string {
  return route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => encodeURIComponent(`${prefix}-${name}`));
}

export function isChallengeRefusal(res: HttpExchange, kind: ChallengeKind): boolean {
  const message = messageOf(res.json) ?? '';
  return res.status === 400 && (kind === 'recaptcha' ? message === RECAPTCHA_FAILED : /captcha/i.test(message) && message !== RECAPTCHA_FAILED);
}

export function routesOfForm(ctx: RunContext, kind: ChallengeKind, form: string): CompiledRoute[] {
  return ctx.plan.routes.filter((r) => r.challenge[kind] === form && r.base === 'store' && expectedOn(r, ctx.target.edition, ctx.target.releaseSpan) === true);
}

async function formsWithoutRoute(ctx: RunContext, kind: ChallengeKind): Promise<Verdict> {
  const known = formsOf(ctx.plan.routes, kind).map((f) => f.toLowerCase());
  const untestable = configured(ctx, kind).filter((f) => !known.includes(f.toLowerCase()));
  if (untestable.length === 0) return pass(configured(ctx, kind).length === 0 ? `${envName(kind)} lists no form` : 'every configured form has a route');
  ctx.observe(`${kind}-forms-not-testable`, untestable);
  const unknown = untestable.filter((f) => !FORMS_WITHOUT_ROUTE[kind].some((n) => n.toLowerCase() === f.toLowerCase()));
  return skip(`not testable through the API (no route applies): ${untestable.join(', ')}${unknown.length > 0 ? `; not a form of the seed's table either (check the spelling in ${envName(kind)}): ${unknown.join(', ')}` : ''}`);
}

export async function required(ctx: RunContext, kind: ChallengeKind, subject: string): Promise<Verdict> {
  if (subject === NO_ROUTE_SUBJECT) return formsWithoutRoute(ctx, kind);
  const form = formOfSubject(subject);
  const routes = routesOfForm(ctx, kind, form);
  if (routes.length === 0) return skip(`no route of the form "${form}" on this edition and release`);
  const setting = await settingFor(ctx, kind, form);
  if ('skip' in setting) return skip(setting.skip);
  const header = kind === 'captcha' ? 'X-Captcha' : 'X-ReCaptcha';
  const probed: string[] = [];
  const skipped: string[] = [];
  for (const route of routes) {
    const caller = callerFor(route);
    const token = setting.available(caller) ? await setting.token(caller) : null;
    if (!token) {
      skipped.push(`${route.key} (${setting.missing(caller)})`);
      continue;
    }
    const res = await setting.target.send({ method: route.method, path: harmlessPath(route, ctx.prefix), token, rawBody: '{}', headers: { 'Content-Type': 'application/json' } });
    ctx.observe(`${route.key} without ${header}`, { status: res.status, message: messageOf(res.json) });
    // The platform checks X-ReCaptcha first (a plugin before the service): when the route's reCAPTCHA setting is on
    // too, its refusal stands for both (a script cannot get either value).
    const masked = kind === 'captcha' && typeof route.challenge.recaptcha === 'string' && listed(setting.forms.recaptcha, route.challenge.recaptcha) && isChallengeRefusal(res, 'recaptcha');
    if (masked) {
      probed.push(`${route.key} (refused by X-ReCaptcha first)`);
      continue;
    }
    if (!isChallengeRefusal(res, kind)) {
      return {
        outcome: 'fail',
        broken: `${route.key} (form "${form}") was not refused without the ${header} header (${caller} token, ${setting.where})`,
        expected: kind === 'recaptcha' ? `400 "${RECAPTCHA_FAILED}"` : '400 with the platform\'s CAPTCHA message (e.g. "Please provide CAPTCHA code and try again")',
        actual: describeExchange(res.status, res.json, res.bodyText),
        exchange: res,
        route: route.key,
      };
    }
    probed.push(route.key);
  }
  if (probed.length === 0) return skip(`no caller for the routes of "${form}": ${skipped.join(', ')}`);
  return pass(`refused on ${setting.where}: ${probed.join(', ')}${skipped.length > 0 ? `; not probed: ${skipped.join(', ')}` : ''}`);
}

export function subjectsFor(kind: ChallengeKind, routes: readonly CompiledRoute[]): string[] {
  return [...formsOf(routes, kind).map((f) => subjectOf(kind, f)), NO_ROUTE_SUBJECT];
}
