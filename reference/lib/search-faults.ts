// The search faults: each breaks one documented promise of searchCriteria on every list route of the reference, so
// the suite's search family can prove it notices (reference/lib/domain/search.ts applies them to the repositories, reference/lib/async/search.ts to the bulk search).

export const SEARCH_FAULTS = {
  /** pageSize is ignored: every matching item comes back. */
  pageSizeIgnored: 'search-page-size-ignored',
  /** sortOrders are ignored: items come in storage order. */
  sortIgnored: 'search-sort-ignored',
  /** A like filter is ignored (matches everything). */
  likeIgnored: 'search-like-ignored',
  /** total_count is the number of items on the page, not of every match. */
  totalIsPageLength: 'search-total-is-page-length',
  /** Filter groups are OR-ed instead of AND-ed. */
  groupsOred: 'search-groups-ored',
  /** A filter or sort on an unknown field answers 500 with the SQL error and a stack trace in the body. */
  unknownFieldSql: 'search-unknown-field-sql',
  /** A sort on a text field (a name, a code, a title) is ignored: items come in storage order. */
  sortTextIgnored: 'search-sort-text-ignored',
  /** search_criteria answers {filter_groups: []} whatever was sent (no filter, page or sort echoed). */
  criteriaNotEchoed: 'search-criteria-not-echoed',
  /** A gt filter is applied as gteq: the bound itself is kept. */
  gtAsGteq: 'search-gt-as-gteq',
  /** A list answers its items without their extension_attributes (the item read still answers them). */
  listItemsMissingNested: 'list-items-missing-nested',
} as const;
