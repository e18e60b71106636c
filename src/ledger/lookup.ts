// "Does this suite check what CustomerRepositoryTest::testUpdateCustomer checks?": a test method (Class::method), or
// every method of a class (Class), found in the ledger. Where one short name is several classes (magento/inventory's
// GetListTest of SourceRepository, StockRepository, ...), each is answered; a name with the folders before it
// (SourceRepository/GetListTest::testGetList) picks the class whose file ends so.

import type { Ledger, TestClass, TestMethod } from './types.ts';

export interface Found {
  cls: TestClass;
  method: TestMethod;
}

export type LookUp = { ok: true; found: Found[] } | { ok: false; message: string };

export function lookUp(ledger: Ledger, query: string): LookUp {
  const [qualified = '', methodName] = query.split('::');
  const className = qualified.slice(qualified.lastIndexOf('/') + 1);
  const named = (c: TestClass): boolean => c.name === className && (qualified === className || c.path.endsWith(`/${qualified}.php`));
  const classes = ledger.modules.flatMap((m) => m.classes).filter(named);
  if (classes.length === 0) {
    const near = ledger.modules.flatMap((m) => m.classes).filter((c) => c.name.toLowerCase().includes(className.toLowerCase().replace(/test$/, '')));
    const also = near.length > 0 ? `; classes with a like name: ${near.map((c) => c.name).join(', ')}` : '';
    return { ok: false, message: `no class ${qualified} in the ledger${also}` };
  }
  const found = classes.flatMap((cls) => cls.methods.filter((m) => methodName === undefined || m.method === methodName).map((method) => ({ cls, method })));
  if (found.length === 0) {
    const methods = classes.flatMap((c) => c.methods.map((m) => m.method));
    return { ok: false, message: `${qualified} has no method ${methodName ?? ''} in the ledger; its methods: ${methods.join(', ')}` };
  }
  return { ok: true, found };
}
