// commerce.grouped-links: a grouped product's associated links and its stock status (issue 37; magento/magento2's
// GroupedProduct ProductLinkRepositoryTest::testSave, testGroupedProductIsInStockAfterAddChild,
// testGroupedProductIsOutOfStockAfterRemoveChild, ProductLinkManagementTest::testGetLinkedItemsByType and
// ProductRepositoryInterfaceTest::testProductLinks). A grouped product has no quantity of its own: the stock index
// holds it in stock while one of its associated children is enabled and in stock. On products of the scenario's own
// (two simple children in stock, two grouped products), enabled, in the main website, not visible individually, and
// retired at the end (disabled, then deleted: stock.ts retire). The real 2.4.7-p3, probed by hand 2026-12-03:
// - a grouped product saved with stock_item.is_in_stock true and no children reads GET /V1/stockStatuses/:sku
//   stock_status 0; once an in-stock child is linked (PUT /V1/products/:sku/links, link_type associated) 1; with one
//   of two children unlinked still 1, with both unlinked 0;
// - an associated link saved with position 3 and extension_attributes.qty 300 reads back from
//   GET /V1/products/:sku/links/associated exactly so ({sku, link_type, linked_product_sku, linked_product_type,
//   position, extension_attributes: {qty: 300}});
// - a grouped product created by POST /V1/products with an associated link reads back with exactly that link; saved
//   again by POST with an associated (qty 4) and an upsell link, with exactly those two (the upsell listed first); with
//   product_links [], with none.
// Adobe Commerce 2.4.6-p1 without a search engine refuses these link saves (PUT .../links 500, the product save with
// product_links 400 "The product was unable to be saved. Please try again.": "Missing required argument $engines of
// Magento\Search\Model\EngineResolver" in its exception log), the known finding docs/real-platform.md documents and
// the run's closing diagnostic names; where a link save is refused and GET /V1/modules lists no search engine, the
// scenario skips with that cause (write.response-valid and write.read-back judge those routes themselves).

import { pass, skip, writesAllowed, type HttpExchange, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';
import { describeExchange } from '../platform-errors.ts';
import { Flow, isRecord, recordOf, StepFailed, type CommerceScenario } from './flow.ts';
import { tag } from './setup.ts';
import { ownStockProduct, retire, stockUnreadable } from './stock.ts';

const STATUS_ROUTE = 'GET /V1/stockStatuses/:productSku';
const LINK_SAVE = 'PUT /V1/products/:sku/links';
const LINK_DELETE = 'DELETE /V1/products/:sku/links/:type/:linkedProductSku';
const LINKS_READ = 'GET /V1/products/:sku/links/:type';
const PRODUCT_SAVE = 'POST /V1/products';
const PRODUCT_READ = 'GET /V1/products/:sku';

const SCENARIO: CommerceScenario = { title: 'grouped product links and stock status', about: 'grouped product links and stock status', contract: LINK_SAVE, writes: true, level: 'allow', form: 'sync' };

/** The modules that make a search engine (src/report/installation-notes.ts names the same for the run's diagnostic). */
const SEARCH_ENGINE_MODULES = ['Magento_OpenSearch', 'Magento_Elasticsearch7', 'Magento_Elasticsearch8', 'Magento_LiveSearch'];

/** A link as the scenario sends it and expects it read back. */
export interface GroupedLink {
  sku: string;
  link_type: 'associated' | 'upsell';
  linked_product_sku: string;
  linked_product_type: 'simple';
  position: number;
  extension_attributes?: { qty: number };
}

const associated = (sku: string, child: string, position: number, qty: number): GroupedLink => ({ sku, link_type: 'associated', linked_product_sku: child, linked_product_type: 'simple', position, extension_attributes: { qty } });

/** An enabled grouped product, in stock as far as its own flag goes, in the main website, not visible individually. */
function groupedBody(sku: string, links?: GroupedLink[]): { product: Record<string, unknown> } {
  return {
    product: {
      sku, name: sku, attribute_set_id: 4, status: 1, visibility: 1, type_id: 'grouped',
      extension_attributes: { website_ids: [1], stock_item: { is_in_stock: true } },
      custom_attributes: [{ attribute_code: 'url_key', value: sku }],
      ...(links !== undefined ? { product_links: links } : {}),
    },
  };
}

/** Why a refused link save is the installation's known finding (no search engine), or null when it is not. */
export async function missingEngine(flow: Flow, what: string, res: HttpExchange, consequence = 'a grouped product\'s links and stock are not judged here'): Promise<string | null> {
  if (res.status < 400) return null;
  const modules = await flow.ctx.send('admin', { method: 'GET', path: '/V1/modules', storeCode: null });
  if (modules.status !== 200 || !Array.isArray(modules.json)) return null;
  const enabled = modules.json.filter((m): m is string => typeof m === 'string');
  if (SEARCH_ENGINE_MODULES.some((m) => enabled.includes(m))) return null;
  return `${what} answered ${describeExchange(res.status, res.json, res.bodyText)} and the installation enables no search engine (none of ${SEARCH_ENGINE_MODULES.join(', ')} in GET /V1/modules): the saves that reindex the catalog search are refused there ("Missing required argument $engines of Magento\\Search\\Model\\EngineResolver"), the known finding of docs/real-platform.md that the run's closing diagnostic names; write.response-valid and write.read-back judge the route, so ${consequence}`;
}

/** A link save (a PUT of one link, a product save with product_links), judged by its contract route; a refusal for
 * want of a search engine ends the scenario with that cause as a skip. */
async function save(flow: Flow, what: string, method: string, path: string, body: unknown, route: string): Promise<HttpExchange> {
  const res = await flow.send('admin', method, path, { body });
  const engine = await missingEngine(flow, what, res);
  if (engine !== null) throw new StepFailed(skip(engine));
  await flow.judge(route, res);
  return res;
}

/** The first difference between the links read and the links wanted (each once, as sent, qty compared as a number),
 * or null when they are the same set. */
export function linksDiffer(read: unknown, want: readonly GroupedLink[]): string | null {
  if (!Array.isArray(read)) return `no list of links: ${JSON.stringify(read)?.slice(0, 120)}`;
  const links = read.filter(isRecord);
  if (links.length !== read.length || links.length !== want.length) return `${read.length} link(s) read, ${want.length} wanted`;
  for (const w of want) {
    const found = links.find((l) => l.link_type === w.link_type && l.linked_product_sku === w.linked_product_sku);
    if (found === undefined) return `no ${w.link_type} link to ${w.linked_product_sku}`;
    for (const field of ['sku', 'linked_product_type', 'position'] as const) {
      if (found[field] !== w[field]) return `the ${w.link_type} link to ${w.linked_product_sku} reads ${field} ${JSON.stringify(found[field])}, sent ${JSON.stringify(w[field])}`;
    }
    if (w.extension_attributes !== undefined) {
      const qty = recordOf(found.extension_attributes).qty;
      if (qty === undefined || qty === null || Number(qty) !== w.extension_attributes.qty) return `the ${w.link_type} link to ${w.linked_product_sku} reads extension_attributes.qty ${JSON.stringify(qty) ?? '(absent)'}, sent ${w.extension_attributes.qty}`;
    }
  }
  return null;
}

const show = (links: readonly GroupedLink[]): string => (links.length === 0 ? '[]' : links.map((l) => `${l.link_type} ${l.linked_product_sku} position ${l.position}${l.extension_attributes ? ` qty ${l.extension_attributes.qty}` : ''}`).join(', '));

/** The grouped product's associated links read and judged. */
async function expectAssociated(flow: Flow, sku: string, want: readonly GroupedLink[], step: string): Promise<void> {
  const res = await flow.read('admin', `/V1/products/${encodeURIComponent(sku)}/links/associated`, LINKS_READ);
  const differs = linksDiffer(res.json, want);
  flow.expect(differs === null, `the grouped product ${sku}'s associated links do not read as saved ${step}: ${differs ?? ''}`, show(want), res.json, res);
}

/** The product's product_links read (GET /V1/products/:sku, under all) and judged. */
async function expectProductLinks(flow: Flow, sku: string, want: readonly GroupedLink[], step: string): Promise<void> {
  const res = await flow.ctx.send('admin', { method: 'GET', path: `/V1/products/${encodeURIComponent(sku)}`, storeCode: 'all' });
  await flow.judge(PRODUCT_READ, res);
  const differs = linksDiffer(recordOf(res.json).product_links, want);
  flow.expect(differs === null, `the grouped product ${sku} does not read back with exactly the links ${step}: ${differs ?? ''}`, show(want), recordOf(res.json).product_links, res);
}

/** The grouped product's stock status read and judged: in stock (1) or out (0). */
async function expectStatus(flow: Flow, sku: string, want: 0 | 1, step: string): Promise<void> {
  const res = await flow.read('admin', `/V1/stockStatuses/${encodeURIComponent(sku)}`, STATUS_ROUTE);
  const status = recordOf(res.json).stock_status;
  flow.expect(status === want, `the grouped product ${sku} does not read ${want === 1 ? 'in stock' : 'out of stock'} ${step}`, `stock_status ${want}`, status, res);
}

async function run(ctx: ScenarioContext): Promise<Verdict> {
  if (!writesAllowed(ctx.target.writes)) return skip('writes are denied (COMMERCE_WRITES is not allow): the scenario makes grouped products and children of the run\'s own');
  if (!ctx.target.callers.admin) return skip('no admin identity configured: the run makes its own grouped products with it');
  const flow = new Flow(ctx, SCENARIO.title);
  const unreadable = stockUnreadable(flow);
  if (unreadable !== null) return skip(unreadable);
  const made: string[] = [];
  try {
    const first = (await ownStockProduct(flow)).sku;
    made.push(first);
    const second = (await ownStockProduct(flow)).sku;
    made.push(second);
    const sku = ctx.name(`gr${tag()}`);
    const path = `/V1/products/${encodeURIComponent(sku)}`;
    // A grouped product without children: out of stock whatever its own flag.
    const grouped = await flow.prepare('admin', 'POST', '/V1/products', { body: groupedBody(sku), judge: PRODUCT_SAVE });
    flow.expect(recordOf(grouped.json).sku === sku, 'the run could not create its grouped product', `product ${sku}`, grouped.json, grouped);
    made.unshift(sku);
    await expectStatus(flow, sku, 0, 'without children');
    // One associated link with a position and a qty, read back exactly; the grouped product in stock.
    const link = associated(sku, first, 3, 300);
    await save(flow, `${LINK_SAVE} (an associated link with qty 300)`, 'PUT', `${path}/links`, { entity: link }, LINK_SAVE);
    await expectAssociated(flow, sku, [link], `after ${LINK_SAVE}`);
    await expectStatus(flow, sku, 1, `once its in-stock child ${first} is linked`);
    // Saved again by POST with an associated (qty 4) and an upsell link: exactly those two.
    const both = [associated(sku, first, 1, 4), { sku, link_type: 'upsell', linked_product_sku: second, linked_product_type: 'simple', position: 2 } satisfies GroupedLink];
    await save(flow, `${PRODUCT_SAVE} (the grouped product saved again with product_links)`, 'POST', '/V1/products', groupedBody(sku, both), PRODUCT_SAVE);
    await expectProductLinks(flow, sku, both, 'saved again by POST with an associated and an upsell link');
    // Both children associated, then unlinked one by one: in stock while one is left, out once none is.
    const other = associated(sku, second, 2, 2);
    await save(flow, `${LINK_SAVE} (a second associated link)`, 'PUT', `${path}/links`, { entity: other }, LINK_SAVE);
    await expectAssociated(flow, sku, [both[0] as GroupedLink, other], `after a second ${LINK_SAVE}`);
    await flow.send('admin', 'DELETE', `${path}/links/associated/${encodeURIComponent(first)}`, { judge: LINK_DELETE });
    await expectStatus(flow, sku, 1, `with one of its two children (${second}) still linked`);
    await flow.send('admin', 'DELETE', `${path}/links/associated/${encodeURIComponent(second)}`, { judge: LINK_DELETE });
    await expectAssociated(flow, sku, [], 'once both children are unlinked');
    await expectStatus(flow, sku, 0, 'once both its children are unlinked');
    // Saved again by POST with product_links []: no links at all (its upsell link goes too).
    await save(flow, `${PRODUCT_SAVE} (product_links [])`, 'POST', '/V1/products', groupedBody(sku, []), PRODUCT_SAVE);
    await expectProductLinks(flow, sku, [], 'saved again by POST with product_links []');
    // A grouped product created by POST with an associated link reads back with exactly it.
    const created = ctx.name(`gr${tag()}`);
    const withLink = [associated(created, first, 1, 1)];
    const made2 = await save(flow, `${PRODUCT_SAVE} (a grouped product created with an associated link)`, 'POST', '/V1/products', groupedBody(created, withLink), PRODUCT_SAVE);
    if (recordOf(made2.json).sku === created) made.unshift(created);
    await expectProductLinks(flow, created, withLink, 'created by POST with an associated link');
    return pass(`grouped ${sku} (children ${first}, ${second}): no children 0; associated ${first} position 3 qty 300 read back, 1; saved again by POST with associated qty 4 and upsell, both read back; two children, one unlinked 1, both unlinked 0; product_links [] read back empty; grouped ${created} created with an associated link read back`);
  } catch (error) {
    if (error instanceof StepFailed) return error.verdict;
    throw error;
  } finally {
    // The grouped products first, then their children.
    for (const sku of made) await retire(ctx, sku);
  }
}

export const commerceGroupedLinks: ScenarioCheck<CommerceScenario> = {
  subject: 'scenario',
  id: 'commerce.grouped-links',
  family: 'commerce',
  rule: 'A grouped product\'s associated links read back as saved, extension_attributes.qty and position included (PUT /V1/products/:sku/links, GET /V1/products/:sku/links/associated), and a product saved by POST /V1/products reads back with exactly the product_links sent ([] leaves none); its stock status (GET /V1/stockStatuses/:productSku) follows its children: out of stock without children, in stock once an in-stock child is linked, out of stock once every child is unlinked. On grouped products and children of the run\'s own (COMMERCE_WRITES=allow), retired at the end; skipped with the cause where a link save is refused for want of a search engine.',
  source: 'magento/magento2 dev/tests/api-functional GroupedProduct ProductLinkRepositoryTest (testSave, testGroupedProductIsInStockAfterAddChild, testGroupedProductIsOutOfStockAfterRemoveChild), ProductLinkManagementTest::testGetLinkedItemsByType, ProductRepositoryInterfaceTest::testProductLinks; the real 2.4.7-p3, probed by hand 2026-12-03 (docs/real-platform.md, Grouped products)',
  scenarios: [SCENARIO],
  run,
};
