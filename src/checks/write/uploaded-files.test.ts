// write.uploaded-files on a fake gallery: files stored under the names sent and the roles kept pass (with the content
// answered, as 2.4.7-p3 does, or not, as 2.4.6-p1); an update that keeps the old file, roles that stay on the other
// entry, a file under another name fail; below the full level nothing is sent; everything made is removed and the
// file the update replaced, and the resized copies of each entry deleted, are recorded as left by design.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Canned } from '../testing/fake-context.ts';
import type { ScenarioSent } from '../testing/fake-scenario.ts';
import { scenarioCases } from '../testing/fake-scenario.ts';
import { installLeftLedger, type LeftItem } from '../owned/left-ledger.ts';
import { storedFilePattern, writeUploadedFiles, WRITES_BELOW_FULL_UPLOADS } from './uploaded-files.ts';

type Flaw = 'keeps-file' | 'roles-stay' | 'renamed' | 'content-answered';

/** A product and its gallery as the real platforms keep them, with one flaw at most. */
function gallery(flaw: Flaw | null = null): (sent: ScenarioSent) => Canned {
  const entries = new Map<number, { file: string; types: string[]; label: string; content: string }>();
  let next = 1;
  const fileOf = (name: string): string => `/${name[0]}/${name[1]}/${flaw === 'renamed' ? 'image' : name}${/\.png$/.test(name) ? '' : '.png'}`;
  return (sent) => {
    const body = (sent.body ?? {}) as { entry?: { id?: number; types?: string[]; label?: string; content?: { name: string; base64_encoded_data: string } } };
    const id = Number(/\/media\/(\d+)$/.exec(sent.path)?.[1]);
    if (sent.method === 'POST' && sent.path === '/V1/products') return { status: 200, json: { sku: 'x' } };
    if (sent.method === 'POST') {
      const entry = body.entry ?? {};
      entries.set(next, { file: fileOf(entry.content?.name ?? ''), types: entry.types ?? [], label: entry.label ?? '', content: entry.content?.base64_encoded_data ?? '' });
      return { status: 200, json: String(next++) };
    }
    if (sent.method === 'PUT') {
      const held = entries.get(Number(body.entry?.id));
      if (held === undefined) return { status: 404, json: { message: 'No image with the provided ID was found. Verify the ID and try again.' } };
      const types = body.entry?.types ?? [];
      if (flaw !== 'roles-stay') for (const other of entries.values()) other.types = other.types.filter((t) => !types.includes(t));
      Object.assign(held, { types, label: body.entry?.label ?? '' });
      if (flaw !== 'keeps-file' && body.entry?.content) Object.assign(held, { file: fileOf(body.entry.content.name), content: body.entry.content.base64_encoded_data });
      return { status: 200, json: true };
    }
    const held = entries.get(id);
    if (sent.method === 'DELETE') return held === undefined && !Number.isNaN(id) ? { status: 404, json: { message: 'No image' } } : (entries.delete(id), { status: 200, json: true });
    if (held === undefined) return { status: 404, json: { message: 'The image doesn\'t exist. Verify and try again.' } };
    return { status: 200, json: { id, media_type: 'image', label: held.label, types: held.types, file: held.file, ...(flaw === 'content-answered' ? { content: { base64_encoded_data: held.content, type: 'image/png', name: held.file.split('/').pop() } } : {}) } };
  };
}

const full = { writes: 'full' as const };
const left: LeftItem[] = [];
installLeftLedger({ left: (item) => void left.push(item) });

scenarioCases(writeUploadedFiles, [
  {
    name: 'files under the names sent, roles kept, the update\'s new file under its id: pass; entries then product removed, the replaced file left by design',
    fake: { answer: gallery(), target: full },
    want: { outcome: 'pass', note: /^two images uploaded .* reads the new file \/c\/c\/cctrun0000s0upf-new\.png under its id, with the roles sent, the image role gone from the other$/ },
    then: (f) => {
      assert.deepEqual(f.sent.filter((s) => s.method === 'DELETE').map((s) => s.path), ['/V1/products/cctrun0000s0upf/media/1', '/V1/products/cctrun0000s0upf/media/2', '/V1/products/cctrun0000s0upf']);
      assert.ok(left.some((l) => l.kind === 'media file' && l.id === 'catalog/product/c/c/cctrun0000s0upf-one.png and catalog/product/cache/*/c/c/cctrun0000s0upf-one.png'), JSON.stringify(left));
      for (const file of ['cctrun0000s0upf-new.png', 'cctrun0000s0upf-two.png']) assert.ok(left.some((l) => l.id === `catalog/product/cache/*/c/c/${file}`), `the resized copies of ${file}: ${JSON.stringify(left)}`);
    },
  },
  { name: 'the content answered (2.4.7-p3): it is the new image', fake: { answer: gallery('content-answered'), target: full }, want: { outcome: 'pass', note: /the content it answers is the new image/ } },
  {
    name: 'an update that keeps the old file (only the label changes): fail',
    fake: { answer: gallery('keeps-file'), target: full },
    want: { outcome: 'fail', broken: 'GET /V1/products/:sku/media/:entryId does not show the new file PUT /V1/products/:sku/media/:entryId sent for the entry (the old file kept: only the other fields changed)', expected: /^a file /, actual: /^file "\/c\/c\/cctrun0000s0upf-one\.png", label "cctrun0000s0upf renewed"$/ },
  },
  {
    name: 'a role that stays on the other entry: fail',
    fake: { answer: gallery('roles-stay'), target: full },
    want: { outcome: 'fail', broken: /the other entry still holds it$/, expected: /^types \[\]/, actual: 'types ["image"]' },
  },
  {
    name: 'a file stored under another name: fail',
    fake: { answer: gallery('renamed'), target: full },
    want: { outcome: 'fail', broken: /does not show the file of the image POST \/V1\/products\/:sku\/media sent as cctrun0000s0upf-one\.png$/, expected: /^a file /, actual: 'file "/c/c/image"' },
  },
  { name: 'below the full level: skipped, nothing sent', fake: { answer: gallery(), target: { writes: 'allow' } }, want: { outcome: 'skip', reason: WRITES_BELOW_FULL_UPLOADS }, then: (f) => assert.equal(f.sent.length, 0) },
]);

test('the stored file\'s pattern: the name\'s first two characters as folders, its extension added, a _<n> suffix allowed', () => {
  assert.ok(storedFilePattern('cct-one.png', 'png').test('/c/c/cct-one.png'));
  assert.ok(storedFilePattern('cct-one.png', 'png').test('/c/c/cct-one_1.png'));
  assert.ok(storedFilePattern('cct-two', 'png').test('/c/c/cct-two.png'));
  assert.ok(!storedFilePattern('cct-two', 'png').test('/c/c/cct-two'));
  assert.ok(storedFilePattern('.x y.png', 'png').test('/_/x/.x_y.png'));
});
