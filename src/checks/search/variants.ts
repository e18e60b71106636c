// The search behaviours the platform does not document, recorded per route as variants (observation `variant`, id
// `search.<aspect>.<form>`) for the difference report and the trend: what a page past the last one answers, what
// page 0 answers, whether a list known to page on none of some releases pages, how an unknown field, an unknown condition type and moreq are answered. src/report reads them back
// by this prefix (SEARCH_VARIANT_PREFIX there); the aspects and forms are listed once, here.

import type { ContextBase } from '../types.ts';

export const SEARCH_ASPECTS = {
  'page-size': ['applied', 'ignored'],
  'past-last-page': ['empty', 'last-page-repeated', 'error', 'other'],
  'page-zero': ['same-as-page-1', 'before-page-1', 'empty', 'error', 'other'],
  'unknown-field': ['rejected', 'internal-error'],
  'unknown-condition': ['as-eq', 'no-items', 'all-items', 'rejected', 'internal-error', 'other'],
  moreq: ['as-gteq', 'as-eq', 'as-lteq', 'no-items', 'rejected', 'internal-error', 'other'],
} as const;

export type SearchAspect = keyof typeof SEARCH_ASPECTS;
export type SearchForm<A extends SearchAspect> = (typeof SEARCH_ASPECTS)[A][number];

export const variantId = <A extends SearchAspect>(aspect: A, form: SearchForm<A>): string => `search.${aspect}.${form}`;

/** Record what the target showed for one aspect on the check's route. */
export function recordVariant<A extends SearchAspect>(ctx: ContextBase, aspect: A, form: SearchForm<A>): void {
  ctx.observe('variant', variantId(aspect, form));
}
