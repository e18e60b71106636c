// Each way a difference gets its cause, from evidence only, and what an undecided one says was missing.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { projectMarkers } from '../contracts/release-markers.ts';
import { spanOf } from '../contracts/release-span.ts';
import { findingCause, routeServedCause, verdictCause, type AttributionContext, type CauseSide } from './cause-attribution.ts';
import { contractFacts } from './contract-facts.ts';
import type { AttributedFinding } from './release-split.ts';
import { MODULES_NOT_RECORDED } from './target-modules.ts';

type Ed = 'open-source' | 'commerce';
const route = (key: string, editions: Ed[], platformModule: string, since = '2.0') => {
  const [method = 'GET', path = '/'] = key.split(' ');
  return { key, method: method as 'GET', path, editions, since, until: null, platformModule, location: { file: `${platformModule}.yaml`, line: 7, column: 1 } };
};
const contracts = contractFacts([
  route('GET /V1/gift-wrappings', ['commerce'], 'Magento_GiftWrapping'),
  route('GET /V1/inventory/sources', ['open-source', 'commerce'], 'Magento_InventoryApi', '2.3.0'),
  route('GET /V1/payments-config/:location', ['open-source', 'commerce'], 'Magento_PaymentServicesPaypal', '2.4.7'),
  route('GET /V1/products/attributes/:attributeCode/is-filterable', ['open-source', 'commerce'], 'Magento_Catalog', '2.4.7'),
]);
const side = (label: string, edition: Ed, release: string, enabled: string[] | null): CauseSide => ({ label, edition, releaseSpan: spanOf(release), modules: enabled === null ? { enabled: null, missing: MODULES_NOT_RECORDED } : { enabled, missing: null } });
const ctx = (base: CauseSide, other: CauseSide): AttributionContext => ({ base, other, contracts, markers: projectMarkers(), serviceTags: new Map([['POST /V1/quick-checkout/has-account', 'quickCheckoutAccountRepositoryV1']]) });

const oss247 = side('oss', 'open-source', '2.4.7', ['Magento_Catalog', 'Magento_InventoryApi', 'Magento_PaymentServicesPaypal']);
const com246 = side('commerce', 'commerce', '2.4.6', ['Magento_Catalog', 'Magento_GiftWrapping']);
const com247 = side('commerce', 'commerce', '2.4.7', ['Magento_Catalog', 'Magento_GiftWrapping', 'Magento_PaymentServicesPaypal']);
const msi = side('msi', 'commerce', '2.4.7', ['Magento_Catalog', 'Magento_InventoryApi']);

test('the release: a marker explains a route, else the contract\'s since', () => {
  const marker = routeServedCause(ctx(oss247, com246), 'GET /V1/products/attributes/:attributeCode/is-filterable', 'base');
  assert.equal(marker.cause.id, 'cause.release');
  assert.deepEqual(marker.cause.evidence, [{ kind: 'release-marker', marker: 'catalog.attribute-is-filterable-get-route', when: 'introduced in 2.4.7' }]);
  const since = routeServedCause(ctx(oss247, com246), 'GET /V1/payments-config/:location', 'base');
  assert.deepEqual([since.cause.id, since.module], ['cause.release', 'Magento_PaymentServicesPaypal']);
  assert.deepEqual(since.cause.evidence, [
    { kind: 'contract-release', contract: 'contracts/Magento_PaymentServicesPaypal.yaml:7', since: '2.4.7', until: null, presentOn: 'oss', absentOn: 'commerce' },
    { kind: 'module-enabled', module: 'Magento_PaymentServicesPaypal', enabledOn: 'oss', disabledOn: 'commerce' },
  ], 'the module lists, where known, back it');
});

test('the edition: the contract serves the route in one edition only, with the module lists as further evidence', () => {
  const edition = routeServedCause(ctx(oss247, com247), 'GET /V1/gift-wrappings', 'other');
  assert.equal(edition.cause.id, 'cause.edition');
  assert.deepEqual(edition.cause.evidence, [
    { kind: 'contract-edition', contract: 'contracts/Magento_GiftWrapping.yaml:7', editions: ['commerce'], module: 'Magento_GiftWrapping', presentOn: 'commerce', absentOn: 'oss' },
    { kind: 'module-enabled', module: 'Magento_GiftWrapping', enabledOn: 'commerce', disabledOn: 'oss' },
  ]);
});

test('a module: enabled on one side only, same release and edition both ways', () => {
  const noMsi = side('no-msi', 'commerce', '2.4.7', ['Magento_Catalog']);
  const moved = routeServedCause(ctx(msi, noMsi), 'GET /V1/inventory/sources', 'base');
  assert.deepEqual(moved.cause, { id: 'cause.module', evidence: [{ kind: 'module-enabled', module: 'Magento_InventoryApi', enabledOn: 'msi', disabledOn: 'no-msi' }], missing: [] });
});

test('unknown, with what was missing: a run without the module list is never taken to lack the module', () => {
  const old = side('old', 'commerce', '2.4.7', null);
  const unknown = routeServedCause(ctx(msi, old), 'GET /V1/inventory/sources', 'base');
  assert.equal(unknown.cause.id, 'cause.unknown');
  assert.deepEqual(unknown.cause.missing, [`whether Magento_InventoryApi is enabled (old: ${MODULES_NOT_RECORDED})`]);
  const both = routeServedCause(ctx(msi, { ...msi, label: 'msi-too' }), 'GET /V1/inventory/sources', 'base');
  assert.deepEqual(both.cause.missing, ['Magento_InventoryApi is enabled on both sides']);
  const quick = routeServedCause(ctx(oss247, { ...com247, modules: { enabled: ['Magento_QuickCheckout'], missing: null } }), 'POST /V1/quick-checkout/has-account', 'other');
  assert.deepEqual([quick.cause.id, quick.module], ['cause.module', 'Magento_QuickCheckout'], 'no contract: the module the published service tag names');
  const stranger = routeServedCause(ctx(oss247, com247), 'GET /V1/acme/erp-sync', 'other');
  assert.deepEqual(stranger.cause, { id: 'cause.unknown', evidence: [], missing: ['a contract for the route (none names it)', 'the module it belongs to (no contract names one)'] });
});

const finding = (rule: AttributedFinding['rule'], subject: string, attribution: AttributedFinding['attribution'] = 'rest', marker: string | null = null, why = 'no release marker covers it'): AttributedFinding => ({ rule, subject, message: '', breaking: false, attribution, marker, why });

test('schema findings: the split\'s release, a definition\'s module (edition, release), an extension attribute left undecided', () => {
  assert.deepEqual(findingCause(ctx(oss247, com247), finding('field.added', 'vault-data-payment-token-interface.website_id', 'release', 'vault.payment-token-website-id', 'introduced in 2.4.7')).cause.evidence, [{ kind: 'release-marker', marker: 'vault.payment-token-website-id', when: 'introduced in 2.4.7' }]);
  const wrapping = findingCause(ctx(oss247, com247), finding('definition.added', 'gift-wrapping-data-wrapping-interface'));
  assert.deepEqual([wrapping.cause.id, wrapping.module], ['cause.edition', 'Magento_GiftWrapping']);
  const payments = findingCause(ctx(oss247, com246), finding('definition.removed', 'payment-services-paypal-data-payment-order-interface'));
  assert.deepEqual([payments.cause.id, payments.module], ['cause.release', 'Magento_PaymentServicesPaypal'], 'every route of the module came with 2.4.7');
  const attribute = findingCause(ctx(oss247, com247), finding('field.added', 'sales-data-order-extension-interface.gw_id'));
  assert.equal(attribute.cause.id, 'cause.unknown');
  assert.deepEqual(attribute.cause.missing, ['a release marker for it (none covers it)', 'the module that adds the extension attribute sales-data-order-extension-interface.gw_id (the published name does not say)']);
  const undecided = findingCause(ctx(oss247, com247), finding('field.type-changed', 'catalog-data-product-interface.price', 'undecided', null, 'a and b may be one release'));
  assert.deepEqual(undecided.cause.missing, ['the release (a and b may be one release)', 'what changed catalog-data-product-interface.price on both sides: a and b may be one release']);
});

test('verdicts: the behaviour when both sides judged, the runs when one did not', () => {
  const c = ctx(oss247, com247);
  assert.deepEqual(verdictCause(c, 'perm.guest-refused', { base: 'pass', other: 'fail' }, { base: null, other: null }), { id: 'cause.behaviour', evidence: [{ kind: 'verdict', check: 'perm.guest-refused', outcomes: { oss: 'pass', commerce: 'fail' } }], missing: [] });
  assert.deepEqual(verdictCause(c, 'write.read-back', { base: 'skip', other: 'fail' }, { base: 'writes are denied', other: null }), { id: 'cause.run', evidence: [{ kind: 'not-judged', check: 'write.read-back', on: 'oss', reason: 'writes are denied' }], missing: [] });
});
