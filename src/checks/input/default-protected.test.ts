// input.default-protected on a fake installation's MSI links: a link of the default source to the run's own stock,
// and its unlink, refused as the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 word it, the stock's links as before; a
// platform that saves the link, or answers 500, fails.
import { beforeEach } from 'node:test';
import { forgetShared } from '../owned/bind.ts';
import { badCase } from '../testing/tax-store.ts';
import { deleteLinks, INVENTORY_READS, inventoryStore, saveLinks } from '../testing/inventory-store.ts';
import { verdictCases } from '../testing/verdict-cases.ts';
import { inputDefaultProtected } from './default-protected.ts';

const LINK = badCase({ check: 'default-protected', what: 'a link of the default source to the run\'s own stock', set: { 'links[0].source_code': 'default' }, answer: { status: 400, message: 'Validation Failed', errors: [{ message: 'Can not save link related to Default Source or Default Stock', parameters: [] }] } });
const UNLINK = badCase({ check: 'default-protected', what: 'the unlink of the default source from the run\'s own stock', set: { 'links[0].source_code': 'default' }, answer: { status: 400, message: 'Can not delete link related to Default Source or Default Stock' } });
// The run's source and stocks are the worker's shared ones: each case makes its own on its own fake store.
beforeEach(() => forgetShared());

const full = { writes: 'full' as const };
const routes = INVENTORY_READS;

verdictCases(inputDefaultProtected, [
  {
    name: 'a link of the default source refused, the stock\'s links as before',
    fake: { route: saveLinks([LINK]), routes, target: full, answer: inventoryStore() },
    want: { outcome: 'pass', note: 'a link of the default source to the run\'s own stock: 400 "Validation Failed" errors [{"message":"Can not save link related to Default Source or Default Stock","parameters":[]}]; nothing changed' },
  },
  { name: 'a link of the default source saved fails', fake: { route: saveLinks([LINK]), routes, target: full, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /given a link of the default source to the run's own stock: accepted/, expected: /^400 "Validation Failed"/, actual: '200 []' } },
  { name: 'a 500 fails', fake: { route: saveLinks([LINK]), routes, target: full, answer: inventoryStore('answers-500') }, want: { outcome: 'fail', broken: /answered 500, not the platform's error for bad input$/, expected: /^400 /, actual: /^500 / } },
  {
    name: 'the unlink of the default source refused',
    fake: { route: deleteLinks([UNLINK]), routes, target: full, answer: inventoryStore() },
    want: { outcome: 'pass', note: 'the unlink of the default source from the run\'s own stock: 400 "Can not delete link related to Default Source or Default Stock"; nothing changed' },
  },
  { name: 'the unlink answered done fails', fake: { route: deleteLinks([UNLINK]), routes, target: full, answer: inventoryStore('accepts') }, want: { outcome: 'fail', broken: /: accepted/, expected: /^400 "Can not delete link/, actual: '200 []' } },
]);
