// The input checks on a configurable product's children, on a fake installation that answers as the real 2.4.7-p3
// and Adobe Commerce 2.4.6-p1 (contracts/bad-input.yaml): a child of a SKU no product has, a child attached already,
// a parent that is a simple product, the removal of a child the configurable does not have. Each passes as the
// platforms answer, and fails where a platform answers the bad input done.
import { beforeEach } from 'node:test';
import { forgetShared } from '../owned/bind.ts';
import { badCase } from '../testing/tax-store.ts';
import { addConfigurableChild, INVENTORY_READS, inventoryStore, removeConfigurableChild } from '../testing/inventory-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputDuplicateKey } from './duplicate-key.ts';
import { inputInvalidFormat } from './invalid-format.ts';
import { inputUnknownReference } from './unknown-reference.ts';

beforeEach(() => forgetShared());
const allow = { writes: 'allow' as const };
const routes = INVENTORY_READS;
const SOURCE = 'the real 2.4.7-p3 and the real Adobe Commerce 2.4.6-p1';
const NO_PRODUCT = "The product that was requested doesn't exist. Verify the product and try again.";
const NO_OPTION = "The option that was requested doesn't exist. Verify the entity and try again.";

const UNKNOWN_CHILD = badCase({ check: 'unknown-reference', what: 'childSku naming no product', set: { childSku: '{prefix}-nochild' }, answer: { status: 404, message: NO_PRODUCT }, source: SOURCE });
const ATTACHED = badCase({ check: 'duplicate-key', what: 'the child attached already', body: 'executed', answer: { status: 400, message: 'The product is already attached.' }, source: SOURCE });
const SIMPLE_PARENT = badCase({ check: 'invalid-format', what: 'a simple product as the parent', bind: { sku: 'product.sku' }, answer: { status: 400, message: "The parent product doesn't have configurable product options." }, source: SOURCE });
const NOT_A_CHILD = badCase({ check: 'unknown-reference', what: ':childSku naming no child', unknownParam: 'childSku', answer: { status: 404, message: NO_OPTION }, source: SOURCE });

verdictCases(inputUnknownReference, [
  { name: 'a child of a SKU no product has refused', fake: { route: addConfigurableChild([UNKNOWN_CHILD]), routes, target: allow, answer: inventoryStore() }, want: { outcome: 'pass', note: `childSku naming no product: 404 ${JSON.stringify(NO_PRODUCT)}; nothing changed` } },
  { name: 'a child of a SKU no product has answered added fails', fake: { route: addConfigurableChild([UNKNOWN_CHILD]), routes, target: allow, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given childSku naming no product: accepted/, expected: `404 ${JSON.stringify(NO_PRODUCT)}`, actual: '200 true' } },
  { name: 'the removal of a child the configurable does not have refused', fake: { route: removeConfigurableChild([NOT_A_CHILD]), routes, target: allow, answer: inventoryStore() }, want: { outcome: 'pass', note: `:childSku naming no child: 404 ${JSON.stringify(NO_OPTION)}; nothing changed` } },
  { name: 'the removal of a child the configurable does not have answered done fails', fake: { route: removeConfigurableChild([NOT_A_CHILD]), routes, target: allow, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given :childSku naming no child: accepted/, expected: `404 ${JSON.stringify(NO_OPTION)}`, actual: '200 true' } },
]);

verdictCases(inputDuplicateKey, [
  { name: 'a child attached already refused', fake: { route: addConfigurableChild([ATTACHED]), routes, target: allow, answer: inventoryStore() }, want: { outcome: 'pass', note: 'the child attached already: 400 "The product is already attached."; nothing changed' } },
  { name: 'a child attached twice answered done fails', fake: { route: addConfigurableChild([ATTACHED]), routes, target: allow, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given the child attached already: accepted/, expected: '400 "The product is already attached."', actual: '200 true' } },
]);

verdictCases(inputInvalidFormat, [
  { name: 'a simple parent refused', fake: { route: addConfigurableChild([SIMPLE_PARENT]), routes, target: allow, answer: inventoryStore() }, want: { outcome: 'pass', note: 'a simple product as the parent: 400 "The parent product doesn\'t have configurable product options."; nothing changed' } },
  { name: 'a child added to a simple parent fails', fake: { route: addConfigurableChild([SIMPLE_PARENT]), routes, target: allow, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given a simple product as the parent: accepted/, expected: /^400 "The parent product/, actual: '200 true' } },
]);
