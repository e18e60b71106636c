// What the product-body checks share (issue 37, "Product bodies": write.product-body-fields, write.custom-option-types,
// write.price-storage-rows, write.sku-with-slash): a session on one scenario that makes the run's own disabled,
// not-visible simple products and what they need (an attribute set with a multiselect attribute), sends product saves
// again while the platform asks to (a lost deadlock among concurrent saves, as product-types-whole does), and removes
// everything it made at the end, whatever the verdict: products first, then the attribute, then the set.

import { notMade, text } from '../owned/factory.ts';
import { record } from '../owned/platform-references.ts';
import { PREPARATION_ATTEMPTS, prepareCall, retryPause, TRY_AGAIN, type Attempt } from '../owned/preparation.ts';
import { describeExchange } from '../platform-errors.ts';
import { callerUnavailable } from '../stand-in.ts';
import { skip, writesAllowed, WRITES_DENIED_SCENARIO, type HttpExchange, type ScenarioContext, type Verdict } from '../types.ts';

export const ok = (res: HttpExchange): boolean => res.status >= 200 && res.status < 300;
export const describe = (res: HttpExchange): string => describeExchange(res.status, res.json, res.bodyText);
export const failed = (broken: string, expected: string, actual: string, exchange: HttpExchange): Verdict => ({ outcome: 'fail', broken, expected, actual, exchange });
export const list = (json: unknown): unknown[] => (Array.isArray(json) ? json : []);
/** A product's path: the SKU URL-encoded (a slash in it is %2F, as the platform's own tests send it). */
export const productPath = (sku: string): string => `/V1/products/${encodeURIComponent(sku)}`;

/** The value of a product's custom attribute, or undefined when the read answers none. */
export const customAttribute = (product: unknown, code: string): unknown => list(record(product).custom_attributes).map(record).find((a) => a.attribute_code === code)?.value;

/** A product's stock item as the read answers it (extension_attributes.stock_item). */
export const stockItemOf = (product: unknown): Record<string, unknown> => record(record(record(product).extension_attributes).stock_item);

/** What a session could not make: no verdict on the behaviour judged (the scenario skips with it). */
export interface NotMade {
  reason: string;
}

/** A multiselect attribute of the run's own in a set of the run's own: its code, the set, and its option values. */
export interface OwnMultiselect {
  code: string;
  setId: number;
  values: string[];
}

export interface ProductSession {
  /** A disabled, not-visible simple product of the run's own, with `extra` fields; removed at the end. */
  product(sku: string, extra?: Record<string, unknown>): Promise<{ id: number; read: Record<string, unknown>; res: HttpExchange } | NotMade>;
  /** A multiselect attribute with three options in an attribute set of the run's own; removed at the end. */
  multiselect(stem: string): Promise<OwnMultiselect | NotMade>;
  /** PUT /V1/products/:sku, sent again while the platform asks to (up to PREPARATION_ATTEMPTS in all). */
  put(sku: string, product: Record<string, unknown>): Promise<HttpExchange>;
  /** PUT /V1/products/:sku sent once: for a body the platform may refuse in words that ask to "try again" (a stock
   * item id not the product's own), which sending again would not change. */
  putOnce(sku: string, product: Record<string, unknown>): Promise<HttpExchange>;
  read(sku: string): Promise<HttpExchange>;
  /** A product the check made otherwise (through a route it judges): removed at the end with the others. */
  owns(sku: string): void;
  /** Remove everything made, in order (products, the attribute, the set). */
  end(): Promise<void>;
}

export function productSession(ctx: ScenarioContext): ProductSession {
  const products: string[] = [];
  const tail: string[] = [];
  const prepare = (path: string, body: unknown): Promise<HttpExchange> =>
    prepareCall((caller, options) => ctx.send(caller, { method: options.method ?? 'POST', path: options.path ?? path, storeCode: 'all', body: options.body }), 'admin', { method: 'POST', path, body, storeCode: 'all' }, ctx.name(''), (attempts) => ctx.observe('preparation-attempts', attempts));
  const session: ProductSession = {
    async product(sku, extra = {}) {
      const made = await prepare('/V1/products', { product: { sku, name: sku, attribute_set_id: 4, price: 10, status: 2, visibility: 1, type_id: 'simple', weight: 1, ...extra } });
      const id = Number(record(made.json).id);
      if (!ok(made) || !Number.isInteger(id)) return notMade('product', 'POST /V1/products', made);
      products.push(sku);
      return { id, read: record(made.json), res: made };
    },
    async multiselect(stem) {
      const set = await prepare('/V1/products/attribute-sets', { attributeSet: { attribute_set_name: `${stem}set`, sort_order: 0, entity_type_id: 4 }, skeletonId: 4 });
      const setId = Number(record(set.json).attribute_set_id);
      if (!ok(set) || !Number.isInteger(setId)) return notMade('attribute set', 'POST /V1/products/attribute-sets', set);
      tail.push(`/V1/products/attribute-sets/${setId}`);
      const group = await prepare('/V1/products/attribute-sets/groups', { group: { attribute_group_name: `${stem}grp`, attribute_set_id: setId } });
      const groupId = text(record(group.json).attribute_group_id);
      if (!ok(group) || groupId === null) return notMade('attribute group', 'POST /V1/products/attribute-sets/groups', group);
      const code = `${stem}m`.toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 60);
      const attribute = await prepare('/V1/products/attributes', { attribute: { attribute_code: code, frontend_input: 'multiselect', entity_type_id: '4', is_required: false, scope: 'global', default_frontend_label: code, options: [{ label: `${code} a` }, { label: `${code} b` }, { label: `${code} c` }] } });
      const values = list(record(attribute.json).options).map((o) => text(record(o).value)).filter((v): v is string => v !== null && v !== '');
      if (!ok(attribute) || values.length < 3) return notMade('multiselect attribute', 'POST /V1/products/attributes', attribute);
      tail.unshift(`/V1/products/attributes/${code}`);
      const assigned = await prepare('/V1/products/attribute-sets/attributes', { attributeSetId: setId, attributeGroupId: Number(groupId), attributeCode: code, sortOrder: 0 });
      if (!ok(assigned)) return notMade('attribute assignment', 'POST /V1/products/attribute-sets/attributes', assigned);
      return { code, setId, values };
    },
    async put(sku, product) {
      const path = productPath(sku);
      const attempts: Attempt[] = [];
      for (let attempt = 1; ; attempt++) {
        const res = await ctx.send('admin', { method: 'PUT', path, storeCode: 'all', body: { product } });
        const message = record(res.json).message;
        attempts.push({ call: `PUT ${path}`, status: res.status, message: typeof message === 'string' ? message : null });
        if (res.status < 400 || typeof message !== 'string' || !TRY_AGAIN.test(message) || attempt >= PREPARATION_ATTEMPTS) {
          if (attempts.length > 1) ctx.observe('write-attempts', attempts);
          return res;
        }
        await ctx.attach(`sent-again-${attempt}.txt`, `PUT /V1/products/:sku answered ${describe(res)}: sent again\n\n${ctx.excerpt(res)}`);
        await retryPause(attempt);
      }
    },
    putOnce: (sku, product) => ctx.send('admin', { method: 'PUT', path: productPath(sku), storeCode: 'all', body: { product } }),
    read: (sku) => ctx.send('admin', { method: 'GET', path: productPath(sku), storeCode: 'all' }),
    owns: (sku) => void products.push(sku),
    async end() {
      for (const sku of products.splice(0)) await ctx.send('admin', { method: 'DELETE', path: productPath(sku), storeCode: 'all' });
      for (const path of tail.splice(0)) await ctx.send('admin', { method: 'DELETE', path, storeCode: 'all' });
    },
  };
  return session;
}

/** Whether a session's answer is a reason it could not make something. */
export const notMadeReason = (made: object): made is NotMade => 'reason' in made;

/** Why a product-body scenario is not sent to this target (writes denied, no admin to make its products), or null. */
export function productBodySkip(ctx: ScenarioContext): Verdict | null {
  if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
  const noAdmin = callerUnavailable(ctx.target, 'admin');
  return noAdmin === null ? null : skip(noAdmin);
}

/** The judge run on a session of its own, whose products, attribute and set are removed whatever the verdict. */
export async function inProductSession(ctx: ScenarioContext, judge: (session: ProductSession) => Promise<Verdict>): Promise<Verdict> {
  const session = productSession(ctx);
  try {
    return await judge(session);
  } finally {
    await session.end();
  }
}
