// Service method signatures beyond what the published schema shows: the PHP argument names behind the names a route
// publishes, and the declared types (the schema publishes `mixed` as string). The queue layer needs both: its message
// validator checks declared types, and its consumer calls the service with the message's keys as named arguments.

import type { ServiceParameter } from '../types.ts';
import { methodRow, parseSpec } from './types-table.ts';

/** Arguments whose PHP name differs from the name the route publishes, as the 2.4.7 service contracts declare them
 * (the published name comes from the route's URL, the argument name from the interface). */
const ARGUMENT_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // DELETE /V1/salesRules/:ruleId → RuleRepositoryInterface::deleteById($id) in 2.4.7 (later renamed to $ruleId).
  'Magento\\SalesRule\\Api\\RuleRepositoryInterface::deleteById': { ruleId: 'id' },
};

const PHP_TYPES: Readonly<Record<string, string>> = { s: 'string', i: 'int', n: 'float', b: 'bool', m: 'mixed', o: 'array', any: 'mixed' };

/** A compact type code of the types table as the PHP type it stands for. */
export function phpTypeOf(spec: string): string {
  const code = parseSpec(spec).code;
  if (code.endsWith('[]')) return `${phpTypeOf(code.slice(0, -2))}[]`;
  if (code.startsWith('#')) return code.slice(1);
  return PHP_TYPES[code] ?? code;
}

/** The parameters of a service method (path parameters, then body fields); null when the reference does not know it. */
export function serviceParameters(serviceClass: string, serviceMethod: string): ServiceParameter[] | null {
  const row = methodRow(serviceClass, serviceMethod);
  if (row === undefined) return null;
  const renamed = ARGUMENT_NAMES[`${serviceClass.replace(/^\\/, '')}::${serviceMethod}`] ?? {};
  return [...Object.entries(row.path ?? {}), ...Object.entries(row.body ?? {})].map(([published, spec]) => ({
    name: renamed[published] ?? published,
    published,
    type: phpTypeOf(spec),
  }));
}
