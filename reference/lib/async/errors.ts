// The platform's error answers the asynchronous layer gives itself (others come from the host: ACL, validation).

import type { ApiResponse } from '../types.ts';

export function errorResponse(status: number, message: string, parameters?: Record<string, unknown> | unknown[]): ApiResponse {
  return { status, body: parameters === undefined ? { message } : { message, parameters } };
}

/** Router miss: no route for this method and path (also every /async path when the release has no WebapiAsync). */
export const routeNotFound = (): ApiResponse => errorResponse(404, 'Request does not match any route.');

/** AsynchronousRequestProcessor::canProcess refused the request (GET on /async, facts 15). */
export const cannotProcess = (): ApiResponse => errorResponse(400, 'Specified request cannot be processed.');

export const decodingError = (): ApiResponse => errorResponse(400, 'Decoding error.');

export const requiredField = (fieldName: string): ApiResponse =>
  errorResponse(400, '"%fieldName" is required. Enter and try again.', { fieldName });

/** A synchronous route the WebapiAsync configuration has no topic for (e.g. a method the release does not queue). */
export const noAsyncConfig = (key: string): ApiResponse =>
  errorResponse(400, 'WebapiAsync config for "%lookupKey" does not exist.', { lookupKey: key });

export const bulkNotFound = (bulkUuid: string): ApiResponse =>
  errorResponse(404, 'Bulk uuid %bulkUuid not exist', { bulkUuid });
