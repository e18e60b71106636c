// write.coupon-management on a small fake of rules and coupons: codes generated in each format, listed by rule_id,
// deleted by code and by id; a rule with a specific coupon updated. Each way a step can be wrong fails by name, and
// the rule is deleted at the end whatever the verdict.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import type { ScenarioSent, Target } from '../testing/async-scenario-target.ts';
import type { Canned } from '../testing/fake-context.ts';
import { writeCouponManagement } from './coupon-management.ts';

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const ok = (json: unknown): Canned => ({ status: 200, json });

interface Faults {
  /** Codes of digits whatever the format (the coupon-format-ignored fault). */
  digitsOnly?: boolean;
  /** One code fewer than asked. */
  short?: boolean;
  /** deleteByCodes deletes every coupon of the rule. */
  deleteAll?: boolean;
  /** deleteByIds answers a failed item and deletes nothing. */
  idsFail?: boolean;
  /** A rule update moves its coupons to rule 0. */
  updateDetaches?: boolean;
}

function couponTarget(faults: Faults = {}): Target {
  let next = 1;
  const rules = new Map<number, Json>();
  const coupons = new Map<number, { coupon_id: number; rule_id: number; code: string }>();
  const charset = (format: string): string => (faults.digitsOnly || format === 'num' ? '0123456789' : format === 'alpha' ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
  const write = (id: number, chars: string, length: number): string => {
    let out = '';
    for (let rest = id; rest > 0; rest = Math.floor(rest / chars.length)) out = `${chars[rest % chars.length] ?? ''}${out}`;
    return out.padStart(length, chars[0]);
  };
  return (sent: ScenarioSent): Canned => {
    const body = isJson(sent.body) ? sent.body : {};
    if (sent.method === 'POST' && sent.path === '/V1/salesRules') {
      const id = next++;
      rules.set(id, { ...(isJson(body.rule) ? body.rule : {}), rule_id: id });
      return ok(rules.get(id));
    }
    const rulePath = /^\/V1\/salesRules\/(\d+)$/.exec(sent.path);
    if (rulePath) {
      const id = Number(rulePath[1]);
      if (!rules.has(id)) return { status: 404, json: { message: 'No such entity.' } };
      if (sent.method === 'DELETE') {
        rules.delete(id);
        for (const c of [...coupons.values()]) if (c.rule_id === id) coupons.delete(c.coupon_id);
        return ok(true);
      }
      if (faults.updateDetaches) for (const c of coupons.values()) if (c.rule_id === id) c.rule_id = 0;
      rules.set(id, { ...(rules.get(id) ?? {}), ...(isJson(body.rule) ? body.rule : {}), rule_id: id });
      return ok(rules.get(id));
    }
    if (sent.method === 'POST' && sent.path === '/V1/coupons') {
      const input = isJson(body.coupon) ? body.coupon : {};
      const id = next++;
      coupons.set(id, { coupon_id: id, rule_id: Number(input.rule_id), code: String(input.code) });
      return ok(coupons.get(id));
    }
    if (sent.method === 'POST' && sent.path === '/V1/coupons/generate') {
      const spec = isJson(body.couponSpec) ? body.couponSpec : {};
      const codes: string[] = [];
      for (let i = 0; i < Number(spec.quantity) - (faults.short ? 1 : 0); i++) {
        const id = next++;
        const code = write(id, charset(String(spec.format)), Number(spec.length));
        coupons.set(id, { coupon_id: id, rule_id: Number(spec.rule_id), code });
        codes.push(code);
      }
      return ok(codes);
    }
    if (sent.method === 'GET' && sent.path === '/V1/coupons/search') {
      const field = sent.query?.['searchCriteria[filter_groups][0][filters][0][field]'];
      const value = sent.query?.['searchCriteria[filter_groups][0][filters][0][value]'];
      const items = [...coupons.values()].filter((c) => (field === 'code' ? c.code === value : String(c.rule_id) === value));
      return ok({ items, search_criteria: {}, total_count: items.length });
    }
    if (sent.method === 'POST' && sent.path === '/V1/coupons/deleteByCodes') {
      const codes = Array.isArray(body.codes) ? body.codes.map(String) : [];
      const ruleOf = [...coupons.values()].find((c) => codes.includes(c.code))?.rule_id;
      for (const c of [...coupons.values()]) if (codes.includes(c.code) || (faults.deleteAll && c.rule_id === ruleOf)) coupons.delete(c.coupon_id);
      return ok({ failed_items: [], missing_items: [] });
    }
    if (sent.method === 'POST' && sent.path === '/V1/coupons/deleteByIds') {
      const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
      if (faults.idsFail) return ok({ failed_items: [String(ids[0])], missing_items: [] });
      for (const id of ids) coupons.delete(id);
      return ok({ failed_items: [], missing_items: [] });
    }
    return { status: 404, json: { message: 'Request does not match any route.' } };
  };
}

const scenario = (title: RegExp) => (scenarios: typeof writeCouponManagement.scenarios) => scenarios.find((s) => title.test(s.title));
const ruleDeleted = (f: { sent: ScenarioSent[] }): void => assert.ok(f.sent.some((s) => s.method === 'DELETE' && /^\/V1\/salesRules\/\d+$/.test(s.path)), 'the rule is deleted at the end');

scenarioCases(writeCouponManagement, [
  {
    name: 'alphanum of 12: generated, listed, deleted by code then by id: pass; the rule deleted',
    scenario: scenario(/alphanum/),
    fake: { answer: couponTarget() },
    want: { outcome: 'pass', note: 'rule 1: 10 alphanum codes of 12 generated and listed by rule_id; 5 deleted by code and 5 by id, both answered with empty failed_items and missing_items, 5 then none left' },
    then: (f) => {
      ruleDeleted(f);
      const generate = f.sent.find((s) => s.path === '/V1/coupons/generate');
      assert.deepEqual(isJson(generate?.body) ? generate.body.couponSpec : null, { rule_id: 1, quantity: 10, length: 12, format: 'alphanum' });
    },
  },
  {
    name: 'num of 10 and alpha of 8 pass alike',
    scenario: scenario(/ num /),
    fake: { answer: couponTarget() },
    want: { outcome: 'pass', note: /^rule 1: 10 num codes of 10 generated/ },
  },
  {
    name: 'alpha codes made of digits fail (the coupon-format-ignored fault)',
    scenario: scenario(/alpha codes/),
    fake: { answer: couponTarget({ digitsOnly: true }) },
    want: { outcome: 'fail', broken: 'POST /V1/coupons/generate answers codes not of the format and length asked (alpha, 8)', expected: 'every code matching /^[a-zA-Z]{8}$/', actual: /^\["00000002",/ },
    then: ruleDeleted,
  },
  {
    name: 'fewer codes than asked fail',
    scenario: scenario(/alphanum/),
    fake: { answer: couponTarget({ short: true }) },
    want: { outcome: 'fail', broken: 'POST /V1/coupons/generate of 10 alphanum codes does not answer as many codes', expected: '200 with 10 codes', actual: /^200 \[/ },
  },
  {
    name: 'a deleteByCodes that takes every coupon of the rule fails',
    scenario: scenario(/alphanum/),
    fake: { answer: couponTarget({ deleteAll: true }) },
    want: { outcome: 'fail', broken: 'after POST /V1/coupons/deleteByCodes of 5 codes, rule 1 does not keep the other 5', expected: 'coupons 2, 3, 4, 5, 6', actual: 'coupons none' },
  },
  {
    name: 'a deleteByIds answering a failed item fails',
    scenario: scenario(/alphanum/),
    fake: { answer: couponTarget({ idsFail: true }) },
    want: { outcome: 'fail', broken: 'POST /V1/coupons/deleteByIds of 5 coupons of the run\'s own rule did not delete them all', expected: '200 {"failed_items":[],"missing_items":[]}', actual: /^200 \{"failed_items":\["2"\]/ },
  },
  {
    name: 'a rule with a specific coupon updated: its coupon still its own: pass',
    scenario: scenario(/specific coupon/),
    fake: { answer: couponTarget() },
    want: { outcome: 'pass', note: 'rule 1 updated with every field but name (answered); its specific coupon cctrun0000s0cu-free_use (2) still has rule_id 1' },
    then: (f) => {
      ruleDeleted(f);
      const put = f.sent.find((s) => s.method === 'PUT');
      const rule = isJson(put?.body) && isJson(put.body.rule) ? put.body.rule : {};
      assert.ok(!('name' in rule) && rule.simple_action === 'cart_fixed' && rule.is_active === false, 'every field of the platform test but name, the rule kept inactive');
    },
  },
  {
    name: 'a rule update that detaches its coupon fails',
    scenario: scenario(/specific coupon/),
    fake: { answer: couponTarget({ updateDetaches: true }) },
    want: { outcome: 'fail', broken: 'after PUT /V1/salesRules/:ruleId the rule\'s specific coupon cctrun0000s0cu-free_use no longer belongs to rule 1', expected: 'coupon cctrun0000s0cu-free_use with rule_id 1', actual: 'rule_id 0' },
  },
  {
    name: 'writes denied: skip before any call',
    fake: { answer: couponTarget(), target: { writes: 'deny' } },
    want: { outcome: 'skip', reason: /./ },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
