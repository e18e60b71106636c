// write.answer-value on a fake target: a delete of the run's own product that answers true passes; false (the
// reference's write-answers-false), or true as a string, fails; a refusal is left to write.response-valid; a route
// whose contract names no value is not judged. A price storage that keeps every row answers [] (TierPriceStorageTest):
// a list naming the kept row as refused (the reference's price-kept-row-reported) fails.
import { healthyTarget } from '../testing/async-target.ts';
import { fakeRoute, platformError, type Canned, type Sent } from '../testing/fake-context.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { writeAnswerValue } from './answer-value.ts';

const remove = fakeRoute('DELETE', '/V1/products/:sku', { body: null, write: { answer: { value: true } } });

/** A product store whose delete answers `answer` (or refuses). */
function deleting(answer: unknown): (sent: Sent, index: number) => Canned {
  return healthyTarget((sent) => {
    if (sent.method === 'POST' && sent.path === '/V1/products') return { status: 200, json: { ...(sent.body as { product: object }).product, id: 3, extension_attributes: { stock_item: { item_id: 2 } } } };
    if (sent.method === 'DELETE') return answer === 'refused' ? platformError(400, 'The product couldn\'t be removed.') : { status: 200, json: answer };
    return undefined;
  });
}

const allow = { writes: 'allow' as const };

const tierPrices = fakeRoute('POST', '/V1/products/tier-prices', { body: { prices: [{ price: 1, price_type: 'fixed', website_id: 0, sku: '{{prefix}}-sku', customer_group: 'ALL GROUPS', quantity: 2 }] }, write: { answer: { value: [] } } });
const rowError = { message: 'Invalid attribute %fieldName = %fieldValue.', parameters: ['SKU', 'x-sku'] };

/** A product store whose tier-price storage answers `answer` to the run's own row. */
function pricing(answer: unknown): (sent: Sent, index: number) => Canned {
  return healthyTarget((sent) => {
    if (sent.method === 'POST' && sent.path === '/V1/products') return { status: 200, json: { ...(sent.body as { product: object }).product, id: 3, extension_attributes: { stock_item: { item_id: 2 } } } };
    if (sent.method === 'POST' && sent.path === '/V1/products/tier-prices') return { status: 200, json: answer };
    return undefined;
  });
}

verdictCases(writeAnswerValue, [
  { name: 'a delete answering true passes', fake: { route: remove, target: allow, answer: deleting(true) }, want: { outcome: 'pass', note: 'answered true' } },
  { name: 'a delete answering false fails', fake: { route: remove, target: allow, answer: deleting(false) }, want: { outcome: 'fail', broken: 'DELETE /V1/products/:sku succeeded without answering true', expected: 'true', actual: 'false' } },
  { name: 'true as a string is another answer', fake: { route: remove, target: allow, answer: deleting('true') }, want: { outcome: 'fail', broken: 'DELETE /V1/products/:sku succeeded without answering true', expected: 'true', actual: '"true"' } },
  { name: 'a refusal is left to write.response-valid', fake: { route: remove, target: allow, answer: deleting('refused') }, want: { outcome: 'skip', reason: 'the write did not succeed (400 "The product couldn\'t be removed."): write.response-valid judges its answer' } },
  { name: 'a price storage answering [] passes', fake: { route: tierPrices, target: allow, answer: pricing([]) }, want: { outcome: 'pass', note: 'answered []' } },
  { name: 'a price storage listing its kept row as refused fails', fake: { route: tierPrices, target: allow, answer: pricing([rowError]) }, want: { outcome: 'fail', broken: 'POST /V1/products/tier-prices succeeded without answering []', expected: '[]', actual: JSON.stringify([rowError]) } },
  { name: 'null is not an empty list', fake: { route: tierPrices, target: allow, answer: pricing(null) }, want: { outcome: 'fail', broken: 'POST /V1/products/tier-prices succeeded without answering []', expected: '[]', actual: 'null' } },
  { name: 'with writes denied nothing is sent', fake: { route: remove, target: { writes: 'deny' as const }, answer: deleting(true) }, want: { outcome: 'skip', reason: /^writes are denied/ } },
]);

// An update that answers the id of the entity it saved (write.answer.valueFrom: path.id): the run's own downloadable
// link 31, updated by PUT, answers "31" (the real 2.4.7-p3 answers the id as text) or 31; another id (the reference's
// write-answers-other-id) fails; a value that is no id at all fails too.
const updateLink = fakeRoute('PUT', '/V1/products/:sku/downloadable-links/:id', { body: { link: { id: 0, title: '{{prefix}} link', link_type: 'url', link_url: 'https://example.com/{{prefix}}.zip', sample_type: 'url', sample_url: 'https://example.com/{{prefix}}-s.zip' } }, write: { answer: { valueFrom: 'path.id' } } });

/** A product of the run with downloadable link 31, whose update answers `answer`. */
function linking(answer: unknown): (sent: Sent, index: number) => Canned {
  return healthyTarget((sent) => {
    if (sent.path === '/V1/store/storeConfigs') return { status: 200, json: [{ base_url: 'http://shop.test/' }] };
    if (sent.method === 'POST' && sent.path === '/V1/products') return { status: 200, json: { sku: (sent.body as { product: { sku: string } }).product.sku, id: 5, extension_attributes: { downloadable_product_links: [{ id: 31 }], downloadable_product_samples: [{ id: 41 }] } } };
    if (sent.method === 'PUT' && sent.path.endsWith('/downloadable-links/31')) return { status: 200, json: answer };
    return undefined;
  });
}

verdictCases(writeAnswerValue, [
  { name: 'an update answering its id as text passes', fake: { route: updateLink, target: allow, answer: linking('31') }, want: { outcome: 'pass', note: 'answered the id "31" (path.id)' } },
  { name: 'an update answering its id as an integer passes', fake: { route: updateLink, target: allow, answer: linking(31) }, want: { outcome: 'pass', note: 'answered the id 31 (path.id)' } },
  { name: 'an update answering another id fails', fake: { route: updateLink, target: allow, answer: linking('32') }, want: { outcome: 'fail', broken: 'PUT /V1/products/:sku/downloadable-links/:id succeeded without answering the id of the entity it saved (path.id)', expected: '31 (or "31")', actual: '"32"' } },
  { name: 'an update answering true fails', fake: { route: updateLink, target: allow, answer: linking(true) }, want: { outcome: 'fail', broken: /without answering the id of the entity it saved/, expected: '31 (or "31")', actual: 'true' } },
]);
