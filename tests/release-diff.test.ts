// The difference report between the reference's profiles as remote targets: open-source 2.4.6, open-source 2.4.7 and
// commerce 2.4.7. Each run folder is what a run's global setup writes against the profile (fingerprint.json, placed
// from the markers; published-schema.json, read as the admin) with the run file the reporter writes around that
// fingerprint; no check is run, since what is compared here is the placement and the published schemas.
// `report diff` must name each target's release in its columns, and attribute every schema difference to the release
// (2.4.6 → 2.4.7: the markers of 2.4.7) or to the rest (what the commerce edition adds): nothing left unattributed.

import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { main } from '../src/cli.ts';
import type { DiffReport } from '../src/report/diff.ts';
import { RUN_FORMAT } from '../src/report/run.ts';
import type { SchemaDiff } from '../src/report/schema-diff.ts';
import { setUpAgainst } from './helpers/global-setup-run.ts';
import { startReference } from './helpers/suite-runner.ts';

const PROFILES: Array<{ name: string; edition: string; release: string }> = [
  { name: 'oss-2.4.6', edition: 'open-source', release: '2.4.6' },
  { name: 'oss-2.4.7', edition: 'open-source', release: '2.4.7' },
  { name: 'commerce-2.4.7', edition: 'commerce', release: '2.4.7' },
];

const dir = mkdtempSync(join(tmpdir(), 'cc-release-diff-'));
after(() => { if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true }); });
const out = join(dir, 'report');
let report: DiffReport<SchemaDiff> | null = null;
let printed = '';
let markdown = '';

before(async () => {
  for (const p of PROFILES) {
    const reference = await startReference(['--edition', p.edition, '--release', p.release]);
    try {
      const runDir = join(dir, p.name);
      const fingerprint = await setUpAgainst(reference.baseUrl, runDir);
      writeFileSync(join(runDir, 'conformance.json'), `${JSON.stringify({ format: RUN_FORMAT, status: 'passed', projects: ['commerce'], fingerprint, tests: [] }, null, 2)}\n`);
    } finally {
      await reference.stop();
    }
  }
  let err = '';
  const code = await main(['report', 'diff', ...PROFILES.map((p) => join(dir, p.name)), '--out', out], { out: (t) => (printed += t), err: (t) => (err += t) });
  assert.equal(code, 0, err);
  report = JSON.parse(readFileSync(join(out, 'diff.json'), 'utf8')) as DiffReport<SchemaDiff>;
  markdown = readFileSync(join(out, 'diff.md'), 'utf8');
}, { timeout: 120_000 });

const diff = () => report ?? assert.fail('no diff.json');
const comparison = (other: string) => diff().schema.find((c) => c.other === other) ?? assert.fail(`no comparison with ${other}`);

test('the targets are named by the release each fingerprint placed them at, in the columns, the table and the summary', () => {
  assert.deepEqual(diff().targets.map((t) => [t.label, t.edition, t.release, t.releaseName]), [
    ['oss-2.4.6', 'open-source', '2.4', '2.4.6, some patch level'],
    ['oss-2.4.7', 'open-source', '2.4', '2.4.7, some patch level'],
    ['commerce-2.4.7', 'commerce', '2.4', '2.4.7, some patch level'],
  ]);
  for (const t of diff().targets) assert.ok(t.releaseMarkers.length >= 5, `${t.label}: the markers that placed it (${t.releaseMarkers.join(', ')})`);
  assert.match(markdown, /\| status \| oss-2\.4\.6 \(2\.4\.6, some patch level\) \| oss-2\.4\.7 \(2\.4\.7, some patch level\) \| commerce-2\.4\.7 \(2\.4\.7, some patch level\) \|/);
  assert.match(markdown, /\| oss-2\.4\.6 \| [^|]+ \| open-source \(detected\) \| 2\.4\.6, some patch level \(detected: line 2\.4, \d+ marker\(s\)\) \| 2\.4 \|/);
  assert.match(printed, /^oss-2\.4\.6 \(open-source 2\.4\.6, some patch level\) vs oss-2\.4\.7 \(open-source 2\.4\.7, some patch level\) vs commerce-2\.4\.7 \(commerce 2\.4\.7, some patch level\)/);
  assert.deepEqual(diff().summary.map((s) => [s.other, s.release?.base, s.release?.other, s.release?.crossing]), [
    ['oss-2.4.7', '2.4.6', '2.4.7', 'crossed'],
    ['commerce-2.4.7', '2.4.6', '2.4.7', 'crossed'],
  ]);
  assert.match(markdown, /### oss-2\.4\.6 \(2\.4\.6, some patch level\) → oss-2\.4\.7 \(2\.4\.7, some patch level\)/);
});

/** What 2.4.7 bundles from third parties that 2.4.6 did not (Payment Services, PayPal Braintree's vault route): such
 * modules come and go on their own schedule, so no release marker covers them (contracts/releases/markers.yaml). */
const BUNDLED_IN_2_4_7 = /^(GET|POST) \/V1\/(payments-config|payments-sdk|braintree)\/|\/payment-order|^payment-services-paypal-|^pay-pal-braintree-data-payment-interface$/;

test('open-source 2.4.6 → 2.4.7: every schema difference is the release\'s own, each with the 2.4.7 marker that explains it, but the modules bundled from third parties', () => {
  const c = comparison('oss-2.4.7');
  const findings = c.diff?.findings ?? assert.fail(c.unavailable ?? 'not compared');
  const split = c.split ?? assert.fail('no split');
  assert.equal(split.crossing, 'crossed');
  assert.ok(findings.length >= 10, `the releases' schemas differ (${findings.length})`);
  assert.ok(split.rest.length > 0 && split.rest.every((f) => BUNDLED_IN_2_4_7.test(f.subject) && f.why === 'no release marker covers it'), `nothing but the release and the bundled modules differs: ${split.rest.map((f) => f.subject).join(', ')}`);
  assert.deepEqual(split.undecided, []);
  const own = findings.filter((f) => !BUNDLED_IN_2_4_7.test(f.subject));
  assert.deepEqual(split.release.map((f) => `${f.rule} ${f.subject}`), own.map((f) => `${f.rule} ${f.subject}`), 'every other finding, in order');
  const markerOf = (subject: string) => split.release.find((f) => f.subject === subject)?.marker;
  assert.equal(markerOf('GET /V1/products/attributes/{attributeCode}/is-filterable'), 'catalog.attribute-is-filterable-get-route');
  assert.equal(markerOf('sales-rule-data-rule-discount-interface.rule_id'), 'sales-rule.discount-rule-id');
  assert.equal(markerOf('sales-data-order-extension-interface.taxes'), 'tax.order-taxes');
  assert.equal(markerOf('vault-data-payment-token-interface.website_id'), 'vault.payment-token-website-id');
  assert.ok(split.release.every((f) => /^(introduced|removed) in 2\.4\.7$/.test(f.why)), split.release.map((f) => f.why).join(', '));
  assert.match(printed, new RegExp(`published schema oss-2\\.4\\.6 → oss-2\\.4\\.7: \\d+ breaking, ${findings.length} finding\\(s\\); release 2\\.4\\.6 → 2\\.4\\.7: ${own.length} of ${findings.length} schema difference\\(s\\) explained by the release`));
  assert.match(markdown, new RegExp(`Release 2\\.4\\.6 → 2\\.4\\.7: of the ${findings.length} schema difference\\(s\\), ${own.length} explained by the release \\(its markers\\), ${split.rest.length} the rest`));
});

test('open-source 2.4.6 → commerce 2.4.7: the release\'s differences again, and what the edition adds is the rest', () => {
  const sameEdition = comparison('oss-2.4.7').split ?? assert.fail('no split');
  const c = comparison('commerce-2.4.7');
  const findings = c.diff?.findings ?? assert.fail(c.unavailable ?? 'not compared');
  const split = c.split ?? assert.fail('no split');
  assert.equal(split.crossing, 'crossed');
  assert.deepEqual(split.undecided, []);
  const key = (f: { rule: string; subject: string }) => `${f.rule} ${f.subject}`;
  assert.deepEqual([...split.release, ...split.rest].map(key).sort(), findings.map(key).sort(), 'each difference is attributed once');
  assert.deepEqual(split.release.map(key).sort(), sameEdition.release.map(key).sort(), 'the release explains what it explained between the open-source profiles');
  const edition = findings.filter((f) => !sameEdition.release.some((r) => key(r) === key(f)));
  assert.ok(edition.length > 0, 'the commerce edition publishes more');
  assert.deepEqual(split.rest.map(key), edition.map(key), 'the rest is exactly what the edition adds');
  assert.ok(split.rest.some((f) => f.subject.startsWith('GET /V1/gift-wrappings')), 'a commerce-only route');
  assert.ok(split.rest.every((f) => f.attribution === 'rest' && f.why === 'no release marker covers it'));
  const breaking = diff().summary[1]?.kinds.find((k) => k.kind === 'schema.breaking')?.items ?? [];
  for (const item of breaking) assert.match(item.detail, /\((the release: [a-z0-9.-]+, (introduced|removed) in 2\.4\.7|not the release: edition, modules, extensions)\)$/, item.detail);
  assert.match(markdown, /\*\*The rest: edition, modules, extensions\*\* \(`rest`, \d+\):/);
});

test('every difference has its cause: the release (its markers, the contracts\' since) between the open-source profiles, and the edition for what commerce adds, backed by the module lists global setup read', () => {
  const [sameEdition, edition] = diff().changes;
  assert.ok(sameEdition && edition);
  assert.ok(diff().targets.every((t) => t.modules.enabled !== null && t.modules.enabled.includes('Magento_Catalog')), 'each fingerprint holds GET /V1/modules');
  const undecided = (c: typeof sameEdition) => [...c.routes, ...c.schema].filter((r) => r.cause.id === 'cause.unknown').map((r) => ('route' in r ? r.route : r.subject));
  // The Braintree payment interface came with the 2.4.7 vault route, though its module is older: published only for
  // that route, it takes the route's cause.
  assert.deepEqual(undecided(sameEdition), []);
  const braintree = sameEdition.schema.find((s) => s.subject === 'pay-pal-braintree-data-payment-interface');
  assert.equal(braintree?.cause.id, 'cause.release');
  assert.deepEqual(braintree?.cause.evidence[0], { kind: 'published-for', definition: 'pay-pal-braintree-data-payment-interface', routes: ['POST /V1/braintree/mine/payment/vault'], on: 'oss-2.4.7' });
  assert.ok(sameEdition.routes.every((r) => r.cause.id === 'cause.release'), sameEdition.routes.map((r) => `${r.route} ${r.cause.id}`).join(', '));
  // No check ran in these runs: the routes are the schemas' (their form), the causes the same.
  const payments = sameEdition.routes.find((r) => r.route === 'GET /V1/payments-config/{location}');
  assert.deepEqual(payments?.cause.evidence.map((e) => e.kind), ['contract-release', 'module-enabled'], 'bundled from 2.4.7: the contract\'s since, and the module enabled on 2.4.7 only');
  const wrapping = edition.routes.find((r) => r.route === 'GET /V1/gift-wrappings');
  assert.equal(wrapping?.cause.id, 'cause.edition');
  assert.deepEqual(wrapping?.cause.evidence[1], { kind: 'module-enabled', module: 'Magento_GiftWrapping', enabledOn: 'commerce-2.4.7', disabledOn: 'oss-2.4.6' });
  assert.deepEqual(undecided(edition), [], edition.schema.filter((s) => s.cause.id !== 'cause.edition' && s.cause.id !== 'cause.release').map((s) => `${s.subject} ${s.cause.id}`).join(', '));
  // framework-metadata-object-interface is the framework's, published for an RMA route: the edition's.
  const metadata = edition.schema.find((s) => s.subject === 'framework-metadata-object-interface');
  assert.deepEqual([metadata?.cause.id, metadata?.module, metadata?.cause.evidence[0]?.kind], ['cause.edition', 'Magento_Rma', 'published-for']);
  assert.match(markdown, /## What changes for an integration[\s\S]*## Summary/);
});
