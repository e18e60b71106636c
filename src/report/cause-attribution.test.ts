// Each way a difference gets its cause, from evidence only, and what an undecided one says was missing.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { projectMarkers } from '../contracts/release-markers.ts';
import { spanOf } from '../contracts/release-span.ts';
import { findingCause, routeServedCause, verdictCause, type AttributionContext, type CauseSide } from './cause-attribution.ts';
import { contractFacts } from './contract-facts.ts';
import type { AttributedFinding } from './release-split.ts';
import { MODULES_NOT_RECORDED } from './target-modules.ts';
import { platformFacts } from './module-declarations.ts';
import { routeShape, type PublishedIndex } from './published-index.ts';

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
  assert.deepEqual(stranger.cause, { id: 'cause.unknown', evidence: [], missing: ['a contract for the route (none names it)', 'the module that declares the route (the platform\'s module declarations were not read)', 'the module it belongs to (no contract names one)'] });
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
  assert.deepEqual(attribute.cause.missing, ['a release marker for it (none covers it)', 'the module that adds the extension attribute sales-data-order-extension-interface.gw_id (the platform\'s module declarations were not read)']);
  const undecided = findingCause(ctx(oss247, com247), finding('field.type-changed', 'catalog-data-product-interface.price', 'undecided', null, 'a and b may be one release'));
  assert.deepEqual(undecided.cause.missing, ['the release (a and b may be one release)', 'what changed catalog-data-product-interface.price on both sides: a and b may be one release']);
});

test('verdicts: the behaviour when both sides judged, the runs when one did not', () => {
  const c = ctx(oss247, com247);
  assert.deepEqual(verdictCause(c, 'perm.guest-refused', { base: 'pass', other: 'fail' }, { base: null, other: null }), { id: 'cause.behaviour', evidence: [{ kind: 'verdict', check: 'perm.guest-refused', outcomes: { oss: 'pass', commerce: 'fail' } }], missing: [] });
  assert.deepEqual(verdictCause(c, 'write.read-back', { base: 'skip', other: 'fail' }, { base: 'writes are denied', other: null }), { id: 'cause.run', evidence: [{ kind: 'not-judged', check: 'write.read-back', on: 'oss', reason: 'writes are denied' }], missing: [] });
});

// The platform's code, as contracts/platform/module-declarations.json holds it: a few records in its format.
const platform = platformFacts({
  format: 'module-declarations@1',
  about: 'test',
  trees: [
    { id: 'commerce-2.4.6-p1', edition: 'commerce', release: '2.4.6-p1', repository: 'o/commerce', commit: 'c0ffee', project: 'magento/project-enterprise-edition 2.4.6-p1' },
    { id: 'open-source-2.4.7-p3', edition: 'open-source', release: '2.4.7-p3', repository: 'o/oss', commit: 'bead', project: 'magento/project-community-edition 2.4.7-p3' },
  ],
  paths: [],
  editions: 'test',
  modules: {
    Magento_GiftWrapping: { package: 'magento/module-gift-wrapping', editions: ['commerce'], trees: ['commerce-2.4.6-p1'] },
    Magento_QuickCheckout: { package: 'magento/module-quick-checkout', editions: ['commerce'], trees: ['commerce-2.4.6-p1'] },
    Magento_AsyncOrder: { package: 'magento/module-async-order', editions: ['commerce'], trees: ['commerce-2.4.6-p1'] },
    Magento_Checkout: { package: 'magento/module-checkout', editions: ['open-source', 'commerce'], trees: ['commerce-2.4.6-p1', 'open-source-2.4.7-p3'] },
    Magento_Msrp: { package: 'magento/module-msrp', editions: ['open-source', 'commerce'], trees: ['commerce-2.4.6-p1', 'open-source-2.4.7-p3'] },
    Magento_ProductVideo: { package: 'magento/module-product-video', editions: ['open-source', 'commerce'], trees: ['commerce-2.4.6-p1', 'open-source-2.4.7-p3'] },
  },
  extensionAttributes: [
    { definition: 'sales-data-order-extension-interface', for: 'Magento\\Sales\\Api\\Data\\OrderInterface', code: 'gw_id', type: 'string', module: 'Magento_GiftWrapping', trees: ['commerce-2.4.6-p1'] },
    { definition: 'quote-data-address-extension-interface', for: 'Magento\\Quote\\Api\\Data\\AddressInterface', code: 'bolt_id', type: 'string', module: 'Magento_QuickCheckout', trees: ['commerce-2.4.6-p1'] },
    { definition: 'catalog-data-product-extension-interface', for: 'Magento\\Catalog\\Api\\Data\\ProductInterface', code: 'msrp_x', type: 'string', module: 'Magento_Msrp', trees: ['commerce-2.4.6-p1', 'open-source-2.4.7-p3'] },
    { definition: 'catalog-data-product-extension-interface', for: 'Magento\\Catalog\\Api\\Data\\ProductInterface', code: 'video_x', type: 'string', module: 'Magento_Msrp', trees: ['commerce-2.4.6-p1'] },
    { definition: 'catalog-data-product-extension-interface', for: 'Magento\\Catalog\\Api\\Data\\ProductInterface', code: 'video_x', type: 'string', module: 'Magento_ProductVideo', trees: ['commerce-2.4.6-p1'] },
  ],
  routes: [
    { route: 'POST /V1/quick-checkout/has-account', service: 'Magento\\QuickCheckout\\Api\\AccountRepositoryInterface::hasAccount', module: 'Magento_QuickCheckout', trees: ['commerce-2.4.6-p1'] },
    { route: 'POST /V1/carts/mine/payment-information', service: 'Magento\\Checkout\\Api\\PaymentInformationManagementInterface::savePaymentInformationAndPlaceOrder', module: 'Magento_Checkout', trees: ['commerce-2.4.6-p1', 'open-source-2.4.7-p3'] },
    { route: 'POST /V1/carts/mine/payment-information', service: 'Magento\\AsyncOrder\\Api\\AsyncPaymentInformationCustomerPublisherInterface::savePaymentInformationAndPlaceOrder', module: 'Magento_AsyncOrder', trees: ['commerce-2.4.6-p1'] },
  ],
});
const withPlatform = (base: CauseSide, other: CauseSide, published?: AttributionContext['published']): AttributionContext => ({ ...ctx(base, other), serviceTags: new Map(), platform, ...(published === undefined ? {} : { published }) });
const unlisted = (s: CauseSide): CauseSide => ({ ...s, modules: { enabled: null, missing: MODULES_NOT_RECORDED } });

test('an extension attribute: the module whose extension_attributes.xml declares it, then that module\'s edition or lists', () => {
  // Without module lists: the contract says Magento_GiftWrapping is commerce's, the declaration says it adds gw_id.
  const gw = findingCause(withPlatform(unlisted(oss247), unlisted(com246)), finding('field.added', 'sales-data-order-extension-interface.gw_id'));
  assert.deepEqual([gw.cause.id, gw.module], ['cause.edition', 'Magento_GiftWrapping']);
  assert.deepEqual(gw.cause.evidence[0], { kind: 'extension-attribute', definition: 'sales-data-order-extension-interface', attribute: 'gw_id', for: 'Magento\\Sales\\Api\\Data\\OrderInterface', type: 'string', module: 'Magento_GiftWrapping', file: 'vendor/magento/module-gift-wrapping/etc/extension_attributes.xml', trees: ['commerce-2.4.6-p1'] });
  assert.equal(gw.cause.evidence[1]?.kind, 'contract-edition');
  // No contract names Magento_QuickCheckout: the platform's code ships it in commerce only.
  const bolt = findingCause(withPlatform(unlisted(oss247), unlisted(com246)), finding('field.added', 'quote-data-address-extension-interface.bolt_id'));
  assert.deepEqual(bolt.cause.evidence.map((e) => e.kind), ['extension-attribute', 'module-edition']);
  assert.deepEqual(bolt.cause.evidence[1], { kind: 'module-edition', module: 'Magento_QuickCheckout', editions: ['commerce'], source: 'contracts/platform/module-declarations.json', trees: ['commerce-2.4.6-p1'], presentOn: 'commerce', absentOn: 'oss' });
  // A module of both editions: its lists decide (cause.module), and without them nothing does.
  const msrpOn = side('msrp-on', 'commerce', '2.4.7', ['Magento_Msrp']);
  const msrpOff = side('msrp-off', 'commerce', '2.4.7', []);
  const msrp = findingCause(withPlatform(msrpOff, msrpOn), finding('field.added', 'catalog-data-product-extension-interface.msrp_x'));
  assert.deepEqual(msrp.cause, { id: 'cause.module', evidence: [{ kind: 'extension-attribute', definition: 'catalog-data-product-extension-interface', attribute: 'msrp_x', for: 'Magento\\Catalog\\Api\\Data\\ProductInterface', type: 'string', module: 'Magento_Msrp', file: 'vendor/magento/module-msrp/etc/extension_attributes.xml', trees: ['commerce-2.4.6-p1', 'open-source-2.4.7-p3'] }, { kind: 'module-enabled', module: 'Magento_Msrp', enabledOn: 'msrp-on', disabledOn: 'msrp-off' }], missing: [] });
  const blind = findingCause(withPlatform(unlisted(msrpOff), msrpOn), finding('field.added', 'catalog-data-product-extension-interface.msrp_x'));
  assert.deepEqual([blind.cause.id, blind.module, blind.cause.missing.at(-1)], ['cause.unknown', 'Magento_Msrp', `whether Magento_Msrp is enabled (msrp-off: ${MODULES_NOT_RECORDED})`]);
  // Two modules declare it and decide otherwise: nothing is picked.
  const two = findingCause(withPlatform(msrpOff, msrpOn), finding('field.added', 'catalog-data-product-extension-interface.video_x'));
  assert.equal(two.cause.id, 'cause.unknown');
  assert.match(two.cause.missing.at(-1) ?? '', /^which of Magento_Msrp, Magento_ProductVideo \(each declares it\) adds catalog-data-product-extension-interface\.video_x here/);
  // Declared by no module of the data: says so.
  const none = findingCause(withPlatform(oss247, com247), finding('field.added', 'sales-data-order-extension-interface.acme_x'));
  assert.deepEqual(none.cause.missing.at(-1), 'the module that adds the extension attribute sales-data-order-extension-interface.acme_x (no module of contracts/platform/module-declarations.json declares it)');
});

test('a route no contract names: the module its webapi.xml declaration names decides the edition, with no module list', () => {
  const quick = routeServedCause(withPlatform(unlisted(oss247), unlisted(com246)), 'POST /V1/quick-checkout/has-account', 'other');
  assert.deepEqual([quick.cause.id, quick.module], ['cause.edition', 'Magento_QuickCheckout']);
  assert.deepEqual(quick.cause.evidence[0], { kind: 'route-declaration', route: 'POST /V1/quick-checkout/has-account', service: 'Magento\\QuickCheckout\\Api\\AccountRepositoryInterface::hasAccount', module: 'Magento_QuickCheckout', file: 'vendor/magento/module-quick-checkout/etc/webapi.xml', trees: ['commerce-2.4.6-p1'] });
  const stranger = routeServedCause(withPlatform(oss247, com247), 'GET /V1/acme/erp-sync', 'other');
  assert.deepEqual(stranger.cause.missing, ['a contract for the route (none names it)', 'a declaration of the route in the platform\'s code (none in contracts/platform/module-declarations.json)', 'the module it belongs to (no contract names one)']);
  const quickListed = routeServedCause(withPlatform(oss247, { ...com247, modules: { enabled: ['Magento_QuickCheckout'], missing: null } }), 'POST /V1/quick-checkout/has-account', 'other');
  assert.deepEqual(quickListed.cause.evidence.map((e) => e.kind), ['route-declaration', 'module-edition', 'module-enabled'], 'the edition first, the lists backing it');
});

const index = (routes: Record<string, string>, reachedFrom: Record<string, string[]>): PublishedIndex => ({ routes: new Set(Object.keys(routes).map(routeShape)), tags: new Map(Object.entries(routes).map(([r, t]) => [routeShape(r), t])), reachedFrom: new Map(Object.entries(reachedFrom)) });

test('a definition nothing else decides takes the cause of the routes that publish it, when the other side serves none of them', () => {
  const ossDoc = index({ 'GET /V1/payments-config/{location}': 'paymentServicesPaypalConfigV1', 'GET /V1/gift-wrappings': 'x' }, { 'framework-x-interface': ['GET /V1/payments-config/{location}'] });
  const comDoc = index({ 'GET /V1/gift-wrappings': 'giftWrappingWrappingRepositoryV1' }, { 'framework-metadata-object-interface': ['GET /V1/gift-wrappings'], 'framework-shared-interface': ['GET /V1/gift-wrappings'] });
  const removed = findingCause(withPlatform(oss247, com246, { base: ossDoc, other: index({}, {}) }), finding('definition.removed', 'framework-x-interface'));
  assert.deepEqual([removed.cause.id, removed.module], ['cause.release', 'Magento_PaymentServicesPaypal']);
  assert.deepEqual(removed.cause.evidence[0], { kind: 'published-for', definition: 'framework-x-interface', routes: ['GET /V1/payments-config/{location}'], on: 'oss' });
  const added = findingCause(withPlatform(oss247, com247, { base: index({}, {}), other: comDoc }), finding('definition.added', 'framework-metadata-object-interface'));
  assert.deepEqual([added.cause.id, added.module], ['cause.edition', 'Magento_GiftWrapping']);
  // The other side serves the route too: something else added the definition to it.
  const shared = findingCause(withPlatform(oss247, com247, { base: ossDoc, other: comDoc }), finding('definition.added', 'framework-shared-interface'));
  assert.deepEqual(shared.cause.missing.at(-1), 'what adds framework-shared-interface to routes both sides serve (GET /V1/gift-wrappings)');
  const unread = findingCause(withPlatform(oss247, com247), finding('definition.added', 'framework-metadata-object-interface'));
  assert.deepEqual(unread.cause.missing.at(-1), 'the routes that publish framework-metadata-object-interface (a side saved no published schema that could be read)');
});

test('a route\'s response that changed: another service answers it on one side (its module\'s edition), else what is missing', () => {
  const route = 'POST /V1/carts/mine/payment-information';
  const checkout = index({ [route]: 'checkoutPaymentInformationManagementV1' }, {});
  const asyncOrder = index({ [route]: 'asyncOrderAsyncPaymentInformationCustomerPublisherV1' }, {});
  const redeclared = findingCause(withPlatform(unlisted(oss247), unlisted(com246), { base: checkout, other: asyncOrder }), finding('route.response-changed', route));
  assert.deepEqual([redeclared.cause.id, redeclared.module], ['cause.edition', 'Magento_AsyncOrder']);
  assert.deepEqual(redeclared.cause.evidence.map((e) => e.kind), ['served-by', 'route-declaration', 'module-edition']);
  assert.deepEqual(redeclared.cause.evidence[0], { kind: 'served-by', route, services: { oss: 'checkoutPaymentInformationManagementV1', commerce: 'asyncOrderAsyncPaymentInformationCustomerPublisherV1' } });
  const same = findingCause(withPlatform(oss247, com246, { base: checkout, other: checkout }), finding('route.response-changed', route));
  assert.deepEqual(same.cause, { id: 'cause.unknown', evidence: [], missing: [`what changed the return type checkoutPaymentInformationManagementV1 declares for ${route} (the same service answers on both sides; no release marker or declaration of the platform's code records return types)`] });
  const untagged = findingCause(withPlatform(oss247, com246), finding('route.response-changed', route));
  assert.deepEqual(untagged.cause.missing, [`the service that answers ${route} on each side (a published schema does not tag it)`]);
});
