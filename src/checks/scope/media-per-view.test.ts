// scope.media-per-view on a fake catalogue with store views (testing/scope-parts-target.ts): an entry's label,
// position and disabled flag written under fr read back there only; written into the default values, or lost, fails.
import assert from 'node:assert/strict';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { scopePartsTarget } from '../testing/scope-parts-target.ts';
import { scopeMediaPerView } from './media-per-view.ts';

const P = 'cctrun0000s0mpv-product';
const DEFAULTS = `label "${P} one", position 1, disabled false`;
const OWN = `label "${P} fr", position 10, disabled true`;
const EXPECTED = `default: ${DEFAULTS}; fr: ${OWN}; second_en: ${DEFAULTS}; all: ${DEFAULTS}`;

scenarioCases(scopeMediaPerView, [
  {
    name: 'the values written under fr read back there only; the image is deleted before the product',
    fake: { answer: scopePartsTarget(), target: { writes: 'full' } },
    want: { outcome: 'pass', note: 'the entry\'s label, position and disabled flag written under fr read back there only (default, fr, second_en, all read)' },
    then: (f) => assert.deepEqual(f.sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.storeCode ?? '-'} ${s.path.replace(/\d+$/, 'N')}`), ['POST all /V1/products', `PUT fr /V1/products/${P}/media/N`, `DELETE all /V1/products/${P}/media/N`, `DELETE - /V1/products/${P}`]),
  },
  {
    name: 'values written into the default values fail, naming the view that shows them',
    fake: { answer: scopePartsTarget({ fault: 'media-view-write-default' }), target: { writes: 'full' } },
    want: { outcome: 'fail', broken: 'the entry\'s values written under fr also landed in default, which keeps the default values', expected: EXPECTED, actual: `default: ${OWN}` },
  },
  {
    name: 'values not kept fail at the view',
    fake: { answer: scopePartsTarget({ fault: 'media-view-write-lost' }), target: { writes: 'full' } },
    want: { outcome: 'fail', broken: 'the entry\'s values written under fr do not read back there', expected: EXPECTED, actual: `default: ${DEFAULTS}; fr: ${DEFAULTS}` },
  },
  {
    name: 'below the full level: skip, nothing sent',
    fake: { answer: scopePartsTarget() },
    want: { outcome: 'skip', reason: /^not run below COMMERCE_WRITES=full/ },
    then: (f) => assert.equal(f.sent.length, 0),
  },
]);
