// The route table: presence per edition x release, ACL per release, matching, coverage of every catalog route and
// agreement with the platform's declarations (both as committed in tests/corpus/platform-routes).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { compareReleases } from '../lib/release.ts';
import { resolveRelease } from '../lib/profiles.ts';
import { bulkSegmentOf, createRouter } from '../lib/router.ts';
import { routesFor } from '../lib/routes/index.ts';
import type { RouteDecl } from '../lib/types.ts';
import { declaredRoutes, readCorpus } from './corpus.ts';

function find(routes: RouteDecl[], method: string, url: string): RouteDecl | undefined {
  const shape = (text: string) => text.replace(/\/+$/, '').replace(/:[A-Za-z_]+/g, ':');
  return routes.find((route) => route.method === method && shape(route.url) === shape(url));
}

describe('route table', () => {
  test('release ordering and lines', () => {
    assert.ok(compareReleases('2.3.7-p1', '2.3.7') > 0);
    assert.ok(compareReleases('2.4.0', '2.3.7-p4') > 0);
    assert.ok(compareReleases('2.4.10', '2.4.9') > 0);
    assert.equal(resolveRelease('2.2'), '2.2.10');
    assert.equal(resolveRelease('2.4.7-p3'), '2.4.7-p3');
    assert.throws(() => resolveRelease('2.5.0'), /outside the supported lines/);
    assert.throws(() => resolveRelease('latest'), /must look like/);
  });

  test('commerce has every open-source route plus the commerce-only ones', () => {
    const open = routesFor('open-source', '2.4.7');
    const commerce = routesFor('commerce', '2.4.7');
    for (const route of open) assert.ok(find(commerce, route.method, route.url), `${route.method} ${route.url}`);
    assert.ok(find(commerce, 'GET', '/V1/returns/:id'));
    assert.equal(find(open, 'GET', '/V1/returns/:id'), undefined);
  });

  test('versioning: added after 2.0, in the 2.1 and 2.2 lines, bulk routes from 2.3.0, revoke from 2.4.6', () => {
    const at = (release: string) => routesFor('open-source', release);
    assert.equal(find(at('2.0.0'), 'GET', '/V1/carts/search'), undefined);
    assert.ok(find(at('2.1.0'), 'GET', '/V1/carts/search'));
    // The catalog puts the price routes in the 2.1 line; the release data (and the contracts) have them from 2.2.0.
    assert.equal(find(at('2.1.18'), 'POST', '/V1/products/tier-prices'), undefined);
    assert.ok(find(at('2.2.0'), 'POST', '/V1/products/tier-prices'));
    assert.equal(find(at('2.1.0'), 'POST', '/V1/order/:orderId/ship'), undefined);
    assert.ok(find(at('2.1.2'), 'POST', '/V1/order/:orderId/ship'));
    assert.equal(find(at('2.1.18'), 'GET', '/V1/analytics/link'), undefined);
    assert.ok(find(at('2.2.10'), 'GET', '/V1/analytics/link'));
    assert.equal(find(at('2.2.10'), 'GET', '/V1/bulk/:bulkUuid/status'), undefined);
    for (const url of ['/V1/bulk/:bulkUuid/status', '/V1/bulk/:bulkUuid/detailed-status', '/V1/bulk/:bulkUuid/operation-status/:status', '/V1/bulk']) {
      const route = find(at('2.3.0'), 'GET', url);
      assert.ok(route, url);
      assert.deepEqual(route.resources, ['Magento_Logging::system_magento_logging_bulk_operations']);
    }
    assert.equal(find(at('2.4.5'), 'POST', '/V1/integration/customer/revoke-customer-token'), undefined, 'Adobe\'s generated 2.4.5 schemas lack it');
    assert.ok(find(at('2.4.6'), 'POST', '/V1/integration/customer/revoke-customer-token'));
    assert.ok(find(at('2.4.7'), 'POST', '/V1/integration/customer/revoke-customer-token'));
  });

  test('ACL per release: sales (2.2.8 / 2.3.1), CMS page delete (2.3.6 / 2.4.0-p1), stock items (2.4.1)', () => {
    const acl = (release: string, method: string, url: string) => find(routesFor('open-source', release), method, url)?.resources;
    assert.deepEqual(acl('2.2.7', 'POST', '/V1/orders/:id/cancel'), ['Magento_Sales::sales']);
    assert.deepEqual(acl('2.2.8', 'POST', '/V1/orders/:id/cancel'), ['Magento_Sales::cancel']);
    assert.deepEqual(acl('2.3.0', 'POST', '/V1/orders/:id/cancel'), ['Magento_Sales::sales']);
    assert.deepEqual(acl('2.3.1', 'POST', '/V1/orders/:id/cancel'), ['Magento_Sales::cancel']);
    assert.deepEqual(acl('2.3.5-p2', 'DELETE', '/V1/cmsPage/:pageId'), ['Magento_Cms::page']);
    assert.deepEqual(acl('2.3.6', 'DELETE', '/V1/cmsPage/:pageId'), ['Magento_Cms::page_delete']);
    assert.deepEqual(acl('2.4.0', 'DELETE', '/V1/cmsPage/:pageId'), ['Magento_Cms::page']);
    assert.deepEqual(acl('2.4.7', 'DELETE', '/V1/cmsPage/:pageId'), ['Magento_Cms::page_delete']);
    assert.deepEqual(acl('2.4.0', 'GET', '/V1/stockItems/:productSku'), ['Magento_CatalogInventory::cataloginventory']);
    assert.deepEqual(acl('2.4.1', 'GET', '/V1/stockItems/:productSku'), ['Magento_Catalog::catalog_inventory']);
  });

  test('MSI: its 38 /V1/inventory routes from 2.3.0 (and later for some), the ACL ids the 2022-08 security releases narrowed, 2.3.0\'s ids without a vendor', () => {
    const inventory = (release: string) => routesFor('open-source', release).filter((route) => route.url.startsWith('/V1/inventory/'));
    assert.equal(inventory('2.2.10').length, 0);
    assert.equal(inventory('2.3.0').length, 28);
    assert.equal(inventory('2.3.2').length, 34, 'the distance reads from 2.3.1, the export routes and the partial transfer from 2.3.2');
    assert.equal(inventory('2.4.7').length, 38);
    assert.equal(routesFor('commerce', '2.4.7').filter((route) => route.url.startsWith('/V1/inventory/')).length, 38);
    const acl = (release: string) => find(routesFor('open-source', release), 'POST', '/V1/inventory/source-items')?.resources;
    for (const release of ['2.3.7-p3', '2.4.0', '2.4.3-p2', '2.4.4']) assert.deepEqual(acl(release), ['Magento_InventoryApi::source'], release);
    for (const release of ['2.3.7-p4', '2.4.3-p3', '2.4.4-p1', '2.4.5', '2.4.7']) assert.deepEqual(acl(release), ['Magento_InventoryApi::stock_source_item_assign'], release);
    const sales = (release: string) => find(routesFor('open-source', release), 'GET', '/V1/inventory/stock-resolver/:type/:code')?.resources;
    assert.deepEqual(sales('2.3.0'), ['InventorySalesApi::stock']);
    assert.deepEqual(sales('2.3.1'), ['Magento_InventorySalesApi::stock']);
    assert.deepEqual(find(routesFor('open-source', '2.4.7'), 'GET', '/V1/inventory/in-store-pickup/pickup-locations/')?.resources, ['anonymous']);
  });

  test('forced customer parameters of PUT /V1/customers/me change in 2.4.1-p1', () => {
    const data = (release: string) => find(routesFor('open-source', release), 'PUT', '/V1/customers/me')?.data?.map((item) => item.name);
    assert.deepEqual(data('2.4.1'), ['customer.id']);
    assert.deepEqual(data('2.4.7'), ['customer.id', 'customer.group_id', 'customer.website_id', 'customer.store_id']);
  });

  test('commerce-only routes: the older list through 2.1, the current list from 2.2, unapply in 2.2 only, the provider route until 2.3', () => {
    for (const release of ['2.0.7', '2.1.18']) {
      const older = routesFor('commerce', release);
      assert.equal(find(older, 'POST', '/V1/carts/mine/balance/unapply'), undefined, release);
      assert.equal(find(older, 'DELETE', '/V1/carts/mine/giftCards/:giftCardCode'), undefined, release);
      assert.equal(find(older, 'POST', '/V1/worldpay-guest-carts/:cartId/payment-information'), undefined, release);
    }
    const current = routesFor('commerce', '2.2.10');
    assert.ok(find(current, 'POST', '/V1/carts/mine/balance/unapply'));
    assert.ok(find(current, 'DELETE', '/V1/carts/guest-carts/:cartId/giftCards/:giftCardCode'));
    assert.ok(find(routesFor('commerce', '2.3.7'), 'POST', '/V1/worldpay-guest-carts/:cartId/payment-information'));
    assert.equal(find(routesFor('commerce', '2.3.7'), 'POST', '/V1/carts/mine/balance/unapply'), undefined);
    assert.equal(find(routesFor('commerce', '2.4.7'), 'POST', '/V1/worldpay-guest-carts/:cartId/payment-information'), undefined);
    const old = routesFor('commerce', '2.0.7');
    assert.ok(find(old, 'POST', '/V1/carts/mine/balance/apply'));
    assert.equal(find(old, 'POST', '/V1/carts/mine/balance/unapply'), undefined);
    assert.equal(find(old, 'DELETE', '/V1/carts/mine/giftCards/:giftCardCode'), undefined);
    assert.equal(find(old, 'DELETE', '/V1/carts/:quoteId/giftCards/:giftCardCode')?.url, '/V1/carts/:quoteId/giftCards/:giftCardCode');
    assert.equal(find(routesFor('commerce', '2.4.7'), 'DELETE', '/V1/carts/:cartId/giftCards/:giftCardCode')?.url, '/V1/carts/:cartId/giftCards/:giftCardCode');
  });

  test('every literal route wins over the parameter routes of the same shape, in every profile', () => {
    for (const [edition, release] of [['commerce', '2.4.7'], ['open-source', '2.2.10'], ['commerce', '2.0.7']] as const) {
      const routes = routesFor(edition, release);
      const router = createRouter(routes);
      for (const route of routes) {
        // The route's own URL with every parameter filled by its own name must come back to this route or to
        // one that is more literal at the first differing segment.
        const path = route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => `x-${name}`);
        const matched = router.match(route.method, path);
        assert.ok(matched, `${edition} ${release} ${route.method} ${route.url}`);
        if (!route.url.includes(':')) assert.equal(matched.route.url, route.url, `${edition} ${release} ${route.method} ${route.url}`);
      }
    }
  });

  test('every profile has each (method, URL shape) once', () => {
    for (const release of ['2.0.0', '2.0.7', '2.1.18', '2.2.10', '2.3.0', '2.3.7', '2.4.0', '2.4.7']) {
      for (const edition of ['open-source', 'commerce'] as const) {
        const keys = routesFor(edition, release).map((route) => `${route.method} ${route.url.replace(/\/+$/, '').replace(/:[A-Za-z_]+/g, ':')}`);
        assert.equal(new Set(keys).size, keys.length, `${edition} ${release}`);
      }
    }
  });

  test('matching: literal segments win over parameters; trailing slashes do not matter; bulk by<Name> form', () => {
    const router = createRouter(routesFor('commerce', '2.4.7'));
    assert.equal(router.match('GET', '/V1/customers/me')?.route.url, '/V1/customers/me');
    assert.equal(router.match('GET', '/V1/orders/items')?.route.url, '/V1/orders/items');
    assert.equal(router.match('GET', '/V1/orders/5')?.route.url, '/V1/orders/:id');
    assert.equal(router.match('GET', '/V1/products/attributes/types')?.route.url, '/V1/products/attributes/types');
    assert.equal(router.match('GET', '/V1/products/attribute-sets/sets/list')?.route.url, '/V1/products/attribute-sets/sets/list');
    assert.deepEqual(router.match('GET', '/V1/customers/12')?.params, { customerId: '12' });
    assert.equal(router.match('GET', '/V1/bulk/')?.route.serviceMethod, router.match('GET', '/V1/bulk')?.route.serviceMethod);
    assert.deepEqual(router.match('GET', '/V1/products/a%20b')?.params, { sku: 'a b' });
    assert.equal(bulkSegmentOf('quoteId'), 'byQuoteId');
    const bulk = router.matchBulk('POST', '/V1/carts/byQuoteId/items');
    assert.equal(bulk?.route.url, '/V1/carts/:quoteId/items');
    assert.deepEqual(bulk?.paramNames, ['quoteId']);
    assert.equal(router.matchBulk('PUT', '/V1/products/:sku'), null);
  });
});

interface SeedRoutes {
  routes: Array<{ method: string; path: string; edition: 'both' | 'commerce' }>;
}
describe('route table against the platform\'s route data', () => {
  test('every route of the catalog document is served: both-edition ones by open-source and commerce 2.4.7, commerce-only ones by commerce 2.2.10', () => {
    const seed = readCorpus<SeedRoutes>('platform-routes/seed-routes.json');
    assert.equal(seed.routes.length, 373);
    const commerce = routesFor('commerce', '2.4.7');
    const open = routesFor('open-source', '2.4.7');
    // The commerce-only list as the catalog writes it is complete in the 2.2 line (unapply and the provider route
    // are gone later); the seed's <provider> is Magento_Worldpay.
    const commerce22 = routesFor('commerce', '2.2.10');
    for (const route of seed.routes) {
      const path = route.path.replace('<provider>', 'worldpay');
      if (route.edition === 'both') {
        assert.ok(find(open, route.method, path), `open-source: ${route.method} ${path}`);
        assert.ok(find(commerce, route.method, path), `commerce: ${route.method} ${path}`);
      } else {
        assert.ok(find(commerce22, route.method, path), `commerce 2.2.10: ${route.method} ${path}`);
      }
    }
  });

  test('ACL resources and forced data of 2.4.7 agree with the platform declarations (2.4.6-p1 webapi.xml)', () => {
    const open = routesFor('open-source', '2.4.7');
    let compared = 0;
    for (const declared of declaredRoutes().filter((route) => route.fileKind === 'webapi.xml' && route.module !== 'Magento_TwoFactorAuth')) {
      const ours = find(open, declared.method, declared.url);
      if (!ours) continue;
      compared += 1;
      assert.deepEqual(ours.resources, declared.resources, `${declared.method} ${declared.url}`);
      assert.deepEqual((ours.data ?? []).map((item) => `${item.name}=${item.value}`), (declared.data ?? []).map((item) => `${item.name}=${item.value}`), `${declared.method} ${declared.url}`);
    }
    assert.ok(compared >= 330, `compared ${compared} routes`);
  });
});
