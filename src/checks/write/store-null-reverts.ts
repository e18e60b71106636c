import type { Check } from '../types.ts';
import { skip } from '../types.ts';
import { executingSkip, writeFamily } from './execution.ts';
import { describe, isVerdict, partialExecution, same, show, variantFor } from './partial-executions.ts';

export const writeStoreNullReverts: Check = {
  subject: 'route',
  id: 'write.store-null-reverts',
  family: 'write',
  rule: 'A store-scoped value sent as null under a store view reverts to the default: that view then reads the value the entity has for all store views; where the platform keeps the view\'s value, the contract declares that form (a variant, with its source).',
  source: 'issue 28 §2; magento/magento2 #9186 (a save under a store view wrote store-level values); the real 2.4.7-p3 (stores default, fr, second_en) per route (docs/real-platform.md, Partial updates)',
  appliesTo: (route) => writeFamily(route) && (route.partialUpdate?.storeScoped ?? []).length > 0 && route.partialUpdate?.none === undefined,
  skipsWhen: executingSkip,
  async run(ctx) {
    const p = await partialExecution(ctx);
    if (isVerdict(p)) return p;
    const { spec, store, readRoute } = p;
    const route = ctx.route.key;
    if (store === null) return skip('the contract names no store-scoped value');
    if ('reason' in store) return skip(store.reason);
    ctx.observe('partial-update-store', { view: store.view, values: store.values });
    if (store.set.answer.status < 200 || store.set.answer.status >= 300) return skip(`the update under store view ${store.view} was refused (${describe(store.set.answer)}): there is no value of the view's own to revert`);
    // Only a value the view took can be seen reverting.
    const taken = store.values.filter((v) => same(v.sent, v.shownSet));
    if (taken.length === 0) return skip(`after the update under store view ${store.view}, ${readRoute} under ${store.view} shows none of the values sent (${store.values.map((v) => `${v.read}: ${show(v.shownSet)}`).join('; ')}): there is nothing to revert`);
    if (store.cleared.answer.status < 200 || store.cleared.answer.status >= 300) {
      return { outcome: 'fail', broken: `${route} under store view ${store.view} refused ${taken.map((v) => v.read).join(', ')} sent as null`, expected: 'the update applied and the default value read under the view', actual: describe(store.cleared.answer), exchange: store.cleared.answer };
    }
    const stayed = taken.filter((v) => !same(v.shownDefault, v.shownAfter));
    if (stayed.length === 0) {
      ctx.observe('partial-update-form', { form: 'reverts', view: store.view });
      return { outcome: 'pass', note: `under ${store.view}, ${readRoute} shows ${taken.map((v) => `${v.read} ${show(v.shownAfter)}`).join(', ')}, the default, after null` };
    }
    const kept = variantFor(spec, 'no-revert', stayed.map((v) => v.read));
    if (kept !== undefined) {
      ctx.observe('partial-update-form', { form: 'no-revert', variant: kept.id, fields: stayed.map((v) => v.read), view: store.view });
      const reverted = taken.filter((v) => !stayed.includes(v));
      return { outcome: 'pass', note: `the declared variant ${kept.id}: under ${store.view} ${stayed.map((v) => v.read).join(', ')} kept the view's value after null${reverted.length > 0 ? `; ${reverted.map((v) => v.read).join(', ')} reverted to the default` : ''}` };
    }
    return {
      outcome: 'fail',
      broken: `${route} under store view ${store.view} answered success to ${stayed.map((v) => v.read).join(', ')} sent as null, but ${readRoute} under ${store.view} still shows the view's value`,
      expected: stayed.map((v) => `${v.read}: ${show(v.shownDefault)} (the default)`).join('; '),
      actual: stayed.map((v) => `${v.read}: ${show(v.shownAfter)}`).join('; '),
      ...(store.cleared.read ? { exchange: store.cleared.read } : {}),
    };
  },
};
