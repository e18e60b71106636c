import { altered, jsonOf, scenarioCases } from '../testing/fake-scenario.ts';
import { statusBulkCompletes } from './bulk-completes.ts';

/** The consumer ends every operation failed (status 3): the bulk settles, nothing is saved. */
const everyOperationFails = altered((sent, healthy) => {
  const json = jsonOf(healthy) as { operations_list?: Array<Record<string, unknown>> };
  if (!sent.path.endsWith('/status') || !Array.isArray(json.operations_list)) return undefined;
  return { status: 200, json: { ...json, operations_list: json.operations_list.map((op) => ({ ...op, status: 3, result_message: 'Something went wrong.' })) } };
});
/** Operations end complete and the products are never saved. */
const savedNothing = altered((sent) => (sent.method === 'GET' && /^\/V1\/products\/[^/]+$/.test(sent.path) ? { status: 404, json: { message: 'The product that was requested doesn\'t exist. Verify the product and try again.' } } : undefined));

scenarioCases(statusBulkCompletes, [
  { name: 'three valid products queued in one bulk complete and read back', want: { outcome: 'pass', note: '3 operations complete; each product reads back with the name it was queued with' } },
  { name: 'a bulk whose every operation fails (terminal, so status.terminal passes) fails', fake: { answer: everyOperationFails }, want: { outcome: 'fail', broken: 'a bulk of three valid products did not complete every operation', expected: '3 operations with status 1', actual: /^\[\{"id":0,"status":3,"result_message":"Something went wrong."\}/ } },
  { name: 'operations marked complete whose products do not exist fail', fake: { answer: savedNothing }, want: { outcome: 'fail', broken: 'operation 0 of the bulk ended complete, but GET /V1/products/:sku does not answer the product it queued', expected: /^200 with /, actual: '404 "The product that was requested doesn\'t exist. Verify the product and try again."' } },
]);
