// commerce.order-saves on the fake commerce target: an order shipped while new, an order saved through the repositories
// (its own, an invoice's, a credit memo's) keeping its increment_id, and its customer_email saved on /async and
// /async/bulk; each way a step can be wrong fails by name.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { commerceTarget, type CommerceCall } from '../testing/commerce-target.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import type { Canned } from '../testing/fake-context.ts';
import { commerceOrderSaves } from './order-saves.ts';
import type { CommerceScenario } from './flow.ts';

const full = { writes: 'full' as const };
const left: LeftItem[] = [];
installLeftLedger({ left: (item) => void left.push(item) });
const form = (f: CommerceScenario['form']) => (scenarios: readonly CommerceScenario[]) => scenarios.find((s) => s.form === f);
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A target whose order reads, once `after` matched a call, answer `field` as `value` (the save's effect the fault has). */
function readsAfter(after: (call: CommerceCall) => boolean, field: string, value: unknown): (call: CommerceCall) => Canned {
  let seen = false;
  const target = commerceTarget({
    change: (call, healthy) => {
      if (after(call)) seen = true;
      if (!seen || call.method !== 'GET' || !/^\/V1\/orders\/\d+$/.test(call.path) || !('json' in healthy) || !isRecord(healthy.json)) return undefined;
      return { status: 200, json: { ...healthy.json, [field]: value } };
    },
  });
  return target.answer;
}
const orderSave = (call: CommerceCall): boolean => call.method === 'POST' && call.path === '/V1/orders';

scenarioCases(commerceOrderSaves, [
  {
    name: 'sync: shipped while new its status changes; the saves answer the order and keep its increment_id; the documents saved read back as the order\'s',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+ shipped while new \(status pending → processing\); order \d+ shipped through POST \/V1\/shipment\/ one unit at a time: shipment \d+ with its UPS track and comment read back, shipment \d+ with its label read back base64-encoded, both found by a search of groups in increment_id order; order \d+ \(\d+\) saved by entity_id alone, with state and status processing, then complete; invoice \d+ and credit memo \d+ saved through their repositories; its increment_id kept throughout$/ },
    then: (fake) => {
      const kinds = left.filter((l) => l.by === 'order saves (sync)').map((l) => l.kind);
      assert.deepEqual(kinds, ['cart', 'order', 'shipment', 'cart', 'order', 'invoice', 'invoice', 'creditmemo', 'cart', 'order', 'invoice', 'shipment', 'shipment']);
      const shipments = fake.sent.filter((s) => s.method === 'POST' && s.path === '/V1/shipment/').map((s) => (isRecord(s.body) && isRecord(s.body.entity) ? s.body.entity : {}));
      assert.equal(shipments.length, 2);
      const [first, second] = shipments as [Record<string, unknown>, Record<string, unknown>];
      assert.ok(first.shipping_label === null && first.entity_id === null && first.total_qty === null && Array.isArray(first.tracks) && isRecord(first.tracks[0]) && first.tracks[0].carrier_code === 'UPS' && first.tracks[0].title === 'ground' && Array.isArray(first.comments) && first.comments.length === 1, 'the first shipment is sent as ShipmentCreateTest sends it: a UPS track, a comment, every other field null');
      assert.ok(Array.isArray(first.items) && isRecord(first.items[0]) && first.items[0].entity_id === null && first.items[0].qty === 1, 'its item names no entity_id of its own, one unit');
      assert.ok(typeof second.shipping_label === 'string' && second.shipping_label.endsWith('shipping label'), 'the second shipment is sent with a label');
      const saves = fake.sent.filter(orderSave).map((s) => (isRecord(s.body) ? s.body.entity : undefined));
      assert.deepEqual(saves.map((e) => (isRecord(e) ? Object.keys(e).sort() : [])), [['entity_id'], ['entity_id', 'state', 'status'], ['entity_id', 'state', 'status']]);
      const invoice = fake.sent.find((s) => s.path === '/V1/invoices/');
      const items = isRecord(invoice?.body) && isRecord(invoice.body.entity) && Array.isArray(invoice.body.entity.items) ? invoice.body.entity.items : [];
      assert.ok(isRecord(items[0]) && typeof items[0].orderItemId === 'number' && items[0].qty === 2 && items[0].basePrice === null, 'the invoice item is sent in camelCase keys, qty 2, its other fields null');
      const memo = fake.sent.find((s) => s.path === '/V1/creditmemo');
      const entity = isRecord(memo?.body) && isRecord(memo.body.entity) ? memo.body.entity : {};
      assert.ok(entity.grand_total === null && entity.adjustment === null && Array.isArray(entity.items) && isRecord(entity.items[0]) && entity.items[0].qty === 2, 'the credit memo names its item\'s qty invoiced, every other field null');
    },
  },
  {
    name: 'sync: a shipment that leaves the new order\'s status as it was fails (ShipOrderTest::testShipOrder)',
    scenario: form('sync'),
    fake: { target: full, answer: readsAfter((call) => call.path.endsWith('/ship'), 'status', 'pending') },
    want: { outcome: 'fail', broken: /^shipping the new order \d+ does not change its status$/, expected: 'a status other than "pending"', actual: '"pending"' },
  },
  {
    name: 'sync: a save by entity_id alone that renumbers the order fails (the order-save-renumbers fault)',
    scenario: form('sync'),
    fake: { target: full, answer: readsAfter(orderSave, 'increment_id', '900000001') },
    want: { outcome: 'fail', broken: /^after POST \/V1\/orders \(entity_id alone\) order \d+'s increment_id changed$/, expected: /^\d{9}$/, actual: '"900000001"' },
  },
  {
    name: 'sync: a save answered with its entity_id alone fails (OrderUpdateTest: more than one field)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (orderSave(call) && 'json' in healthy && isRecord(healthy.json) ? { status: 200, json: { entity_id: healthy.json.entity_id } } : undefined) }).answer },
    want: { outcome: 'fail', broken: 'POST /V1/orders (entity_id alone) does not answer the order saved', expected: /^an object of more than one field, entity_id \d+$/, actual: /^\{"entity_id":\d+\}$/ },
  },
  {
    name: 'sync: a state and status answered but not kept fail at the read back',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (orderSave(call) && isRecord(call.body) && isRecord(call.body.entity) && call.body.entity.state === 'complete' ? { status: 200, json: { ...call.body.entity, customer_email: null, grand_total: null } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^after POST \/V1\/orders \(state and status complete\) order \d+ does not read back what was saved$/, expected: '{"state":"complete","status":"complete"}', actual: '{"state":"processing","status":"processing"}', exchange: false },
  },
  {
    name: 'sync: an invoice saved through the repository answered empty fails (InvoiceCreateTest: not empty)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call) => (call.path === '/V1/invoices/' ? { status: 200, json: {} } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^POST \/V1\/invoices\/ does not answer the invoice saved for order \d+$/, expected: 'an object with the new entity_id', actual: '{}' },
  },
  {
    name: 'sync: a credit memo saved for another order than the one sent fails at its read back (CreditmemoCreateTest)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/creditmemo\/\d+$/.test(call.path) && 'json' in healthy && isRecord(healthy.json) ? { status: 200, json: { ...healthy.json, order_id: 1 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^the creditmemo \d+ saved through POST \/V1\/creditmemo does not read back as order \d+'s$/, expected: /^order_id \d+$/, actual: '1' },
  },
  {
    name: 'sync: a credit memo save that renumbers the order fails',
    scenario: form('sync'),
    fake: { target: full, answer: readsAfter((call) => call.path === '/V1/creditmemo', 'increment_id', '900000002') },
    want: { outcome: 'fail', broken: /^after POST \/V1\/creditmemo order \d+'s increment_id changed$/, expected: /^\d{9}$/, actual: '"900000002"' },
  },
  {
    name: 'sync: a shipment saved through the repository answered without its id fails (ShipmentCreateTest: not empty)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call) => (call.path === '/V1/shipment/' ? { status: 200, json: {} } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^POST \/V1\/shipment\/ does not answer the shipment saved for order \d+$/, expected: 'an object with the new entity_id', actual: '{}' },
  },
  {
    name: 'sync: a shipment saved without its track fails at its read back',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/shipment\/\d+$/.test(call.path) && 'json' in healthy && isRecord(healthy.json) && Array.isArray(healthy.json.items) && healthy.json.items.length > 0 ? { status: 200, json: { ...healthy.json, tracks: [] } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^the shipment \d+ saved through POST \/V1\/shipment\/ does not read back the track and the comment sent$/, expected: /^one track \{carrier_code UPS, title ground, track_number \S+-12345678, order_id \d+, parent_id \d+\}, one comment/, actual: /^\{"tracks":\[\],"comments":\[\{"comment":"\S+ Shipment-related comment\.","parent_id":\d+\}\]\}$/ },
  },
  {
    name: 'sync: a shipment saved without its comment fails at its read back',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/shipment\/\d+$/.test(call.path) && 'json' in healthy && isRecord(healthy.json) && Array.isArray(healthy.json.items) && healthy.json.items.length > 0 ? { status: 200, json: { ...healthy.json, comments: [] } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^the shipment \d+ saved through POST \/V1\/shipment\/ does not read back the track and the comment sent$/, expected: /one comment/, actual: /"comments":\[\]\}$/ },
  },
  {
    name: 'sync: a shipment saved for another item fails at its read back',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.method === 'GET' && /^\/V1\/shipment\/\d+$/.test(call.path) && 'json' in healthy && isRecord(healthy.json) && Array.isArray(healthy.json.items) && healthy.json.items.length > 0 ? { status: 200, json: { ...healthy.json, items: healthy.json.items.map((i) => ({ ...(i as object), qty: 2 })) } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^the shipment \d+ saved through POST \/V1\/shipment\/ does not read back as order \d+'s with the item sent$/, expected: /one item \{order_item_id \d+, qty 1, sku \S+\}/, actual: /"qty":2/ },
  },
  {
    name: 'sync: a label read back as stored, not base64-encoded, fails (ShipmentLabelGetTest)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (/^\/V1\/shipment\/\d+\/label$/.test(call.path) && 'json' in healthy && typeof healthy.json === 'string' ? { status: 200, json: Buffer.from(healthy.json, 'base64').toString('utf8') } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/shipment\/:id\/label does not read the label shipment \d+ was saved with as its base64 encoding$/, expected: /^"[A-Za-z0-9+/=]+"$/, actual: /^"\S+ shipping label"$/ },
  },
  {
    name: 'sync: a label not kept (read "") fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call) => (/^\/V1\/shipment\/\d+\/label$/.test(call.path) ? { status: 200, json: '' } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/shipment\/:id\/label does not read the label shipment \d+ was saved with as its base64 encoding$/, expected: /^"[A-Za-z0-9+/=]+"$/, actual: '""' },
  },
  {
    name: 'sync: a shipments search that ignores the OR group fails (ShipmentListTest)',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path === '/V1/shipments' && 'json' in healthy && isRecord(healthy.json) ? { status: 200, json: { ...healthy.json, items: [], total_count: 0 } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/shipments searched for order \d+'s two shipments \(\(shipment_status eq 1 OR order_id eq \d+\) AND \(entity_id gteq \d+\), sorted by increment_id ASC\) does not answer them alone in the sort's order$/, expected: /^entity_id \d+, \d+ \(total_count 2\)$/, actual: '{"entity_id":[],"total_count":0}' },
  },
  {
    name: 'sync: a shipments search sorted the other way fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path === '/V1/shipments' && 'json' in healthy && isRecord(healthy.json) && Array.isArray(healthy.json.items) ? { status: 200, json: { ...healthy.json, items: [...healthy.json.items].reverse() } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /does not answer them alone in the sort's order$/, expected: /^entity_id (\d+), (\d+) \(total_count 2\)$/, actual: /^\{"entity_id":\["\d+","\d+"\],"total_count":2\}$/ },
  },
  {
    name: 'sync: a shipments search that echoes other criteria fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path === '/V1/shipments' && 'json' in healthy && isRecord(healthy.json) ? { status: 200, json: { ...healthy.json, search_criteria: { filter_groups: [] } } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/shipments searched for order \d+'s two shipments does not echo the criteria sent as search_criteria$/, expected: /^\{"filter_groups":\[\{"filters":\[\{"field":"shipment_status","value":"1","condition_type":"eq"\},/, actual: '{"filter_groups":[]}' },
  },
  {
    name: 'sync: a shipments list with the label as stored fails',
    scenario: form('sync'),
    fake: { target: full, answer: commerceTarget({ change: (call, healthy) => (call.path === '/V1/shipments' && 'json' in healthy && isRecord(healthy.json) && Array.isArray(healthy.json.items) ? { status: 200, json: { ...healthy.json, items: healthy.json.items.map((i) => (isRecord(i) && typeof i.shipping_label === 'string' ? { ...i, shipping_label: Buffer.from(i.shipping_label, 'base64').toString('utf8') } : i)) } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^GET \/V1\/shipments does not list shipment \d+'s label base64-encoded/, expected: /^\[null,"[A-Za-z0-9+/=]+"\]$/, actual: /shipping label"\]$/ },
  },
  {
    name: 'async: the customer_email saved on /async reads back with the grand totals kept',
    scenario: form('async'),
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+: its customer_email saved on \/async, the operation complete, the new e-mail read back with the grand totals \(\d+(\.\d+)?\) and increment_id kept$/ },
    then: (fake) => assert.ok(fake.sent.some((s) => s.path === '/async/V1/orders' && isRecord(s.body) && isRecord(s.body.entity) && typeof s.body.entity.customer_email === 'string'), 'the save is queued on /async/V1/orders'),
  },
  {
    name: 'bulk: the customer_email saved on /async/bulk (a list of one) reads back',
    scenario: form('bulk'),
    fake: { target: full, answer: commerceTarget().answer },
    want: { outcome: 'pass', note: /^order \d+: its customer_email saved on \/async\/bulk, the operation complete/ },
    then: (fake) => assert.ok(fake.sent.some((s) => s.path === '/async/bulk/V1/orders' && Array.isArray(s.body) && s.body.length === 1), 'the save is queued on /async/bulk/V1/orders as a list of one'),
  },
  {
    name: 'async: a queued save that completes without keeping the e-mail fails',
    scenario: form('async'),
    fake: { target: full, answer: commerceTarget({ instead: (call) => (call.path === '/V1/orders' && call.method === 'POST' ? { status: 200, json: { entity_id: 1, customer_email: null } } : undefined) }).answer },
    want: { outcome: 'fail', broken: /^order \d+ saved with a new customer_email on \/async does not read it back$/, expected: /^cct\w+@example\.com$/, actual: /^"\w+@example\.com"$/, exchange: false },
  },
  {
    name: 'bulk: a queued save that recalculates the grand totals fails (OrderRepositoryInterfaceTest: not overwritten)',
    scenario: form('bulk'),
    fake: { target: full, answer: readsAfter((call) => call.path.startsWith('/async/bulk/'), 'grand_total', 0) },
    want: { outcome: 'fail', broken: /^order \d+ saved with a new customer_email on \/async\/bulk does not keep its grand totals$/, expected: '{"grand_total":15,"base_grand_total":15}', actual: '{"grand_total":0}', exchange: false },
  },
  {
    name: 'below the full level the check skips',
    scenario: form('sync'),
    fake: { target: { writes: 'allow' as const }, answer: commerceTarget().answer },
    want: { outcome: 'skip', reason: /^not run below COMMERCE_WRITES=full/ },
  },
]);
