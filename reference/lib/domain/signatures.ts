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

/** Arguments the implementation (the interface's di.xml preference) names otherwise than the interface, as Adobe
 * Commerce 2.4.6-p1's code declares them (the queue consumer calls the implementation with the interface's names). */
const IMPLEMENTATION_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // POST /V1/returns/:id/comments: CommentManagementInterface::addComment(CommentInterface $data)
  // (Api/CommentManagementInterface.php:23), Model\Service\CommentManagement::addComment(CommentInterface $comment)
  // (Model/Service/CommentManagement.php:74).
  'Magento\\Rma\\Api\\CommentManagementInterface::addComment': { data: 'comment' },
  // GET /V1/carts/:quoteId/giftCards: getListByQuoteId($quoteId) (Api/GiftCardAccountManagementInterface.php:40),
  // Model\Service\GiftCardAccountManagement::getListByQuoteId($cartId) (:130). A GET is never queued.
  'Magento\\GiftCardAccount\\Api\\GiftCardAccountManagementInterface::getListByQuoteId': { quoteId: 'cartId' },
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
  const key = `${serviceClass.replace(/^\\/, '')}::${serviceMethod}`;
  const renamed = ARGUMENT_NAMES[key] ?? {};
  const implementation = IMPLEMENTATION_NAMES[key] ?? {};
  return [...Object.entries(row.path ?? {}), ...Object.entries(row.body ?? {})].map(([published, spec]) => {
    const name = renamed[published] ?? published;
    const own = implementation[name];
    return { name, published, type: phpTypeOf(spec), ...(own === undefined ? {} : { implementation: own }) };
  });
}
