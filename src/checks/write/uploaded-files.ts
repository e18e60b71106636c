// write.uploaded-files: what an image upload stores, read back from the entry (issue 37, the media validators). The
// write family's read-back compares the entry's label, position and disabled; the content is a file, which the read
// answers by its path, and the roles are the entry's own. So on a product of the run's own (full level: the files stay
// in pub/media) this check uploads two images, one with a role and one named without extension with another role, and
// reads each entry back: the file is /<first letter>/<second letter>/<the name sent> (its extension added from the type
// when it has none, a _<n> suffix where the name is taken), the roles are the ones sent (the product's first image takes
// every role only when it is sent with none). Then it updates the first entry with new content, a new name and the
// second's role: the entry keeps its id and reads the new file (not only the new label), and the role left the second.
// Measured on the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (2026-12-02): /c/c/<name>.png for both, the update's new
// file under the same id, the role moved; 2.4.7-p3 also answers the entry's content, which is then the new image.
// Everything is removed at the end: the entries, then the product. What stays in pub/media is recorded as left by
// design: the file an update replaced with its resized copies (no call removes them, on either edition), and the
// resized copies of each entry deleted (the real 2.4.7-p3 removes them with the entry, Adobe Commerce 2.4.6-p1 leaves
// the 22 copies of each: measured 2026-12-02).

import { callerUnavailable } from '../stand-in.ts';
import { describeExchange } from '../platform-errors.ts';
import { leftLedger } from '../owned/left-ledger.ts';
import { PIXEL_PNG } from '../owned/catalog-entities.ts';
import { pass, skip, writesAllowed, WRITES_DENIED_SCENARIO, type HttpExchange, type Scenario, type ScenarioCheck, type ScenarioContext, type Verdict } from '../types.ts';

const ROUTE = 'POST /V1/products/:sku/media';
const UPDATE = 'PUT /V1/products/:sku/media/:entryId';
const READ = 'GET /V1/products/:sku/media/:entryId';

/** A 1x2 PNG, another image than PIXEL_PNG: what the update sends. */
export const TALL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAACCAIAAAAW4yFwAAAADUlEQVR4nGP4zwAC/wEIAAH/2ZC7NQAAAABJRU5ErkJggg==';

/** Why the check is not run below the full level. */
export const WRITES_BELOW_FULL_UPLOADS = 'not run below COMMERCE_WRITES=full: the images it uploads are files in pub/media, and the one an update replaces stays there (no REST call removes it)';

const record = (json: unknown): Record<string, unknown> => (json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
const ok = (res: HttpExchange): boolean => res.status >= 200 && res.status < 300;
const describe = (res: HttpExchange): string => describeExchange(res.status, res.json, res.bodyText);
const failed = (broken: string, expected: string, actual: string, exchange: HttpExchange): Verdict => ({ outcome: 'fail', broken, expected, actual, exchange });
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path the platform stores an image sent as `name` under (pub/media/catalog/product): the name's first two
 * characters as folders (a dot as _), the name with the characters a file name may not hold as _, its extension added
 * from the type when it has none, and _<n> before it where the name is taken already. */
export function storedFilePattern(name: string, extension: string): RegExp {
  const corrected = name.replace(/[^a-z0-9_\-.]+/gi, '_');
  const dot = corrected.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [corrected.slice(0, dot), corrected.slice(dot + 1)] : [corrected, extension];
  const folder = (c: string | undefined): string => escape(c === '.' ? '_' : (c ?? ''));
  return new RegExp(`^/${folder(corrected[0])}/${folder(corrected[1])}/${escape(base)}(_\\d+)?\\.${escape(ext)}$`, 'i');
}

/** The roles as a sorted list, or null where the read answers none. */
const rolesOf = (entry: Record<string, unknown>): string[] | null => (Array.isArray(entry.types) ? entry.types.map(String).sort() : null);

async function judge(ctx: ScenarioContext): Promise<Verdict> {
  const sku = ctx.name('upf').toLowerCase();
  const path = `/V1/products/${encodeURIComponent(sku)}`;
  const made = await ctx.send('admin', { method: 'POST', path: '/V1/products', storeCode: 'all', body: { product: { sku, name: sku, attribute_set_id: 4, price: 10, status: 2, visibility: 1, type_id: 'simple', weight: 1 } } });
  if (!ok(made)) return skip(`the run's own product could not be made: POST /V1/products answered ${describe(made)}`);
  const entries: string[] = [];
  try {
    const upload = async (name: string, types: string[]): Promise<HttpExchange> => {
      const res = await ctx.send('admin', { method: 'POST', path: `${path}/media`, storeCode: 'all', body: { entry: { media_type: 'image', label: `${sku} ${name}`, position: entries.length + 1, disabled: false, types, content: { base64_encoded_data: PIXEL_PNG, type: 'image/png', name } } } });
      if (ok(res) && (typeof res.json === 'string' || typeof res.json === 'number')) entries.push(String(res.json));
      return res;
    };
    const read = (id: string): Promise<HttpExchange> => ctx.send('admin', { method: 'GET', path: `${path}/media/${encodeURIComponent(id)}`, storeCode: 'all' });
    const firstName = `${sku}-one.png`;
    const secondName = `${sku}-two`;
    const first = await upload(firstName, ['thumbnail']);
    if (!ok(first) || entries[0] === undefined) return failed(`${ROUTE} refused an image of the run's own product`, '200 with the entry\'s id', describe(first), first);
    const second = await upload(secondName, ['image']);
    if (!ok(second) || entries[1] === undefined) return failed(`${ROUTE} refused a second image of the run's own product, named without extension`, '200 with the entry\'s id', describe(second), second);
    const [firstId, secondId] = entries as [string, string];

    // Each entry as uploaded: its file from the name sent, its roles the ones sent.
    for (const [id, name, roles] of [[firstId, firstName, ['thumbnail']], [secondId, secondName, ['image']]] as const) {
      const res = await read(id);
      if (res.status !== 200) return failed(`${READ} did not answer the entry ${ROUTE} made`, '200 with the entry', describe(res), res);
      const entry = record(res.json);
      const pattern = storedFilePattern(name, 'png');
      if (typeof entry.file !== 'string' || !pattern.test(entry.file)) return failed(`${READ} does not show the file of the image ${ROUTE} sent as ${name}`, `a file ${pattern.source} (pub/media/catalog/product/<a>/<b>/<name>)`, `file ${JSON.stringify(entry.file)}`, res);
      if (JSON.stringify(rolesOf(entry)) !== JSON.stringify([...roles].sort())) return failed(`${READ} does not show the roles ${ROUTE} gave the image ${name}`, `types ${JSON.stringify(roles)}`, `types ${JSON.stringify(entry.types)}`, res);
    }
    const before = record((await read(firstId)).json);

    // The first entry updated with new content, a new name and the second's role.
    const newName = `${sku}-new.png`;
    const roles = ['image', 'small_image'];
    const updated = await ctx.send('admin', { method: 'PUT', path: `${path}/media/${encodeURIComponent(firstId)}`, storeCode: 'all', body: { entry: { id: Number(firstId), media_type: 'image', label: `${sku} renewed`, position: 1, disabled: false, types: roles, content: { base64_encoded_data: TALL_PNG, type: 'image/png', name: newName } } } });
    if (!ok(updated)) return failed(`${UPDATE} refused new content for the run's own entry`, '200 true', describe(updated), updated);
    // Whatever it answers from now on, the file the update replaced stays in pub/media.
    if (typeof before.file === 'string') leftLedger().left({ kind: 'media file', id: `catalog/product${before.file} and catalog/product/cache/*${before.file}`, by: `write.uploaded-files ${UPDATE}` });
    const after = await read(firstId);
    if (after.status !== 200) return failed(`${READ} did not answer the entry ${UPDATE} gave new content`, '200 with the entry, under its id', describe(after), after);
    const entry = record(after.json);
    const pattern = storedFilePattern(newName, 'png');
    if (typeof entry.file !== 'string' || !pattern.test(entry.file)) {
      const kept = entry.file === before.file ? ' (the old file kept: only the other fields changed)' : '';
      return failed(`${READ} does not show the new file ${UPDATE} sent for the entry${kept}`, `a file ${pattern.source}`, `file ${JSON.stringify(entry.file)}, label ${JSON.stringify(entry.label)}`, after);
    }
    const content = record(entry.content);
    if (typeof content.base64_encoded_data === 'string' && content.base64_encoded_data !== TALL_PNG) return failed(`${READ} answers the entry's content, and it is not the image ${UPDATE} sent`, 'the new image\'s base64 data', `${content.base64_encoded_data.slice(0, 40)}...`, after);
    if (JSON.stringify(rolesOf(entry)) !== JSON.stringify([...roles].sort())) return failed(`${READ} does not show the roles ${UPDATE} gave the entry`, `types ${JSON.stringify(roles)}`, `types ${JSON.stringify(entry.types)}`, after);
    const other = await read(secondId);
    const otherRoles = rolesOf(record(other.json));
    if (other.status !== 200 || otherRoles === null || otherRoles.includes('image')) return failed(`after ${UPDATE} gave the entry the image role, the other entry still holds it`, 'types [] on the other entry (a role is one entry\'s: the update takes it from the others)', other.status === 200 ? `types ${JSON.stringify(record(other.json).types)}` : describe(other), other);
    const answered = typeof content.base64_encoded_data === 'string' ? '; the content it answers is the new image' : '';
    return pass(`two images uploaded to the run's own product read back with their files (${String(before.file)}, the one named without extension with .png) and the roles sent; the first updated with new content reads the new file ${String(entry.file)} under its id${answered}, with the roles sent, the image role gone from the other`);
  } finally {
    for (const id of entries) {
      const file = record((await ctx.send('admin', { method: 'GET', path: `${path}/media/${encodeURIComponent(id)}`, storeCode: 'all' })).json).file;
      const removed = await ctx.send('admin', { method: 'DELETE', path: `${path}/media/${encodeURIComponent(id)}`, storeCode: 'all' });
      // Its resized copies stay where the entry's delete leaves them (2.4.6-p1) or where it was refused: the file too.
      if (typeof file === 'string') leftLedger().left({ kind: 'media file', id: ok(removed) ? `catalog/product/cache/*${file}` : `catalog/product${file} and catalog/product/cache/*${file}`, by: `write.uploaded-files ${ROUTE}` });
    }
    await ctx.send('admin', { method: 'DELETE', path, storeCode: 'all' });
  }
}

export const writeUploadedFiles: ScenarioCheck<Scenario> = {
  subject: 'scenario',
  id: 'write.uploaded-files',
  family: 'write',
  rule: 'An image uploaded to a product (POST /V1/products/:sku/media) reads back with its file stored under the name sent (/<a>/<b>/<name>, its extension added when it has none) and the roles sent; an entry updated with new content (PUT /V1/products/:sku/media/:entryId) keeps its id and reads the new file, not only the new label, with the roles sent, which leave the other entries.',
  source: 'dev/tests/api-functional ProductAttributeMediaGalleryManagementInterfaceTest (testCreate, testCreateWithoutFileExtension, testUpdate, testUpdateWithNewImage, testGet) (magento/magento2); the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1, probed by hand 2026-12-02',
  scenarios: [{ title: 'image files and roles', about: ROUTE, contract: ROUTE, writes: true, level: 'full', belowFull: WRITES_BELOW_FULL_UPLOADS }],
  async run(ctx) {
    if (!writesAllowed(ctx.target.writes)) return skip(WRITES_DENIED_SCENARIO);
    if (ctx.target.writes !== 'full') return skip(WRITES_BELOW_FULL_UPLOADS);
    const noAdmin = callerUnavailable(ctx.target, 'admin');
    if (noAdmin !== null) return skip(noAdmin);
    return judge(ctx);
  },
};
