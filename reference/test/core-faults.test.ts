// Every fault the core implements changes observable behaviour: each probe runs against a clean installation and
// against one with the fault, and the answers must differ in the way the fault's description says.

import assert from 'node:assert/strict';
import { SEARCH_FAULTS } from '../lib/search-faults.ts';
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ReferenceConfig } from '../lib/app.ts';
import { COMMERCE_DOMAIN_FAULTS, COMMERCE_EDITION_FAULTS, DOMAIN_FAULTS, WRITE_FAULTS } from '../lib/domain/faults.ts';
import { COMMERCE_INPUT_DOMAIN_FAULTS, INPUT_DOMAIN_FAULTS } from '../lib/domain/input-faults.ts';
import { CUSTOMER_DOMAIN_FAULTS } from '../lib/domain/customer-faults.ts';
import { PRODUCT_BODY_DOMAIN_FAULTS } from '../lib/domain/product-body-faults.ts';
import { STATIC_READ_DOMAIN_FAULTS } from '../lib/domain/static-read-faults.ts';
import { MSI_DOMAIN_FAULTS } from '../lib/domain/msi-faults.ts';
import { SALES_RULE_DOMAIN_FAULTS } from '../lib/domain/sales-rules.ts';
import { CORE_FAULT_INFO, PARTNER_FAULT_INFO, allFaults } from '../lib/faults.ts';
import { SUBMISSION_FAULTS } from '../lib/submission/index.ts';
import type { RunningReference } from '../lib/server.ts';
import { INTEGRATION_TOKEN, adminToken, bearer, call, customerToken, decodeJwtPayload, startEcho } from './helpers.ts';

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../main.ts');
const LOGIN = { username: 'jane.doe@example.com', password: 'Customer123!' };

interface Probe {
  fault: string;
  config?: Partial<ReferenceConfig>;
  /** What the probe observed; must differ between the clean and the faulty installation. */
  observe(ref: RunningReference): Promise<unknown>;
  clean: unknown;
  faulty: unknown;
}

const status = async (ref: RunningReference, method: string, path: string, options: Parameters<typeof call>[3] = {}) => (await call(ref.baseUrl, method, path, options)).status;

const PROBES: Probe[] = [
  { fault: 'guest-reaches-admin-resource', observe: (ref) => status(ref, 'GET', '/rest/V1/customers/5'), clean: 401, faulty: 200 },
  {
    fault: 'customer-reaches-other-customer',
    observe: async (ref) => status(ref, 'GET', '/rest/V1/customers/5', { headers: bearer(await customerToken(ref.baseUrl)) }),
    clean: 401,
    faulty: 200,
  },
  {
    fault: 'restricted-admin-passes',
    observe: async (ref) => status(ref, 'GET', '/rest/V1/customers/5', { headers: bearer(await adminToken(ref.baseUrl, 'catalog_manager', 'catalog123')) }),
    clean: 401,
    faulty: 200,
  },
  {
    fault: 'expired-token-accepted',
    observe: async (ref) => {
      const token = await customerToken(ref.baseUrl);
      await call(ref.baseUrl, 'POST', '/__reference/clock/advance', { body: { seconds: 7200 } });
      await call(ref.baseUrl, 'POST', '/__reference/tokens/cleanup');
      return status(ref, 'GET', '/rest/V1/customers/me', { headers: bearer(token) });
    },
    clean: 401,
    faulty: 200,
  },
  {
    fault: 'revoked-token-accepted',
    observe: async (ref) => {
      await call(ref.baseUrl, 'POST', '/__reference/integration/revoke', { body: { integrationId: 1 } });
      return status(ref, 'GET', '/rest/V1/customers/5', { headers: bearer(INTEGRATION_TOKEN) });
    },
    clean: 401,
    faulty: 200,
  },
  {
    fault: 'admin-on-self-unauthorized',
    observe: async (ref) => status(ref, 'GET', '/rest/V1/customers/me', { headers: bearer(await adminToken(ref.baseUrl)) }),
    clean: 400,
    faulty: 401,
  },
  {
    fault: 'token-wrong-content-type',
    observe: async (ref) => (await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'admin123' } })).headers.get('content-type'),
    clean: 'application/json; charset=utf-8',
    faulty: 'text/plain; charset=utf-8',
  },
  {
    fault: 'token-not-bare-string',
    observe: async (ref) => typeof (await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'admin123' } })).json,
    clean: 'string',
    faulty: 'object',
  },
  {
    fault: 'token-empty-credentials-tried',
    observe: async (ref) => status(ref, 'POST', '/rest/V1/integration/customer/token', { body: { username: '', password: '' } }),
    clean: 400,
    faulty: 401,
  },
  {
    fault: 'token-lifetime-ignored',
    config: { adminTokenLifetimeS: 600 },
    observe: async (ref) => {
      const claims = decodeJwtPayload(await adminToken(ref.baseUrl));
      return Number(claims.exp) - Number(claims.iat);
    },
    clean: 600,
    faulty: 86_400,
  },
  {
    fault: 'lockout-missing',
    observe: async (ref) => {
      for (let i = 0; i < 6; i += 1) await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'x' } });
      return status(ref, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'admin123' } });
    },
    clean: 401,
    faulty: 200,
  },
  {
    fault: 'lockout-early',
    observe: async (ref) => {
      for (let i = 0; i < 5; i += 1) await call(ref.baseUrl, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'x' } });
      return status(ref, 'POST', '/rest/V1/integration/admin/token', { body: { username: 'admin', password: 'admin123' } });
    },
    clean: 200,
    faulty: 401,
  },
  { fault: 'invalid-token-reported', observe: (ref) => status(ref, 'GET', '/rest/V1/directory/currency', { headers: bearer('garbage') }), clean: 200, faulty: 401 },
  {
    fault: 'async-alias-unrouted',
    observe: async (ref) => {
      const reply = await call(ref.baseUrl, 'POST', '/rest/default/asyncProducts', { headers: bearer(INTEGRATION_TOKEN), body: { product: { sku: 'alias-probe', name: 'alias-probe', attribute_set_id: 4, price: 1, type_id: 'simple' } } });
      return reply.status;
    },
    clean: 202,
    faulty: 400,
  },
  { fault: 'unknown-store-accepted', observe: (ref) => status(ref, 'GET', '/rest/nosuch/V1/directory/currency'), clean: 400, faulty: 200 },
  { fault: 'unknown-store-not-found', observe: (ref) => status(ref, 'GET', '/rest/nosuch/V1/directory/currency'), clean: 400, faulty: 404 },
  {
    fault: 'all-store-get-rejected',
    observe: async (ref) => status(ref, 'GET', '/rest/all/V1/products/abc', { headers: bearer(await adminToken(ref.baseUrl)) }),
    clean: 200,
    faulty: 400,
  },
  {
    fault: 'self-under-all-allowed',
    observe: async (ref) => status(ref, 'GET', '/rest/all/V1/customers/me', { headers: bearer(await customerToken(ref.baseUrl)) }),
    clean: 401,
    faulty: 200,
  },
  {
    fault: 'fields-nested-null',
    // The echo parts answer the call itself: its route and the identity that made it.
    observe: async (ref) => (await call(ref.baseUrl, 'GET', '/rest/V1/products/abc?fields=route,identity[kind],no_such_key', { headers: bearer(await adminToken(ref.baseUrl)) })).json,
    clean: { route: '/V1/products/:sku', identity: { kind: 'admin' } },
    faulty: { route: '/V1/products/:sku', identity: null },
  },
  {
    fault: 'path-decoded-before-routing',
    observe: async (ref) => status(ref, 'GET', '/rest/all/V1/products/a%2Fb', { headers: bearer(await adminToken(ref.baseUrl)) }),
    clean: 200,
    faulty: 404,
  },
  { fault: 'captcha-not-enforced', config: { captchaForms: ['Login'] }, observe: (ref) => status(ref, 'POST', '/rest/V1/integration/customer/token', { body: LOGIN }), clean: 400, faulty: 200 },
  {
    fault: 'recaptcha-not-enforced',
    config: { recaptchaForms: ['Customer login'] },
    observe: (ref) => status(ref, 'POST', '/rest/V1/integration/customer/token', { body: LOGIN }),
    clean: 400,
    faulty: 200,
  },
  {
    fault: 'challenge-demanded-from-integration',
    config: { recaptchaForms: ['Coupon codes'] },
    observe: (ref) => status(ref, 'PUT', '/rest/V1/carts/5/coupons/SAVE', { headers: bearer(INTEGRATION_TOKEN) }),
    clean: 200,
    faulty: 400,
  },
];

async function observe(probe: Probe, withFault: boolean): Promise<unknown> {
  const ref = await startEcho({ ...probe.config, faults: withFault ? [probe.fault] : [] });
  try {
    return await probe.observe(ref);
  } finally {
    await ref.close();
  }
}

describe('core faults', () => {
  for (const probe of PROBES) {
    test(`${probe.fault} changes behaviour`, async () => {
      assert.deepEqual(await observe(probe, false), probe.clean, 'clean installation');
      assert.deepEqual(await observe(probe, true), probe.faulty, 'with the fault');
    });
  }

  test('every core fault of the registry has a probe here or in the schema-endpoint tests', () => {
    const probed = new Set([...PROBES.map((probe) => probe.fault), 'schema-shows-admin-routes-to-guests']);
    for (const fault of CORE_FAULT_INFO) assert.ok(probed.has(fault.name), fault.name);
  });

  test('the partners implement exactly the names the registry lists for them', () => {
    const partnerNames = PARTNER_FAULT_INFO.map((fault) => fault.name).sort();
    assert.deepEqual(partnerNames, [...DOMAIN_FAULTS, ...WRITE_FAULTS, ...COMMERCE_DOMAIN_FAULTS, ...COMMERCE_EDITION_FAULTS, ...INPUT_DOMAIN_FAULTS, ...CUSTOMER_DOMAIN_FAULTS, ...PRODUCT_BODY_DOMAIN_FAULTS, ...STATIC_READ_DOMAIN_FAULTS, ...MSI_DOMAIN_FAULTS, ...SALES_RULE_DOMAIN_FAULTS, ...COMMERCE_INPUT_DOMAIN_FAULTS, ...SUBMISSION_FAULTS, ...Object.values(SEARCH_FAULTS), 'schema-missing-routes'].sort());
  });

  test('unknown fault names are refused', async () => {
    await assert.rejects(startEcho({ faults: ['no-such-fault'] }), /unknown fault "no-such-fault"/);
  });

  test('the registry names at least 30 faults across the categories, each once', async () => {
    const ref = await startEcho();
    try {
      const known = ref.app.knownFaults;
      assert.ok(known.length >= 30, `${known.length} faults`);
      assert.equal(new Set(known.map((fault) => fault.name)).size, known.length);
      const categories = new Set(known.map((fault) => fault.category));
      for (const category of ['permissions', 'tokens', 'async', 'bulk', 'status', 'schemas', 'store-scope', 'challenge', 'schema-endpoint', 'submission']) {
        assert.ok(categories.has(category as never), category);
      }
      assert.deepEqual(allFaults([]).length + (ref.app.asyncLayer?.faults.length ?? 0) >= known.length, true);
    } finally {
      await ref.close();
    }
  });

  test('--list-faults prints name, category and description per line', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', MAIN, '--list-faults'], { timeout: 20_000 });
    const lines = stdout.trim().split('\n');
    assert.ok(lines.length >= 30, `${lines.length} lines`);
    for (const line of lines) assert.equal(line.split('\t').length, 3, line);
    assert.ok(lines.some((line) => line.startsWith('lockout-missing\ttokens\t')));
  });
});
