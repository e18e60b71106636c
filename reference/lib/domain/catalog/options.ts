// Product custom options and their types.

import type { Ctx, HandlerTable } from '../context.ts';
import { asNumber, asString, bodyObject, intParam, param } from '../context.ts';
import { inputError, noSuchEntity, notFound } from '../errors.ts';
import { skipsCustomOptionValidation } from '../input-faults.ts';
import { PRODUCT_BODY_FAULT, playsBody } from '../product-body-faults.ts';
import type { JsonObject } from '../json.ts';
import { clone } from '../json.ts';
import type { State } from '../state.ts';
import { publicCopy, requireProduct } from './lookup.ts';

function optionsOf(state: State, sku: string): JsonObject[] {
  return state.productOptions.all().filter((option) => option.product_sku === sku);
}

function requireOption(state: State, sku: string, optionId: number): JsonObject {
  const option = optionsOf(state, sku).find((candidate) => candidate.option_id === optionId);
  if (option === undefined) throw notFound('The option that was requested doesn\'t exist. Verify the entity and try again.');
  return option;
}

/** The next option_type_id: one above every value's of every product. */
export function nextOptionValueId(state: State): number {
  return state.productOptions.all().reduce((max, option) => Math.max(max, ...((option.values as JsonObject[] | undefined) ?? []).map((v) => asNumber(v.option_type_id, 0))), 0) + 1;
}

/** A select option's values as saved: each one sent without an option_type_id (a value added) gets one of its own
 * (the real 2.4.7-p3 answers the save without it, and the read with it). */
function withValueIds(state: State, option: JsonObject): JsonObject {
  if (!Array.isArray(option.values)) return option;
  let next = nextOptionValueId(state);
  const values = (option.values as JsonObject[]).map((value) => (value.option_type_id === undefined || value.option_type_id === null ? { ...value, option_type_id: next++ } : value));
  return { ...option, values };
}

const OPTION_TYPES = ['field', 'area', 'file', 'drop_down', 'radio', 'checkbox', 'multiple', 'date', 'date_time', 'time'];
const PRICE_TYPES = ['fixed', 'percent'];
const SELECT_TYPES = ['drop_down', 'radio', 'checkbox', 'multiple'];

/** Locale\Format::getNumber then is_numeric: a number, a numeric text, or nothing (read as 0). */
const isNumber = (value: unknown): boolean => value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
const isNegative = (value: unknown): boolean => (typeof value === 'number' || typeof value === 'string') && Number(value) < 0;
const isEmptyTitle = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Product\Option\Validator\Pool's validator for the option's type (DefaultValidator, Text, File, Select), as the
 * option's validateBeforeSave joins its messages (one per line): the required title and type, the type among the
 * platform's, the price and its type, a select's values (each with a title, a price type of the platform's), a
 * file's image sizes and a text's length not negative (the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03,
 * ProductCustomOptionRepositoryTest::testAddNegative's six bodies). */
export function optionErrors(option: JsonObject): string[] {
  const type = option.type;
  const messages: string[] = [];
  if (isEmptyTitle(option.title) || type === undefined || type === null || type === '') messages.push('Missed values for option required fields');
  if (!OPTION_TYPES.includes(String(type))) messages.push('Invalid option type');
  let valid: boolean;
  if (SELECT_TYPES.includes(String(type))) {
    const values = Array.isArray(option.values) ? (option.values as JsonObject[]) : [];
    const kept = values.filter((value) => !(value.is_delete === true || value.is_delete === 1 || value.is_delete === '1'));
    valid = kept.length > 0 && kept.every((value) => {
      const priced = (value.price_type !== undefined && value.price_type !== null && value.price_type !== '') || (value.price !== undefined && value.price !== null && Number(value.price) !== 0);
      return (!priced || (PRICE_TYPES.includes(String(value.price_type)) && isNumber(value.price))) && !isEmptyTitle(value.title);
    });
  } else {
    valid = PRICE_TYPES.includes(String(option.price_type)) && isNumber(option.price);
    if (type === 'file') valid = valid && !isNegative(option.image_size_x) && !isNegative(option.image_size_y);
    if (type === 'field' || type === 'area') valid = valid && !isNegative(option.max_characters);
  }
  if (!valid) messages.push('Invalid option value');
  return messages;
}

function saveOption(ctx: Ctx, optionId: number | null): JsonObject {
  const input = bodyObject(ctx, 'option');
  const sku = asString(input.product_sku, '');
  // Option\Repository::save's own words, for a SKU left out or empty alike (the real 2.4.7-p3, 2026-12-02).
  if (sku === '') throw inputError('The ProductSku is empty. Set the ProductSku and try again.');
  const product = requireProduct(ctx.state, sku);
  if (playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.requiredOptionsFlagStale)) product.__required_options_stale = true;
  if (optionId === null && !skipsCustomOptionValidation(ctx.options.faults)) {
    const errors = optionErrors(input);
    if (errors.length > 0) throw inputError(errors.join('\n'));
  }
  if (optionId !== null) {
    // Option\Repository::save looks the id up among the product's options and throws a bare NoSuchEntityException
    // (the real 2.4.7-p3 and 2.4.6-p1: 404 "No such entity.", no parameters), not the read's optionId answer.
    const option = optionsOf(ctx.state, String(product.sku)).find((candidate) => candidate.option_id === optionId);
    if (option === undefined) throw notFound('No such entity.');
    const answer = publicCopy({ ...option, ...(clone(input) as JsonObject), option_id: option.option_id ?? optionId, product_sku: option.product_sku ?? String(product.sku) });
    const heldValues = Array.isArray(option.values) ? (option.values as JsonObject[]) : [];
    for (const [key, value] of Object.entries(input)) if (key !== 'option_id' && key !== 'product_sku') option[key] = clone(value);
    Object.assign(option, withValueIds(ctx.state, option));
    // option-values-left-out-kept: the values the update leaves out stay beside the ones it sends.
    if (playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.optionValuesLeftOutKept) && Array.isArray(input.values)) {
      const sentIds = new Set((input.values as JsonObject[]).map((v) => v.option_type_id));
      option.values = [...(option.values as JsonObject[]), ...heldValues.filter((v) => !sentIds.has(v.option_type_id))];
    }
    return answer;
  }
  const row: JsonObject = { product_sku: String(product.sku), title: asString(input.title, ''), type: asString(input.type, 'field'), sort_order: asNumber(input.sort_order, 1), is_require: input.is_require === true };
  for (const [key, value] of Object.entries(input)) if (!(key in row) && key !== 'option_id') row[key] = clone(value);
  const saved = ctx.state.productOptions.insert(withValueIds(ctx.state, row), 'option_id');
  return publicCopy({ ...row, option_id: saved.option_id ?? null });
}

const P = 'Magento\\Catalog\\Api\\';

export const customOptionHandlers: HandlerTable = {
  [`${P}ProductCustomOptionTypeListInterface::getItems`]: () =>
    [
      ['field', 'Field', 'Text'],
      ['area', 'Area', 'Text'],
      ['file', 'File', 'File'],
      ['drop_down', 'Drop-down', 'Select'],
      ['radio', 'Radio Buttons', 'Select'],
      ['checkbox', 'Checkbox', 'Select'],
      ['multiple', 'Multiple Select', 'Select'],
      ['date', 'Date', 'Date'],
      ['date_time', 'Date & Time', 'Date'],
      ['time', 'Time', 'Date'],
    ].map(([code, label, group]) => ({ label: label ?? '', code: code ?? '', group: group ?? '' })),
  [`${P}ProductCustomOptionRepositoryInterface::getList`]: (ctx) => optionsOf(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku)).map(publicCopy),
  [`${P}ProductCustomOptionRepositoryInterface::get`]: (ctx) => publicCopy(requireOption(ctx.state, String(requireProduct(ctx.state, param(ctx, 'sku')).sku), intParam(ctx, 'optionId'))),
  [`${P}ProductCustomOptionRepositoryInterface::save`]: (ctx) => saveOption(ctx, ctx.call.params.optionId === undefined ? null : intParam(ctx, 'optionId')),
  [`${P}ProductCustomOptionRepositoryInterface::deleteByIdentifier`]: (ctx) => {
    // The delete looks the option up by its id alone (real 2.4.7-p3: 404 naming optionId and the id).
    const optionId = intParam(ctx, 'optionId');
    const sku = String(requireProduct(ctx.state, param(ctx, 'sku')).sku);
    if (!optionsOf(ctx.state, sku).some((candidate) => candidate.option_id === optionId)) throw noSuchEntity('optionId', optionId);
    const option = requireOption(ctx.state, sku, optionId);
    const gone = playsBody(ctx.options.faults, PRODUCT_BODY_FAULT.optionDeleteClearsProduct) ? optionsOf(ctx.state, sku) : [option];
    for (const each of gone) ctx.state.productOptions.delete(Number(each.option_id));
    return true;
  },
};
