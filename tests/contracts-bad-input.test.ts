// Every kind of malformed contract gives one clear message naming file and line, exit code 1, and no plan.

import { strict as assert } from 'node:assert';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { main, type CliIo } from '../src/cli.ts';
import { compileContractsDir } from '../src/contracts/compile.ts';

const HEADER = '# yaml-language-server: $schema=./contract.schema.json\nmodule: Catalog\nsource: unit test\nroutes:\n';
const GOOD_ROUTE = '  - method: GET\n    path: /V1/products/:sku\n    permission: [Magento_Catalog::products]\n    params:\n      sku: { fixture: product.sku }\n';

function contractsWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'contracts-'));
  copyFileSync(new URL('../contracts/contract.schema.json', import.meta.url), join(dir, 'contract.schema.json'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

async function lint(dir: string): Promise<{ code: number; err: string; out: string }> {
  let out = '';
  let err = '';
  const io: CliIo = { out: (t) => (out += t), err: (t) => (err += t) };
  const code = await main(['lint', '--contracts', dir], io);
  return { code, err, out };
}

async function expectOneError(files: Record<string, string>, where: RegExp, message: RegExp): Promise<void> {
  const dir = contractsWith(files);
  const { code, err } = await lint(dir);
  assert.equal(code, 1, `exit code 1 expected, stderr: ${err}`);
  const lines = err.trim().split('\n');
  const errorLines = lines.filter((l) => /^\S+\.yaml:\d+:\d+ {2}/.test(l));
  assert.equal(errorLines.length, 1, `exactly one error expected, got:\n${err}`);
  assert.match(errorLines[0] ?? '', where);
  assert.match(errorLines[0] ?? '', message);
  assert.match(errorLines[0] ?? '', /\(.+\)$/, 'each error ends with a hint in parentheses');
  assert.equal(compileContractsDir(dir).ok, false, 'no partial plan');
}

test('a valid contract lints clean and lists', async () => {
  const { code, out } = await lint(contractsWith({ 'catalog.yaml': HEADER + GOOD_ROUTE }));
  assert.equal(code, 0);
  assert.match(out, /ok: 1 routes in 1 files/);
});

test('malformed YAML names file and line', async () => {
  await expectOneError({ 'catalog.yaml': `${HEADER}  - method: GET\n    path: [unclosed\n` }, /^catalog\.yaml:\d+:\d+/, /malformed YAML/);
});

test('an unknown key names the key and its line', async () => {
  await expectOneError({ 'catalog.yaml': `${HEADER}${GOOD_ROUTE}    permision: self\n` }, /^catalog\.yaml:10:5/, /unknown key 'permision'.*allowed keys here: .*permission/);
});

test('a missing required key says which', async () => {
  await expectOneError({ 'catalog.yaml': `${HEADER}  - method: GET\n    path: /V1/modules\n` }, /^catalog\.yaml:5:5/, /missing required key 'permission'/);
});

test('a duplicate method+path points at the second and names the first', async () => {
  await expectOneError(
    { 'a.yaml': HEADER + GOOD_ROUTE, 'b.yaml': HEADER + GOOD_ROUTE },
    /^b\.yaml:6:11/,
    /duplicate route GET \/V1\/products\/:sku .*already declared at a\.yaml:5/,
  );
});

test('a :param with no source', async () => {
  await expectOneError(
    { 'catalog.yaml': `${HEADER}  - method: GET\n    path: /V1/products/:sku/media/:entryId\n    permission: [Magento_Catalog::products]\n    params:\n      sku: { fixture: product.sku }\n` },
    /^catalog\.yaml:6:11/,
    /path parameter :entryId .* has no source/,
  );
});

test('a $ref that does not resolve', async () => {
  await expectOneError(
    { 'catalog.yaml': `${HEADER}${GOOD_ROUTE}    response:\n      schema: { $ref: schemas/nope.json }\n` },
    /^catalog\.yaml:11:\d+/,
    /\$ref schemas\/nope\.json does not resolve/,
  );
});

test('an unknown permission form', async () => {
  await expectOneError(
    { 'catalog.yaml': `${HEADER}  - method: GET\n    path: /V1/modules\n    permission: admin\n` },
    /^catalog\.yaml:7:17/,
    /unknown permission form "admin"/,
  );
});

test('a since that is not a release', async () => {
  await expectOneError({ 'catalog.yaml': `${HEADER}${GOOD_ROUTE}    since: "3.1"\n` }, /^catalog\.yaml:10:12/, /"3\.1" is not a release/);
});

test('a release range that does not parse', async () => {
  await expectOneError(
    { 'catalog.yaml': `${HEADER}${GOOD_ROUTE}    permissionByRelease:\n      - releases: "2.0 - two"\n        permission: [Magento_Sales::sales]\n` },
    /^catalog\.yaml:11:\d+/,
    /is not a release range/,
  );
});

test('a missing contracts folder is a clear error, not a stack', async () => {
  const { code, err } = await lint('/nonexistent/contracts');
  assert.equal(code, 1);
  assert.match(err, /contracts folder not found/);
  assert.doesNotMatch(err, /at .*\.ts:\d+/);
});

test('the contract format schema is itself a valid JSON Schema (draft-07)', async () => {
  const { Ajv } = await import('ajv');
  const ajv = new Ajv({ strict: false });
  const schema = JSON.parse((await import('node:fs')).readFileSync(new URL('../contracts/contract.schema.json', import.meta.url), 'utf8')) as object;
  assert.equal(ajv.validateSchema(schema), true, JSON.stringify(ajv.errors));
});
