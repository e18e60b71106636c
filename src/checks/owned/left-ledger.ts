// What a run at the full write level leaves on purpose: carts, orders and sales documents no REST call removes (and
// the files a media entry leaves, and the disabled MSI sources it makes: no REST call deletes a source). Every factory or check that makes one records it here; global teardown cancels
// what can still be cancelled, reads each back and lists them in after-run.json under "left by design", and fails
// the run on anything else it finds. The checks see this port only; the fixtures install the implementation (a file
// in the run folder shared by all workers: src/runtime/left-ledger.ts).

/** 'gift card account': one the run bought (Adobe Commerce), by its code's last four characters (the code is a
 * secret); 'return': a return (RMA) of the run's orders, which the teardown deletes; 'wrapping image': a gift wrapping's
 * image file, which stays in pub/media/wrapping once its wrapping is deleted; 'stock index table': MSI's index table
 * inventory_stock_<id> of a stock the run made, by the stock's id: the platform creates it with the stock and keeps it,
 * empty, once the stock is deleted (real 2.4.7-p3 and 2.4.6-p1, 2026-12-02; no REST call drops it); 'sign-in failures':
 * the failure count of a customer the run locked out (oauth_token_request_log, by its e-mail: no REST call removes it,
 * the platform's cron does once the lock expires). */
export type LeftKind = 'cart' | 'order' | 'invoice' | 'shipment' | 'creditmemo' | 'media file' | 'source' | 'gift card account' | 'return' | 'wrapping image' | 'stock index table' | 'sign-in failures';

export interface LeftItem {
  kind: LeftKind;
  /** The entity id (a quote id, an order's entity_id, a file's path under pub/media). */
  id: string;
  /** An order's or a sales document's increment id, when known. */
  incrementId?: string;
  /** A guest cart's masked id. */
  maskedId?: string;
  /** What made it: a route key or a scenario step. */
  by: string;
}

export interface LeftLedger {
  left(item: LeftItem): void;
}

const NO_LEDGER: LeftLedger = { left: () => {} };
let installed: LeftLedger = NO_LEDGER;

/** Set once per process by the fixtures; unit tests run without one (nothing is recorded). */
export function installLeftLedger(ledger: LeftLedger | null): void {
  installed = ledger ?? NO_LEDGER;
}

export function leftLedger(): LeftLedger {
  return installed;
}
