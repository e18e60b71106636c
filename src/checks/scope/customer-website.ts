// scope.customer-website: a customer belongs to the website its body names (website_id), whatever the store code of
// the call, and an e-mail address is unique per website or across websites as the target shares accounts
// (customer/account_share/scope: per website by default). Two of the run's own customers with one address, one per
// website: both made (per website) or the second refused with the platform's duplicate message (global) is the
// target's form, observed and recorded; a customer landing in another website than its body's fails.

import type { HttpExchange, ScenarioCheck } from '../types.ts';
import { pass, scoped } from './scenarios.ts';
import { describe, failed, ok, type View } from './views.ts';

/** The platform's refusal of an address already taken in a website sharing accounts with this one. */
export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';

const field = (res: HttpExchange, key: string): unknown => (res.json !== null && typeof res.json === 'object' ? (res.json as Record<string, unknown>)[key] : undefined);

export const scopeCustomerWebsite: ScenarioCheck = {
  subject: 'scenario',
  id: 'scope.customer-website',
  family: 'scope',
  rule: 'A customer belongs to the website its body names (website_id), read back so under the store code of another website, and an e-mail address is unique per website or across them as the target shares accounts: the second website\'s customer with the same address is made (per website) or refused with the platform\'s duplicate message (global), recorded as the target\'s form.',
  source: 'issue 29 §1 (customers: their website_id); Magento customer/account_share/scope (1 per website, the default; 0 global); the real 2.4.7-p3 with websites base and second (docs/real-platform.md, Scope of synchronous writes)',
  // The scenario's customers are removed at its end (and by the sweep, by their prefixed e-mail, if that fails).
  scenarios: [{ title: 'customers', about: 'POST /V1/customers', contract: 'POST /V1/customers', writes: true }],
  run: scoped(async (ctx, _scenario, views) => {
    const foreign = views.foreign;
    if (foreign === null) return { outcome: 'skip', reason: `the target has one website (that of ${views.own.code}): a customer cannot belong to another` };
    const own = views.own;
    const name = ctx.name('cw').toLowerCase();
    const email = `${name}@example.com`;
    const made: string[] = [];
    const create = async (view: View): Promise<HttpExchange> => {
      // Under the other website's store code on purpose: the body's website_id decides, not the code.
      const res = await ctx.send('admin', { method: 'POST', path: '/V1/customers', storeCode: view === own ? foreign.code : own.code, body: { customer: { email, firstname: name, lastname: 'Conformance', website_id: view.websiteId, group_id: 1 } } });
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
          return pass(`accounts shared across websites: the same address in website ${foreign.websiteId} is refused ("${EMAIL_TAKEN}")`);
        }
        return failed(`a customer of website ${foreign.websiteId} with the address of website ${own.websiteId}'s was refused otherwise than as taken`, `200, or 400 "${EMAIL_TAKEN}" (accounts shared globally)`, describe(second), second);
      }
      const read = await ctx.send('admin', { method: 'GET', path: `/V1/customers/${made[1] ?? ''}`, storeCode: foreign.code });
      if (read.status !== 200 || !inWebsite(read, foreign)) return failed(`the customer made with website_id ${foreign.websiteId} does not read back in that website under /rest/${foreign.code}`, `website_id ${foreign.websiteId} and a store view of it`, read.status === 200 ? `website_id ${JSON.stringify(field(read, 'website_id'))}, store_id ${JSON.stringify(field(read, 'store_id'))}` : describe(read), read);
      ctx.observe('customer-share', { scope: 'per-website' });
      return pass(`accounts per website: the same address is a customer of website ${own.websiteId} and one of website ${foreign.websiteId}, each read back in its own (store ${String(field(first, 'store_id'))}, ${String(field(read, 'store_id'))})`);
    } finally {
      for (const id of made) await ctx.send('admin', { method: 'DELETE', path: `/V1/customers/${id}`, storeCode: null });
    }
  }),
};
