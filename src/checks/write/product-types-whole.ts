// write.product-types-whole: bundle options and selections, configurable options and children, downloadable links and
// samples sent *through* PUT /V1/products/:sku (issue 28 §1), not only through their own routes. The product is made
// whole by one PUT, read back with every field sent compared (write.read-back's comparison: decimals as strings,
// collections in any order, generated ids not compared); then one more PUT changes its parts by their ids and leaves
// one out, and the read shows the changed parts and no more of them than were sent. Everything is the run's own
// (product-types.ts) and is removed at the end, whatever the verdict.

import { PREPARATION_ATTEMPTS, retryPause, TRY_AGAIN, type Attempt } from '../owned/preparation.ts';
import { callerUnavailable } from '../stand-in.ts';
import { describeExchange } from '../platform-errors.ts';
import { pass, skip, writesAllowed, WRITES_DENIED_SCENARIO, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { partName, partOf, PRODUCT_TYPES, type ProductTypeKind } from './product-types.ts';
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

async function judge(ctx: ScenarioContext, kind: ProductTypeKind): Promise<Verdict> {
  const sku = ctx.name(`pt${kind.type.slice(0, 4)}`).toLowerCase();
  const path = `/V1/products/${encodeURIComponent(sku)}`;
  // A PUT by SKU is idempotent: an answer that asks to be sent again (a lost deadlock among concurrent saves: the real
  // 2.4.7-p3 once, the real Commerce 2.4.6-p1 twice in a row) is sent again after a pause, up to PREPARATION_ATTEMPTS
  // in all, as write.response-valid does; the attempts are recorded and the answers that asked attached.
  const put = async (body: unknown): Promise<HttpExchange> => {
    const attempts: Attempt[] = [];
    for (let attempt = 1; ; attempt++) {
      const res = await ctx.send('admin', { method: 'PUT', path, storeCode: 'all', body });
      const message = record(res.json).message;
      attempts.push({ call: `PUT ${path}`, status: res.status, message: typeof message === 'string' ? message : null });
      if (res.status < 400 || typeof message !== 'string' || !TRY_AGAIN.test(message) || attempt >= PREPARATION_ATTEMPTS) {
        if (attempts.length > 1) ctx.observe('write-attempts', attempts);
        return res;
      }
      await ctx.attach(`sent-again-${attempt}.txt`, `${ROUTE} answered ${describe(res)}: sent again\n\n${ctx.excerpt(res)}`);
      await retryPause(attempt);
    }
  };
  const read = () => ctx.send('admin', { method: 'GET', path, storeCode: 'all' });
  const sent = { from: 'product', at: '', unanswered: kind.unanswered };
  const parts = kind.parts.map(partName).join(' and ');
  const prepared = await kind.prepare(ctx, sku);
  const removals = prepared.removals;
  let made = false;
  try {
    if ('reason' in prepared) return skip(prepared.reason);
    const create = kind.create(sku, prepared.values);
    const created = await put(create);
    made = ok(created);
    const unmakeable = made ? null : kind.unmakeable?.(`${ROUTE} answered ${describe(created)}`, prepared.values) ?? null;
    if (unmakeable !== null) return skip(unmakeable);
    if (!made) return failed(`${ROUTE} refused the whole ${kind.type} product (its ${parts} inside the product)`, '200 with the product', describe(created), created);
    const first = await read();
    if (first.status !== 200) return failed(`${READ} did not answer the ${kind.type} product ${ROUTE} made`, '200 with the product', describe(first), first);
    const whole = compareSent(sent, create, first.json, sameValue);
    if (whole.differences.length > 0) {
      return failed(`${READ} does not show the ${kind.type} product as ${ROUTE} sent it`, `every field sent (${whole.compared + whole.differences.length} compared)`, differencesText(whole), first);
    }
    const update = kind.update(sku, prepared.values, record(first.json));
    const changed = await put(update);
    if (!ok(changed)) return failed(`${ROUTE} refused the update of the ${kind.type} product's ${parts} by their ids`, '200 with the product', describe(changed), changed);
    const second = await read();
    if (second.status !== 200) return failed(`${READ} did not answer the ${kind.type} product after ${ROUTE} changed its parts`, '200 with the product', describe(second), second);
    const changedParts = compareSent(sent, update, second.json, sameValue);
    if (changedParts.differences.length > 0) {
      return failed(`${READ} does not show the ${kind.type} product's parts as the update through ${ROUTE} sent them`, `every field sent (${changedParts.compared + changedParts.differences.length} compared)`, differencesText(changedParts), second);
    }
    // A part the update left out is removed: the collection sent is the product's whole collection.
    for (const part of kind.parts) {
      const want = partOf(record(update.product), part).length;
      const shown = partOf(record(second.json), part).length;
      const name = partName(part);
      if (shown !== want) return failed(`after an update through ${ROUTE} that sent ${want} of its ${name}, ${READ} shows ${shown}`, `${want} ${name} (the ones sent: a part left out of the collection is removed)`, `${shown} ${name}`, second);
    }
    return pass(`the ${kind.type} product made through ${ROUTE} reads back with every field sent (${whole.compared} compared${whole.unanswered > 0 ? `, ${whole.unanswered} answered otherwise as declared` : ''}); its ${parts} changed by id through the same route read back as sent (${changedParts.compared} compared), the part left out removed`);
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
  rule: 'A bundle (its options and selections), a configurable product (its option and children), a downloadable product (its links and samples) and, at the full level, a product with its images (media gallery entries with their content) made whole through PUT /V1/products/:sku read back with every field sent; an update through the same route that changes the parts by their ids and leaves one out reads back as sent, without the part left out.',
  source: 'issue 28 §1 (bundle and configurable options sent through the product as well as through their own routes; downloadable links and samples); dev/tests/api-functional ProductRepositoryInterfaceTest and the Bundle, ConfigurableProduct and Downloadable ProductRepository tests (magento/magento2); the real 2.4.7-p3, probed by hand 2026-11-28 (docs/real-platform.md, "Product types and every address field")',
  scenarios: PRODUCT_TYPES.map((kind) => ({ title: kind.type, about: ROUTE, contract: ROUTE, writes: true, level: kind.level, ...(kind.level === 'full' ? { belowFull: WRITES_BELOW_FULL_MEDIA } : {}), kind })),
  async run(ctx, scenario) {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
    if (scenario.kind.level === 'full' && ctx.target.writes !== 'full') return skip(WRITES_BELOW_FULL_MEDIA);
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return skip(noAdmin);
    return judge(ctx, scenario.kind);
  },
};
