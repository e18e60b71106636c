// scope.view-name-inherits on a fake catalogue with store views (testing/scope-parts-target.ts): the url_key and the
// image roles stay inherited after a name written under fr, and follow the default's new ones; a view that copied
// either fails; the image scenario needs the full write level.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopePartsTarget } from '../testing/scope-parts-target.ts';
import { scopeViewNameInherits } from './view-name-inherits.ts';

const roles = (scenarios: typeof scopeViewNameInherits.scenarios) => scenarios.find((s) => s.title === 'image roles');
const U = 'cctrun0000s0vni-urlkey';
const R = 'cctrun0000s0vni-roles';

scenarioCases(scopeViewNameInherits, [
  {
    name: 'url_key: inherited after the name under fr, then the default\'s new one; the product is deleted at the end',
    fake: { answer: scopePartsTarget() },
    want: { outcome: 'pass', note: `the name written under fr left its url_key inherited: "${U}", then the default's new "${U}-moved"` },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.storeCode ?? '-'} ${s.path}`), ['POST - /V1/products', `PUT fr /V1/products/${U}`, `PUT all /V1/products/${U}`, `DELETE - /V1/products/${U}`]);
      assert.deepEqual(f.observed.find((o) => o.key === 'view-name-inherits')?.value, { part: 'url_key', view: 'fr' });
    },
  },
  {
    name: 'url_key: a view that copied the url_key with the name fails',
    fake: { answer: scopePartsTarget({ fault: 'view-name-copies-url-key' }) },
    want: { outcome: 'fail', broken: 'the view fr does not follow the default url_key: the name written under it copied the url_key into the view', expected: `url_key "${U}-moved" under fr (the default's, inherited)`, actual: `url_key "${U}"` },
    then: (f) => assert.ok(f.sent.some((s) => s.method === 'DELETE'), 'the product is removed after a failure too'),
  },
  {
    name: 'image roles: inherited after the name under fr, then the second image\'s; images deleted before the product',
    scenario: roles,
    fake: { answer: scopePartsTarget(), target: { writes: 'full' } },
    want: { outcome: 'pass', note: 'the name written under fr left its image roles inherited: the first image\'s, then the second\'s once the default moved them' },
    then: (f) => {
      const writes = f.sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.storeCode ?? '-'} ${s.path.replace(/\d+$/, 'N')}`);
      assert.deepEqual(writes, ['POST all /V1/products', `PUT fr /V1/products/${R}`, `PUT all /V1/products/${R}/media/N`, `DELETE all /V1/products/${R}/media/N`, `DELETE all /V1/products/${R}/media/N`, `DELETE - /V1/products/${R}`]);
    },
  },
  {
    name: 'image roles: a view that copied the roles with the name fails',
    scenario: roles,
    fake: { answer: scopePartsTarget({ fault: 'view-name-copies-roles' }), target: { writes: 'full' } },
    want: { outcome: 'fail', broken: 'the view fr does not follow the default image roles: the name written under it copied the roles into the view', expected: `image, small_image, thumbnail "/c/c/${R}-two.png" under fr (the default's, inherited)`, actual: JSON.stringify({ image: `/c/c/${R}-one.png`, small_image: `/c/c/${R}-one.png`, thumbnail: `/c/c/${R}-one.png` }) },
  },
  {
    name: 'image roles below the full level: skip, nothing sent',
    scenario: roles,
    fake: { answer: scopePartsTarget() },
    want: { outcome: 'skip', reason: /^not run below COMMERCE_WRITES=full: this scenario gives the run's own product images/ },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
