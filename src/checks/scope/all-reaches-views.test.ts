// scope.all-reaches-views on the fake catalogue and CMS (testing/scope-target.ts): `all` reaches every view without a
// name of its own; a write under `all` that lands in the default view only fails; a store-view write landing in every
// view shows here as the view's own name replaced; a CMS entity created under `all` is in store 0.
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopeTarget } from '../testing/scope-target.ts';
import { scopeAllReachesViews } from './all-reaches-views.ts';

const kind = (title: string) => (scenarios: typeof scopeAllReachesViews.scenarios) => scenarios.find((s) => s.title === title);
const P = 'cctrun0000s0all-product';

scenarioCases(scopeAllReachesViews, [
  {
    name: 'the name written under all reaches every view but the one with its own',
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'the product\'s name written under all reads back under all and default, second_en; fr keeps its own' },
  },
  {
    name: 'a write under all that lands in the default view only fails',
    fake: { answer: scopeTarget('all-default-only') },
    want: { outcome: 'fail', broken: 'the name written under all: it did not reach all, second_en, which have no name of their own', expected: `all "${P} all"; default "${P} all"; fr "${P} fr"; second_en "${P} all"`, actual: `all "${P}"; default "${P} all"; fr "${P} fr"; second_en "${P}"` },
  },
  {
    name: 'a store-view write that lands in every view: the view has no name of its own left',
    fake: { answer: scopeTarget('view-write-everywhere') },
    want: { outcome: 'fail', broken: 'the name written under all: store view fr does not keep the name written under it before', expected: `all "${P} all"; default "${P} all"; fr "${P} fr"; second_en "${P} all"`, actual: `all "${P} all"; default "${P} all"; fr "${P} all"; second_en "${P} all"` },
  },
  {
    name: 'a category alike',
    scenario: kind('categories'),
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'the category\'s name written under all reads back under all and default, second_en; fr keeps its own' },
  },
  {
    name: 'a CMS block created under all is assigned to store 0',
    scenario: kind('CMS blocks'),
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'the CMS block created under all is assigned to store 0, every store view' },
  },
  {
    name: 'one store view: skip',
    scenario: kind('CMS pages'),
    fake: { answer: scopeTarget(null, 1) },
    want: { outcome: 'skip', reason: /^the target has one store view \(default\)/ },
  },
]);
