// write.product-types-whole: bundle options and selections, configurable options and children, downloadable links and
// samples sent *through* the product (issue 28 §1), not only through their own routes. The product is made whole by one
// POST /V1/products (the product with images: one PUT), its answer and the read after it compared with every field sent
// (write.read-back's comparison: decimals as strings, collections in any order, generated ids not compared; each part
// answered with an id); then a PUT changes its parts by their ids, adds some without id and leaves one out, and its
// answer and the read after it show the parts as sent, the added ones with new ids, and no more parts than were sent;
// a last PUT without the parts (or with them null) answers and reads them kept. Everything is the run's own
// (product-types.ts) and is removed at the end, whatever the verdict. A downloadable by file (full level) is also
// judged on the files its contents became, and ends with a link and a sample by file through their own routes; its
// files stay in pub/media/downloadable (no REST call removes them) and are recorded as left by design.

import { PREPARATION_ATTEMPTS, retryPause, TRY_AGAIN, type Attempt } from '../owned/preparation.ts';
import { callerUnavailable } from '../stand-in.ts';
import { leftLedger } from '../owned/left-ledger.ts';
import { describeExchange } from '../platform-errors.ts';
import { pass, skip, writesAllowed, WRITES_DENIED_SCENARIO, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { partIds, partName, partOf, PRODUCT_TYPES, type ProductTypeKind } from './product-types.ts';
import { compareSent, type SentComparison } from './sent-fields.ts';
import { sameValue } from './verify.ts';

export interface ProductTypeScenario extends Scenario {
  kind: ProductTypeKind;
}

const ROUTE = 'PUT /V1/products/:sku';
const READ = 'GET /V1/products/:sku';
const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
const ok = (res: HttpExchange): boolean => res.status >= 200 && res.status < 300;
const describe = (res: HttpExchange): string => describeExchange(res.status, res.json, res.bodyText);
const failed = (broken: string, expected: string, actual: string, exchange: HttpExchange): Verdict => ({ outcome: 'fail', broken, expected, actual, exchange });

/** The differences of one comparison, as a failure's actual text (the first few, with what was sent). */
const differencesText = (c: SentComparison): string =>
  c.differences.slice(0, 4).map((d) => `${d.pointer}: sent ${JSON.stringify(d.sent)}, shown ${d.shown === undefined ? 'nothing' : JSON.stringify(d.shown)}`).join('; ') + (c.differences.length > 4 ? `; and ${c.differences.length - 4} more` : '');

/** The parts' ids the update's answer gives to what it sent without id: none missing, each above every id the part
 * held before (the platform's tests: a selection added "with the next id", samples added "with new ids" above the
 * old); null when they are, else what is wrong. Levels whose ids the kind declares renewed on every save are skipped. */
function newIdsProblem(kind: ProductTypeKind, update: Record<string, unknown>, before: Record<string, unknown>, answer: Record<string, unknown>): string | null {
  for (const part of kind.parts) {
    const sentLevels = partIds(record(update.product), part);
    const beforeLevels = partIds(before, part);
    const answerLevels = partIds(answer, part);
    for (const sent of sentLevels) {
      if (Object.keys(kind.unanswered).includes(`${sent.pointer}.${sent.idKey}`)) continue;
      const held = beforeLevels.find((l) => l.pointer === sent.pointer)?.ids.map(Number).filter((n) => Number.isFinite(n)) ?? [];
      const shown = answerLevels.find((l) => l.pointer === sent.pointer)?.ids ?? [];
      const sentIds = new Set(sent.ids.filter((id) => id !== undefined && id !== null).map(String));
      const added = sent.ids.filter((id) => id === undefined || id === null).length;
      const fresh = shown.filter((id) => !sentIds.has(String(id)));
      const at = `${sent.pointer}.${sent.idKey}`;
      if (fresh.length !== added) return `${at}: ${added} sent without id, ${fresh.length} answered with an id not sent (${JSON.stringify(shown)})`;
      const top = Math.max(0, ...held);
      const low = fresh.findIndex((id) => !(Number(id) > top));
      if (low >= 0) return `${at}: one sent without id answered ${JSON.stringify(fresh[low] ?? null)}, not above the ids held before (${JSON.stringify(held)})`;
    }
  }
  return null;
}

/** Every element of the parts answered with an id of its own (a positive number); null, or the first without one. */
function idsMissing(kind: ProductTypeKind, answer: Record<string, unknown>): string | null {
  for (const part of kind.parts) {
    for (const level of partIds(answer, part)) {
      const bad = level.ids.findIndex((id) => !(Number(id) > 0));
      if (bad >= 0) return `${level.pointer}.${level.idKey}: element ${bad} answered ${JSON.stringify(level.ids[bad] ?? null)} (all: ${JSON.stringify(level.ids)})`;
    }
  }
  return null;
}

async function judge(ctx: ScenarioContext, kind: ProductTypeKind): Promise<Verdict> {
  const sku = ctx.name(`pt${kind.tag ?? kind.type.slice(0, 4)}`).toLowerCase();
  const path = `/V1/products/${encodeURIComponent(sku)}`;
  const CREATE = kind.createBy === 'POST' ? 'POST /V1/products' : ROUTE;
  // A save of a whole product by SKU is idempotent (a POST of a SKU the catalogue holds saves that product, as a PUT
  // does): an answer that asks to be sent again (a lost deadlock among concurrent saves: the real 2.4.7-p3 once, the
  // real Commerce 2.4.6-p1 twice in a row) is sent again after a pause, up to PREPARATION_ATTEMPTS in all, as
  // write.response-valid does; the attempts are recorded and the answers that asked attached.
  const save = async (method: 'POST' | 'PUT', body: unknown): Promise<HttpExchange> => {
    const attempts: Attempt[] = [];
    const to = method === 'POST' ? '/V1/products' : path;
    for (let attempt = 1; ; attempt++) {
      const res = await ctx.send('admin', { method, path: to, storeCode: 'all', body });
      const message = record(res.json).message;
      attempts.push({ call: `${method} ${to}`, status: res.status, message: typeof message === 'string' ? message : null });
      if (res.status < 400 || typeof message !== 'string' || !TRY_AGAIN.test(message) || attempt >= PREPARATION_ATTEMPTS) {
        if (attempts.length > 1) ctx.observe('write-attempts', attempts);
        return res;
      }
      await ctx.attach(`sent-again-${attempt}.txt`, `${method === 'POST' ? 'POST /V1/products' : ROUTE} answered ${describe(res)}: sent again\n\n${ctx.excerpt(res)}`);
      await retryPause(attempt);
    }
  };
  const put = (body: unknown): Promise<HttpExchange> => save('PUT', body);
  const read = () => ctx.send('admin', { method: 'GET', path, storeCode: 'all' });
  const sent = { from: 'product', at: '', unanswered: kind.unanswered };
  const parts = kind.parts.map(partName).join(' and ');
  /** What `shown` (an answer or a read, `by`) shows beyond the fields of `body` (the files its contents became), and
   * what it shows that stays once the product is gone, recorded as left. */
  const beyond = (body: { product: Record<string, unknown> }, shown: HttpExchange, by: string, after: string): Verdict | null => {
    for (const file of kind.leaves?.(record(shown.json)) ?? []) leftLedger().left({ kind: 'media file', id: file, by: `write.product-types-whole ${kind.type}` });
    const problem = kind.shownProblem?.(body, record(shown.json)) ?? null;
    return problem === null ? null : failed(`${by} does not show the files of the ${kind.type} product's parts as ${after}`, 'each content sent stored as a file under the name sent', problem, shown);
  };
  /** The parts of `shown` (an answer or a read, `by`) against the update body: each field sent, and their number. */
  const asUpdated = (update: { product: Record<string, unknown> }, shown: HttpExchange, by: string, after: string): Verdict | null => {
    const c = compareSent(sent, update, shown.json, sameValue);
    if (c.differences.length > 0) return failed(`${by} does not show the ${kind.type} product's parts as ${after}`, `every field sent (${c.compared + c.differences.length} compared)`, differencesText(c), shown);
    const files = beyond(update, shown, by, after);
    if (files !== null) return files;
    // A part the update left out is removed: the collection sent is the product's whole collection.
    for (const part of kind.parts) {
      const want = partOf(record(update.product), part).length;
      const count = partOf(record(shown.json), part).length;
      const name = partName(part);
      if (count !== want) return failed(`after ${after.replace(/ sent them$/, '')}, which sent ${want} of its ${name}, ${by} shows ${count}`, `${want} ${name} (the ones sent: a part left out of the collection is removed, one sent without id added)`, `${count} ${name}`, shown);
    }
    return null;
  };
  const prepared = await kind.prepare(ctx, sku);
  const removals = prepared.removals;
  let made = false;
  try {
    if ('reason' in prepared) return skip(prepared.reason);
    const create = kind.create(sku, prepared.values);
    const created = await save(kind.createBy, create);
    made = ok(created);
    const unmakeable = made ? null : kind.unmakeable?.(`${CREATE} answered ${describe(created)}`, prepared.values) ?? null;
    if (unmakeable !== null) return skip(unmakeable);
    if (!made) return failed(`${CREATE} refused the whole ${kind.type} product (its ${parts} inside the product)`, '200 with the product', describe(created), created);
    const answered = compareSent(sent, create, created.json, sameValue);
    if (answered.differences.length > 0) {
      return failed(`${CREATE} does not answer the ${kind.type} product as it was sent`, `every field sent (${answered.compared + answered.differences.length} compared)`, differencesText(answered), created);
    }
    const createdFiles = beyond(create, created, CREATE, 'it was sent');
    if (createdFiles !== null) return createdFiles;
    const unnumbered = idsMissing(kind, record(created.json));
    if (unnumbered !== null) return failed(`${CREATE} answers a part of the ${kind.type} product without an id of its own`, `every one of its ${parts} with its id`, unnumbered, created);
    const first = await read();
    if (first.status !== 200) return failed(`${READ} did not answer the ${kind.type} product ${CREATE} made`, '200 with the product', describe(first), first);
    const whole = compareSent(sent, create, first.json, sameValue);
    if (whole.differences.length > 0) {
      return failed(`${READ} does not show the ${kind.type} product as ${CREATE} sent it`, `every field sent (${whole.compared + whole.differences.length} compared)`, differencesText(whole), first);
    }
    const readFiles = beyond(create, first, READ, `${CREATE} sent it`);
    if (readFiles !== null) return readFiles;
    const update = kind.update(sku, prepared.values, record(first.json));
    const changed = await put(update);
    if (!ok(changed)) return failed(`${ROUTE} refused the update of the ${kind.type} product's ${parts} by their ids`, '200 with the product', describe(changed), changed);
    const byUpdate = `the update through ${ROUTE} sent them`;
    const answeredUpdate = asUpdated(update, changed, ROUTE, byUpdate);
    if (answeredUpdate !== null) return answeredUpdate;
    const renumbered = newIdsProblem(kind, update, record(first.json), record(changed.json));
    if (renumbered !== null) return failed(`${ROUTE} does not answer the ${kind.type} product's parts added without id with new ids`, 'each part sent without id answered with an id above every id its collection held before', renumbered, changed);
    const second = await read();
    if (second.status !== 200) return failed(`${READ} did not answer the ${kind.type} product after ${ROUTE} changed its parts`, '200 with the product', describe(second), second);
    const readUpdate = asUpdated(update, second, READ, byUpdate);
    if (readUpdate !== null) return readUpdate;
    // The parts sent back as read with one field changed: answered and read with that field changed, the rest as they were.
    let last = update;
    if (kind.retype !== undefined) {
      const retype = kind.retype(sku, record(second.json));
      const retyped = await put(retype);
      if (!ok(retyped)) return failed(`${ROUTE} refused the ${kind.type} product's ${parts} sent back as read with one field changed`, '200 with the product', describe(retyped), retyped);
      const byRetype = `the update sending them back as read with one field changed sent them`;
      const retypedAnswer = asUpdated(retype, retyped, ROUTE, byRetype);
      if (retypedAnswer !== null) return retypedAnswer;
      last = retype;
    }
    // The parts left out of a last update (or sent null) are kept: its answer and the read after it show them as the
    // update before it left them.
    const keep = kind.keep(sku);
    const kept = await put(keep);
    if (!ok(kept)) return failed(`${ROUTE} refused an update of the ${kind.type} product without its ${parts}`, '200 with the product', describe(kept), kept);
    const byKeep = `the update before one that left them out (${JSON.stringify(keep.product)}) sent them`;
    const keptAnswer = asUpdated(last, kept, ROUTE, byKeep);
    if (keptAnswer !== null) return keptAnswer;
    const third = await read();
    if (third.status !== 200) return failed(`${READ} did not answer the ${kind.type} product after ${ROUTE} left its parts out`, '200 with the product', describe(third), third);
    const keptRead = asUpdated(last, third, READ, byKeep);
    if (keptRead !== null) return keptRead;
    const more = (await kind.more?.(ctx, sku, prepared.values, record(third.json))) ?? null;
    if (more !== null && 'failed' in more) return failed(more.failed.broken, more.failed.expected, more.failed.actual, more.failed.exchange);
    const changedParts = compareSent(sent, update, second.json, sameValue);
    return pass(`the ${kind.type} product made through ${CREATE} answers and reads back every field sent (${whole.compared} compared${whole.unanswered > 0 ? `, ${whole.unanswered} answered otherwise as declared` : ''}); its ${parts} changed by id through ${ROUTE} are answered and read back as sent (${changedParts.compared} compared), those added without id with new ids, the part left out removed${kind.retype !== undefined ? '; sent back as read with one field changed, answered so' : ''}; an update leaving them out keeps them${kind.shownProblem !== undefined ? '; each content sent answered and read as a file under the name sent' : ''}${more !== null ? `; ${more.note}` : ''}`);
  } finally {
    if (made) {
      await kind.beforeDelete?.(ctx, sku);
      await ctx.send('admin', { method: 'DELETE', path, storeCode: 'all' });
    }
    for (const removal of removals) await ctx.send('admin', { method: 'DELETE', path: removal.path, storeCode: 'all' });
  }
}

/** Why the product with images is not made below the full level. */
export const WRITES_BELOW_FULL_MEDIA = 'not run below COMMERCE_WRITES=full: the product\'s images are files in pub/media, which no REST call removes once its product is gone (the check deletes the entries first, which removes them; a run stopped in between would leave them)';

export const writeProductTypesWhole: ScenarioCheck<ProductTypeScenario> = {
  subject: 'scenario',
  id: 'write.product-types-whole',
  family: 'write',
  rule: 'A bundle (its options and selections), a configurable product (its option and children) and a downloadable product (its links and samples) created whole through POST /V1/products, and at the full level a product with its images (media gallery entries with their content) created through PUT /V1/products/:sku, answer and read back every field sent, each part with an id of its own; an update through PUT /V1/products/:sku that changes parts by their ids, adds parts without id and leaves one out answers and reads back as sent, the parts added with ids above the ones held before and the part left out removed; a last update that leaves the parts out (or sends them null) keeps them. At the full level a downloadable product whose links and samples are sent as file contents (base64) answers and reads each content as a file stored under the name sent (link_file, sample_file; no URL for one by file), an update giving a link or sample new contents by its id answers the new files and one sending a link\'s files as read keeps them; a link and a sample by file added through POST /V1/products/:sku/downloadable-links (and /samples) answer their ids and the lists under all and the store view read them with every field sent, their files and no URLs.',
  source: 'issue 28 §1 (bundle and configurable options sent through the product as well as through their own routes; downloadable links and samples); dev/tests/api-functional ProductRepositoryInterfaceTest and the Bundle, ConfigurableProduct and Downloadable ProductRepository tests (magento/magento2); the real 2.4.7-p3, probed by hand 2026-11-28 (docs/real-platform.md, "Product types and every address field"); issue 37 (downloadable content: files by base64); Magento LinkRepositoryTest and SampleRepositoryTest ::testCreateUploadsProvidedFileContent, ::testGetList; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, 2026-12-03 (docs/real-platform.md, "Downloadable files")',
  scenarios: PRODUCT_TYPES.map((kind) => ({ title: kind.type, about: ROUTE, contract: ROUTE, writes: true, level: kind.level, ...(kind.level === 'full' ? { belowFull: kind.belowFull ?? WRITES_BELOW_FULL_MEDIA } : {}), kind })),
  async run(ctx, scenario) {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
    if (scenario.kind.level === 'full' && ctx.target.writes !== 'full') return skip(scenario.kind.belowFull ?? WRITES_BELOW_FULL_MEDIA);
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return skip(noAdmin);
    return judge(ctx, scenario.kind);
  },
};
