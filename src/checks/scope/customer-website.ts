// scope.customer-website: a customer belongs to the website its body names (website_id), whatever the store code of
// the call, and an e-mail address is unique per website or across websites as the target shares accounts
// (customer/account_share/scope: per website by default). Two of the run's own customers with one address, one per
// website: both made (per website) or the second refused with the platform's duplicate message (global) is the
// target's form, observed and recorded; a customer landing in another website than its body's fails. The first
// customer then signs in (under its own website's code) and reads /me with its token under its own website's view,
// then under the other website's (CustomerSharingOptionsTest::testGetCustomerDataWebsiteScope): accounts per website
// refuse it there with 401 "The consumer isn't authorized to access %resources." {resources: self}, as the real
// 2.4.7-p3 and Adobe Commerce 2.4.6-p1 answer; accounts shared globally answer the same customer there.

import type { HttpExchange, ScenarioCheck, ScenarioContext, Verdict } from '../types.ts';
import { pass, scoped } from './scenarios.ts';
import { describe, failed, ok, type View } from './views.ts';

/** The platform's refusal of a customer's token under a store view of another website (accounts per website). */
export const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";

/** The platform's refusal of an address already taken in a website sharing accounts with this one. */
export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';

const field = (res: HttpExchange, key: string): unknown => (res.json !== null && typeof res.json === 'object' ? (res.json as Record<string, unknown>)[key] : undefined);

export const scopeCustomerWebsite: ScenarioCheck = {
  subject: 'scenario',
  id: 'scope.customer-website',
  family: 'scope',
  rule: 'A customer belongs to the website its body names (website_id), read back so under the store code of another website, and an e-mail address is unique per website or across them as the target shares accounts: the second website\'s customer with the same address is made (per website) or refused with the platform\'s duplicate message (global), recorded as the target\'s form. The customer\'s own token reads /me as that customer under its website\'s store view; under another website\'s view it is refused with 401 "The consumer isn\'t authorized to access %resources." {resources: self} (accounts per website) or answers the same customer (accounts shared globally).',
  source: 'issue 29 §1 (customers: their website_id); Magento customer/account_share/scope (1 per website, the default; 0 global); dev/tests/api-functional CustomerSharingOptionsTest::testGetCustomerDataWebsiteScope and ::testGetCustomerDataGlobalScope (magento/magento2); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 with websites base and second (docs/real-platform.md, Scope of synchronous writes)',
  // The scenario's customers are removed at its end (and by the sweep, by their prefixed e-mail, if that fails).
  scenarios: [{ title: 'customers', about: 'POST /V1/customers', contract: 'POST /V1/customers', writes: true }],
  run: scoped(async (ctx, _scenario, views) => {
    const foreign = views.foreign;
    if (foreign === null) return { outcome: 'skip', reason: `the target has one website (that of ${views.own.code}): a customer cannot belong to another` };
    const own = views.own;
    const name = ctx.name('cw').toLowerCase();
    const email = `${name}@example.com`;
    // The first customer signs in: a password of the run's own, scrubbed from every report.
    const password = `Cw1!${name}`;
    ctx.secret(password);
    const made: string[] = [];
    const create = async (view: View): Promise<HttpExchange> => {
      // Under the other website's store code on purpose: the body's website_id decides, not the code.
      const res = await ctx.send('admin', { method: 'POST', path: '/V1/customers', storeCode: view === own ? foreign.code : own.code, body: { customer: { email, firstname: name, lastname: 'Conformance', website_id: view.websiteId, group_id: 1 }, ...(view === own ? { password } : {}) } });
      if (ok(res) && (typeof field(res, 'id') === 'number' || typeof field(res, 'id') === 'string')) made.push(String(field(res, 'id')));
      return res;
    };
    const inWebsite = (res: HttpExchange, view: View): boolean => field(res, 'website_id') === view.websiteId && views.all.some((v) => v.id === field(res, 'store_id') && v.websiteId === view.websiteId);
    try {
      const first = await create(own);
      if (!ok(first)) return { outcome: 'skip', reason: `the run's own customer could not be made: POST /V1/customers answered ${describe(first)}` };
      if (!inWebsite(first, own)) return failed(`a customer made with website_id ${own.websiteId} under /rest/${foreign.code} belongs elsewhere`, `website_id ${own.websiteId} and a store view of it`, `website_id ${JSON.stringify(field(first, 'website_id'))}, store_id ${JSON.stringify(field(first, 'store_id'))}`, first);
      const second = await create(foreign);
      if (!ok(second)) {
        const message = field(second, 'message');
        if (second.status === 400 && message === EMAIL_TAKEN) {
          ctx.observe('customer-share', { scope: 'global' });
          const me = await readMe(ctx, email, password, own, foreign, made[0] ?? '', 'global');
          if (me !== null) return me;
          return pass(`accounts shared across websites: the same address in website ${foreign.websiteId} is refused ("${EMAIL_TAKEN}"); the customer's token reads /me under /rest/${own.code} and /rest/${foreign.code} alike`);
        }
        return failed(`a customer of website ${foreign.websiteId} with the address of website ${own.websiteId}'s was refused otherwise than as taken`, `200, or 400 "${EMAIL_TAKEN}" (accounts shared globally)`, describe(second), second);
      }
      const read = await ctx.send('admin', { method: 'GET', path: `/V1/customers/${made[1] ?? ''}`, storeCode: foreign.code });
      if (read.status !== 200 || !inWebsite(read, foreign)) return failed(`the customer made with website_id ${foreign.websiteId} does not read back in that website under /rest/${foreign.code}`, `website_id ${foreign.websiteId} and a store view of it`, read.status === 200 ? `website_id ${JSON.stringify(field(read, 'website_id'))}, store_id ${JSON.stringify(field(read, 'store_id'))}` : describe(read), read);
      ctx.observe('customer-share', { scope: 'per-website' });
      const me = await readMe(ctx, email, password, own, foreign, made[0] ?? '', 'per-website');
      if (me !== null) return me;
      return pass(`accounts per website: the same address is a customer of website ${own.websiteId} and one of website ${foreign.websiteId}, each read back in its own (store ${String(field(first, 'store_id'))}, ${String(field(read, 'store_id'))}); the first's token reads /me under /rest/${own.code} and is refused under /rest/${foreign.code} (401 "${NOT_AUTHORIZED}" {resources: self})`);
    } finally {
      for (const id of made) await ctx.send('admin', { method: 'DELETE', path: `/V1/customers/${id}`, storeCode: null });
    }
  }),
};

/** The first customer signs in under its website's code and reads /me with its token under that view, then under the
 * other website's: refused there with the platform's 401 naming `self` (accounts per website), or answered as the same
 * customer (shared globally). null when all of that holds, else the failure or the skip. */
async function readMe(ctx: ScenarioContext, email: string, password: string, own: View, foreign: View, id: string, share: 'per-website' | 'global'): Promise<Verdict | null> {
  const signedIn = await ctx.send('guest', { method: 'POST', path: '/V1/integration/customer/token', storeCode: own.code, body: { username: email, password } });
  if (signedIn.status !== 200 || typeof signedIn.json !== 'string' || signedIn.json === '') return failed(`the customer made with a password does not sign in under /rest/${own.code}`, '200 with a customer token', describe(signedIn), signedIn);
  const token = signedIn.json;
  ctx.secret(token);
  const me = (view: View): Promise<HttpExchange> => ctx.send('customer', { method: 'GET', path: '/V1/customers/me', storeCode: view.code, token });
  const home = await me(own);
  if (home.status !== 200 || String(field(home, 'id')) !== id || field(home, 'email') !== email) return failed(`GET /V1/customers/me under /rest/${own.code} (the customer's website) does not answer the token's customer`, `200 with customer ${id} (${email})`, home.status === 200 ? `customer ${JSON.stringify(field(home, 'id'))} (${JSON.stringify(field(home, 'email'))})` : describe(home), home);
  const away = await me(foreign);
  if (share === 'global') {
    if (away.status !== 200 || String(field(away, 'id')) !== id) return failed(`with accounts shared across websites, GET /V1/customers/me under /rest/${foreign.code} does not answer the token's customer`, `200 with customer ${id}`, away.status === 200 ? `customer ${JSON.stringify(field(away, 'id'))}` : describe(away), away);
    return null;
  }
  const parameters = field(away, 'parameters');
  const resources = parameters !== null && typeof parameters === 'object' ? (parameters as Record<string, unknown>).resources : undefined;
  if (away.status !== 401 || field(away, 'message') !== NOT_AUTHORIZED || resources !== 'self') return failed(`with accounts per website, the token of a customer of website ${own.websiteId} is not refused on GET /V1/customers/me under /rest/${foreign.code} (website ${foreign.websiteId})`, `401 "${NOT_AUTHORIZED}" {resources: self}`, describe(away), away);
  return null;
}
