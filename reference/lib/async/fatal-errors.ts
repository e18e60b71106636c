// What kills the async.operations.all consumer: a PHP Error (TypeError, "Call to a member function ... on null",
// "Unknown named parameter") is no Exception, so neither the service nor MassConsumer's catch blocks stop it and
// the consumer process dies with the operation still open.

import { isAtLeast } from '../release.ts';
import type { AsyncHost } from './api.ts';
import type { QueuedCall } from './store.ts';

/** Named arguments are PHP 8; Magento runs on PHP 8 from 2.4.4 (PHP 8.1). On PHP 7 call_user_func_array ignores
 * string keys and passes the values by position, so the same message simply runs. */
const FIRST_RELEASE_ON_PHP_8 = '2.4.4';

function urlParameterNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/**
 * MassConsumer runs the service with call_user_func_array($callback, $entityParams): string keys are PHP 8 named
 * arguments, bound to the implementation's argument names. POST/PUT messages are keyed by the interface's argument
 * names (MessageEncoder::decode maps the message onto the interface method), so an implementation that names an
 * argument otherwise fails on it (Adobe Commerce 2.4.6-p1: POST /async/V1/returns/:id/comments, addComment($data) on
 * the interface, addComment($comment) in CommentManagement: "Unknown named parameter $data"). A DELETE message keeps
 * the URL parameters under their URL names, so a URL parameter that names no argument of the method (DELETE
 * /V1/salesRules/:ruleId → deleteById($id)) fails the call itself.
 */
function unknownNamedParameter(host: AsyncHost, call: QueuedCall): string | null {
  if (!isAtLeast(host.profile.release, FIRST_RELEASE_ON_PHP_8)) return null;
  const parameters = host.serviceParameters(call.route);
  if (parameters === null) return null;
  const implementationNames = new Set(parameters.map((parameter) => parameter.implementation ?? parameter.name));
  const body = call.body !== null && typeof call.body === 'object' && !Array.isArray(call.body) ? (call.body as Record<string, unknown>) : {};
  const passed = call.route.method === 'DELETE' ? urlParameterNames(call.route.url) : parameters.filter((parameter) => parameter.name in body || parameter.name in call.params).map((parameter) => parameter.name);
  const unknown = passed.find((name) => !implementationNames.has(name));
  return unknown === undefined ? null : `Error: Unknown named parameter $${unknown}`;
}

/** The PHP Error the consumer dies of when it runs this call, or null when the call returns or throws an Exception. */
export function consumerFatal(host: AsyncHost, call: QueuedCall, storeCode: string | null): string | null {
  return unknownNamedParameter(host, call) ?? host.fatalError(call.route, call.params, call.body, call.identity, storeCode);
}
