// A fake installation's tax rates, classes and rules for the input.* checks' unit tests: it refuses bad input as the
// real 2.4.7-p3 does (the answers of contracts/bad-input.yaml), or, with a fault, the ways an installation gets it
// wrong: a 500, bad input accepted, a not-found answer without its parameters, a refused write that changed the rate.

import type { BadInputCase, CompiledRoute, RawReadBack } from '../../contracts/types.ts';
import { healthyTarget } from './async-target.ts';
import { fakeRoute, type Canned, type Sent } from './fake-context.ts';

export type TaxFault = 'answers-500' | 'accepts' | 'loses-parameters' | 'changes-anyway' | null;

const NSE = 'No such entity with %fieldName = %fieldValue';
const err = (status: number, message: string, parameters?: unknown): Canned => ({ status, json: parameters === undefined ? { message } : { message, parameters } });

type Rate = Record<string, unknown> & { id: number; code: string };

/** The answer function of fakeContext: tax rates, classes and rules, kept in memory. */
export function taxStore(fault: TaxFault = null): (sent: Sent, index: number) => Canned {
  const rates = new Map<number, Rate>();
  const ruleRates = new Set<number>();
  let next = 10;
  const refuse = (answer: Canned, apply: () => void): Canned => {
    if (fault === 'answers-500') return err(500, 'Internal Error. Details are available in Magento log file. Report ID: webapi-0');
    if (fault === 'accepts' || fault === 'changes-anyway') apply();
    if (fault === 'accepts') return { status: 200, json: true };
    if (fault === 'loses-parameters' && answer.status === 404) return err(404, 'No such entity.');
    return answer;
  };
  const save = (rate: Record<string, unknown>, id: number): Canned => {
    const saved = { ...rate, id, code: String(rate.code) } as Rate;
    rates.set(id, saved);
    return { status: 200, json: saved };
  };
  const bad = (body: unknown, id: number): Canned | null => {
    if (body === null || typeof body !== 'object' || !('taxRate' in body)) return refuse(err(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'taxRate' }), () => undefined);
    const rate = (body as { taxRate: Record<string, unknown> }).taxRate;
    const apply = () => void save(rate, id);
    if (Array.isArray(rate.tax_country_id)) return refuse(err(400, 'Error occurred during "tax_country_id" processing. The "array" value\'s type is invalid. The "string" type was expected. Verify and try again.'), () => undefined);
    if (rate.tax_country_id === 'ZZ') return refuse(err(400, 'Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'country_id', value: 'ZZ' }), apply);
    if (typeof rate.rate === 'number' && rate.rate < 0) return refuse(err(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'percentage_rate' }), apply);
    if ([...rates.values()].some((r) => r.code === rate.code && r.id !== id)) return refuse(err(400, '%1 already exists.', ['Code']), apply);
    return null;
  };
  return healthyTarget((sent) => {
    const byId = /^\/V1\/taxRates\/(\d+)$/.exec(sent.path);
    if (sent.method === 'POST' && sent.path === '/V1/taxRates') return bad(sent.body, next) ?? save((sent.body as { taxRate: Record<string, unknown> }).taxRate, next++);
    if (sent.method === 'PUT' && sent.path === '/V1/taxRates') {
      const rate = (sent.body as { taxRate?: Record<string, unknown> }).taxRate;
      const id = Number(rate?.id);
      if (rate !== undefined && !rates.has(id)) return refuse(err(404, NSE, { fieldName: 'taxRateId', fieldValue: id }), () => void save(rate, id));
      return bad(sent.body, id) ?? save(rate ?? {}, id);
    }
    if (byId && sent.method === 'GET') {
      const rate = rates.get(Number(byId[1]));
      return rate === undefined ? err(404, NSE, { fieldName: 'taxRateId', fieldValue: Number(byId[1]) }) : { status: 200, json: rate };
    }
    if (byId && sent.method === 'DELETE') {
      const id = Number(byId[1]);
      if (!rates.has(id)) return refuse(err(404, NSE, { fieldName: 'taxRateId', fieldValue: id }), () => undefined);
      if (ruleRates.has(id)) return refuse(err(400, "The tax rate can't be removed because it exists in a tax rule."), () => void rates.delete(id));
      rates.delete(id);
      return { status: 200, json: true };
    }
    if (sent.method === 'GET' && sent.path === '/V1/taxRates/search') {
      const code = sent.query?.['searchCriteria[filter_groups][0][filters][0][value]'];
      const items = [...rates.values()].filter((r) => r.code === code);
      return { status: 200, json: { items, total_count: items.length } };
    }
    if (sent.method === 'POST' && sent.path === '/V1/taxRules') {
      for (const id of (sent.body as { rule: { tax_rate_ids: number[] } }).rule.tax_rate_ids) ruleRates.add(Number(id));
      return { status: 200, json: { id: next++ } };
    }
    return undefined;
  });
}

const RATE = { taxRate: { code: '{{prefix}}-rate', tax_country_id: 'US', tax_region_id: 0, tax_postcode: '*', rate: 1 } };
const READ_RATE = fakeRoute('GET', '/V1/taxRates/:rateId');
const CREATED: RawReadBack = { route: 'GET /V1/taxRates/:rateId', params: { rateId: 'answer.id' }, expect: 'created', fields: { code: 'body.taxRate.code' } };
const UPDATED: RawReadBack = { route: 'GET /V1/taxRates/:rateId', params: { rateId: 'body.taxRate.id' }, expect: 'updated', fields: { code: 'body.taxRate.code' } };
const DELETED: RawReadBack = { route: 'GET /V1/taxRates/:rateId', params: { rateId: 'path.rateId' }, expect: 'deleted' };

/** The reads the tax routes' read-backs name. */
export const TAX_READS = [READ_RATE];

/** POST /V1/taxRates with the given bad input. */
export const createRate = (cases: BadInputCase[]): CompiledRoute => fakeRoute('POST', '/V1/taxRates', { module: 'Tax', body: RATE, readBack: CREATED, badInput: cases });
/** PUT /V1/taxRates (the run's own rate, bound by its id) with the given bad input. */
export const updateRate = (cases: BadInputCase[]): CompiledRoute => fakeRoute('PUT', '/V1/taxRates', { module: 'Tax', body: { taxRate: { ...RATE.taxRate, id: 0 } }, readBack: UPDATED, badInput: cases });
/** DELETE /V1/taxRates/:rateId (the run's own rate) with the given bad input. */
export const deleteRate = (cases: BadInputCase[]): CompiledRoute => fakeRoute('DELETE', '/V1/taxRates/:rateId', { module: 'Tax', body: null, readBack: DELETED, badInput: cases });

/** A case as contracts/bad-input.yaml writes it, compiled. */
export const badCase = (c: Partial<BadInputCase> & Pick<BadInputCase, 'check' | 'answer'>): BadInputCase => ({ what: 'a bad input', body: 'fresh', set: {}, source: 'test', ...c });
