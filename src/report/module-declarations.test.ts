// The platform's module declarations the project keeps (contracts/platform/module-declarations.json): the file reads,
// names where it came from, and holds the facts the real pair's causes rest on; a damaged file is refused with every
// problem named.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { loadModuleDeclarations, parseModuleDeclarations, platformFacts, projectPlatformFacts } from './module-declarations.ts';

test('the project\'s file: two trees with repository and commit, every record naming its trees', () => {
  const data = loadModuleDeclarations();
  assert.deepEqual(data.trees.map((t) => `${t.id} ${t.repository}@${t.commit.slice(0, 9)}`), ['commerce-2.4.6-p1 caiced2/magento246@62d6aeb74', 'open-source-2.4.7-p3 AbdelhamidYousef/vanilla-magento@ae09662c7']);
  assert.ok(data.extensionAttributes.length > 200 && data.routes.length > 400);
});

test('what the real pair\'s causes rest on: who declares the Commerce attributes and routes, and in which editions they ship', () => {
  const p = projectPlatformFacts();
  const only = (definition: string, code: string) => p.attribute(definition, code).map((d) => `${d.module} ${d.trees.join('+')}`);
  assert.deepEqual(only('sales-data-order-extension-interface', 'gw_id'), ['Magento_GiftWrapping commerce-2.4.6-p1']);
  assert.deepEqual(only('quote-data-address-extension-interface', 'bolt_id'), ['Magento_QuickCheckout commerce-2.4.6-p1']);
  assert.deepEqual(only('sales-rule-data-rule-extension-interface', 'reward_points_delta'), ['Magento_Reward commerce-2.4.6-p1']);
  assert.deepEqual(only('catalog-data-product-extension-interface', 'giftcard_amounts'), ['Magento_GiftCard commerce-2.4.6-p1']);
  // The order taxes came with 2.4.7 (the release markers say so too): only the open-source 2.4.7 tree declares them.
  assert.deepEqual(only('sales-data-order-extension-interface', 'taxes'), ['Magento_Tax open-source-2.4.7-p3']);
  for (const m of ['Magento_GiftWrapping', 'Magento_GiftCard', 'Magento_QuickCheckout', 'Magento_ImportCsvApi', 'Magento_AdobeIoEventsClient', 'Magento_AsyncOrder']) assert.deepEqual(p.module(m)?.editions, ['commerce'], m);
  assert.deepEqual(p.module('PayPal_Braintree')?.editions, ['open-source', 'commerce']);
  assert.deepEqual(p.route('POST /V1/import/csv').map((d) => d.module), ['Magento_ImportCsvApi']);
  assert.deepEqual(p.route('GET /V1/adobe_io_events/check_configuration').map((d) => d.module), ['Magento_AdobeIoEventsClient']);
  assert.deepEqual(p.route('POST /V1/quick-checkout/{}').map((d) => d.module), [], 'by shape: no such route');
  assert.deepEqual(p.route('POST /V1/quick-checkout/storefront/has-account').map((d) => d.service), ['Magento\\QuickCheckout\\Api\\StorefrontAccountRepositoryInterface::hasAccount']);
  // Commerce redeclares the payment-information routes (its published schema tags them asyncOrder...).
  assert.deepEqual(p.route('POST /V1/guest-carts/:cartId/payment-information').map((d) => `${d.module} ${d.trees.join('+')}`).sort(), ['Magento_AsyncOrder commerce-2.4.6-p1', 'Magento_Checkout commerce-2.4.6-p1+open-source-2.4.7-p3']);
  assert.deepEqual(p.route('POST /V1/braintree/mine/payment/vault').map((d) => d.trees), [['open-source-2.4.7-p3']]);
});

test('a damaged file is refused with every problem and where it is', () => {
  assert.throws(() => parseModuleDeclarations([], 'x.json'), /x\.json: not a JSON object/);
  const bad = { format: 'module-declarations@0', trees: [{ id: 't', edition: 'enterprise' }], modules: { M_A: { package: 'a/b', editions: ['commerce'], trees: ['u'] } }, extensionAttributes: [{ definition: 'd', for: 'F', code: 'c', type: 's', module: 'M_B', trees: ['t'] }], routes: [{ route: 'get /x', service: 's', module: 'M_A', trees: ['t'] }] };
  assert.throws(() => parseModuleDeclarations(bad, 'x.json'), (e: Error) => {
    assert.match(e.message, /^x\.json: 5 problem\(s\):/);
    for (const where of ['format:', 'trees[0]:', 'modules.M_A:', 'extensionAttributes[0]:', 'routes[0]:']) assert.ok(e.message.includes(`  ${where}`), where);
    return true;
  });
  const empty = platformFacts({ format: 'module-declarations@1', about: '', trees: [], paths: [], editions: '', modules: {}, extensionAttributes: [], routes: [] });
  assert.deepEqual([empty.attribute('a', 'b'), empty.route('GET /V1/x'), empty.module('M_A')], [[], [], null]);
});
