// async.custom-route: the route aliases of webapi_async.xml (Magento_WebapiAsync declares one, asyncProducts for POST
// async/V1/products) take a call as the path they stand for: a simple and a virtual product of the run's own, each sent to POST
// /rest/asyncProducts, is accepted as on /async/V1/products (202, a bulk_uuid, one request item accepted, errors false) and, once the
// consumer ran, exists with the name sent (AsyncScheduleCustomRouteTest::testAsyncScheduleBulkByCustomRoute, whose data
// provider sends the two types). The real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 accept it so and make the product (probed by hand
// 2026-12-03). The products are disabled and not visible, named with the run's prefix, deleted at the end (the run's
// sweep removes them where that fails).

import { describeExchange } from '../platform-errors.ts';
import { pass, type ScenarioCheck } from '../types.ts';
import { fail, gated, PRODUCTS, submit, unfinished, writing } from './scenarios.ts';

const ALIAS = '/asyncProducts';

export const asyncCustomRoute: ScenarioCheck = {
  subject: 'scenario',
  id: 'async.custom-route',
  family: 'async',
  rule: 'A call sent to a route alias of webapi_async.xml (POST /rest/asyncProducts, alias of /async/V1/products) is accepted as on the path it stands for (202, a bulk_uuid, one request item accepted, errors false) and its operation makes the product sent (a simple and a virtual one).',
  source: 'Magento_WebapiAsync etc/webapi_async.xml (route async/V1/products alias asyncProducts); magento/magento2 dev/tests/api-functional WebapiAsync AsyncScheduleCustomRouteTest::testAsyncScheduleBulkByCustomRoute; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03',
  scenarios: [writing('alias asyncProducts', `POST /rest/:storeCode${ALIAS}`, PRODUCTS)],
  run: gated(async (ctx) => {
    const made: string[] = [];
    try {
      // The test's data provider: a simple and a virtual product, each sent alone.
      for (const type of ['simple', 'virtual'] as const) {
        const sku = ctx.name(`alias-${type}`);
        const product = { sku, name: sku, attribute_set_id: 4, price: 1, type_id: type, status: 2, visibility: 1 };
        made.push(sku);
        const sent = await submit(ctx, 'admin', 'POST', ALIAS, { product }, 1);
        if (sent.acceptanceProblems.length > 0) return fail(`POST ${ALIAS} of a ${type} product was not accepted as /async/V1/products is`, '202 {"bulk_uuid": <uuid>, "request_items": [{"id": 0, "data_hash": ..., "status": "accepted"}], "errors": false}', sent.acceptanceProblems.join('; '), sent.acceptance);
        const unfinishedVerdict = await unfinished(sent);
        if (unfinishedVerdict !== null) return unfinishedVerdict;
        const read = await ctx.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: null });
        const got = read.json !== null && typeof read.json === 'object' && !Array.isArray(read.json) ? (read.json as Record<string, unknown>) : {};
        if (read.status !== 200 || got.name !== sku || got.type_id !== type) return fail(`the ${type} product sent to POST ${ALIAS} was not made once its operation ended`, `GET /V1/products/${sku} 200 with name "${sku}", type_id ${type}`, describeExchange(read.status, read.json, read.bodyText), read);
      }
      return pass(`POST ${ALIAS} accepted a simple and a virtual product (one request item accepted each) and both were made`);
    } finally {
      for (const sku of made) await ctx.send('admin', { method: 'DELETE', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: null });
    }
  }),
};
