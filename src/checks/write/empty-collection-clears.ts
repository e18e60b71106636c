import type { Check } from '../types.ts';
import { skip } from '../types.ts';
import { executingSkip, writeFamily } from './execution.ts';
import { describe, isEmpty, isVerdict, partialExecution, show, valueAt, variantFor } from './partial-executions.ts';

export const writeEmptyCollectionClears: Check = {
  subject: 'route',
  id: 'write.empty-collection-clears',
  family: 'write',
  rule: 'A collection an update sends as [] is emptied: the entity reads back without an item of it (tier prices, custom options, product links, customer addresses, ...), and the update\'s answer, where it is the entity, shows none; where the platform keeps it, the contract declares that form (a variant, with its source).',
  source: 'issue 28 §2; magento/magento2 #2499 (for a customer\'s addresses "the data passed represents the final state of relations"); the real 2.4.7-p3\'s answers per route (docs/real-platform.md, Partial updates)',
  appliesTo: (route) => writeFamily(route) && (route.partialUpdate?.empties ?? []).length > 0 && route.partialUpdate?.none === undefined,
  skipsWhen: executingSkip,
  async run(ctx) {
    const p = await partialExecution(ctx);
    if (isVerdict(p)) return p;
    const { spec, fill, empties, readRoute } = p;
    const route = ctx.route.key;
    if (empties === null) return skip('the contract names no collection to send as []');
    // Only a collection the entity holds items of can be seen emptied.
    const held = (spec.empties ?? []).filter((e) => !isEmpty(valueAt(fill.entity, e.read)));
    if (held.length === 0) return skip(`after the update that sent ${(spec.empties ?? []).map((e) => e.body).join(', ')} with an item, ${readRoute} shows none of them: nothing to empty (write.read-back judges what a write keeps)`);
    ctx.observe('partial-update-empties', { sent: empties.body, status: empties.answer.status });
    if (empties.answer.status < 200 || empties.answer.status >= 300) {
      return { outcome: 'fail', broken: `${route} refused an update that sends ${held.map((e) => e.body).join(', ')} as []`, expected: 'the update applied and the collection emptied', actual: describe(empties.answer), exchange: empties.answer };
    }
    if (empties.entity === undefined) return { outcome: 'fail', broken: `after the update that sent [], ${readRoute} does not answer the entity`, expected: '200 with the entity', actual: describe(empties.read ?? empties.answer), exchange: empties.read ?? empties.answer };
    const stayed = held.filter((e) => !isEmpty(valueAt(empties.entity, e.read)));
    // The update's own answer, where it is the entity (not an item of a list), holds none either.
    const answeredWith = spec.item === undefined ? held.filter((e) => !stayed.includes(e) && !isEmpty(valueAt(empties.answer.json, e.read))) : [];
    if (stayed.length === 0 && answeredWith.length > 0) {
      return {
        outcome: 'fail',
        broken: `${route} emptied ${answeredWith.map((e) => e.read).join(', ')} sent as [], but its answer still shows ${answeredWith.map((e) => e.read).join(', ')}`,
        expected: answeredWith.map((e) => `${e.read} in the answer: empty`).join('; '),
        actual: answeredWith.map((e) => `${e.read}: ${show(valueAt(empties.answer.json, e.read))}`).join('; '),
        exchange: empties.answer,
      };
    }
    if (stayed.length === 0) {
      ctx.observe('partial-update-form', { form: 'empties' });
      return { outcome: 'pass', note: `${readRoute} shows ${held.map((e) => e.read).join(', ')} empty after the update sent []${spec.item === undefined ? ', and so does its answer' : ''}` };
    }
    const kept = variantFor(spec, 'keeps-empty', stayed.map((e) => e.read));
    if (kept !== undefined) {
      ctx.observe('partial-update-form', { form: 'keeps-empty', variant: kept.id, fields: stayed.map((e) => e.read) });
      const cleared = held.filter((e) => !stayed.includes(e));
      return { outcome: 'pass', note: `the declared variant ${kept.id}: ${stayed.map((e) => e.read).join(', ')} kept after []${cleared.length > 0 ? `; ${cleared.map((e) => e.read).join(', ')} emptied` : ''}` };
    }
    return {
      outcome: 'fail',
      broken: `${route} answered success to ${stayed.map((e) => e.body).join(', ')} sent as [], but ${readRoute} still shows ${stayed.map((e) => e.read).join(', ')}`,
      expected: stayed.map((e) => `${e.read}: empty`).join('; '),
      actual: stayed.map((e) => `${e.read}: ${show(valueAt(empties.entity, e.read))}`).join('; '),
      ...(empties.read ? { exchange: empties.read } : {}),
    };
  },
};
