// The domain's in-memory state: store views and one id-keyed table per entity kind. Rows are kept in the shape
// the platform serializes them (JsonObject), so serializers mostly copy; store-scoped values live beside the
// rows (see scope.ts).

import type { JsonObject } from './json.ts';
import { clone } from './json.ts';

export class Table {
  readonly rows = new Map<number, JsonObject>();
  private nextId: number;

  constructor(firstId = 1) {
    this.nextId = firstId;
  }

  /** Insert a row under a new id written into `idField`. */
  insert(row: JsonObject, idField: string): JsonObject {
    const id = this.nextId++;
    row[idField] = id;
    this.rows.set(id, row);
    return row;
  }

  put(id: number, row: JsonObject): void {
    this.rows.set(id, row);
    if (id >= this.nextId) this.nextId = id + 1;
  }

  get(id: number): JsonObject | undefined {
    return this.rows.get(id);
  }

  delete(id: number): boolean {
    return this.rows.delete(id);
  }

  all(): JsonObject[] {
    return [...this.rows.values()];
  }

  peekNextId(): number {
    return this.nextId;
  }

  /** A copy of the table's rows and id sequence, and the way back to it. */
  restorePoint(): () => void {
    const rows = new Map([...this.rows.entries()].map(([id, row]) => [id, clone(row)]));
    const nextId = this.nextId;
    return () => {
      this.rows.clear();
      for (const [id, row] of rows) this.rows.set(id, row);
      this.nextId = nextId;
    };
  }
}

export interface StoreView {
  id: number;
  code: string;
  name: string;
  website_id: number;
  store_group_id: number;
  is_active: number;
}

/** Values a store view overrides, per entity: entity key → store id → field → value. */
export type ScopedValues = Map<string, Map<number, JsonObject>>;

export const ADMIN_STORE_ID = 0;
export const DEFAULT_STORE_ID = 1;

export class State {
  /** Whether the installation is Adobe Commerce: its modules add to answers Open Source shares (order and document
   * extension attributes, total segments). Set once by the seed. */
  commerce = false;
  readonly storeViews: StoreView[] = [
    { id: 1, code: 'default', name: 'Default Store View', website_id: 1, store_group_id: 1, is_active: 1 },
    { id: 2, code: 'de', name: 'German Store View', website_id: 1, store_group_id: 1, is_active: 1 },
    { id: 0, code: 'admin', name: 'Admin', website_id: 0, store_group_id: 0, is_active: 1 },
  ];
  readonly scoped: ScopedValues = new Map();

  readonly products = new Table();
  readonly categories = new Table();
  readonly attributeSets = new Table();
  readonly attributeGroups = new Table();
  readonly attributes = new Table();
  readonly customers = new Table();
  readonly addresses = new Table();
  readonly customerGroups = new Table(0);
  readonly carts = new Table();
  readonly cartItems = new Table();
  readonly quoteAddresses = new Table();
  /** masked guest cart id → cart id */
  readonly maskedCarts = new Map<string, number>();
  /** The quote payments' ids (one per cart, made when a method is first set). */
  private paymentIds = 0;
  nextPaymentId(): number {
    this.paymentIds += 1;
    return this.paymentIds;
  }
  readonly orders = new Table();
  readonly orderItems = new Table();
  readonly orderAddresses = new Table();
  readonly orderComments = new Table();
  readonly invoices = new Table();
  readonly invoiceComments = new Table();
  readonly creditmemos = new Table();
  readonly creditmemoComments = new Table();
  readonly shipments = new Table();
  readonly shipmentComments = new Table();
  readonly shipmentTracks = new Table();
  /** MSI's compensating reservations that an order's item quantities do not show (inventory/salable.ts): a shipment
   * or a credit memo saved through its repository, an item shipped after it was refunded. Rows {sku, order_id,
   * quantity, event}. */
  readonly reservationCompensations = new Table();
  readonly transactions = new Table();
  readonly cmsPages = new Table();
  readonly cmsBlocks = new Table();
  readonly taxClasses = new Table();
  readonly taxRates = new Table();
  readonly taxRules = new Table();
  readonly salesRules = new Table();
  readonly coupons = new Table();
  readonly mediaEntries = new Table();
  readonly productOptions = new Table();
  /** Price tables of the price-storage services (tier/base/cost/special), keyed by sku + scope. */
  readonly priceRows = new Table();
  /** Per-sku links to the child products of a configurable, and the configurable options. */
  readonly configurableOptions = new Table();
  readonly bundleOptions = new Table();
  /** The bundle selections' id sequence (catalog_product_bundle_selection's auto-increment): an id drawn once is not
   * drawn again, though its selection is removed. No rows: the selections are their options' (__links). */
  readonly bundleSelectionIds = new Table();
  /** Stock items keyed by product id (item_id = product id, as on a single-source install). */
  readonly stockItems = new Table();
  /** Downloadable links and samples (__kind link|sample, __sku of their product). */
  readonly downloadables = new Table();
  /** Commerce: gift wrappings, and the image files their saves wrote under pub/media (rows {path, wrapping_id}: the
   * files stay when the wrapping is deleted, as on the platform, so a run's uploads are left by design). */
  readonly giftWrappings = new Table();
  readonly wrappingImageFiles = new Table();
  /** Commerce: returns (RMA, magento_rma's columns), their items, comments (status history) and tracks, and the
   * store sequences their increment ids are drawn from (one row per value drawn: sequence_rma_item_<store>). */
  readonly returns = new Table();
  readonly rmaItems = new Table();
  readonly rmaComments = new Table();
  readonly rmaTracks = new Table();
  readonly rmaSequence = new Table();
  /** Commerce: gift card accounts (magento_giftcardaccount: code, status, state, balance, website), the code pool
   * they draw from (magento_giftcardaccount_pool: code, status 0 free / 1 used) and each gift card product's amounts
   * (magento_giftcard_amount: value_id, product_id, website_id, value). Accounts have no REST delete: a run's stay. */
  readonly giftCardAccounts = new Table();
  readonly giftCardPool = new Table();
  readonly giftCardAmounts = new Table();
  /** Commerce: reward points per customer (magento_reward: customer_id, website_id, points_balance; they go with the
   * customer) and gift registries with their items (made through GraphQL only; they go with their customer too). */
  readonly rewards = new Table();
  readonly giftRegistries = new Table();
  readonly giftRegistryItems = new Table();
  /** Gift messages of carts and cart items (the holder keeps the message's id). */
  readonly giftMessages = new Table();
  /** Commerce: Content Staging updates (dated changes, staging.ts); they outlive the entity they change. */
  readonly stagingUpdates = new Table();
  /** Multi-Source Inventory (inventory/): sources (keyed by source_code on the platform, by a row id here), stocks
   * (stock_id), stock-source links, source items and low-stock settings ((sku, source_code) pairs; both outlive their
   * product until the platform's cron cleans them). */
  readonly inventorySources = new Table();
  readonly inventoryStocks = new Table();
  readonly stockSourceLinks = new Table();
  readonly sourceItems = new Table();
  readonly lowStockSettings = new Table();

  storeByCode(code: string): StoreView | undefined {
    return this.storeViews.find((store) => store.code === code);
  }

  /** The store a call reads from: null → default store view, 'all' → admin store (0), else that store. */
  readStoreId(storeCode: string | null): number {
    if (storeCode === null) return DEFAULT_STORE_ID;
    if (storeCode === 'all') return ADMIN_STORE_ID;
    return this.storeByCode(storeCode)?.id ?? DEFAULT_STORE_ID;
  }

  /** Every table by a stable name, for snapshot(). */
  tables(): Record<string, Table> {
    const tables: Record<string, Table> = {};
    for (const [name, value] of Object.entries(this)) if (value instanceof Table) tables[name] = value;
    return tables;
  }

  /** Everything the state holds, as it is now, and the way back to it (the write faults answer a write and then
   * undo it: faults.ts). */
  restorePoint(): () => void {
    const tables = Object.values(this.tables()).map((table) => table.restorePoint());
    const scoped = new Map([...this.scoped.entries()].map(([key, stores]) => [key, new Map([...stores.entries()].map(([store, values]) => [store, clone(values)]))]));
    const masked = new Map(this.maskedCarts);
    return () => {
      for (const restore of tables) restore();
      this.scoped.clear();
      for (const [key, stores] of scoped) this.scoped.set(key, stores);
      this.maskedCarts.clear();
      for (const [mask, cartId] of masked) this.maskedCarts.set(mask, cartId);
    };
  }

  snapshot(): Record<string, unknown[]> {
    const picture: Record<string, unknown[]> = {};
    for (const [name, table] of Object.entries(this.tables())) {
      picture[name] = [...table.rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => clone(row));
    }
    picture.scopedValues = [...this.scoped.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, stores]) => ({ key, stores: [...stores.entries()].sort(([a], [b]) => a - b).map(([store, values]) => ({ store, values: clone(values) })) }));
    picture.maskedCarts = [...this.maskedCarts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([mask, cartId]) => ({ mask, cartId }));
    return picture;
  }
}
