// scope.view-name-inherits: a product's name written under a store view's code gives the view its own name and
// nothing else: its url_key and its image roles (image, small_image, thumbnail) stay inherited from the default
// values. A value the view merely shows cannot tell inherited from copied, so the default values are then changed
// under `all` (a new url_key; the roles moved to the product's second image) and the view must follow them. A view
// still showing the old value holds a copy of its own: the write under its code saved more than it was sent (the
// platform's own tests: ProductRepositoryMultiWebsiteTest::testPartialUpdateShouldNotOverrideUrlKeyInheritance and
// ::testPartialUpdateShouldNotOverrideImagesRolesInheritance, ::testProductDefaultValuesWithTwoWebsites).

import type { HttpExchange, Scenario, ScenarioCheck, ScenarioContext, Verdict } from '../types.ts';
import { attributeOf, entriesOf, IMAGE_ROLES, imageEntry, IMAGES_BELOW_FULL, makeProduct, productPath, withOwnProduct } from './product-parts.ts';
import { PRODUCT, productBody } from './kinds.ts';
import { pass, scoped } from './scenarios.ts';
import { describe, failed, ok, type ScopeViews } from './views.ts';

interface InheritScenario extends Scenario {
  part: 'url_key' | 'image roles';
}

const CONTRACT = 'PUT /V1/products/:sku';

/** The roles a read names, each to its file (undefined: not answered). */
const rolesOf = (json: unknown): Record<string, unknown> => Object.fromEntries(IMAGE_ROLES.map((role) => [role, attributeOf(json, role)]));
const sameRoles = (json: unknown, file: unknown): boolean => IMAGE_ROLES.every((role) => attributeOf(json, role) === file);

export const scopeViewNameInherits: ScenarioCheck<InheritScenario> = {
  subject: 'scenario',
  id: 'scope.view-name-inherits',
  family: 'scope',
  rule: 'A product\'s name written under a store view\'s code gives the view its own name only: its url_key and its image roles (image, small_image, thumbnail) stay inherited, so after the default values change under `all` (a new url_key; the roles moved to another image) the view shows the new ones, never a copy kept from before.',
  source: 'issue 37 (scope beyond names); Magento ProductRepositoryMultiWebsiteTest::testPartialUpdateShouldNotOverrideUrlKeyInheritance, ::testPartialUpdateShouldNotOverrideImagesRolesInheritance, ::testProductDefaultValuesWithTwoWebsites; the real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 (docs/real-platform.md, Scope beyond names)',
  scenarios: [
    { title: 'url_key', about: CONTRACT, contract: CONTRACT, writes: true, part: 'url_key' },
    { title: 'image roles', about: CONTRACT, contract: CONTRACT, writes: true, level: 'full', belowFull: IMAGES_BELOW_FULL, part: 'image roles' },
  ],
  run: scoped(async (ctx, scenario, views) => (scenario.part === 'url_key' ? urlKeyInherits(ctx, views) : rolesInherit(ctx, views))),
};

/** Write the name under the view, then read the product there: the read, or the failing verdict. */
async function nameUnderView(ctx: ScenarioContext, sku: string, code: string): Promise<{ read: HttpExchange; name: string } | Verdict> {
  const name = `${sku} ${code}`;
  const res = await PRODUCT.write(ctx, sku, code, name);
  if (!ok(res)) return failed(`${CONTRACT} under /rest/${code} refused the name`, 'the update applied', describe(res), res);
  const read = await PRODUCT.read(ctx, sku, code);
  if (read.status !== 200 || PRODUCT.shown(read.json) !== name) return failed(`the name written under ${code} does not read back there`, `200 with name "${name}"`, read.status === 200 ? `name ${JSON.stringify(PRODUCT.shown(read.json))}` : describe(read), read);
  return { read, name };
}

async function urlKeyInherits(ctx: ScenarioContext, views: ScopeViews): Promise<Verdict> {
  const view = views.other;
  const sku = ctx.name('vni-urlkey').toLowerCase();
  return withOwnProduct(ctx, sku, () => makeProduct(ctx, productBody(sku), null), null, async () => {
    const before = await PRODUCT.read(ctx, sku, 'all');
    const urlKey = attributeOf(before.json, 'url_key');
    if (before.status !== 200 || typeof urlKey !== 'string') return failed('the run\'s own product answers no url_key under /rest/all', 'a url_key among custom_attributes', before.status === 200 ? 'none' : describe(before), before);
    const written = await nameUnderView(ctx, sku, view.code);
    if (!('read' in written)) return written;
    const shown = attributeOf(written.read.json, 'url_key');
    if (shown !== urlKey) return failed(`the name written under ${view.code} changed the view's url_key`, `url_key "${urlKey}" (inherited)`, `url_key ${JSON.stringify(shown)}`, written.read);
    const moved = `${urlKey}-moved`;
    const res = await ctx.send('admin', { method: 'PUT', path: productPath(sku), storeCode: 'all', body: { product: { sku, custom_attributes: [{ attribute_code: 'url_key', value: moved }] } } });
    if (!ok(res)) return failed(`${CONTRACT} under /rest/all refused the product's own new url_key`, 'the update applied', describe(res), res);
    const after = await PRODUCT.read(ctx, sku, view.code);
    const now = attributeOf(after.json, 'url_key');
    if (after.status !== 200 || now !== moved) {
      return failed(
        `the view ${view.code} does not follow the default url_key: the name written under it ${now === urlKey ? 'copied the url_key into the view' : 'left the view with a url_key of its own'}`,
        `url_key "${moved}" under ${view.code} (the default's, inherited)`,
        after.status === 200 ? `url_key ${JSON.stringify(now)}` : describe(after),
        after,
      );
    }
    ctx.observe('view-name-inherits', { part: 'url_key', view: view.code });
    return pass(`the name written under ${view.code} left its url_key inherited: "${urlKey}", then the default's new "${moved}"`);
  });
}

async function rolesInherit(ctx: ScenarioContext, views: ScopeViews): Promise<Verdict> {
  const view = views.other;
  const sku = ctx.name('vni-roles').toLowerCase();
  const body = productBody(sku, { media_gallery_entries: [imageEntry(sku, 'one', 1, IMAGE_ROLES), imageEntry(sku, 'two', 2, [])] });
  // Under `all`: the images' labels are the default values (created without a code they are the default view's).
  return withOwnProduct(ctx, sku, () => makeProduct(ctx, body, 'all'), 'scope.view-name-inherits', async () => {
    const before = await PRODUCT.read(ctx, sku, 'all');
    const entries = entriesOf(before.json);
    const first = entries.find((e) => e.position === 1);
    const second = entries.find((e) => e.position === 2);
    if (before.status !== 200 || first === undefined || second === undefined || !sameRoles(before.json, first.file)) {
      return failed('the run\'s own product with two images does not read back with its roles on the first', `two media_gallery_entries, ${IMAGE_ROLES.join(', ')} naming the first's file`, before.status === 200 ? `${entries.length} entries, roles ${JSON.stringify(rolesOf(before.json))}` : describe(before), before);
    }
    const written = await nameUnderView(ctx, sku, view.code);
    if (!('read' in written)) return written;
    if (!sameRoles(written.read.json, first.file)) return failed(`the name written under ${view.code} changed the view's image roles`, `${IMAGE_ROLES.join(', ')} "${String(first.file)}" (inherited)`, JSON.stringify(rolesOf(written.read.json)), written.read);
    const res = await ctx.send('admin', { method: 'PUT', path: `${productPath(sku)}/media/${String(second.id)}`, storeCode: 'all', body: { entry: { id: second.id, media_type: 'image', label: second.label, position: second.position, disabled: false, types: [...IMAGE_ROLES], file: second.file } } });
    if (!ok(res)) return failed('PUT /V1/products/:sku/media/:entryId under /rest/all refused the roles for the second image', 'true', describe(res), res);
    const after = await PRODUCT.read(ctx, sku, view.code);
    if (after.status !== 200 || !sameRoles(after.json, second.file)) {
      return failed(
        `the view ${view.code} does not follow the default image roles: the name written under it ${sameRoles(after.json, first.file) ? 'copied the roles into the view' : 'left the view with roles of its own'}`,
        `${IMAGE_ROLES.join(', ')} "${String(second.file)}" under ${view.code} (the default's, inherited)`,
        after.status === 200 ? JSON.stringify(rolesOf(after.json)) : describe(after),
        after,
      );
    }
    ctx.observe('view-name-inherits', { part: 'image roles', view: view.code });
    return pass(`the name written under ${view.code} left its image roles inherited: the first image's, then the second's once the default moved them`);
  });
}
