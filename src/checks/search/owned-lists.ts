// The search routes whose items the run can make of its own (src/checks/owned/entities.ts), and the field of the
// items that holds the name the run gives them: with writes allowed, search.exact makes three, named alike, and
// searches for exactly them. Every kind here is one the sweep removes by that name (src/cleanup/sweep-kinds.ts).

import type { OwnedKind } from '../owned/entities.ts';

export interface OwnedList {
  kind: OwnedKind;
  /** The item field that carries the name the factory was given (as it is, or as the start of an e-mail address). */
  field: string;
  /** Another field that carries the name as it is (a customer's firstname), OR-ed in a group of its own by search.exact
   * as the platform's tests filter a second field (CustomerRepositoryTest::testSearchCustomersMultipleFilterGroups). */
  alias?: string;
  /** A field every item the factory makes holds with one value (a customer's lastname), AND-ed as the platform's tests
   * do; without it the like filter on the names stands for it. */
  shared?: { field: string; value: string };
  /** The list's one key is numeric and takes gt: search.exact asks the three OR-ed AND the key gt the first's, sorted by
   * the name against the key's order (GroupRepositoryTest::testSearchGroupsWithMultipleFilterGroupsAndSorting). */
  keyRange?: true;
  /** A field the factory gives the three one value, not the field's default, that OR-ed with the alias in a group of
   * its own selects them (BlockRepositoryTest::testSearch: title OR is_active). */
  flag?: { field: string; value: string };
}

export const OWNED_LISTS: Readonly<Record<string, OwnedList>> = {
  'GET /V1/products': { kind: 'product', field: 'sku' },
  'GET /V1/categories/list': { kind: 'category', field: 'name' },
  'GET /V1/customers/search': { kind: 'customer', field: 'email', alias: 'firstname', shared: { field: 'lastname', value: 'Conformance' } },
  'GET /V1/cmsPage/search': { kind: 'cms-page', field: 'identifier' },
  // The factory makes blocks with title = identifier, inactive (is_active defaults to true).
  'GET /V1/cmsBlock/search': { kind: 'cms-block', field: 'identifier', alias: 'title', flag: { field: 'is_active', value: '0' } },
  'GET /V1/customerGroups/search': { kind: 'customer-group', field: 'code', keyRange: true },
  'GET /V1/taxClasses/search': { kind: 'tax-class', field: 'class_name' },
  'GET /V1/taxRates/search': { kind: 'tax-rate', field: 'code' },
  'GET /V1/salesRules/search': { kind: 'sales-rule', field: 'name', keyRange: true },
  'GET /V1/products/attribute-sets/sets/list': { kind: 'attribute-set', field: 'attribute_set_name' },
  'GET /V1/eav/attribute-sets/list': { kind: 'attribute-set', field: 'attribute_set_name' },
  'GET /V1/products/attributes': { kind: 'product-attribute', field: 'attribute_code' },
};
