// "Does this suite check what CustomerRepositoryTest::testUpdateCustomer checks?": a test method (Class::method), or
// every method of a class (Class), found in the ledger.

import type { Ledger, TestClass, TestMethod } from './types.ts';

export interface Found {
  cls: TestClass;
  method: TestMethod;
}

export type LookUp = { ok: true; found: Found[] } | { ok: false; message: string };

export function lookUp(ledger: Ledger, query: string): LookUp {
  const [className = '', methodName] = query.split('::');
  const classes = ledger.modules.flatMap((m) => m.classes).filter((c) => c.name === className);
  if (classes.length === 0) {
    const near = ledger.modules.flatMap((m) => m.classes).filter((c) => c.name.toLowerCase().includes(className.toLowerCase().replace(/test$/, '')));
    const also = near.length > 0 ? `; classes with a like name: ${near.map((c) => c.name).join(', ')}` : '';
    return { ok: false, message: `no class ${className} in the ledger${also}` };
  }
  const found = classes.flatMap((cls) => cls.methods.filter((m) => methodName === undefined || m.method === methodName).map((method) => ({ cls, method })));
  if (found.length === 0) {
    const methods = classes.flatMap((c) => c.methods.map((m) => m.method));
    return { ok: false, message: `${className} has no method ${methodName ?? ''} in the ledger; its methods: ${methods.join(', ')}` };
  }
  return { ok: true, found };
}
