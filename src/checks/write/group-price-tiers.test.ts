// write.group-price-tiers on a fake product whose group prices are kept as the real 2.4.7-p3 keeps them (in the order
// added, an add at a quantity held setting that tier's price in place, "all" as group 32000), and faults that each
// break one step ProductTierPriceManagementTest asserts.
import assert from 'node:assert/strict';
import { scenarioCases, type Target } from '../testing/fake-scenario.ts';
import { platformError, type Canned } from '../testing/fake-context.ts';
import { writeGroupPriceTiers } from './group-price-tiers.ts';

type Fault =
  /** An add at a quantity the group holds adds a second tier beside it. */
  | 'add-duplicates'
  /** An add at a quantity the group holds moves it last. */
  | 'update-moves-last'
  /** A delete for all groups removes every tier of all groups. */
  | 'delete-clears-group'
  /** The list answers the tiers newest first. */
  | 'newest-first';

function groupPriceTarget(...faults: Fault[]): Target {
  const has = (f: Fault): boolean => faults.includes(f);
  const products = new Set<string>();
  let tiers: Array<{ customer_group_id: number; qty: number; value: number }> = [];
  const groupOf = (g: string): number => (g === 'all' ? 32000 : Number(g));
  return (sent): Canned => {
    if (sent.method === 'POST' && sent.path === '/V1/products') {
      const body = sent.body as { product: { sku: string } };
      products.add(body.product.sku);
      return { status: 200, json: { id: 5, ...body.product } };
    }
    const m = /^\/V1\/products\/([^/]+)(?:\/group-prices\/([^/]+)\/tiers(?:\/(\d+)(?:\/price\/(\d+))?)?)?$/.exec(sent.path);
    if (m === null) return platformError(404, `no fake for ${sent.method} ${sent.path}`);
    const [, sku = '', group, qty, price] = m;
    if (group === undefined) return { status: 200, json: sent.method === 'DELETE' ? products.delete(sku) : true };
    if (!products.has(sku)) return platformError(404, 'The product that was requested doesn\'t exist. Verify the product and try again.');
    const id = groupOf(group);
    if (sent.method === 'GET') {
      const shown = tiers.filter((t) => t.customer_group_id === id);
      return { status: 200, json: has('newest-first') ? shown.reverse() : shown };
    }
    if (sent.method === 'POST' && price !== undefined) {
      const held = tiers.findIndex((t) => t.customer_group_id === id && t.qty === Number(qty));
      const tier = { customer_group_id: id, qty: Number(qty), value: Number(price) };
      if (held >= 0 && !has('add-duplicates')) {
        if (has('update-moves-last')) tiers.splice(held, 1);
        else {
          tiers[held] = tier;
          return { status: 200, json: true };
        }
      }
      tiers.push(tier);
      return { status: 200, json: true };
    }
    if (sent.method === 'DELETE') {
      tiers = tiers.filter((t) => !(t.customer_group_id === id && (has('delete-clears-group') || t.qty === Number(qty))));
      return { status: 200, json: true };
    }
    return platformError(404, `no fake for ${sent.method} ${sent.path}`);
  };
}

const one = (scenarios: typeof writeGroupPriceTiers.scenarios) => scenarios[0];

scenarioCases(writeGroupPriceTiers, [
  {
    name: 'every step as the real 2.4.7-p3 answers it: pass, the product removed',
    scenario: one,
    fake: { answer: groupPriceTarget() },
    want: { outcome: 'pass', note: /^POST \/V1\/products\/:sku\/group-prices\/:customerGroupId\/tiers\/:qty\/price\/:price added three tier prices for all groups/ },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), ['/V1/products/cctrun0000s0gpt/group-prices/all/tiers/5', '/V1/products/cctrun0000s0gpt/group-prices/1/tiers/3', '/V1/products/cctrun0000s0gpt']),
  },
  {
    name: 'an add at a quantity held adds a second tier: fail (testUpdateWithAllGroups)',
    scenario: one,
    fake: { answer: groupPriceTarget('add-duplicates') },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku/group-prices/:customerGroupId/tiers for group all after POST /V1/products/:sku/group-prices/:customerGroupId/tiers/:qty/price/:price (all groups, qty 2 again at 20: the tier held takes the new price) does not answer the group\'s tier prices in order', expected: '200 [{"customer_group_id":32000,"qty":2,"value":20},{"customer_group_id":32000,"qty":5,"value":6},{"customer_group_id":32000,"qty":50,"value":20}]', actual: /"qty":2,"value":8/ },
  },
  {
    name: 'an add at a quantity held moves it last: fail (testUpdateWithAllGroups: the first is qty 2)',
    scenario: one,
    fake: { answer: groupPriceTarget('update-moves-last') },
    want: { outcome: 'fail', broken: /qty 2 again at 20/, expected: /^200 \[\{"customer_group_id":32000,"qty":2,"value":20\}/, actual: /^\[\{"customer_group_id":32000,"qty":5/ },
  },
  {
    name: 'a delete for all groups clears the group: fail (testDelete)',
    scenario: one,
    fake: { answer: groupPriceTarget('delete-clears-group') },
    want: { outcome: 'fail', broken: /after DELETE \/V1\/products\/:sku\/group-prices\/:customerGroupId\/tiers\/:qty \(all groups, qty 5\)/, expected: /"qty":50,"value":20\}\]$/, actual: '[]' },
  },
  {
    name: 'the list newest first: fail at the second add (testAddWithAllCustomerGrouped: the new one last)',
    scenario: one,
    fake: { answer: groupPriceTarget('newest-first') },
    want: { outcome: 'fail', broken: /\(all groups, qty 5 at 6\)/, expected: /qty":2,"value":8\},\{/, actual: /^\[\{"customer_group_id":32000,"qty":5/ },
  },
]);
