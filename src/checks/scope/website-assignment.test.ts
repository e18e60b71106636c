// scope.website-assignment on the fake catalogue (testing/scope-target.ts): website_ids follows POST and DELETE
// /V1/products/:sku/websites; an admin read under the website the product left answering it, or 404, is recorded as
// the target's form; website_ids that does not follow fails.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopeTarget } from '../testing/scope-target.ts';
import { scopeWebsiteAssignment } from './website-assignment.ts';

scenarioCases(scopeWebsiteAssignment, [
  {
    name: 'website_ids follows the assignment; the admin read is not filtered by website (the real 2.4.7-p3)',
    fake: { answer: scopeTarget() },
    want: { outcome: 'pass', note: 'website_ids follows the assignment (1 and 2, then 2 alone); under default, a view of the website the product left, the admin read answers it still (not filtered by website)' },
    then: (f) => assert.deepEqual(f.observed.find((o) => o.key === 'website-read')?.value, { form: 'admin-read-unfiltered', view: 'default' }),
  },
  {
    name: 'a target that filters admin reads by website: the other form, recorded',
    fake: { answer: scopeTarget('website-filtered') },
    want: { outcome: 'pass', note: /the admin read answers 404$/ },
    then: (f) => assert.deepEqual(f.observed.find((o) => o.key === 'website-read')?.value, { form: 'filtered-by-website', view: 'default' }),
  },
  {
    name: 'website_ids that does not follow the assignment fails',
    fake: { answer: scopeTarget('websites-stale') },
    want: { outcome: 'fail', broken: 'after POST /V1/products/:sku/websites (website 2), GET /V1/products/:sku under /rest/default does not show both websites', expected: 'website_ids [1, 2]', actual: 'website_ids [1]' },
  },
  {
    name: 'one website: skip',
    fake: { answer: scopeTarget(null, 1) },
    want: { outcome: 'skip', reason: /^the target has one store view/ },
  },
]);
