import type { Check } from '../types.ts';
import { executingSkip, writeFamily } from './execution.ts';
import { describe, differing, isVerdict, partialExecution, same, show, valueAt, variantFor } from './partial-executions.ts';

/** The read pointers a partial update changes or any save changes: no omitted field. */
const notOmitted = (spec: { ignore?: string[] }, changes: Array<{ read: string }>): string[] => [...(spec.ignore ?? []), ...changes.map((c) => c.read)];

export const writePartialKeepsOmitted: Check = {
  subject: 'route',
  id: 'write.partial-keeps-omitted',
  family: 'write',
  rule: 'An update that leaves fields out keeps them: after it, the entity reads back as before but for the field it changed; where the platform replaces the entity, or refuses an update without some field, the contract declares that form (a variant, with its source) and the run records it.',
  source: 'issue 28 §2; magento/magento2 #14663 (group_id reset by a customer PUT without it), #7380 (default addresses lost), #24704 (a partial CMS page PUT nulled every omitted field), #21237 (a partial customer PUT refused); the real 2.4.7-p3\'s answers per route (docs/real-platform.md, Partial updates)',
  appliesTo: (route) => writeFamily(route) && route.partialUpdate !== undefined && route.partialUpdate.none === undefined,
  skipsWhen: executingSkip,
  async run(ctx) {
    const p = await partialExecution(ctx);
    if (isVerdict(p)) return p;
    const { spec, fill, partial, changes, readRoute } = p;
    const route = ctx.route.key;
    const skipped = notOmitted(spec, changes);
    ctx.observe('partial-update', { sent: partial.body, status: partial.answer.status });
    if (partial.answer.status < 200 || partial.answer.status >= 300) {
      const refusal = variantFor(spec, 'refuses', []);
      if (refusal === undefined) return { outcome: 'fail', broken: `${route} refused an update that leaves fields out`, expected: 'the update applied and the omitted fields kept (no variant of this route declares a refusal)', actual: describe(partial.answer), exchange: partial.answer };
      // Refused: nothing may have changed.
      const changedAnyway = differing(fill.entity, partial.entity, spec.ignore ?? []);
      if (changedAnyway.length > 0) return { outcome: 'fail', broken: `${route} refused the partial update, but ${readRoute} shows ${changedAnyway.map((d) => d.pointer).join(', ')} changed`, expected: changedAnyway.map((d) => `${d.pointer}: ${show(d.before)}`).join('; '), actual: changedAnyway.map((d) => `${d.pointer}: ${show(d.after)}`).join('; '), ...(partial.read ? { exchange: partial.read } : {}) };
      ctx.observe('partial-update-form', { form: 'refuses', variant: refusal.id });
      return { outcome: 'pass', note: `the declared variant ${refusal.id}: ${route} refused the update that left fields out (${describe(partial.answer)}) and changed nothing` };
    }
    if (partial.entity === undefined) return { outcome: 'fail', broken: `after the partial update, ${readRoute} does not answer the entity`, expected: '200 with the entity', actual: describe(partial.read ?? partial.answer), exchange: partial.read ?? partial.answer };
    const notApplied = changes.filter((c) => !same(c.value, valueAt(partial.entity, c.read)));
    if (notApplied.length > 0) {
      return { outcome: 'fail', broken: `${route} answered success to a partial update, but ${readRoute} does not show the field it changed`, expected: notApplied.map((c) => `${c.read}: ${show(c.value)}`).join('; '), actual: notApplied.map((c) => `${c.read}: ${show(valueAt(partial.entity, c.read))}`).join('; '), ...(partial.read ? { exchange: partial.read } : {}) };
    }
    const lost = differing(fill.entity, partial.entity, skipped);
    const compared = Object.keys(fill.entity ?? {}).length;
    if (lost.length === 0) {
      ctx.observe('partial-update-form', { form: 'keeps' });
      return { outcome: 'pass', note: `${readRoute} shows every field the update left out as before (${compared} top-level fields compared; changed: ${changes.map((c) => c.read).join(', ')})` };
    }
    const replaced = variantFor(spec, 'resets', lost.map((d) => d.pointer));
    if (replaced !== undefined) {
      ctx.observe('partial-update-form', { form: 'resets', variant: replaced.id, fields: lost.map((d) => d.pointer) });
      return { outcome: 'pass', note: `the declared variant ${replaced.id}: ${lost.map((d) => `${d.pointer} ${show(d.before)} → ${show(d.after)}`).join('; ')}` };
    }
    return {
      outcome: 'fail',
      broken: `${route} answered success to an update that left fields out, but ${readRoute} shows ${lost.length === 1 ? `${lost[0]?.pointer} otherwise` : `${lost.length} omitted fields otherwise`}`,
      expected: lost.map((d) => `${d.pointer}: ${show(d.before)}`).join('; '),
      actual: lost.map((d) => `${d.pointer}: ${show(d.after)}`).join('; '),
      ...(partial.read ? { exchange: partial.read } : {}),
    };
  },
};
