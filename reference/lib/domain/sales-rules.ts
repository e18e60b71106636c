// Cart price rules (sales rules) and their coupons: generation and mass deletion.
//
// The faults of rules and coupons (issue 37, the SalesRule ledger): each breaks a value the real platform keeps as sent,
// so write.answer-sent and write.read-back can prove they notice (docs/fault-table.md):
//  - rule-update-usage-ignored: an update of a rule (PUT /V1/salesRules/:ruleId) keeps its discount_amount and
//                               times_used as stored, answering and reading the old ones (RuleRepositoryTest::testCrud
//                               sends 30 and 2);
//  - coupon-fields-ignored:     a coupon's save (POST /V1/coupons, PUT /V1/coupons/:couponId) keeps times_used as stored
//                               (0 for a new one), dates it now, types it 0 (manual) and answers is_primary false,
//                               whatever was sent, and its answer leaves out usage_limit and usage_per_customer
//                               (CouponRepositoryTest::testCrud sends created_at, type 1, is_primary null and then
//                               times_used 2, and asserts the two usage fields answered);
//  - coupon-format-ignored:     a coupon generation (POST /V1/coupons/generate) makes its codes of digits, whatever the
//                               format asked (CouponManagementTest::testManagement asks alphanum, num and alpha);
//  - sales-rule-search-partial: the rule and coupon searches (GET /V1/salesRules/search, /V1/coupons/search) answer
//                               their items without a field their own reads answer (a rule's action_condition, a
//                               coupon's created_at) and echo the criteria without current_page (RuleRepositoryTest
//                               and CouponRepositoryTest::testCrud compare both).

import type { Ctx, HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, bodyValue, intParam } from './context.ts';
import { inputError, notFound, requiredField } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { clone, isObject } from './json.ts';
import { list, upsert } from './repository.ts';
import type { Table } from './state.ts';

export const SALES_RULE_FAULT = { ruleUpdateUsageIgnored: 'rule-update-usage-ignored', couponFieldsIgnored: 'coupon-fields-ignored', searchPartial: 'sales-rule-search-partial', couponFormatIgnored: 'coupon-format-ignored' } as const;
export const SALES_RULE_DOMAIN_FAULTS = Object.values(SALES_RULE_FAULT);

/** A new sales rule's fields as the platform fills them (RuleRepository::save answers the saved rule). */
function salesRuleDefaults(): JsonObject {
  return {
    name: '',
    store_labels: [],
    description: '',
    website_ids: [],
    customer_group_ids: [],
    uses_per_customer: 0,
    is_active: true,
    condition: { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Combine', aggregator_type: 'all', operator: null, value: true },
    action_condition: { condition_type: 'Magento\\SalesRule\\Model\\Rule\\Condition\\Product\\Combine', aggregator_type: 'all', operator: null, value: true },
    stop_rules_processing: false,
    is_advanced: true,
    sort_order: 0,
    simple_action: 'by_percent',
    discount_amount: 0,
    discount_step: 0,
    apply_to_shipping: false,
    times_used: 0,
    is_rss: false,
    coupon_type: 'NO_COUPON',
    use_auto_generation: false,
    uses_per_coupon: 0,
  };
}

/** A rule or coupon no row is: the repositories throw NoSuchEntityException without a message of their own, which
 * the platform words 'No such entity.' without parameters (real 2.4.7-p3, GET and DELETE). */
function requireBare(table: Table, id: number): JsonObject {
  const row = table.get(id);
  if (row === undefined) throw notFound('No such entity.');
  return row;
}

/** The rule a coupon names must exist; the coupon services wrap the repository's answer in their own (real 2.4.7-p3:
 * 400 'Error occurred when saving coupon: %1' with 'No such entity with rule_id = <id>'). */
function requireRuleFor(ctx: Ctx, ruleId: number, wording: string): void {
  if (ctx.state.salesRules.get(ruleId) === undefined) throw inputError(wording, [`No such entity with rule_id = ${ruleId}`]);
}

function generateCoupons(ctx: Ctx): string[] {
  const spec = bodyObject(ctx, 'couponSpec');
  const ruleId = asNumber(spec.rule_id, -1);
  requireRuleFor(ctx, ruleId, 'Error occurred when generating coupons: %1');
  const quantity = asNumber(spec.quantity, 0);
  if (quantity <= 0) throw requiredField('quantity');
  const length = asNumber(spec.length, 12);
  // The characters of each format (Magento\SalesRule\Helper\Coupon::getCharset: upper-case letters and digits); the
  // code is the coupon's id written in them, so each is unique. Fault coupon-format-ignored: digits whatever the format.
  const format = ctx.options.faults.has(SALES_RULE_FAULT.couponFormatIgnored) ? 'num' : asString(spec.format, 'alphanum');
  const charset = format === 'num' ? '0123456789' : format === 'alpha' ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const written = (id: number): string => {
    let out = '';
    for (let rest = id; rest > 0; rest = Math.floor(rest / charset.length)) out = `${charset[rest % charset.length] ?? ''}${out}`;
    return out.padStart(length, charset[0]);
  };
  const codes: string[] = [];
  for (let index = 0; index < quantity; index++) {
    const code = `${asString(spec.prefix, '')}${written(ctx.state.coupons.peekNextId())}${asString(spec.suffix, '')}`;
    ctx.state.coupons.insert({ rule_id: ruleId, code, usage_limit: 0, usage_per_customer: 0, times_used: 0, is_primary: false, created_at: ctx.now(), type: 1 }, 'coupon_id');
    codes.push(code);
  }
  return codes;
}

function deleteCoupons(ctx: Ctx, field: 'ids' | 'codes'): JsonObject {
  const wanted = bodyValue(ctx, field);
  if (!Array.isArray(wanted)) throw requiredField(field);
  const failed: string[] = [];
  const missing: string[] = [];
  for (const value of wanted) {
    const coupon = ctx.state.coupons.all().find((row) => (field === 'ids' ? row.coupon_id === asNumber(value, -1) : row.code === String(value)));
    if (coupon === undefined) missing.push(String(value));
    else ctx.state.coupons.delete(Number(coupon.coupon_id));
  }
  return { failed_items: failed, missing_items: missing };
}

/** Fault sales-rule-search-partial: the search's items without `field`, its criteria echoed without current_page. */
function partialSearch(ctx: Ctx, result: Json, field: string): Json {
  if (!ctx.options.faults.has(SALES_RULE_FAULT.searchPartial) || !isObject(result)) return result;
  const out = clone(result) as JsonObject;
  if (Array.isArray(out.items)) for (const item of out.items) if (isObject(item)) delete (item as JsonObject)[field];
  if (isObject(out.search_criteria)) delete (out.search_criteria as JsonObject).current_page;
  return out;
}

const RULE = 'Magento\\SalesRule\\Api\\';

export const salesRuleHandlers: HandlerTable = {
  [`${RULE}RuleRepositoryInterface::getById`]: (ctx) => clone(requireBare(ctx.state.salesRules, intParam(ctx, 'ruleId'))),
  [`${RULE}RuleRepositoryInterface::getList`]: (ctx) => partialSearch(ctx, list(ctx, ctx.state.salesRules.all(), clone, { table: 'salesrule', storage: 'flat' }), 'action_condition'),
  [`${RULE}RuleRepositoryInterface::save`]: (ctx) => {
    // The rule the URL names is loaded first: none is a bare NoSuchEntityException (the real 2.4.7-p3 and 2.4.6-p1: 404
    // "No such entity.", no parameters).
    if (ctx.call.params.ruleId !== undefined) requireBare(ctx.state.salesRules, intParam(ctx, 'ruleId'));
    // Real 2.4.7-p3: a negative discount is refused by the rule's validation.
    const input = bodyObject(ctx, 'rule');
    if (input.discount_amount !== undefined && input.discount_amount !== null && asNumber(input.discount_amount, 0) < 0) throw inputError('Please choose a valid discount amount.');
    // Store labels are saved only when the rule has one: [] keeps them, though the answer shows [] (real 2.4.7-p3).
    const id = ctx.call.params.ruleId === undefined ? undefined : asNumber(ctx.call.params.ruleId, -1);
    const labels = id === undefined ? undefined : clone(ctx.state.salesRules.get(id)?.store_labels);
    const before = id === undefined ? undefined : clone(ctx.state.salesRules.get(id));
    let saved = upsert(ctx, ctx.state.salesRules, 'rule', 'rule_id', ['name', 'website_ids', 'customer_group_ids'], 'ruleId', salesRuleDefaults);
    const row = id === undefined ? undefined : ctx.state.salesRules.get(id);
    if (row !== undefined && before !== undefined && ctx.options.faults.has(SALES_RULE_FAULT.ruleUpdateUsageIgnored)) {
      row.discount_amount = before.discount_amount ?? 0;
      row.times_used = before.times_used ?? 0;
      saved = { ...saved, discount_amount: row.discount_amount, times_used: row.times_used };
    }
    if (row !== undefined && Array.isArray(row.store_labels) && row.store_labels.length === 0 && labels !== undefined) row.store_labels = labels;
    return saved;
  },
  [`${RULE}RuleRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'ruleId');
    requireBare(ctx.state.salesRules, id);
    ctx.state.salesRules.delete(id);
    for (const coupon of ctx.state.coupons.all()) if (coupon.rule_id === id) ctx.state.coupons.delete(Number(coupon.coupon_id));
    return true;
  },
  [`${RULE}CouponRepositoryInterface::getById`]: (ctx) => clone(requireBare(ctx.state.coupons, intParam(ctx, 'couponId'))),
  [`${RULE}CouponRepositoryInterface::getList`]: (ctx) => partialSearch(ctx, list(ctx, ctx.state.coupons.all(), clone, { table: 'salesrule_coupon', storage: 'flat' }), 'created_at'),
  [`${RULE}CouponRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'coupon');
    requireRuleFor(ctx, asNumber(input.rule_id, -1), 'Error occurred when saving coupon: %1');
    const code = asString(input.code, '');
    const id = ctx.call.params.couponId === undefined ? null : intParam(ctx, 'couponId');
    // A coupon id no coupon has: a bare NoSuchEntityException (the real 2.4.7-p3 and 2.4.6-p1: 404 "No such entity.").
    if (id !== null) requireBare(ctx.state.coupons, id);
    if (code !== '' && ctx.state.coupons.all().some((row) => row.code === code && row.coupon_id !== id)) throw inputError('Coupon with the same code already exists.');
    const before = id === null ? undefined : clone(ctx.state.coupons.get(id));
    const saved = upsert(ctx, ctx.state.coupons, 'coupon', 'coupon_id', ['rule_id'], 'couponId', () => ({ rule_id: 0, code: '', usage_limit: 0, usage_per_customer: 0, times_used: 0, is_primary: null, created_at: ctx.now(), type: 0 }));
    const row = ctx.state.coupons.get(Number(saved.coupon_id));
    if (row === undefined) return saved;
    // A coupon saved through the repository is the rule's primary one only when sent true: false is stored as no
    // value, answered null (the real 2.4.7-p3 and 2.4.6-p1, 2026-12-03).
    row.is_primary = row.is_primary === true ? true : null;
    // The usage limits come from the rule, whatever is sent (CouponRepository::save; the real 2.4.7-p3, 2026-12-03).
    const rule = ctx.state.salesRules.get(asNumber(row.rule_id, -1));
    row.usage_limit = asNumber(rule?.uses_per_coupon, 0);
    row.usage_per_customer = asNumber(rule?.uses_per_customer, 0);
    if (!ctx.options.faults.has(SALES_RULE_FAULT.couponFieldsIgnored)) return clone(row);
    row.times_used = before?.times_used ?? 0;
    row.created_at = before?.created_at ?? ctx.now();
    row.type = before?.type ?? 0;
    row.is_primary = false;
    const answered = clone(row);
    delete answered.usage_limit;
    delete answered.usage_per_customer;
    return answered;
  },
  [`${RULE}CouponRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'couponId');
    requireBare(ctx.state.coupons, id);
    ctx.state.coupons.delete(id);
    return true;
  },
  [`${RULE}CouponManagementInterface::generate`]: generateCoupons,
  [`${RULE}CouponManagementInterface::deleteByIds`]: (ctx) => deleteCoupons(ctx, 'ids'),
  [`${RULE}CouponManagementInterface::deleteByCodes`]: (ctx) => deleteCoupons(ctx, 'codes'),
};
