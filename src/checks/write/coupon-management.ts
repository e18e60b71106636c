// write.coupon-management: coupons generated for a cart price rule of the run's own and deleted in bulk, as the
// platform's CouponManagementTest::testManagement does for each format (alphanum of 12, num of 10, alpha of 8): the
// generation of 10 codes answers 10 codes, each of the length and characters asked; the search by rule_id lists
// exactly them; deleteByCodes of the second half answers empty failed_items and missing_items and leaves the first
// half on the rule; deleteByIds of that half answers alike and leaves the rule without coupons. And a rule with a
// specific coupon of its own, updated through PUT /V1/salesRules/:ruleId with every field of the platform test's body
// but name (RuleRepositoryTest::testUpdateRuleHavingSpecificCouponCode), is answered and its coupon still belongs to
// it. The rule is inactive (no cart of anyone's takes it), named with the run's prefix, and deleted at the end with
// its coupons (the sweep removes what a failed scenario leaves). The real 2.4.7-p3, probed by hand 2026-12-03: codes
// of upper-case letters and digits, `{"failed_items":[],"missing_items":[]}` for both deletes.

import { describeExchange } from '../platform-errors.ts';
import { pass, skip, writesAllowed, WRITES_DENIED_SCENARIO, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { callerUnavailable } from '../stand-in.ts';

interface CouponScenario extends Scenario {
  kind: 'generation' | 'rule-update';
  /** The generation's format, length and the characters a code of it is made of. */
  format?: 'alphanum' | 'num' | 'alpha';
  length?: number;
  pattern?: RegExp;
}

const QUANTITY = 10;
const generation = (format: 'alphanum' | 'num' | 'alpha', length: number, pattern: RegExp): CouponScenario => ({ title: `${QUANTITY} ${format} codes of ${length} generated and deleted`, about: 'POST /V1/coupons/generate', contract: 'POST /V1/coupons/generate', writes: true, kind: 'generation', format, length, pattern });
const SCENARIOS: readonly CouponScenario[] = [
  generation('alphanum', 12, /^[a-zA-Z0-9]{12}$/),
  generation('num', 10, /^[0-9]{10}$/),
  generation('alpha', 8, /^[a-zA-Z]{8}$/),
  { title: 'rule with a specific coupon updated', about: 'PUT /V1/salesRules/:ruleId', contract: 'PUT /V1/salesRules/:ruleId', writes: true, kind: 'rule-update' },
];

const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
const idText = (v: unknown): string | null => (typeof v === 'number' && Number.isInteger(v) ? String(v) : typeof v === 'string' && /^\d+$/.test(v) ? v : null);
const describe = (res: HttpExchange): string => describeExchange(res.status, res.json, res.bodyText);
const failed = (broken: string, expected: string, actual: string, exchange?: HttpExchange): Verdict => ({ outcome: 'fail', broken, expected, actual, ...(exchange ? { exchange } : {}) });

/** A rule of the run's own, inactive: with auto generation (the platform's rules_autogeneration fixture) or without. */
const ruleBody = (name: string, autoGeneration: boolean): Record<string, unknown> => ({ rule: { name, description: name, website_ids: [1], customer_group_ids: [0], is_active: false, coupon_type: 'SPECIFIC_COUPON', use_auto_generation: autoGeneration, simple_action: 'by_percent', discount_amount: 1, discount_step: 0, stop_rules_processing: false, is_advanced: true, uses_per_customer: 0, sort_order: 0 } });

/** The coupons the search by rule_id lists (page size 300, as the platform's test asks). */
async function couponsOf(ctx: ScenarioContext, ruleId: string): Promise<{ items: Array<Record<string, unknown>>; res: HttpExchange }> {
  const res = await ctx.send('admin', {
    method: 'GET',
    path: '/V1/coupons/search',
    storeCode: null,
    query: { 'searchCriteria[filter_groups][0][filters][0][field]': 'rule_id', 'searchCriteria[filter_groups][0][filters][0][value]': ruleId, 'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq', 'searchCriteria[current_page]': '1', 'searchCriteria[page_size]': '300' },
  });
  const items = Array.isArray(record(res.json).items) ? (record(res.json).items as unknown[]).map(record) : [];
  return { items, res };
}

/** A mass delete's answer: 200 with failed_items and missing_items both empty (every coupon named was deleted). */
function deleteAnswered(route: string, res: HttpExchange, named: number): Verdict | null {
  const json = record(res.json);
  const empty = (v: unknown): boolean => Array.isArray(v) && v.length === 0;
  if (res.status === 200 && empty(json.failed_items) && empty(json.missing_items)) return null;
  return failed(`${route} of ${named} coupons of the run's own rule did not delete them all`, '200 {"failed_items":[],"missing_items":[]}', describe(res), res);
}

async function generated(ctx: ScenarioContext, s: CouponScenario, ruleId: string): Promise<Verdict> {
  const format = s.format ?? 'alphanum';
  const length = s.length ?? 12;
  const pattern = s.pattern ?? /^$/;
  const res = await ctx.send('admin', { method: 'POST', path: '/V1/coupons/generate', storeCode: null, body: { couponSpec: { rule_id: Number(ruleId), quantity: QUANTITY, length, format } } });
  const codes = Array.isArray(res.json) ? res.json : [];
  if (res.status !== 200 || codes.length !== QUANTITY || !codes.every((c) => typeof c === 'string')) return failed(`POST /V1/coupons/generate of ${QUANTITY} ${format} codes does not answer as many codes`, `200 with ${QUANTITY} codes`, describe(res), res);
  const wrong = codes.filter((c) => !pattern.test(String(c)));
  if (wrong.length > 0) return failed(`POST /V1/coupons/generate answers codes not of the format and length asked (${format}, ${length})`, `every code matching ${pattern}`, JSON.stringify(wrong), res);
  if (new Set(codes).size !== QUANTITY) return failed('POST /V1/coupons/generate answers the same code twice', `${QUANTITY} distinct codes`, JSON.stringify(codes), res);
  const listed = await couponsOf(ctx, ruleId);
  const found = listed.items.map((c) => String(c.code)).sort();
  if (listed.res.status !== 200 || JSON.stringify(found) !== JSON.stringify([...codes].map(String).sort())) return failed(`GET /V1/coupons/search by rule_id does not list exactly the ${QUANTITY} codes generated for rule ${ruleId}`, JSON.stringify([...codes].sort()), listed.res.status !== 200 ? describe(listed.res) : JSON.stringify(found), listed.res);
  // As the platform's test: the ids of the first half (in the list's order), the codes of the second.
  const half = QUANTITY / 2;
  const ids = listed.items.slice(0, half).map((c) => idText(c.coupon_id) ?? '');
  const byCodes = listed.items.slice(half).map((c) => String(c.code));
  const codesRes = await ctx.send('admin', { method: 'POST', path: '/V1/coupons/deleteByCodes', storeCode: null, body: { codes: byCodes } });
  const codesVerdict = deleteAnswered('POST /V1/coupons/deleteByCodes', codesRes, half);
  if (codesVerdict !== null) return codesVerdict;
  const left = await couponsOf(ctx, ruleId);
  const leftIds = left.items.map((c) => idText(c.coupon_id) ?? '').sort();
  if (JSON.stringify(leftIds) !== JSON.stringify([...ids].sort())) return failed(`after POST /V1/coupons/deleteByCodes of ${half} codes, rule ${ruleId} does not keep the other ${half}`, `coupons ${[...ids].sort().join(', ')}`, `coupons ${leftIds.join(', ') || 'none'}`, left.res);
  const idsRes = await ctx.send('admin', { method: 'POST', path: '/V1/coupons/deleteByIds', storeCode: null, body: { ids: ids.map(Number) } });
  const idsVerdict = deleteAnswered('POST /V1/coupons/deleteByIds', idsRes, half);
  if (idsVerdict !== null) return idsVerdict;
  const none = await couponsOf(ctx, ruleId);
  if (none.res.status !== 200 || none.items.length !== 0) return failed(`after POST /V1/coupons/deleteByIds of the other ${half} coupons, rule ${ruleId} still has coupons`, 'no coupon listed', none.res.status !== 200 ? describe(none.res) : JSON.stringify(none.items.map((c) => c.code)), none.res);
  return pass(`rule ${ruleId}: ${QUANTITY} ${format} codes of ${length} generated and listed by rule_id; ${half} deleted by code and ${half} by id, both answered with empty failed_items and missing_items, ${half} then none left`);
}

/** RuleRepositoryTest::getSalesRuleData without its name (the rule kept inactive). */
function updateBody(ruleId: string): Record<string, unknown> {
  return {
    rule_id: Number(ruleId),
    store_labels: [{ store_id: 0, store_label: 'TestRule_Label' }, { store_id: 1, store_label: 'TestRule_Label_default' }],
    description: 'Test sales rule',
    website_ids: [1],
    customer_group_ids: [0, 1, 3],
    uses_per_customer: 2,
    is_active: false,
    condition: { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine', conditions: [{ condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Address', operator: '>', attribute_name: 'base_subtotal', value: 800 }], aggregator_type: 'all', operator: null, value: null },
    action_condition: { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine', conditions: [{ condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product', operator: '==', attribute_name: 'attribute_set_id', value: '4' }], aggregator_type: 'all', operator: null, value: null },
    stop_rules_processing: true,
    is_advanced: true,
    sort_order: 2,
    simple_action: 'cart_fixed',
    discount_amount: 40,
    discount_qty: 2,
    discount_step: 0,
    apply_to_shipping: false,
    times_used: 1,
    is_rss: true,
    coupon_type: 'SPECIFIC_COUPON',
    use_auto_generation: false,
    uses_per_coupon: 0,
    simple_free_shipping: 0,
    from_date: '2022-04-22',
    to_date: '2022-09-25',
  };
}

async function updated(ctx: ScenarioContext, ruleId: string, name: string): Promise<Verdict> {
  const code = `${name}-free_use`;
  const made = await ctx.send('admin', { method: 'POST', path: '/V1/coupons', storeCode: null, body: { coupon: { rule_id: Number(ruleId), code, type: 0 } } });
  const couponId = idText(record(made.json).coupon_id);
  if (made.status !== 200 || couponId === null) return skip(`the run's own coupon could not be made: POST /V1/coupons answered ${describe(made)} (write.response-valid judges it)`);
  const res = await ctx.send('admin', { method: 'PUT', path: `/V1/salesRules/${ruleId}`, storeCode: null, body: { rule: updateBody(ruleId) } });
  if (res.status !== 200 || idText(record(res.json).rule_id) !== ruleId) return failed(`PUT /V1/salesRules/:ruleId of the run's own rule with every field but name does not answer the rule`, `200 with rule_id ${ruleId}`, describe(res), res);
  const found = await ctx.send('admin', { method: 'GET', path: '/V1/coupons/search', storeCode: null, query: { 'searchCriteria[filter_groups][0][filters][0][field]': 'code', 'searchCriteria[filter_groups][0][filters][0][value]': code } });
  const items = Array.isArray(record(found.json).items) ? (record(found.json).items as unknown[]).map(record) : [];
  const coupon = items.find((c) => c.code === code);
  if (coupon === undefined || idText(coupon.rule_id) !== ruleId) return failed(`after PUT /V1/salesRules/:ruleId the rule's specific coupon ${code} no longer belongs to rule ${ruleId}`, `coupon ${code} with rule_id ${ruleId}`, coupon === undefined ? (found.status !== 200 ? describe(found) : 'no such coupon listed') : `rule_id ${JSON.stringify(coupon.rule_id)}`, found);
  return pass(`rule ${ruleId} updated with every field but name (answered); its specific coupon ${code} (${couponId}) still has rule_id ${ruleId}`);
}

export const writeCouponManagement: ScenarioCheck<CouponScenario> = {
  subject: 'scenario',
  id: 'write.coupon-management',
  family: 'write',
  rule: 'Coupons generated for a cart price rule are as many as asked, each of the length and characters of the format asked (alphanum, num, alpha), and the search by rule_id lists exactly them; deleteByCodes and deleteByIds answer empty failed_items and missing_items and leave on the rule only the coupons not named; a rule with a specific coupon updated with every field but its name is answered, and its coupon still belongs to it.',
  source: 'magento/magento2 dev/tests/api-functional SalesRule CouponManagementTest::testManagement and RuleRepositoryTest::testUpdateRuleHavingSpecificCouponCode; the real 2.4.7-p3, probed by hand 2026-12-03',
  scenarios: SCENARIOS,
  async run(ctx, s) {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return skip(noAdmin);
    const name = ctx.name(s.kind === 'generation' ? `cg-${s.format ?? ''}` : 'cu');
    const rule = await ctx.send('admin', { method: 'POST', path: '/V1/salesRules', storeCode: null, body: ruleBody(name, s.kind === 'generation') });
    const ruleId = idText(record(rule.json).rule_id);
    if (rule.status !== 200 || ruleId === null) return skip(`the run's own sales rule could not be made: POST /V1/salesRules answered ${describe(rule)} (write.response-valid judges it)`);
    try {
      return s.kind === 'generation' ? await generated(ctx, s, ruleId) : await updated(ctx, ruleId, name);
    } finally {
      await ctx.send('admin', { method: 'DELETE', path: `/V1/salesRules/${ruleId}`, storeCode: null });
    }
  },
};
