// Cart price rules and coupons as the platform's own tests save them (RuleRepositoryTest::testCrud,
// CouponRepositoryTest::testCrud): a rule's update keeps the discount and use count sent, a coupon keeps its creation
// date, type and use count and answers is_primary null and the two usage fields its rule gives (the real 2.4.7-p3 and
// 2.4.6-p1, 2026-12-03); the faults rule-update-usage-ignored and coupon-fields-ignored break each.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { Domain } from '../lib/domain/api.ts';
import { bodyOf, call, newDomain } from './domain-helpers.ts';

const SR = 'Magento\\SalesRule\\Api\\';
const RULE = { name: 'zz-rule', website_ids: [1], customer_group_ids: [0, 1], is_active: false, coupon_type: 'SPECIFIC_COUPON', use_auto_generation: true, uses_per_coupon: 0, uses_per_customer: 0, simple_action: 'by_percent', discount_amount: 1, times_used: 0 };
const COUPON = { code: 'zz-coupon', times_used: 0, is_primary: null, created_at: '2015-07-20 00:00:00', type: 1 };

function ruleAndCoupon(d: Domain): { ruleId: number; coupon: Record<string, unknown>; updatedRule: Record<string, unknown>; updatedCoupon: Record<string, unknown> } {
  const ruleId = Number(bodyOf(call(d, { method: 'POST', url: '/V1/salesRules', service: `${SR}RuleRepositoryInterface::save`, body: { rule: RULE } })).rule_id);
  const updatedRule = bodyOf(call(d, { method: 'PUT', url: '/V1/salesRules/:ruleId', service: `${SR}RuleRepositoryInterface::save`, params: { ruleId: String(ruleId) }, body: { rule: { ...RULE, discount_amount: 30, times_used: 2 } } }));
  const coupon = bodyOf(call(d, { method: 'POST', url: '/V1/coupons', service: `${SR}CouponRepositoryInterface::save`, body: { coupon: { ...COUPON, rule_id: ruleId } } }));
  const updatedCoupon = bodyOf(call(d, { method: 'PUT', url: '/V1/coupons/:couponId', service: `${SR}CouponRepositoryInterface::save`, params: { couponId: String(coupon.coupon_id) }, body: { coupon: { ...COUPON, rule_id: ruleId, code: 'zz-coupon-2', times_used: 2 } } }));
  return { ruleId, coupon, updatedRule, updatedCoupon };
}

const read = (d: Domain, url: string, service: string, params: Record<string, string>) => bodyOf(call(d, { method: 'GET', url, service, params }));

test('a rule updated with a discount and a use count, and a coupon with its date, type and use count, keep them', () => {
  const d = newDomain();
  const { ruleId, coupon, updatedRule, updatedCoupon } = ruleAndCoupon(d);
  assert.deepEqual([updatedRule.discount_amount, updatedRule.times_used], [30, 2]);
  const rule = read(d, '/V1/salesRules/:ruleId', `${SR}RuleRepositoryInterface::getById`, { ruleId: String(ruleId) });
  assert.deepEqual([rule.discount_amount, rule.times_used], [30, 2]);
  assert.deepEqual({ ...coupon, coupon_id: 0 }, { coupon_id: 0, rule_id: ruleId, code: 'zz-coupon', usage_limit: 0, usage_per_customer: 0, times_used: 0, is_primary: null, created_at: '2015-07-20 00:00:00', type: 1 });
  assert.deepEqual([updatedCoupon.code, updatedCoupon.times_used, updatedCoupon.is_primary], ['zz-coupon-2', 2, null]);
  const stored = read(d, '/V1/coupons/:couponId', `${SR}CouponRepositoryInterface::getById`, { couponId: String(coupon.coupon_id) });
  assert.deepEqual([stored.code, stored.times_used, stored.created_at, stored.type], ['zz-coupon-2', 2, '2015-07-20 00:00:00', 1]);
  // is_primary false is stored as no value (the real platform answers null for it too).
  const other = bodyOf(call(d, { method: 'POST', url: '/V1/coupons', service: `${SR}CouponRepositoryInterface::save`, body: { coupon: { ...COUPON, rule_id: ruleId, code: 'zz-coupon-3', is_primary: false } } }));
  assert.equal(other.is_primary, null);
});

test('rule-update-usage-ignored: the update answers and keeps the old discount and use count', () => {
  const d = newDomain(['rule-update-usage-ignored']);
  const { ruleId, updatedRule } = ruleAndCoupon(d);
  assert.deepEqual([updatedRule.discount_amount, updatedRule.times_used], [1, 0]);
  const rule = read(d, '/V1/salesRules/:ruleId', `${SR}RuleRepositoryInterface::getById`, { ruleId: String(ruleId) });
  assert.deepEqual([rule.discount_amount, rule.times_used, rule.name], [1, 0, 'zz-rule']);
});

test('coupon-fields-ignored: the coupon is dated now, typed manual, answered is_primary false without its usage fields', () => {
  const d = newDomain(['coupon-fields-ignored']);
  const { coupon, updatedCoupon } = ruleAndCoupon(d);
  assert.deepEqual([coupon.created_at, coupon.type, coupon.is_primary, 'usage_limit' in coupon, 'usage_per_customer' in coupon], ['2026-01-02 03:04:05', 0, false, false, false]);
  assert.deepEqual([updatedCoupon.code, updatedCoupon.times_used], ['zz-coupon-2', 0]);
});

test('sales-rule-search-partial: the searches answer their items short of a field and the criteria without current_page', () => {
  const F = 'searchCriteria[filter_groups][0][filters][0]';
  const search = (d: Domain, url: string, service: string, field: string, id: number) => bodyOf(call(d, { method: 'GET', url, service, query: `${F}[field]=${field}&${F}[value]=${id}&${F}[condition_type]=eq&searchCriteria[current_page]=1&searchCriteria[page_size]=2` }));
  for (const [faults, partial] of [[[], false], [['sales-rule-search-partial'], true]] as const) {
    const d = newDomain([...faults]);
    const { ruleId, coupon } = ruleAndCoupon(d);
    const rules = search(d, '/V1/salesRules/search', `${SR}RuleRepositoryInterface::getList`, 'rule_id', ruleId);
    const coupons = search(d, '/V1/coupons/search', `${SR}CouponRepositoryInterface::getList`, 'coupon_id', Number(coupon.coupon_id));
    const firstRule = (rules.items as Array<Record<string, unknown>>)[0] ?? {};
    const firstCoupon = (coupons.items as Array<Record<string, unknown>>)[0] ?? {};
    assert.deepEqual(['action_condition' in firstRule, 'created_at' in firstCoupon, 'current_page' in (rules.search_criteria as Record<string, unknown>)], [!partial, !partial, !partial]);
  }
});
