// A list's `search.item` against the plan: the item route is a GET of the plan, every path parameter of it is filled
// by a field of the list's items and no other name is given, and the pointers of the declared differences are JSON
// pointers into one item, each with its evidence.

import type { CompiledRoute, ContractError, RawRoute } from './types.ts';

type Problem = (path: Array<string | number>, message: string, hint: string) => ContractError;

export function lintListItem(route: RawRoute, routes: readonly Pick<CompiledRoute, 'key' | 'method' | 'pathParams'>[], problem: Problem): ContractError[] {
  const item = route.search?.item;
  if (item === undefined) return [];
  const errors: ContractError[] = [];
  const target = routes.find((r) => r.key === item.route);
  if (target === undefined || target.method !== 'GET') {
    errors.push(problem(['search', 'item', 'route'], `${item.route} is not a GET route of the plan`, 'name the item read as its key, e.g. GET /V1/products/:sku'));
    return errors;
  }
  for (const param of target.pathParams) {
    if (!(param in item.params)) errors.push(problem(['search', 'item', 'params'], `:${param} of ${item.route} is not filled`, `add ${param}: <the list item's field that holds it>`));
  }
  for (const name of Object.keys(item.params)) {
    if (!target.pathParams.includes(name)) errors.push(problem(['search', 'item', 'params', name], `:${name} is not a parameter of ${item.route}`, `its parameters: ${target.pathParams.map((p) => `:${p}`).join(', ') || 'none'}`));
  }
  for (const map of ['itemOnly', 'listOnly', 'differs'] as const) {
    for (const pointer of Object.keys(item[map] ?? {})) {
      if (!/^(\/[^/]+)+$/.test(pointer)) errors.push(problem(['search', 'item', map, pointer], `${pointer} is not a JSON pointer into an item`, 'write /extension_attributes/stock_item'));
    }
  }
  return errors;
}
