// The platform's error bodies ({message, parameters?}) and the exact messages the core answers with.
// Messages are the raw phrases of Magento 2.4.x (placeholders kept, values in `parameters`).

import type { ApiResponse, ErrorBody } from './types.ts';

export const MESSAGES = {
  noRoute: 'Request does not match any route.',
  cannotProcess: 'Specified request cannot be processed.',
  methodNotSupported: 'The %1 HTTP method is not supported.',
  /** Before the method validator (2.4.4 and older) a bad method failed inside Request::getHttpMethod. */
  methodInvalid: 'Request method is invalid.',
  notAuthorized: "The consumer isn't authorized to access %resources.",
  signInIncorrect:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  decodingError: 'Decoding error.',
  contentTypeEmpty: 'Content-Type header is empty.',
  contentTypeUnknown: 'Server cannot understand Content-Type HTTP header media type %1',
  acceptUnmatched:
    'Server cannot match any of the given Accept HTTP header media type(s) from the request: "%1" with media types from the config of response renderer.',
  fieldRequired: '"%fieldName" is required. Enter and try again.',
  inputExceptions: 'One or more input exceptions have occurred.',
  httpsOnly: 'Operation allowed only in HTTPS',
  recaptchaFailed: 'ReCaptcha validation failed, please try again',
  captchaMissing: 'Please provide CAPTCHA code and try again',
  captchaIncorrect: 'Incorrect CAPTCHA',
  allStoreGet: "Cannot perform GET operation with store code 'all'",
} as const;

export function errorResponse(status: number, message: string, parameters?: ErrorBody['parameters']): ApiResponse {
  const body: ErrorBody = parameters === undefined ? { message } : { message, parameters };
  return { status, body };
}

export function notAuthorized(resources: readonly string[]): ApiResponse {
  return errorResponse(401, MESSAGES.notAuthorized, { resources: resources.join(', ') });
}

export function fieldRequired(fieldName: string): ApiResponse {
  return errorResponse(400, MESSAGES.fieldRequired, { fieldName });
}

/** Required arguments missing, as the platform's input processor reports them: one names its field, several become
 * the aggregate with one error each (real 2.4.7-p3: GET /V1/carts/mine/payment-order/1 as the admin). */
export function fieldsRequired(fieldNames: readonly string[]): ApiResponse {
  if (fieldNames.length === 1) return fieldRequired(fieldNames[0] ?? '');
  return { status: 400, body: { message: MESSAGES.inputExceptions, errors: fieldNames.map((fieldName) => ({ message: MESSAGES.fieldRequired, parameters: { fieldName } })) } };
}
