// The causes a difference between the two real installations gets from their module lists (tests/corpus/real-modules,
// GET /V1/modules as each one's admin answered it): a module enabled on one side only decides, one enabled on both
// never does, and nothing is read from a name the lists do not hold. With the platform's code (contracts/platform/
// module-declarations.json) the edition decides first, and the lists back it.

import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { projectMarkers } from '../src/contracts/release-markers.ts';
import { spanOf } from '../src/contracts/release-span.ts';
import { findingCause, routeServedCause, type AttributionContext } from '../src/report/cause-attribution.ts';
import { projectContractFacts } from '../src/report/commands.ts';
import { projectPlatformFacts } from '../src/report/module-declarations.ts';

const modules = (name: string) => JSON.parse(readFileSync(new URL(`./corpus/real-modules/${name}.json`, import.meta.url), 'utf8')) as string[];
const oss = modules('open-source-2.4.7-p3');
const commerce = modules('commerce-2.4.6-p1');

const ctx: AttributionContext = {
  base: { label: 'oss-2.4.7-p3', edition: 'open-source', releaseSpan: spanOf('2.4.7'), modules: { enabled: oss, missing: null } },
  other: { label: 'commerce-2.4.6-p1', edition: 'commerce', releaseSpan: spanOf('2.4.6'), modules: { enabled: commerce, missing: null } },
  contracts: projectContractFacts(),
  markers: projectMarkers(),
  // The service tags both installations' published schemas give these routes.
  serviceTags: new Map([['POST /V1/quick-checkout/has-account', 'quickCheckoutAccountRepositoryV1'], ['POST /V1/import/csv', 'importCsvApiStartImportV1']]),
};

test('the samples are the lists as answered: no search engine on either side, MSI on both', () => {
  for (const list of [oss, commerce]) {
    assert.deepEqual(list.filter((m) => /^Magento_(Elasticsearch|OpenSearch)/.test(m)), []);
    assert.ok(list.includes('Magento_InventoryApi') && list.includes('Magento_Catalog'));
  }
  assert.ok(oss.includes('Magento_PaymentServicesPaypal') && !commerce.includes('Magento_PaymentServicesPaypal'));
});

test('routes no contract names: the module their service tag names, enabled on Commerce only', () => {
  for (const [route, module] of [['POST /V1/quick-checkout/has-account', 'Magento_QuickCheckout'], ['POST /V1/import/csv', 'Magento_ImportCsvApi']]) {
    const served = routeServedCause(ctx, route as string, 'other');
    assert.deepEqual(served.cause, { id: 'cause.module', evidence: [{ kind: 'module-enabled', module, enabledOn: 'commerce-2.4.6-p1', disabledOn: 'oss-2.4.7-p3' }], missing: [] }, route);
  }
});

test('Payment Services: the release brought it (the contract\'s since 2.4.7), and the lists back it', () => {
  const served = routeServedCause(ctx, 'GET /V1/payments-config/:location', 'base');
  assert.equal(served.cause.id, 'cause.release');
  assert.deepEqual(served.cause.evidence.map((e) => e.kind), ['contract-release', 'module-enabled']);
});

test('a module enabled on both sides decides nothing: MSI served on one side only would stay undecided', () => {
  const msi = routeServedCause(ctx, 'GET /V1/inventory/sources', 'base');
  assert.deepEqual(msi.cause, { id: 'cause.unknown', evidence: [], missing: ['Magento_InventoryApi is enabled on both sides'] });
  const giftCard = findingCause(ctx, { rule: 'definition.added', subject: 'gift-card-data-giftcard-amount-interface', message: '', breaking: false, attribution: 'rest', marker: null, why: 'no release marker covers it' });
  assert.deepEqual([giftCard.cause.id, giftCard.module], ['cause.module', 'Magento_GiftCard'], 'a definition of a module only Commerce enables');
});

test('with the platform\'s code: the module that declares a route or an extension attribute ships in Commerce only, and the lists back it', () => {
  const withCode: AttributionContext = { ...ctx, platform: projectPlatformFacts() };
  const quick = routeServedCause(withCode, 'POST /V1/quick-checkout/has-account', 'other');
  assert.deepEqual([quick.cause.id, quick.module], ['cause.edition', 'Magento_QuickCheckout']);
  assert.deepEqual(quick.cause.evidence.map((e) => e.kind), ['route-declaration', 'module-edition', 'module-enabled']);
  const finding = (subject: string) => findingCause(withCode, { rule: 'field.added', subject, message: '', breaking: false, attribution: 'rest', marker: null, why: 'no release marker covers it' });
  for (const [subject, module] of [['sales-data-order-extension-interface.gw_id', 'Magento_GiftWrapping'], ['quote-data-address-extension-interface.bolt_id', 'Magento_QuickCheckout'], ['sales-data-order-extension-interface.customer_balance_amount', 'Magento_CustomerBalance'], ['sales-rule-data-rule-extension-interface.reward_points_delta', 'Magento_Reward']] as const) {
    const attribute = finding(subject);
    assert.deepEqual([attribute.cause.id, attribute.module, attribute.cause.evidence[0]?.kind, attribute.cause.evidence.at(-1)], ['cause.edition', module, 'extension-attribute', { kind: 'module-enabled', module, enabledOn: 'commerce-2.4.6-p1', disabledOn: 'oss-2.4.7-p3' }], subject);
  }
});
