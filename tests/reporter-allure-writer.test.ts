// The Allure reporter's background writer: same files as allure-playwright's, published atomically, every write
// awaited at the end, failures reported; and the reporter really installs it (an allure-playwright release that moves
// its private runtime would silently bring the fsync-per-result writer back).

import { strict as assert } from 'node:assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { Suite } from '@playwright/test/reporter';
import CommerceAllureReporter from '../reporters/allure.ts';
import { BackgroundAllureWriter, type AllureWriter } from '../reporters/allure-writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'cc-allure-writer-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function recordingWriter(): AllureWriter & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    writeResult: () => calls.push('result'),
    writeGroup: () => calls.push('group'),
    writeAttachment: () => calls.push('attachment'),
    writeAttachmentFromPath: () => calls.push('attachmentFromPath'),
    writeEnvironmentInfo: () => calls.push('environment'),
    writeCategoriesDefinitions: () => calls.push('categories'),
    writeGlobals: () => calls.push('globals'),
  };
}

test('results, containers and attachments land as their files once flushed; no temporary file is left', async () => {
  const out = join(dir, 'ok');
  const writer = new BackgroundAllureWriter(out, recordingWriter());
  for (let i = 0; i < 200; i++) writer.writeResult({ uuid: `r${i}`, name: `test ${i}` } as { uuid: string });
  writer.writeGroup({ uuid: 'g1' });
  const buffer = Buffer.from('excerpt');
  writer.writeAttachment('a1-attachment.txt', buffer);
  buffer.fill(0); // the caller may reuse its buffer
  const source = join(dir, 'source.json');
  writeFileSync(source, '{"x":1}');
  writer.writeAttachmentFromPath('a2-attachment.json', source);
  assert.deepEqual(await writer.flush(), []);
  const files = readdirSync(out);
  assert.equal(files.filter((f) => f.endsWith('-result.json')).length, 200);
  assert.ok(files.includes('g1-container.json'));
  assert.equal(readFileSync(join(out, 'a1-attachment.txt'), 'utf8'), 'excerpt');
  assert.equal(readFileSync(join(out, 'a2-attachment.json'), 'utf8'), '{"x":1}');
  assert.deepEqual(JSON.parse(readFileSync(join(out, 'r7-result.json'), 'utf8')), { uuid: 'r7', name: 'test 7' });
  assert.deepEqual(files.filter((f) => f.endsWith('.tmp')), []);
});

test('a write that fails is reported by flush, and its temporary file removed', async () => {
  const out = join(dir, 'failing');
  const writer = new BackgroundAllureWriter(out, recordingWriter());
  writer.writeAttachmentFromPath('gone-attachment.txt', join(dir, 'no-such-file'));
  writer.writeResult({ uuid: 'fine' });
  const failures = await writer.flush();
  assert.equal(failures.length, 1);
  assert.match(failures[0] ?? '', /gone-attachment\.txt: .*ENOENT/);
  assert.deepEqual(readdirSync(out).sort(), ['fine-result.json']);
});

test('once-per-run files go through the original writer (its own environment.properties format)', () => {
  const original = recordingWriter();
  const writer = new BackgroundAllureWriter(join(dir, 'orig'), original);
  writer.writeEnvironmentInfo({ a: 'b' });
  writer.writeCategoriesDefinitions([]);
  writer.writeGlobals('globals.json', {});
  assert.deepEqual(original.calls, ['environment', 'categories', 'globals']);
});

test('the reporter installs the background writer in allure-playwright at onBegin', async () => {
  const reporter = new CommerceAllureReporter({ resultsDir: join(dir, 'reporter') });
  reporter.onBegin({ allTests: () => [], suites: [], entries: () => [] } as unknown as Suite);
  const runtime = (reporter as unknown as { allureRuntime?: { writer?: unknown } }).allureRuntime;
  assert.ok(runtime?.writer instanceof BackgroundAllureWriter, 'allure-playwright moved its runtime: reporters/allure.ts no longer replaces the writer');
});
