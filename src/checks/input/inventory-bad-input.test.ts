// The input checks on Multi-Source Inventory's writes, on a fake installation that answers as the real 2.4.7-p3 and
// Adobe Commerce 2.4.6-p1 (contracts/bad-input.yaml): a source item with a field left out ("{absent}": the body sent
// lacks it), a status that is none, a source no source has; a stock without a name, or selling through a website no
// one has; the delete of a stock of the run's own that sells through a channel of the run's own, and of one no stock
// is. Each passes as the platforms answer, and fails where a platform accepts the bad input (and saves it).
import assert from 'node:assert/strict';
import { beforeEach } from 'node:test';
import { forgetShared } from '../owned/bind.ts';
import { RUN_CHANNEL_TYPE } from '../owned/inventory-entities.ts';
import { badCase } from '../testing/tax-store.ts';
import { createSource, createStock, deleteStock, INVENTORY_READS, inventoryStore, saveSourceItems, updateStock } from '../testing/inventory-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputDeleteInUse } from './delete-in-use.ts';
import { inputInvalidFormat } from './invalid-format.ts';
import { inputMissingRequired } from './missing-required.ts';
import { inputUnknownReference } from './unknown-reference.ts';

beforeEach(() => forgetShared());
const allow = { writes: 'allow' as const };
const full = { writes: 'full' as const };
const routes = INVENTORY_READS;
const SOURCE = 'the real 2.4.7-p3 and the real Adobe Commerce 2.4.6-p1';

const NO_SKU = badCase({ check: 'missing-required', what: 'an item without sku', set: { 'sourceItems[0].sku': '{absent}' }, answer: { status: 400, message: 'Validation Failed: "sku" can not be empty.', errors: [{ message: '"%field" can not be empty.', parameters: { field: 'sku' } }] }, source: SOURCE });
const NO_STATUS = badCase({ check: 'missing-required', what: 'an item without status', set: { 'sourceItems[0].status': '{absent}' }, answer: { status: 400, message: 'Validation Failed: "status" should be numeric.', errors: [{ message: '"%field" should be numeric.', parameters: { field: 'status' } }] }, source: SOURCE });
const STATUS = badCase({ check: 'invalid-format', what: 'status 999999', set: { 'sourceItems[0].status': 999999 }, answer: { status: 400, message: 'Validation Failed: "status" should a known status.', errors: [{ message: '"%field" should a known status.', parameters: { field: 'status' } }] }, source: SOURCE });
const NO_SOURCE = badCase({ check: 'unknown-reference', what: 'source_code naming no source', set: { 'sourceItems[0].source_code': '{prefix}-nosrc' }, answer: { status: 400, message: 'Could not save Source Item' }, source: SOURCE });
const NO_ITEMS = badCase({ check: 'missing-required', what: 'sourceItems [] (no item)', set: { sourceItems: [] }, answer: { status: 400, message: 'Input data is empty' }, source: SOURCE });
const NAMELESS_SOURCE = badCase({ check: 'missing-required', what: 'a source without name', set: { 'source.name': '{absent}' }, answer: { status: 400, message: 'Validation Failed', errors: [{ message: '"%field" can not be empty.', parameters: { field: 'name' } }] }, source: SOURCE });
const CARRIERS = badCase({ check: 'invalid-format', what: 'carrier_links under the global shipping configuration', set: { 'source.use_default_carrier_config': true, 'source.carrier_links': [{ carrier_code: 'flatrate', position: 1 }] }, answer: { status: 400, message: 'Validation Failed', errors: [{ message: 'You can\'t configure "%field" because you have chosen Global Shipping configuration.', parameters: { field: 'carrier_links' } }] }, source: SOURCE });
const CODELESS_CHANNEL = badCase({ check: 'missing-required', what: 'a website channel without code', set: { 'stock.extension_attributes.sales_channels': [{ type: 'website' }] }, answer: { status: 400, message: 'Validation Failed', errors: [{ message: '"%field" can not be empty.', parameters: { field: 'code' } }, { message: 'The website with code "%code" does not exist.', parameters: { code: '' } }] }, source: SOURCE });
const NAMELESS = badCase({ check: 'missing-required', what: 'a stock without name', set: { 'stock.name': '{absent}' }, answer: { status: 400, message: 'Validation Failed', errors: [{ message: '"%field" can not be empty.', parameters: { field: 'name' } }] }, source: SOURCE });
const NO_WEBSITE = badCase({ check: 'unknown-reference', what: 'a sales channel naming a website no one has', set: { 'stock.extension_attributes.sales_channels': [{ type: 'website', code: '{prefix}-nows' }] }, answer: { status: 400, message: 'Validation Failed', errors: [{ message: 'The website with code "%code" does not exist.', parameters: { code: '{body:stock.extension_attributes.sales_channels[0].code}' } }] }, source: SOURCE });
const CHANNELLED = badCase({ check: 'delete-in-use', what: 'the delete of a stock that sells through a channel', bind: { stockId: 'channelled-stock.stockId' }, answer: { status: 400, message: 'Stock has at least one sale channel and could not be deleted.' }, source: SOURCE });
const NO_STOCK = badCase({ check: 'unknown-reference', what: ':stockId naming no stock', unknownParam: 'stockId', answer: { status: 404, message: 'There is no stock with "%fieldValue" for "%fieldName". Verify and try again.', parameters: { fieldName: 'stock_id', fieldValue: '{value:int}' } }, source: SOURCE });

verdictCases(inputMissingRequired, [
  {
    name: 'source items: a field left out is not sent, and refused with the field named',
    fake: { route: saveSourceItems([NO_SKU, NO_STATUS]), routes, target: allow, answer: inventoryStore() },
    want: { outcome: 'pass', note: /^an item without sku: 400 "Validation Failed: \\"sku\\" can not be empty\." errors .*; nothing changed \| an item without status: 400 "Validation Failed: \\"status\\" should be numeric\."/ },
    then: (fake) => {
      const bad = fake.sent.filter((s) => s.path === '/V1/inventory/source-items' && s.method === 'POST').map((s) => (s.body as { sourceItems: Array<Record<string, unknown>> }).sourceItems[0] ?? {});
      assert.ok(bad.some((item) => !('sku' in item) && item.status === 1), 'the item without sku is sent without the key, not with null');
      assert.ok(bad.some((item) => !('status' in item) && typeof item.sku === 'string'), 'the item without status');
    },
  },
  { name: 'source items: an item without sku saved fails', fake: { route: saveSourceItems([NO_SKU]), routes, target: allow, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given an item without sku: accepted/, expected: /^400 "Validation Failed: \\"sku\\" can not be empty\."/, actual: '200 []' } },
  { name: 'source items: an empty list refused', fake: { route: saveSourceItems([NO_ITEMS]), routes, target: allow, answer: inventoryStore() }, want: { outcome: 'pass', note: 'sourceItems [] (no item): 400 "Input data is empty"; nothing changed' } },
  { name: 'source items: an empty list answered done fails', fake: { route: saveSourceItems([NO_ITEMS]), routes, target: allow, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given sourceItems \[\] \(no item\): accepted/, expected: '400 "Input data is empty"', actual: '200 []' } },
  { name: 'sources: a source without name refused (full level)', fake: { route: createSource([NAMELESS_SOURCE]), routes, target: full, answer: inventoryStore() }, want: { outcome: 'pass', note: 'a source without name: 400 "Validation Failed" errors [{"message":"\\"%field\\" can not be empty.","parameters":{"field":"name"}}]; nothing changed' } },
  { name: 'sources: a source without name saved fails', fake: { route: createSource([NAMELESS_SOURCE]), routes, target: full, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given a source without name: accepted/, expected: /^400 "Validation Failed"/, actual: '200 []' } },
  { name: 'stocks: a website channel without code refused with both errors', fake: { route: updateStock([CODELESS_CHANNEL]), routes, target: full, answer: inventoryStore() }, want: { outcome: 'pass', note: /^a website channel without code: 400 "Validation Failed" errors \[\{"message":"\\"%field\\" can not be empty\.","parameters":\{"field":"code"\}\},\{"message":"The website with code \\"%code\\" does not exist\.","parameters":\{"code":""\}\}\]; nothing changed$/ } },
  { name: 'stocks: a website channel without code saved fails', fake: { route: updateStock([CODELESS_CHANNEL]), routes, target: full, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given a website channel without code: accepted/, expected: /^400 "Validation Failed"/, actual: /^200 \d+$/ } },
  { name: 'stocks: a stock without a name refused', fake: { route: createStock([NAMELESS]), routes, target: full, answer: inventoryStore() }, want: { outcome: 'pass', note: 'a stock without name: 400 "Validation Failed" errors [{"message":"\\"%field\\" can not be empty.","parameters":{"field":"name"}}]; nothing changed' } },
  { name: 'stocks: a stock without a name saved fails', fake: { route: createStock([NAMELESS]), routes, target: full, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given a stock without name: accepted/, expected: /^400 "Validation Failed"/, actual: /^200 \d+$/ } },
]);

verdictCases(inputInvalidFormat, [
  { name: 'sources: carrier links under the global configuration refused', fake: { route: createSource([CARRIERS]), routes, target: full, answer: inventoryStore() }, want: { outcome: 'pass', note: /^carrier_links under the global shipping configuration: 400 "Validation Failed" errors .*Global Shipping configuration.*; nothing changed$/ } },
  { name: 'sources: carrier links under the global configuration saved fail', fake: { route: createSource([CARRIERS]), routes, target: full, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given carrier_links under the global shipping configuration: accepted/, expected: /^400 "Validation Failed"/, actual: '200 []' } },
  { name: 'source items: a status that is none refused', fake: { route: saveSourceItems([STATUS]), routes, target: allow, answer: inventoryStore() }, want: { outcome: 'pass', note: /^status 999999: 400 "Validation Failed: \\"status\\" should a known status\." errors .*; nothing changed$/ } },
  { name: 'source items: a status that is none saved fails', fake: { route: saveSourceItems([STATUS]), routes, target: allow, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given status 999999: accepted/, expected: /should a known status/, actual: '200 []' } },
]);

verdictCases(inputUnknownReference, [
  { name: 'source items: a source no source has refused', fake: { route: saveSourceItems([NO_SOURCE]), routes, target: allow, answer: inventoryStore() }, want: { outcome: 'pass', note: 'source_code naming no source: 400 "Could not save Source Item"; nothing changed' } },
  { name: 'source items: an item on a source no source has saved fails', fake: { route: saveSourceItems([NO_SOURCE]), routes, target: allow, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given source_code naming no source: accepted/, expected: '400 "Could not save Source Item"', actual: '200 []' } },
  { name: 'stocks: a website no one has refused, named', fake: { route: createStock([NO_WEBSITE]), routes, target: full, answer: inventoryStore() }, want: { outcome: 'pass', note: /^a sales channel naming a website no one has: 400 "Validation Failed" errors \[\{"message":"The website with code \\"%code\\" does not exist\.","parameters":\{"code":"cctrun0000i...-nows"\}\}\]/ } },
  { name: 'stocks: a channel to a website no one has saved fails', fake: { route: createStock([NO_WEBSITE]), routes, target: full, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given a sales channel naming a website no one has: accepted/, expected: /does not exist/, actual: /^200 \d+$/ } },
  { name: 'stocks: the delete of a stock no stock is refused with its field and value', fake: { route: deleteStock([NO_STOCK]), routes, target: full, answer: inventoryStore() }, want: { outcome: 'pass', note: ':stockId naming no stock: 404 "There is no stock with \\"%fieldValue\\" for \\"%fieldName\\". Verify and try again." parameters {"fieldName":"stock_id","fieldValue":2100000000}; nothing changed' } },
]);

verdictCases(inputDeleteInUse, [
  {
    name: 'stocks: the delete of the run\'s stock with a channel of its own refused, the stock as before',
    fake: { route: deleteStock([CHANNELLED]), routes, target: full, answer: inventoryStore() },
    want: { outcome: 'pass', note: 'the delete of a stock that sells through a channel: 400 "Stock has at least one sale channel and could not be deleted."; nothing changed' },
    then: (fake) => {
      const made = fake.sent.find((s) => s.method === 'POST' && s.path === '/V1/inventory/stocks' && JSON.stringify(s.body).includes(RUN_CHANNEL_TYPE));
      assert.ok(made, 'a stock of the run\'s own made with a channel of the run\'s own type');
      const channel = (made.body as { stock: { name: string; extension_attributes: { sales_channels: Array<{ type: string; code: string }> } } }).stock;
      assert.deepEqual(channel.extension_attributes.sales_channels, [{ type: RUN_CHANNEL_TYPE, code: channel.name }], 'its channel is named by the stock: no website');
    },
  },
  { name: 'stocks: a stock with a channel deleted fails', fake: { route: deleteStock([CHANNELLED]), routes, target: full, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given the delete of a stock that sells through a channel: accepted/, expected: /^400 "Stock has at least one sale channel/, actual: '200 []' } },
]);
