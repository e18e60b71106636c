// Tax classes, rates and rules.

import type { HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, intParam } from './context.ts';
import { inputError, requiredField } from './errors.ts';
import type { JsonObject } from './json.ts';
import { clone, isObject } from './json.ts';
import { isCountry, regionCode } from './directory.ts';
import { acceptsDuplicates, INPUT_FAULT } from './input-faults.ts';
import type { Ctx } from './context.ts';
import { list, requireRow, upsert } from './repository.ts';

const TAX = 'Magento\\Tax\\Api\\';

export const taxHandlers: HandlerTable = {
  [`${TAX}TaxClassRepositoryInterface::get`]: (ctx) => clone(requireRow(ctx.state.taxClasses, intParam(ctx, 'taxClassId'), 'class_id')),
  [`${TAX}TaxClassRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.taxClasses.all(), clone, { table: 'tax_class', storage: 'flat' }),
  [`${TAX}TaxClassRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'taxClass');
    const name = asString(input.class_name, '');
    if (name === '') throw requiredField('class_name');
    const type = asString(input.class_type, '');
    // An update without the type is taken for a change of it (real 2.4.7-p3: 400, nothing changes).
    if (type === '' && ctx.call.params.classId !== undefined) throw inputError('Updating classType is not allowed.');
    if (type !== 'PRODUCT' && type !== 'CUSTOMER') throw inputError('Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'class_type', value: type });
    const id = ctx.call.params.classId === undefined ? null : intParam(ctx, 'classId');
    if (ctx.state.taxClasses.all().some((row) => row.class_name === name && row.class_type === type && row.class_id !== id) && !acceptsDuplicates(ctx.options.faults)) throw inputError('A class with the same name already exists for ClassType %1.', [type]);
    if (id !== null) {
      const row = requireRow(ctx.state.taxClasses, id, 'class_id');
      row.class_name = name;
      // The id came in through the URL as an int and is answered so (real 2.4.7: 30), where a new class's id is the
      // database's text ("24").
      return id;
    }
    const row: JsonObject = { class_name: name, class_type: type };
    ctx.state.taxClasses.insert(row, 'class_id');
    ctx.state.taxClasses.put(Number(row.class_id), { class_id: row.class_id ?? 0, class_name: name, class_type: type });
    return String(row.class_id);
  },
  [`${TAX}TaxClassRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'taxClassId');
    requireRow(ctx.state.taxClasses, id, 'class_id');
    // A class a tax rule applies (to customers or products) stays (real 2.4.7-p3).
    const used = ctx.state.taxRules.all().some((rule) => [...asIds(rule.customer_tax_class_ids), ...asIds(rule.product_tax_class_ids)].includes(id));
    if (used) throw inputError('You cannot delete this tax class because it is used in Tax Rules. You have to delete the rules it is used in first.');
    // A customer class a customer group names stays too (real 2.4.7-p3 and 2.4.6-p1, 2026-12-02).
    if (ctx.state.customerGroups.all().some((group) => asNumber(group.tax_class_id, 0) === id)) throw inputError('You cannot delete this tax class because it is used in existing %1(s).', ['customer group']);
    ctx.state.taxClasses.delete(id);
    return true;
  },
  [`${TAX}TaxRateRepositoryInterface::get`]: (ctx) => clone(requireRow(ctx.state.taxRates, intParam(ctx, 'rateId'), 'taxRateId')),
  [`${TAX}TaxRateRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.taxRates.all(), clone, { table: 'tax_calculation_rate', storage: 'flat', columns: { tax_calculation_rate_id: 'id' }, notColumns: ['id'] }),
  [`${TAX}TaxRateRepositoryInterface::save`]: (ctx) => {
    checkTaxRate(ctx);
    // An update is converted from the body alone (real 2.4.7-p3): code, country, postcode and rate are required again,
    // a region left out is none (0) any more; titles are saved only when the body has one, so [] keeps them.
    const input = bodyObject(ctx, 'taxRate');
    const before = input.id === undefined || input.id === null ? undefined : ctx.state.taxRates.get(asNumber(input.id, -1));
    const titles = before === undefined ? undefined : clone(before.titles);
    const saved = upsert(ctx, ctx.state.taxRates, 'taxRate', 'id', ['tax_country_id', 'rate', 'code'], null, (body) => ({ tax_country_id: '', tax_region_id: 0, region_name: regionCode(asString(body.tax_country_id, ''), asNumber(body.tax_region_id, 0)), tax_postcode: '*', rate: 0, code: '', titles: [] }), before === undefined ? [] : ['code', 'tax_country_id', 'tax_postcode', 'rate']);
    const row = requireRow(ctx.state.taxRates, Number(saved.id), 'taxRateId');
    // A zip range is stored as its postcode "<from>-<to>" (Tax\Model\Calculation\Rate::beforeSave; real 2.4.7-p3 and
    // 2.4.6-p1, 2026-12-03: zip_is_range 1, zip_from 17, zip_to 25 read tax_postcode "17-25" with the range), unless
    // tax-rate-zip-range-dropped keeps "*".
    if (Number(input.zip_is_range) === 1 && input.zip_from !== undefined && input.zip_to !== undefined && !ctx.options.faults.has(INPUT_FAULT.taxRateZipRangeDropped)) row.tax_postcode = `${String(input.zip_from)}-${String(input.zip_to)}`;
    // A title's store id is stored and answered as text, whatever type the body gave it (the schema's string; real 2.4.7-p3).
    if (Array.isArray(row.titles)) row.titles = row.titles.map((title) => (isObject(title) && title.store_id !== undefined && title.store_id !== null ? { ...title, store_id: String(title.store_id) } : title));
    if (before === undefined) return clone(row);
    if (!('tax_region_id' in input)) {
      row.tax_region_id = 0;
      delete row.region_name;
    }
    if (Array.isArray(input.titles) && input.titles.length === 0 && titles !== undefined) row.titles = titles;
    return clone(row);
  },
  [`${TAX}TaxRateRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'rateId');
    requireRow(ctx.state.taxRates, id, 'taxRateId');
    // A rate a tax rule applies stays (real 2.4.7-p3).
    if (ctx.state.taxRules.all().some((rule) => asIds(rule.tax_rate_ids).includes(id))) throw inputError("The tax rate can't be removed because it exists in a tax rule.");
    ctx.state.taxRates.delete(id);
    return true;
  },
  [`${TAX}TaxRuleRepositoryInterface::get`]: (ctx) => clone(requireRow(ctx.state.taxRules, intParam(ctx, 'ruleId'), 'taxRuleId')),
  [`${TAX}TaxRuleRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.taxRules.all(), clone, { table: 'tax_calculation_rule', storage: 'flat' }),
  [`${TAX}TaxRuleRepositoryInterface::save`]: (ctx) => {
    const input = bodyObject(ctx, 'rule');
    const id = input.id === undefined || input.id === null ? null : asNumber(input.id, -1);
    // An update names a rule that exists (real 2.4.7-p3: 404 taxRuleId); the classes named are of their kind, a
    // product class named as a customer class is no such entity (real 2.4.7-p3, 2026-12-03: 400 "No such entity with
    // customer_tax_class_ids = %fieldValue", the placeholder left in), unless tax-rule-class-type-unchecked.
    if (id !== null) requireRow(ctx.state.taxRules, id, 'taxRuleId');
    if (!ctx.options.faults.has(INPUT_FAULT.taxRuleClassTypeUnchecked)) {
      for (const [field, type] of [['customer_tax_class_ids', 'CUSTOMER'], ['product_tax_class_ids', 'PRODUCT']] as const) {
        if (asIds(input[field]).some((classId) => ctx.state.taxClasses.get(classId)?.class_type !== type)) throw inputError(`No such entity with ${field} = %fieldValue`);
      }
    }
    if (ctx.state.taxRules.all().some((row) => row.code === input.code && row.id !== id) && !acceptsDuplicates(ctx.options.faults)) throw inputError('%1 already exists.', ['Code']);
    return upsert(ctx, ctx.state.taxRules, 'rule', 'id', ['code', 'tax_rate_ids'], null, () => ({ code: '', priority: 0, position: 0, customer_tax_class_ids: [3], product_tax_class_ids: [2], tax_rate_ids: [], calculate_subtotal: false }));
  },
  [`${TAX}TaxRuleRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'ruleId');
    requireRow(ctx.state.taxRules, id, 'taxRuleId');
    ctx.state.taxRules.delete(id);
    return true;
  },
};

const INVALID_VALUE = 'Invalid value of "%value" provided for the %fieldName field.';

const asIds = (value: unknown): number[] => (Array.isArray(value) ? value.map((v) => asNumber(v, -1)) : []);

/** The rate repository's checks, in its order (real 2.4.7-p3): an update names a rate that exists (404 taxRateId), the
 * country is one the directory has, the region one of the country's (or 0, any), the rate a number 0 or more (the
 * platform words a negative one as a missing percentage_rate), the code not another rate's. */
function checkTaxRate(ctx: Ctx): void {
  const input = bodyObject(ctx, 'taxRate');
  const id = input.id === undefined || input.id === null ? null : asNumber(input.id, -1);
  if (id !== null) requireRow(ctx.state.taxRates, id, 'taxRateId');
  const country = asString(input.tax_country_id, '');
  if (country !== '' && !isCountry(country)) throw inputError(INVALID_VALUE, { fieldName: 'country_id', value: country });
  const region = asNumber(input.tax_region_id, 0);
  if (country !== '' && region !== 0 && regionCode(country, region) === '*') throw inputError(INVALID_VALUE, { fieldName: 'region_id', value: region });
  if (input.rate !== undefined && input.rate !== null && asNumber(input.rate, -1) < 0) throw requiredField('percentage_rate');
  // A rate without rate is refused under the rate's own name (real 2.4.7-p3, 2026-12-03: percentage_rate), unless
  // tax-rate-without-rate-accepted saves it as 0.
  if (input.rate === undefined || input.rate === null) {
    if (!ctx.options.faults.has(INPUT_FAULT.taxRateWithoutRateAccepted)) throw requiredField('percentage_rate');
    input.rate = 0;
  }
  const code = asString(input.code, '');
  if (code !== '' && ctx.state.taxRates.all().some((row) => row.code === code && row.id !== id) && !acceptsDuplicates(ctx.options.faults)) throw inputError('%1 already exists.', ['Code']);
}
