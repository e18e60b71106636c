// scope.cms-page-by-stores: a CMS page of the run's own made, read, updated and deleted under each store code the
// platform's PageRepositoryTest runs its *ByStores tests under (byStoresProvider: default, a second website's store
// view, all). Under each code in turn, on a page of its own (inactive, named with the run's prefix):
//   - created under the code (POST /V1/cmsPage), it answers the identifier, title, content and active sent and is
//     listed in that store's page list only (the search filtered on store_id: the view's id, 0 for all), as the test
//     finds it in the store's page grid (testCreateByStores);
//   - read under every one of the codes (GET /V1/cmsPage/:pageId), it answers the same id, identifier, title, content
//     and active (testGetByStores);
//   - updated under the code (PUT /V1/cmsPage/:id, a new title), it answers the data sent and stays in that store's
//     list (testUpdateByStores);
//   - deleted under the code (DELETE /V1/cmsPage/:pageId), it answers true, leaves that store's list and reads 404
//     (testDeleteByStores).
// The real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (probed by hand 2026-12-03) do all of it under default, second_en
// and all. Where the installation has one website, a view of the run's website stands in for the second website's
// (the note says so); with one store view the scope checks' gate skips.

import type { HttpExchange, Scenario, ScenarioCheck, ScenarioContext, Verdict } from '../types.ts';
import { CMS_PAGE } from './kinds.ts';
import { entityName, expectStores, pass, scoped } from './scenarios.ts';
import { describe, failed, ok, type ScopeViews } from './views.ts';

const CREATE = 'POST /V1/cmsPage';
const READ = 'GET /V1/cmsPage/:pageId';
const UPDATE = 'PUT /V1/cmsPage/:id';
const DELETE = 'DELETE /V1/cmsPage/:pageId';


const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
const pageBody = (identifier: string, title: string): { page: Record<string, unknown> } => ({ page: { identifier, title, content: identifier, active: false } });
const short = (v: unknown): string => JSON.stringify(v).slice(0, 300);

/** The fields of `sent` an answer does not hold with the value sent (an id, where given, too). */
function differing(answer: unknown, sent: Record<string, unknown>): string[] {
  const got = record(answer);
  return Object.keys(sent).filter((k) => (k === 'id' ? String(got[k]) !== String(sent[k]) : got[k] !== sent[k]));
}

/** The codes the test runs under, each with the store id its page list is filtered on. */
function codesOf(views: ScopeViews): { codes: Array<{ code: string; storeId: number }>; stand: string | null } {
  const second = views.foreign ?? views.other;
  return {
    codes: [{ code: views.own.code, storeId: views.own.id }, { code: second.code, storeId: second.id }, { code: 'all', storeId: 0 }],
    stand: views.foreign === null ? `the installation has one website: ${second.code}, a view of the run's website, stands in for a second website's store view` : null,
  };
}

async function underCode(ctx: ScenarioContext, views: ScopeViews, codes: ReadonlyArray<{ code: string; storeId: number }>, code: string, storeId: number): Promise<Verdict | null> {
  const kind = CMS_PAGE;
  const name = entityName(ctx, `bs${codes.findIndex((c) => c.code === code)}`, kind);
  const sent = pageBody(name, name).page;
  const created = await ctx.send('admin', { method: 'POST', path: '/V1/cmsPage', storeCode: code, body: { page: sent } });
  const id = record(created.json).id;
  if (!ok(created) || (typeof id !== 'number' && typeof id !== 'string')) return failed(`${CREATE} under /rest/${code} did not make the page`, `200 with an id and ${short(sent)}`, describe(created), created);
  let removed = false;
  try {
    const wrongCreate = differing(created.json, sent);
    if (wrongCreate.length > 0) return failed(`${CREATE} under /rest/${code}: the answer does not hold the data sent (${wrongCreate.join(', ')})`, short(sent), short(created.json), created);
    const listed = await expectStores(ctx, kind, name, views, `${CREATE} under /rest/${code}`, [storeId], (found) => `the page is not in the page list of ${code === 'all' ? 'store 0' : `store ${storeId} (${code})`} alone (${found.length === 0 ? 'in none' : `in ${found.join(', ')}`})`);
    if (listed !== null) return listed;
    // The same page read under every code answers the same data.
    const want: Record<string, unknown> = { id, ...sent };
    let first: HttpExchange | null = null;
    const wrongReads: string[] = [];
    for (const { code: readCode } of codes) {
      const read = await ctx.send('admin', { method: 'GET', path: `/V1/cmsPage/${String(id)}`, storeCode: readCode });
      if (read.status !== 200) return failed(`${READ} under /rest/${readCode} of the page created under /rest/${code} failed`, `200 with ${short(want)}`, describe(read), read);
      const wrong = differing(read.json, want);
      if (wrong.length > 0) {
        wrongReads.push(`${readCode}: ${wrong.map((f) => `${f} ${short(record(read.json)[f])}`).join(', ')}`);
        first ??= read;
      }
    }
    if (first !== null) return failed(`${READ} of the page created under /rest/${code} answers other data under ${wrongReads.map((w) => w.split(':')[0]).join(', ')}`, `under ${codes.map((c) => c.code).join(', ')}: ${short(want)}`, wrongReads.join('; '), first);
    // Updated under the code: the answer holds the data sent, the page stays in the store's list.
    const update = pageBody(name, `${name} updated`).page;
    const put = await ctx.send('admin', { method: 'PUT', path: `/V1/cmsPage/${String(id)}`, storeCode: code, body: { page: update } });
    if (!ok(put)) return failed(`${UPDATE} under /rest/${code} refused the update of the page created there`, `200 with ${short(update)}`, describe(put), put);
    const wrongPut = differing(put.json, { id, ...update });
    if (wrongPut.length > 0) return failed(`${UPDATE} under /rest/${code}: the answer does not hold the data sent (${wrongPut.join(', ')})`, short({ id, ...update }), short(put.json), put);
    const kept = await expectStores(ctx, kind, name, views, `${UPDATE} under /rest/${code}`, [storeId], (found) => `the updated page is no longer in the page list of ${code === 'all' ? 'store 0' : `store ${storeId} (${code})`} alone (${found.length === 0 ? 'in none' : `in ${found.join(', ')}`})`);
    if (kept !== null) return kept;
    // Deleted under the code: true, gone from the list and from the read.
    const del = await ctx.send('admin', { method: 'DELETE', path: `/V1/cmsPage/${String(id)}`, storeCode: code });
    if (del.status !== 200 || del.json !== true) return failed(`${DELETE} under /rest/${code} of the page of that store did not answer true`, '200 true', describe(del), del);
    const gone = await expectStores(ctx, kind, name, views, `${DELETE} under /rest/${code}`, [], (found) => `the deleted page is still in the page list of ${found.join(', ')}`);
    if (gone !== null) return gone;
    const after = await ctx.send('admin', { method: 'GET', path: `/V1/cmsPage/${String(id)}`, storeCode: null });
    if (after.status !== 404) return failed(`${DELETE} under /rest/${code} answered true, and the page still reads`, `${READ} 404`, describe(after), after);
    removed = true;
    return null;
  } finally {
    if (!removed) await kind.remove(ctx, String(id));
  }
}

export const scopeCmsPageByStores: ScenarioCheck = {
  subject: 'scenario',
  id: 'scope.cms-page-by-stores',
  family: 'scope',
  rule: 'A CMS page created, updated and deleted under a store code (default, a second website\'s store view, all) answers the data sent on create and update, is listed in that store\'s page list alone until deleted, reads the same under every one of those codes, and its delete under the code answers true and removes it.',
  source: 'magento/magento2 dev/tests/api-functional Cms PageRepositoryTest::testGetByStores, testCreateByStores, testUpdateByStores, testDeleteByStores (byStoresProvider: default, fixture_second_store, all); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03',
  scenarios: [{ title: 'CMS page by store codes', about: CREATE, contract: CREATE, writes: true } satisfies Scenario],
  run: scoped(async (ctx, _scenario, views) => {
    const { codes, stand } = codesOf(views);
    for (const { code, storeId } of codes) {
      const verdict = await underCode(ctx, views, codes, code, storeId);
      if (verdict !== null) return verdict;
    }
    return pass(`under ${codes.map((c) => c.code).join(', ')}: a page created answered the data sent and was listed in that store alone, read the same under each code, was updated there (answered as sent, still listed) and deleted there (true, unlisted, 404)${stand !== null ? `; ${stand}` : ''}`);
  }),
};
