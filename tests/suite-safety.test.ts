// The suite is safe against a real installation: read-only by default (the reference's state and request log prove
// it), and with COMMERCE_WRITES=allow everything it created is gone afterwards, also when tests fail.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { runSuite, startReference, targetEnv } from './helpers/suite-runner.ts';

interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  stateChanging: boolean;
  succeeded: boolean;
}

interface State {
  domain: Record<string, unknown[]>;
  async: { accepted: number; executed: number; open: number };
}

test('read-only by default: nothing the run sends changes the installation', { timeout: 600_000 }, async () => {
  const reference = await startReference(['--edition', 'commerce', '--release', '2.4.7']);
  try {
    const before = (await reference.get('/__reference/state')) as State;
    const result = await runSuite(targetEnv(reference, 'commerce', '2.4.7'));
    assert.ok(result.run && result.run.tests.length > 500, `the suite ran (${result.run?.tests.length ?? 0} tests)\n${result.output.slice(-2000)}`);
    const after = (await reference.get('/__reference/state')) as State;
    assert.equal(after.async.accepted, 0, 'no asynchronous operation was queued');
    assert.deepEqual(after.domain, before.domain, 'the installation\'s data is unchanged');
    const { requests } = (await reference.get('/__reference/requests')) as { requests: LoggedRequest[] };
    const writes = requests.filter((r) => r.stateChanging);
    assert.ok(writes.length > 100, 'write routes were probed (refused calls)');
    // Only writes that cannot change anything may succeed: a POST that only reads (e.g. isEmailAvailable).
    const succeeded = writes.filter((r) => r.succeeded);
    const readOnlyPosts = /\/(isEmailAvailable|tier-prices-information|base-prices-information|cost-information|special-price-information|estimate-shipping-methods[a-z-]*|totals-information|validate)(\?|$)/;
    assert.deepEqual(succeeded.filter((r) => !readOnlyPosts.test(r.path)), [], 'no state-changing request succeeded');
  } finally {
    await reference.stop();
  }
});

test('with COMMERCE_WRITES=allow everything created carries the run prefix and is removed afterwards', { timeout: 900_000 }, async () => {
  const reference = await startReference(['--edition', 'commerce', '--release', '2.4.7']);
  try {
    const before = (await reference.get('/__reference/state')) as State;
    const result = await runSuite({ ...targetEnv(reference, 'commerce', '2.4.7'), COMMERCE_WRITES: 'allow' });
    assert.ok(result.run && result.run.tests.length > 500, `the suite ran\n${result.output.slice(-2000)}`);
    const prefix = (result.run.fingerprint as { runPrefix: string }).runPrefix;
    const { count } = (await reference.get(`/__reference/state/count?prefix=${prefix}`)) as { count: number };
    assert.equal(count, 0, `nothing with the run prefix ${prefix} is left`);
    const after = (await reference.get('/__reference/state')) as State;
    for (const kind of ['products', 'customers', 'categories', 'cmsPages', 'cmsBlocks', 'customerGroups', 'taxRates', 'taxRules', 'taxClasses', 'salesRules', 'coupons', 'attributes', 'attributeSets']) {
      assert.equal((after.domain[kind] ?? []).length, (before.domain[kind] ?? []).length, `${kind}: as many after the run as before`);
    }
  } finally {
    await reference.stop();
  }
});
