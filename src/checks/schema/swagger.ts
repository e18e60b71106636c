// What the interactive reference's checks (schema.swagger-*) share with the browser spec that drives the page
// (browser/swagger.spec.ts): the endpoints they look for, the selectors that find the api_key box, how a listed
// endpoint is named, and what to check when the page is not served.

/** An operation open to anonymous callers, on every release. */
export const ANONYMOUS_ENDPOINT = 'GET /V1/directory/countries';
/** An operation a customer token may call, and one it may not (an admin resource). */
export const CUSTOMER_ALLOWED = 'GET /V1/customers/me';
export const CUSTOMER_REFUSED = 'GET /V1/store/storeViews';

/** Where a missing interactive reference usually comes from (a real 2.4.7 answered its storefront 404 page). */
export const SWAGGER_NOT_SERVED_HINT =
  'The installation does not serve /swagger. Check: Magento_Swagger and Magento_SwaggerWebapi are enabled (bin/magento module:status); ' +
  'the deploy mode and configuration let the page be served (production installations often switch it off); ' +
  'the web server routes /swagger to Magento (nginx.conf.sample); COMMERCE_BASE_URL points at the storefront root.';

/** Selectors that find the api_key box and the Explore button on the reference's page and on Swagger UI 2.x (Magento). */
export const API_KEY_SELECTOR = '#api_key, #input_apiKey, input[name="api_key"], input[name="apiKey"], input[placeholder="api_key"]';
export const EXPLORE_SELECTOR = '#explore';

/** Normalizes "GET" + "/V1/customers/me" (or Swagger UI's "/V1/customers/me" text) to "GET /V1/customers/me". */
export function endpointKey(method: string, path: string): string {
  return `${method.trim().toUpperCase()} ${path.trim().replace(/\/+$/, '')}`;
}

/** A failure judged from the page: no exchange, the page's endpoint list is the evidence (a screenshot beside it). */
export const pageFailure = (broken: string, expected: string, actual: string) => ({ outcome: 'fail' as const, broken, expected, actual });
