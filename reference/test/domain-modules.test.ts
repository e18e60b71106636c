// GET /V1/modules by profile: the list follows the edition and the release as the platform's does, so reports that
// trace a difference to a module enabled on one side only have something true to read.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { enabledModules } from '../lib/domain/modules.ts';
import { createProfile } from '../lib/profiles.ts';
import { routesFor } from '../lib/routes/index.ts';

function modulesOf(edition: 'open-source' | 'commerce', release: string): string[] {
  const profile = createProfile(edition, release);
  return enabledModules({ profile, routeModules: [...new Set(routesFor(edition, profile.release).map((r) => r.module))] });
}

test('Adobe Commerce lists its own modules, Open Source none of them', () => {
  const oss = modulesOf('open-source', '2.4.7');
  const commerce = modulesOf('commerce', '2.4.7');
  for (const m of ['Magento_GiftWrapping', 'Magento_Rma', 'Magento_CustomerBalance', 'Magento_Staging']) {
    assert.ok(commerce.includes(m), `commerce lists ${m}`);
    assert.ok(!oss.includes(m), `open source does not list ${m}`);
  }
  assert.ok(oss.every((m) => commerce.includes(m)), 'commerce enables every module open source does');
});

test('the release: Payment Services from 2.4.7, OpenSearch from 2.4.6, every list sorted and without repeats', () => {
  assert.ok(modulesOf('open-source', '2.4.7').includes('Magento_PaymentServicesPaypal'));
  assert.ok(!modulesOf('open-source', '2.4.6').includes('Magento_PaymentServicesPaypal'));
  assert.ok(modulesOf('open-source', '2.4.6').includes('Magento_OpenSearch'));
  assert.ok(!modulesOf('open-source', '2.4.5').includes('Magento_OpenSearch'));
  for (const list of [modulesOf('open-source', '2.4.7'), modulesOf('commerce', '2.4.6')]) {
    assert.deepEqual(list, [...new Set(list)].sort());
    assert.ok(list.includes('Magento_InventoryApi') && list.includes('Magento_Backend'));
  }
});
