// The reference's data files (route declarations, published types): they load, and a bad file is reported as
// file:line:col with what is wrong and what to do, every problem at once.

import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { DataFileError } from '../lib/data-file.ts';
import { TYPES_DIR, loadTypesData } from '../lib/domain/types-data.ts';
import { WEBAPI_DIR, loadRouteTable } from '../lib/routes/load.ts';

const scratch = mkdtempSync(join(tmpdir(), 'reference-data-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** A copy of a data folder with some files replaced. */
function copyOf(dir: string, files: Record<string, string | null>): string {
  const copy = join(scratch, String(copies++));
  cpSync(dir, copy, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    if (text === null) rmSync(join(copy, name));
    else writeFileSync(join(copy, name), text);
  }
  return copy;
}

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    assert.ok(error instanceof DataFileError, String(error));
    return [...error.problems];
  }
  assert.fail('the data loaded without a problem');
}

describe('route declarations (routes/webapi)', () => {
  test('every module file loads, in the listed order', () => {
    const table = loadRouteTable();
    assert.equal(table.length, 441);
    assert.equal(table[0]?.revisions[0]?.decl?.module, 'Magento_CustomerBalance');
    assert.equal(table.at(-1)?.revisions[0]?.decl?.module, 'Magento_AsynchronousOperations');
  });

  test('since, until, absent and changes become the revisions per release', () => {
    const table = loadRouteTable();
    const find = (method: string, url: string) => table.find((route) => route.method === method && route.revisions[0]?.decl?.url === url);
    assert.deepEqual(
      find('POST', '/V1/customers/resetPassword')?.revisions.map((revision) => [revision.from, revision.decl === null]),
      [
        ['2.1.11', false],
        ['2.2.0', true],
        ['2.2.2', false],
      ],
    );
    assert.deepEqual(find('POST', '/V1/carts/mine/balance/unapply')?.revisions.map((revision) => revision.from), ['2.2.0', '2.3.0']);
    const order = find('GET', '/V1/orders/:id');
    assert.deepEqual(
      order?.revisions.map((revision) => [revision.from, revision.decl?.resources]),
      [
        ['2.0.0', ['Magento_Sales::sales']],
        ['2.2.8', ['Magento_Sales::actions_view']],
        ['2.3.0', ['Magento_Sales::sales']],
        ['2.3.1', ['Magento_Sales::actions_view']],
      ],
    );
    assert.deepEqual(find('GET', '/V1/customers/me')?.revisions[0]?.decl?.data, [{ name: 'customerId', value: '%customer_id%', force: true }]);
  });

  test('a bad declaration is named by file:line:col, what is wrong and what to do', () => {
    const original = readFileSync(join(WEBAPI_DIR, 'Magento_Search.json'), 'utf8');
    const broken = original.replace('"method": "GET"', '"method": "FETCH"').replace('"resources": ["anonymous"]', '"resources": ["anonymous"],\n      "acl": true');
    const problems = problemsOf(() => loadRouteTable(copyOf(WEBAPI_DIR, { 'Magento_Search.json': broken })));
    assert.equal(problems.length, 2, problems.join('\n'));
    assert.match(problems[0] ?? '', /^.*Magento_Search\.json:6:17 {2}routes\[0\]\.method: "FETCH" is not allowed here {2}\(use "GET", "POST", "PUT", "DELETE"\)$/);
    assert.match(problems[1] ?? '', /Magento_Search\.json:10:7 {2}routes\[0\]\.acl: unknown key "acl" {2}\(known keys: method, url, service, resources, since, until, data, secure, changes\)$/);
  });

  test('changes must follow each other and change something', () => {
    const original = readFileSync(join(WEBAPI_DIR, 'Magento_Search.json'), 'utf8');
    const broken = original.replace('"resources": ["anonymous"]', '"resources": ["anonymous"],\n      "since": "2.2.0",\n      "changes": [{"since": "2.1.0", "url": "/V1/search/"}, {"since": "2.3.0"}]');
    const problems = problemsOf(() => loadRouteTable(copyOf(WEBAPI_DIR, { 'Magento_Search.json': broken })));
    assert.match(problems[0] ?? '', /routes\[0\]\.changes\[0\]\.since: 2\.1\.0 is not after 2\.2\.0 {2}\(list changes oldest first/);
    assert.match(problems[1] ?? '', /routes\[0\]\.changes\[1\]: changes nothing/);
  });

  test('a syntax error, an unlisted file and a missing file are reported', () => {
    const original = readFileSync(join(WEBAPI_DIR, 'Magento_Tax.json'), 'utf8');
    const problems = problemsOf(() =>
      loadRouteTable(copyOf(WEBAPI_DIR, { 'Magento_Tax.json': original.replace('"edition": "both",', '"edition": "both"'), 'Magento_Extra.json': '{}', 'Magento_Search.json': null })),
    );
    assert.ok(problems.some((line) => /modules\.json:\d+:\d+ {2}modules: Magento_Extra\.json is not listed/.test(line)), problems.join('\n'));
    assert.ok(problems.some((line) => /modules\.json:\d+:\d+ {2}modules\[\d+\]: no file Magento_Search\.json/.test(line)), problems.join('\n'));
    assert.ok(problems.some((line) => /Magento_Tax\.json:4:3 {2}expected "," or "}", found "\\"" {2}\(the file must be JSON/.test(line)), problems.join('\n'));
  });
});

describe('published types (domain/types)', () => {
  test('every module file loads; methods, definitions and service descriptions in key order', () => {
    const types = loadTypesData();
    assert.equal(Object.keys(types.definitions).length, 459);
    assert.equal(Object.keys(types.methods).length, 477);
    assert.equal(Object.keys(types.serviceDescriptions).length, 164);
    const keys = Object.keys(types.methods);
    assert.deepEqual(keys, [...keys].sort());
    assert.equal(types.methods['Magento\\Catalog\\Api\\ProductRepositoryInterface::get']?.service, 'catalogProductRepositoryV1');
  });

  test('an unknown definition, a misplaced method and a bad type code are named with their place', () => {
    const original = readFileSync(join(TYPES_DIR, 'Magento_Cms.json'), 'utf8');
    const broken = original
      .replace('"returns": "#cms-data-block-interface"', '"returns": "#cms-data-blok-interface"')
      .replace('"Magento\\\\Cms\\\\Api\\\\BlockRepositoryInterface::deleteById"', '"Magento\\\\Tax\\\\Api\\\\BlockRepositoryInterface::deleteById"')
      .replace('"blockId": "s"', '"blockId": "str"');
    const problems = problemsOf(() => loadTypesData(copyOf(TYPES_DIR, { 'Magento_Cms.json': broken })));
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems[0] ?? '', /Magento_Cms\.json:7:9 {2}services\.cmsBlockRepositoryV1\.methods\["Magento\\\\Tax\\\\Api\\\\BlockRepositoryInterface::deleteById"\]: Magento_Tax method in Magento_Cms\.json {2}\(move it to Magento_Tax\.json\)/);
    assert.match(problems[1] ?? '', /Magento_Cms\.json:10:31 {2}.*\.path\.blockId: "str" is not a type code/);
    assert.match(problems[2] ?? '', /Magento_Cms\.json:15:22 {2}.*\.returns: no definition "cms-data-blok-interface" {2}\(define it under "definitions"/);
  });
});
