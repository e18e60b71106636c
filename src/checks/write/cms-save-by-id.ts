// write.cms-save-by-id: the CMS save route (POST /V1/cmsPage, POST /V1/cmsBlock) updates the page or block its body's
// id names instead of making another (PageRepositoryTest::testUpdate, BlockRepositoryTest::testUpdate: the page sent
// again by POST with its id and a new title reads with that title), and a page deleted by REST frees its identifier:
// a new page with it is made (PageRepositoryTest::testCreateSamePage). On a page and a block of the run's own
// (inactive, identifiers with the run's prefix), made under the default view and deleted at the end (the sweep removes
// what a failed scenario leaves). The real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03: the POST
// with the id answers 200 with that id and the new title, the read by id shows it, the search by identifier lists one
// entity; the page made again with a deleted page's identifier answers 200 with a new id.

import { describeExchange } from '../platform-errors.ts';
import { pass, skip, writesAllowed, WRITES_DENIED_SCENARIO, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { callerUnavailable } from '../stand-in.ts';

interface CmsScenario extends Scenario {
  /** The path's entity and the body's key. */
  entity: 'cmsPage' | 'cmsBlock';
  key: 'page' | 'block';
  label: 'page' | 'block';
}

const scenario = (entity: CmsScenario['entity'], key: CmsScenario['key']): CmsScenario => ({ title: `CMS ${key} saved by id`, about: `POST /V1/${entity}`, contract: `POST /V1/${entity}`, writes: true, entity, key, label: key });
const SCENARIOS: readonly CmsScenario[] = [scenario('cmsPage', 'page'), scenario('cmsBlock', 'block')];

const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
const idOf = (json: unknown): string | null => {
  const id = record(json).id;
  return typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? String(id) : null;
};
const describe = (res: HttpExchange): string => describeExchange(res.status, res.json, res.bodyText);
const failed = (broken: string, expected: string, actual: string, exchange: HttpExchange): Verdict => ({ outcome: 'fail', broken, expected, actual, exchange });
const body = (s: CmsScenario, fields: Record<string, unknown>): Record<string, unknown> => ({ [s.key]: { content: `<p>${String(fields.identifier)}</p>`, active: false, ...fields } });

/** The ids of the entities the search by identifier lists (exactly that identifier). */
async function listed(ctx: ScenarioContext, s: CmsScenario, identifier: string): Promise<{ ids: string[]; res: HttpExchange }> {
  const res = await ctx.send('admin', {
    method: 'GET',
    path: `/V1/${s.entity}/search`,
    storeCode: null,
    query: { 'searchCriteria[filter_groups][0][filters][0][field]': 'identifier', 'searchCriteria[filter_groups][0][filters][0][value]': identifier },
  });
  const items = record(res.json).items;
  const ids = Array.isArray(items) ? items.filter((i) => record(i).identifier === identifier).map((i) => idOf(i) ?? '?') : [];
  return { ids, res };
}

async function judge(ctx: ScenarioContext, s: CmsScenario, made: string[]): Promise<Verdict> {
  const route = `POST /V1/${s.entity}`;
  const identifier = ctx.name(`sid-${s.label}`).toLowerCase();
  const created = await ctx.send('admin', { method: 'POST', path: `/V1/${s.entity}`, storeCode: null, body: body(s, { identifier, title: identifier }) });
  const id = idOf(created.json);
  if (created.status !== 200 || id === null) return skip(`the run's own ${s.label} could not be made: ${route} answered ${describe(created)} (write.response-valid judges the create)`);
  made.push(id);
  const title = `${identifier} by id`;
  const again = await ctx.send('admin', { method: 'POST', path: `/V1/${s.entity}`, storeCode: null, body: body(s, { id: Number(id), identifier, title }) });
  if (again.status !== 200) return failed(`${route} with the id of the run's own ${s.label} did not update it`, `200 with id ${id} and title "${title}"`, describe(again), again);
  const answered = idOf(again.json);
  if (answered !== null && answered !== id) made.push(answered);
  if (answered !== id || record(again.json).title !== title) return failed(`${route} with the id of the run's own ${s.label} answered ${answered !== id ? 'another entity' : 'another title'}`, `id ${id}, title "${title}"`, `id ${String(answered)}, title ${JSON.stringify(record(again.json).title)}`, again);
  const read = await ctx.send('admin', { method: 'GET', path: `/V1/${s.entity}/${id}`, storeCode: null });
  if (read.status !== 200 || record(read.json).title !== title) return failed(`GET /V1/${s.entity}/:id does not show the title ${route} saved by the ${s.label}'s id`, `200 with title "${title}"`, read.status !== 200 ? describe(read) : `title ${JSON.stringify(record(read.json).title)}`, read);
  const { ids, res } = await listed(ctx, s, identifier);
  made.push(...ids.filter((i) => i !== id && i !== '?'));
  if (res.status === 200 && (ids.length !== 1 || ids[0] !== id)) return failed(`${route} with the ${s.label}'s id made another ${s.label} with its identifier`, `GET /V1/${s.entity}/search by identifier lists ${s.label} ${id} alone`, `ids ${ids.join(', ') || 'none'}`, res);
  if (s.entity === 'cmsBlock') return pass(`the ${s.label} ${id} sent again by ${route} with its id and a new title answered that id and title, and reads so (one ${s.label} of its identifier)`);
  // A deleted page frees its identifier.
  const del = await ctx.send('admin', { method: 'DELETE', path: `/V1/${s.entity}/${id}`, storeCode: null });
  if (del.status !== 200 || del.json !== true) return skip(`the run's own page ${id} could not be deleted (${describe(del)}): write.read-back and write.answer-value judge DELETE /V1/cmsPage/:pageId`);
  made.splice(made.indexOf(id), 1);
  const remade = await ctx.send('admin', { method: 'POST', path: `/V1/${s.entity}`, storeCode: null, body: body(s, { identifier, title: identifier }) });
  const newId = idOf(remade.json);
  if (newId !== null) made.push(newId);
  if (remade.status !== 200 || newId === null) return failed(`${route} of a new page with the identifier of a page deleted by REST was refused: the delete did not free the identifier`, '200 with a new id', describe(remade), remade);
  const readNew = await ctx.send('admin', { method: 'GET', path: `/V1/${s.entity}/${newId}`, storeCode: null });
  if (readNew.status !== 200 || record(readNew.json).identifier !== identifier) return failed(`the page made again with a deleted page's identifier does not read with it`, `200 with identifier "${identifier}"`, readNew.status !== 200 ? describe(readNew) : `identifier ${JSON.stringify(record(readNew.json).identifier)}`, readNew);
  return pass(`the page ${id} sent again by ${route} with its id and a new title answered that id and title, and reads so (one page of its identifier); deleted, its identifier made page ${newId}`);
}

export const writeCmsSaveById: ScenarioCheck<CmsScenario> = {
  subject: 'scenario',
  id: 'write.cms-save-by-id',
  family: 'write',
  rule: 'POST /V1/cmsPage and POST /V1/cmsBlock with the id of an existing page or block update it (the answer and the read by id show the new title; no second entity of its identifier is made), and a page deleted by REST frees its identifier for a new page.',
  source: 'magento/magento2 dev/tests/api-functional Cms PageRepositoryTest::testUpdate, testCreateSamePage and BlockRepositoryTest::testUpdate; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-03',
  scenarios: SCENARIOS,
  async run(ctx, s) {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return skip(noAdmin);
    const made: string[] = [];
    try {
      return await judge(ctx, s, made);
    } finally {
      for (const id of new Set(made)) await ctx.send('admin', { method: 'DELETE', path: `/V1/${s.entity}/${id}`, storeCode: null });
    }
  },
};
