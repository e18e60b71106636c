// Tax classes, rates and rules.

import type { HandlerTable } from './context.ts';
import { asNumber, asString, bodyObject, intParam } from './context.ts';
import { inputError, requiredField } from './errors.ts';
import type { JsonObject } from './json.ts';
import { clone } from './json.ts';
import { regionCode } from './directory.ts';
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
    if (ctx.state.taxClasses.all().some((row) => row.class_name === name && row.class_type === type && row.class_id !== id)) throw inputError('A class with the same name already exists for ClassType %1.', [type]);
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
    ctx.state.taxClasses.delete(id);
    return true;
  },
  [`${TAX}TaxRateRepositoryInterface::get`]: (ctx) => clone(requireRow(ctx.state.taxRates, intParam(ctx, 'rateId'), 'taxRateId')),
  [`${TAX}TaxRateRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.taxRates.all(), clone, { table: 'tax_calculation_rate', storage: 'flat', columns: { tax_calculation_rate_id: 'id' }, notColumns: ['id'] }),
  [`${TAX}TaxRateRepositoryInterface::save`]: (ctx) => {
    // An update is converted from the body alone (real 2.4.7-p3): code, country, postcode and rate are required again,
    // a region left out is none (0) any more; titles are saved only when the body has one, so [] keeps them.
    const input = bodyObject(ctx, 'taxRate');
    const before = input.id === undefined || input.id === null ? undefined : ctx.state.taxRates.get(asNumber(input.id, -1));
    const titles = before === undefined ? undefined : clone(before.titles);
    const saved = upsert(ctx, ctx.state.taxRates, 'taxRate', 'id', ['tax_country_id', 'rate', 'code'], null, (body) => ({ tax_country_id: '', tax_region_id: 0, region_name: regionCode(asString(body.tax_country_id, ''), asNumber(body.tax_region_id, 0)), tax_postcode: '*', rate: 0, code: '', titles: [] }), before === undefined ? [] : ['code', 'tax_country_id', 'tax_postcode', 'rate']);
    if (before === undefined) return saved;
    const row = requireRow(ctx.state.taxRates, Number(saved.id), 'taxRateId');
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
    ctx.state.taxRates.delete(id);
    return true;
  },
  [`${TAX}TaxRuleRepositoryInterface::get`]: (ctx) => clone(requireRow(ctx.state.taxRules, intParam(ctx, 'ruleId'), 'taxRuleId')),
  [`${TAX}TaxRuleRepositoryInterface::getList`]: (ctx) => list(ctx, ctx.state.taxRules.all(), clone, { table: 'tax_calculation_rule', storage: 'flat' }),
  [`${TAX}TaxRuleRepositoryInterface::save`]: (ctx) =>
    upsert(ctx, ctx.state.taxRules, 'rule', 'id', ['code', 'tax_rate_ids'], null, () => ({ code: '', priority: 0, position: 0, customer_tax_class_ids: [3], product_tax_class_ids: [2], tax_rate_ids: [], calculate_subtotal: false })),
  [`${TAX}TaxRuleRepositoryInterface::deleteById`]: (ctx) => {
    const id = intParam(ctx, 'ruleId');
    requireRow(ctx.state.taxRules, id, 'taxRuleId');
    ctx.state.taxRules.delete(id);
    return true;
  },
};
