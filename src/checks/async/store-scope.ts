// async.store-scope: async writes follow store scope. One product of the worker is created and updated through the
// async path with no store code, `all`, and a store code, and read back through each store view after every step.

import { isRecord } from './shapes.ts';
import { describeExchange } from '../platform-errors.ts';
import { pass, skip, type HttpExchange, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { fail, gated, operationsOf, PRODUCT_UPDATE, productBody, submit, summaryOf, unfinished, writing } from './scenarios.ts';

export const asyncStoreScope: ScenarioCheck = {
  subject: 'scenario',
  id: 'async.store-scope',
  family: 'async',
  rule: 'Async writes follow store scope: create without a store code sets values globally; update without a code changes the default store view only; `all` changes every store view without its own value; a store code changes that store view only.',
  source: 'seed 000 Asynchronous routes 5 (Store scope), Bulk routes 7; facts 11-13; real 2.4.7 responses/async g1-g3',
  scenarios: [writing('products name per store view', 'PUT /[<store>/]async/V1/products/:sku', PRODUCT_UPDATE)],
  run: gated((ctx) => storeScope(ctx)),
};

/** The store views of the default website: the default one first. */
async function storeViews(ctx: ScenarioContext): Promise<{ defaultCode: string; others: string[] } | string> {
  const [views, groups, websites] = await Promise.all(['/V1/store/storeViews', '/V1/store/storeGroups', '/V1/store/websites'].map((path) => ctx.send('admin', { method: 'GET', path, storeCode: null })));
  const list = (res: HttpExchange | undefined): Array<Record<string, unknown>> => (res && Array.isArray(res.json) ? res.json.filter(isRecord) : []);
  const website = list(websites).find((w) => w.id !== 0);
  const group = list(groups).find((g) => g.id === website?.default_group_id);
  const all = list(views).filter((v) => v.id !== 0 && v.website_id === website?.id);
  const def = all.find((v) => v.id === group?.default_store_id);
  if (!def || typeof def.code !== 'string') return 'the default store view could not be found (GET /V1/store/storeViews, storeGroups, websites)';
  return { defaultCode: def.code, others: all.filter((v) => v !== def && typeof v.code === 'string').map((v) => v.code as string).slice(0, 2) };
}

async function storeScope(ctx: ScenarioContext): Promise<Verdict> {
  const views = await storeViews(ctx);
  if (typeof views === 'string') return skip(views);
  ctx.observe('store-views', { default: views.defaultCode, others: views.others }, 'store views');
  const sku = ctx.name('scope');
  const name = (step: string): string => `${sku} ${step}`;
  const read = async (code: string | null): Promise<{ name: unknown; res: HttpExchange }> => {
    const res = await ctx.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: code });
    return { name: isRecord(res.json) ? res.json.name : undefined, res };
  };
  const expectNames = async (step: string, want: Array<[string, string]>): Promise<Verdict | null> => {
    for (const [code, value] of want) {
      const got = await read(code);
      if (got.res.status !== 200) return fail(`${step}: reading the product through /rest/${code}/V1 failed`, `200 with name "${value}"`, describeExchange(got.res.status, got.res.json, got.res.bodyText), got.res);
      if (got.name !== value) return fail(`${step}: the store view "${code}" shows the wrong value`, `name "${value}" in /rest/${code}`, `name ${JSON.stringify(got.name)}`, got.res);
    }
    return null;
  };
  const write = async (step: string, method: string, code: string | null, value: string): Promise<Verdict | null> => {
    const path = method === 'POST' ? '/async/V1/products' : `/async/V1/products/${encodeURIComponent(sku)}`;
    const body = method === 'POST' ? productBody(sku, value) : { product: { sku, name: value } };
    const s = await submit(ctx, 'admin', method, path, body, 1, code);
    const bad = await unfinished(s);
    if (bad) return bad;
    const op = operationsOf(summaryOf(s))[0];
    if (op?.status !== 1) return fail(`${step}: the queued write did not complete`, 'status 1', `status ${op?.status ?? '?'} "${op?.result_message ?? ''}"`, summaryOf(s) ?? undefined);
    return null;
  };
  const others = views.others;
  const def = views.defaultCode;
  const everyOther = (value: string): Array<[string, string]> => others.map((c): [string, string] => [c, value]);
  // 1. Create without a store code: the values are global, every store view shows them.
  let bad = await write('create without a store code', 'POST', null, name('global'));
  if (bad) return bad;
  bad = await expectNames('create without a store code', [['all', name('global')], [def, name('global')], ...everyOther(name('global'))]);
  if (bad) return bad;
  // 2. Update without a store code: the default store view only.
  bad = await write('update without a store code', 'PUT', null, name('default-only'));
  if (bad) return bad;
  bad = await expectNames('update without a store code', [[def, name('default-only')], ['all', name('global')], ...everyOther(name('global'))]);
  if (bad) return bad;
  // 3. Update with `all`: every store view without a value of its own (the default view now has one).
  bad = await write('update with the code all', 'PUT', 'all', name('all'));
  if (bad) return bad;
  bad = await expectNames('update with the code all', [['all', name('all')], [def, name('default-only')], ...everyOther(name('all'))]);
  if (bad) return bad;
  // 4. Update with a store code: that store view only.
  const target = others[0] ?? def;
  bad = await write(`update with the store code ${target}`, 'PUT', target, name('own'));
  if (bad) return bad;
  bad = await expectNames(`update with the store code ${target}`, [[target, name('own')], ['all', name('all')], ...(target === def ? [] : [[def, name('default-only')] as [string, string]])]);
  if (bad) return bad;
  return pass(`store views checked: ${[def, ...others].join(', ')} and all`);
}
