// write.group-price-tiers: the tier prices of one customer group, or of all groups ("all", group 32000), through
// /V1/products/:sku/group-prices on the run's own product, as ProductTierPriceManagementTest drives them: three tier
// prices added for all groups are listed in the order added (testAddWithAllCustomerGrouped: the new one after the
// other two); one added again at a quantity it holds, under the store code all, takes the new price in its place
// (testUpdateWithAllGroups); the delete of one of all groups, and of one of group 1, answers true and the list no
// longer holds it (testDelete). Every add and delete answers true. The real 2.4.7-p3 and 2.4.6-p1 answered every step
// alike, probed by hand 2026-12-03 (docs/real-platform.md, "Product bodies").

import { record } from '../owned/platform-references.ts';
import { pass, skip, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { describe, failed, inProductSession, list, notMadeReason, productBodySkip, productPath, type ProductSession } from './product-bodies.ts';
import { sameValue } from './verify.ts';

const ADD = 'POST /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty/price/:price';
const LIST = 'GET /V1/products/:sku/group-prices/:customerGroupId/tiers';
const REMOVE = 'DELETE /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty';
/** The customer group id the platform answers for all groups. */
const ALL_GROUPS = 32000;

interface Tier {
  qty: number;
  value: number;
}

const show = (group: number, tiers: readonly Tier[]): string => JSON.stringify(tiers.map((t) => ({ customer_group_id: group, qty: t.qty, value: t.value })));
/** Whether a list answers exactly these tiers, in this order, each of the group. */
const sameList = (group: number, tiers: readonly Tier[], json: unknown): boolean => {
  const shown = list(json).map(record);
  return shown.length === tiers.length && tiers.every((t, i) => sameValue(group, shown[i]?.customer_group_id) && sameValue(t.qty, shown[i]?.qty) && sameValue(t.value, shown[i]?.value));
};

async function judge(ctx: ScenarioContext, s: ProductSession): Promise<Verdict> {
  const sku = ctx.name('gpt').toLowerCase();
  const made = await s.product(sku);
  if (notMadeReason(made)) return skip(made.reason);
  const base = `${productPath(sku)}/group-prices`;
  const groupPath = (group: string): string => `${base}/${group}/tiers`;

  /** A call that must answer true, then the group's list compared with the tiers wanted, in order. */
  const step = async (method: 'POST' | 'DELETE', route: string, path: string, what: string, group: string, tiers: Tier[]): Promise<Verdict | null> => {
    const res: HttpExchange = await ctx.send('admin', { method, path, storeCode: 'all' });
    if (res.status !== 200 || res.json !== true) return failed(`${route} (${what}) did not answer true`, '200 true', describe(res), res);
    const after = await ctx.send('admin', { method: 'GET', path: groupPath(group) });
    const id = group === 'all' ? ALL_GROUPS : Number(group);
    if (after.status !== 200 || !sameList(id, tiers, after.json)) {
      return failed(`${LIST} for group ${group} after ${route} (${what}) does not answer the group's tier prices in order`, `200 ${show(id, tiers)}`, after.status !== 200 ? describe(after) : JSON.stringify(after.json).slice(0, 400), after);
    }
    return null;
  };
  const add = (group: string, qty: number, price: number, what: string, tiers: Tier[]) => step('POST', ADD, `${groupPath(group)}/${qty}/price/${price}`, what, group, tiers);
  const remove = (group: string, qty: number, what: string, tiers: Tier[]) => step('DELETE', REMOVE, `${groupPath(group)}/${qty}`, what, group, tiers);

  const steps: Array<() => Promise<Verdict | null>> = [
    () => add('all', 2, 8, 'all groups, qty 2 at 8', [{ qty: 2, value: 8 }]),
    () => add('all', 5, 6, 'all groups, qty 5 at 6', [{ qty: 2, value: 8 }, { qty: 5, value: 6 }]),
    () => add('all', 50, 20, 'all groups, qty 50 at 20, after the other two', [{ qty: 2, value: 8 }, { qty: 5, value: 6 }, { qty: 50, value: 20 }]),
    () => add('all', 2, 20, 'all groups, qty 2 again at 20: the tier held takes the new price', [{ qty: 2, value: 20 }, { qty: 5, value: 6 }, { qty: 50, value: 20 }]),
    () => remove('all', 5, 'all groups, qty 5', [{ qty: 2, value: 20 }, { qty: 50, value: 20 }]),
    () => add('1', 3, 4, 'group 1, qty 3 at 4', [{ qty: 3, value: 4 }]),
    () => remove('1', 3, 'group 1, qty 3', []),
  ];
  for (const next of steps) {
    const verdict = await next();
    if (verdict !== null) return verdict;
  }
  return pass(`${ADD} added three tier prices for all groups, listed in the order added, and set the price of the one at a quantity it held in its place; ${REMOVE} removed one of all groups and one of group 1; each answered true and ${LIST} answered the group's tier prices in order after each`);
}

export const writeGroupPriceTiers: ScenarioCheck = {
  subject: 'scenario',
  id: 'write.group-price-tiers',
  family: 'write',
  rule: 'The tier prices of a customer group or of all groups (/V1/products/:sku/group-prices) on the run\'s own product: an add answers true and the group\'s list then holds the new tier price after the others, an add at a quantity the group holds sets that tier\'s price in its place, a delete answers true and removes the tier named alone; the list answers the group\'s tier prices in order (all groups as group 32000).',
  source: 'issue 37; dev/tests/api-functional ProductTierPriceManagementTest (magento/magento2): testAddWithAllCustomerGrouped, testUpdateWithAllGroups, testDelete; the real 2.4.7-p3 and 2.4.6-p1, probed by hand 2026-12-03 (docs/real-platform.md, "Product bodies")',
  scenarios: [{ title: 'all groups and group 1', about: ADD, contract: ADD, writes: true }] satisfies Scenario[],
  async run(ctx) {
    const notSent = productBodySkip(ctx);
    if (notSent !== null) return notSent;
    return inProductSession(ctx, (session) => judge(ctx, session));
  },
};
