// A fake catalogue for the product-body checks (write.product-body-fields, write.custom-option-types,
// write.price-storage-rows, write.sku-with-slash): products saved and read as the real 2.4.7-p3 keeps them (websites,
// custom attributes removed when sent null or "", custom options kept by id, the product's own stock item), the
// attribute set and multiselect attribute a check makes, and the four price storages with the platform's per-row
// errors. Named faults break one behaviour each.

import { PRICE_STORAGES, type RowError } from '../write/price-storage.ts';
import type { Target } from './async-scenario-target.ts';
import { platformError, type Canned } from './fake-context.ts';

export type ProductBodyFault =
  /** An update's website_ids is ignored. */
  | 'websites-kept'
  /** A custom attribute sent as null keeps its value. */
  | 'null-kept'
  /** A custom attribute sent as "" keeps its value. */
  | 'clear-ignored'
  /** A stock_item naming another product's ids writes that product's stock. */
  | 'foreign-followed'
  /** A stock_item with another product's item_id is refused (400), as the real editions do. */
  | 'item-id-refused'
  /** PUT /V1/products/:sku/stockItems/:itemId writes the item its body names, not the product's own. */
  | 'item-body-id-followed'
  /** A product created without a stock item gets none (answered and read without extension_attributes.stock_item). */
  | 'stock-unmade'
  /** A product saved again through POST /V1/products keeps its stock item as it was (the stock_item sent ignored). */
  | 'resave-stock-ignored'
  /** A save answers its stock item without item_id and product_id. */
  | 'stock-ids-unanswered'
  /** An update without stock_item empties the product's stock item (qty null, out of stock). */
  | 'stock-reset'
  /** Options sent by their ids get new ids. */
  | 'ids-renewed'
  /** The option save drops a value added to it. */
  | 'value-dropped'
  /** A special price row without price_to is refused with an error. */
  | 'undated-refused'
  /** POST /V1/products/options answers a non-select option with values []. */
  | 'option-answer-extra'
  /** PUT /V1/products/options/:optionId answers the option as it was held before the update. */
  | 'option-update-answers-held'
  /** PUT /V1/products/options/:optionId keeps the values it leaves out beside the ones it sends. */
  | 'left-out-values-kept'
  /** A product save sending an option by its id drops the values it adds without an id. */
  | 'product-value-add-dropped'
  /** Options added through POST /V1/products/options leave has_options and required_options unset. */
  | 'option-flags-unset'
  /** The price storages drop refused rows without an error. */
  | 'row-errors-dropped'
  /** The tier storage lists an unknown SKU's row error (the real 2.4.6-p1) instead of refusing the request. */
  | 'tier-row-error'
  /** The path is decoded before routing: an encoded slash matches no route. */
  | 'slash-unrouted'
  /** The attribute set cannot be made. */
  | 'set-refused'
  /** The price storages' information reads answer a price of 0 as null. */
  | 'zero-price-null';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const isObject = (v: unknown): boolean => v !== null && typeof v === 'object' && !Array.isArray(v);
const NO_PRODUCT = 'The product that was requested doesn\'t exist. Verify the product and try again.';

export function productBodyTarget(...faults: ProductBodyFault[]): Target {
  const has = (f: ProductBodyFault): boolean => faults.includes(f);
  const products = new Map<string, Json>();
  const stock = new Map<number, Json>();
  const rows: Array<Json & { kind: string }> = [];
  let nextId = 100;
  let nextValueId = 500;

  const saveOptions = (held: unknown[], sent: unknown[]): Json[] =>
    sent.map((o) => {
      const option = obj(o);
      const before = held.map(obj).find((h) => option.option_id !== undefined && h.option_id === option.option_id);
      const keep = before !== undefined && !has('ids-renewed');
      const values = Array.isArray(option.values)
        ? option.values.filter((v) => !(has('product-value-add-dropped') && before !== undefined && obj(v).option_type_id === undefined)).map((v) => {
            const value = obj(v);
            const kept = keep && arr(before?.values).some((b) => obj(b).option_type_id === value.option_type_id);
            return { ...value, option_type_id: kept ? value.option_type_id : nextValueId++ };
          })
        : undefined;
      return { ...option, option_id: keep ? option.option_id : nextId++, ...(values === undefined ? {} : { values }) };
    });

  const save = (sku: string, product: Json, creating: boolean): Canned => {
    const held = products.get(sku);
    if (creating !== (held === undefined) && creating) return platformError(400, 'The product with the same SKU already exists.');
    const row: Json = held ?? { sku, id: nextId++, custom_attributes: [], extension_attributes: { website_ids: [1] }, options: [] };
    const id = Number(row.id);
    const { extension_attributes: ext, custom_attributes: attrs, options, ...own } = product;
    const sentStock = obj(obj(ext).stock_item);
    if (!creating && 'item_id' in sentStock && sentStock.item_id !== stock.get(id)?.item_id && has('item-id-refused') && !has('foreign-followed')) {
      return { status: 400, json: { message: 'The "%1" value is invalid for stock item ID. Use the stock item ID\'s assigned "%2" value and try again.', parameters: [sentStock.item_id, String(stock.get(id)?.item_id)] } };
    }
    Object.assign(row, own);
    const attributes = arr(row.custom_attributes).map(obj);
    for (const a of arr(attrs).map(obj)) {
      const at = attributes.findIndex((b) => b.attribute_code === a.attribute_code);
      const cleared = (a.value === null && !has('null-kept')) || (a.value === '' && !has('clear-ignored'));
      if (a.value === null || a.value === '') {
        if (cleared && at >= 0) attributes.splice(at, 1);
        continue;
      }
      if (at >= 0) attributes[at] = { ...a };
      else attributes.push({ ...a });
    }
    row.custom_attributes = attributes;
    const rowExt = obj(row.extension_attributes);
    if (Array.isArray(obj(ext).website_ids) && (creating || !has('websites-kept'))) rowExt.website_ids = obj(ext).website_ids;
    row.extension_attributes = rowExt;
    if (Array.isArray(options)) row.options = saveOptions(arr(row.options), options);
    const target = has('foreign-followed') ? Number(sentStock.product_id ?? sentStock.item_id ?? id) : id;
    const sendsStock = isObject(obj(ext).stock_item);
    if (!(creating && !sendsStock && has('stock-unmade')) && (stock.has(target) || creating || sendsStock)) {
      const item = stock.get(target) ?? { item_id: id, product_id: id, stock_id: 1, qty: null, is_in_stock: false };
      if ('qty' in sentStock) item.qty = sentStock.qty;
      if ('is_in_stock' in sentStock) item.is_in_stock = sentStock.is_in_stock;
      if (!creating && !sendsStock && has('stock-reset')) Object.assign(item, { qty: null, is_in_stock: false });
      stock.set(target, item);
    }
    products.set(sku, row);
    const answer = shown(row);
    if (has('stock-ids-unanswered')) {
      const item = obj(obj(answer.extension_attributes).stock_item);
      delete item.item_id;
      delete item.product_id;
    }
    return { status: 200, json: answer };
  };
  const shown = (row: Json): Json => {
    const item = stock.get(Number(row.id));
    // The option flags the platform sets from the options (the real 2.4.7-p3: custom attributes "1" or "0").
    const opts = arr(row.options).map(obj);
    const flags = opts.length === 0 || has('option-flags-unset') ? [] : [{ attribute_code: 'has_options', value: '1' }, { attribute_code: 'required_options', value: opts.some((o) => o.is_require === true) ? '1' : '0' }];
    return { ...row, custom_attributes: [...arr(row.custom_attributes).map(obj).filter((a) => a.attribute_code !== 'has_options' && a.attribute_code !== 'required_options'), ...flags], extension_attributes: { ...obj(row.extension_attributes), ...(item === undefined ? {} : { stock_item: { ...item } }) } };
  };

  const priceUpdate = (path: string, body: Json): Canned => {
    const storage = PRICE_STORAGES.find((s) => s.update === path);
    if (storage === undefined) return platformError(404, 'Request does not match any route.');
    const errors: RowError[] = [];
    for (const r of arr(body.prices).map(obj)) {
      const sku = String(r.sku);
      const known = products.has(sku);
      if (storage.name === 'tier' && !known) {
        if (has('row-errors-dropped')) continue;
        if (!has('tier-row-error')) return platformError(404, NO_PRODUCT);
        errors.push(storage.refusedAlone?.(sku).error ?? { message: '', parameters: [] });
        continue;
      }
      // The fake knows which rows are broken the way the check sends them: the kept row is the one whose fields it
      // names for its own product; any other is refused with the error the table gives it.
      // A special price without price_to is a good row too (SpecialPriceStorageTest::testUpdate), unless the fault refuses it.
      const undated = storage.name === 'special' && (r.price_to === undefined || r.price_to === false);
      if (known && undated && has('undated-refused')) {
        errors.push({ message: 'Invalid attribute Price To', parameters: [sku] });
        continue;
      }
      const kept = known && (JSON.stringify(storage.kept(sku)) === JSON.stringify(r) || undated);
      if (kept) {
        rows.push({ ...r, kind: storage.name });
        continue;
      }
      const broken = storage.broken(known ? sku : [...products.keys()][0] ?? sku, sku).find((b) => JSON.stringify(b.row) === JSON.stringify(r));
      if (broken !== undefined && !has('row-errors-dropped')) errors.push(...broken.errors);
    }
    return { status: 200, json: errors };
  };

  return (sent): Canned => {
    const { method, path } = sent;
    const body = obj(sent.body);
    if (method === 'GET' && path === '/V1/store/websites') return { status: 200, json: [{ id: 0, code: 'admin' }, { id: 1, code: 'base' }, { id: 2, code: 'second' }] };
    if (method === 'POST' && path === '/V1/products/attribute-sets') return has('set-refused') ? platformError(400, 'An attribute set named "x" already exists.') : { status: 200, json: { attribute_set_id: 9 } };
    if (method === 'POST' && path === '/V1/products/attribute-sets/groups') return { status: 200, json: { attribute_group_id: '11' } };
    if (method === 'POST' && path === '/V1/products/attributes') return { status: 200, json: { attribute_id: 77, options: [{ value: '' }, { value: '5' }, { value: '6' }, { value: '7' }] } };
    if (method === 'POST' && path === '/V1/products/attribute-sets/attributes') return { status: 200, json: '12' };
    // A POST of a SKU the catalog holds saves that product again (ProductRepository::save), as the real editions do.
    if (method === 'POST' && path === '/V1/products') {
      const sku = String(obj(body.product).sku);
      if (!products.has(sku)) return save(sku, obj(body.product), true);
      const product = obj(body.product);
      return save(sku, has('resave-stock-ignored') ? { ...product, extension_attributes: { ...obj(product.extension_attributes), stock_item: undefined } } : product, false);
    }
    if (method === 'POST' && path.endsWith('-information')) {
      const kind = PRICE_STORAGES.find((s) => s.information === path)?.name;
      const skus = arr(body.skus).map(String);
      return { status: 200, json: rows.filter((r) => r.kind === kind && skus.includes(String(r.sku))).map(({ kind: _kind, ...r }) => (has('zero-price-null') && r.price === 0 ? { ...r, price: null } : r)) };
    }
    if (method === 'POST' && path.endsWith('-delete')) {
      const storage = PRICE_STORAGES.find((s) => s.remove === path);
      const skus = new Set([...arr(body.skus).map(String), ...arr(body.prices).map((p) => String(obj(p).sku))]);
      for (let i = rows.length - 1; i >= 0; i--) if (rows[i]?.kind === storage?.name && skus.has(String(rows[i]?.sku))) rows.splice(i, 1);
      return { status: 200, json: storage?.name === 'cost' ? true : [] };
    }
    if (method === 'POST' && path === '/V1/products/options') {
      const sent = obj(body.option);
      const row = products.get(String(sent.product_sku));
      if (row === undefined) return platformError(404, NO_PRODUCT);
      const [saved] = saveOptions([], [sent]);
      row.options = [...arr(row.options), saved ?? {}];
      const { product_sku: productSku, ...rest } = sent;
      return { status: 200, json: { product_sku: productSku, option_id: saved?.option_id, ...rest, ...(has('option-answer-extra') && !Array.isArray(sent.values) ? { values: [] } : {}) } };
    }
    if (method === 'POST') return priceUpdate(path, body);
    // The stock item's own route: the ids of the body are ignored (the real editions), the product's own item written
    // and its id answered.
    const stockItemPut = /^\/V1\/products\/([^/]+)\/stockItems\/(\d+)$/.exec(path);
    if (method === 'PUT' && stockItemPut) {
      const row = products.get(decodeURIComponent(stockItemPut[1] ?? ''));
      if (row === undefined) return platformError(404, NO_PRODUCT);
      const sent = obj(body.stockItem);
      const target = has('item-body-id-followed') ? Number(sent.item_id ?? row.id) : Number(row.id);
      const item = stock.get(target) ?? { item_id: target, product_id: target, stock_id: 1, qty: null };
      if ('qty' in sent) item.qty = sent.qty;
      stock.set(target, item);
      return { status: 200, json: item.item_id };
    }
    const option = /^\/V1\/products\/options\/(\d+)$/.exec(path);
    if (method === 'PUT' && option) {
      const sent = obj(body.option);
      const row = products.get(String(sent.product_sku));
      if (row === undefined) return platformError(404, NO_PRODUCT);
      const values = arr(sent.values).filter((v) => !has('value-dropped') || obj(v).option_type_id !== undefined);
      const before = arr(row.options).map(obj).find((o) => String(o.option_id) === option[1]);
      const leftOut = has('left-out-values-kept') ? arr(before?.values).filter((b) => !values.some((v) => obj(v).option_type_id === obj(b).option_type_id)) : [];
      row.options = arr(row.options).map((o) => (String(obj(o).option_id) === option[1] ? { ...sent, option_id: Number(option[1]), values: [...values.map((v) => ({ ...obj(v), option_type_id: obj(v).option_type_id ?? nextValueId++ })), ...leftOut] } : o));
      return { status: 200, json: has('option-update-answers-held') && before !== undefined ? { product_sku: sent.product_sku, ...before } : sent };
    }
    const options = /^\/V1\/products\/([^/]+)\/options$/.exec(path);
    if (method === 'GET' && options) return { status: 200, json: arr(products.get(decodeURIComponent(options[1] ?? ''))?.options) };
    const encoded = path.replace(/^\/V1\/products\//, '');
    if (has('slash-unrouted') && encoded.includes('%2F')) return platformError(404, 'Request does not match any route.');
    const sku = decodeURIComponent(encoded);
    if (method === 'PUT') return save(sku, obj(body.product), false);
    const row = products.get(sku);
    if (method === 'GET') return row === undefined ? platformError(404, NO_PRODUCT) : { status: 200, json: shown(row) };
    if (method === 'DELETE') {
      if (!path.startsWith('/V1/products/attribute')) products.delete(sku);
      return { status: 200, json: true };
    }
    return platformError(404, `no fake for ${method} ${path}`);
  };
}
