// The interactive reference (GET /swagger, /swagger?store=<code>) as seen in a real browser (browser/swagger.spec.ts,
// the `browser` Playwright project). The checks' descriptions and the pure parts live here; the page is driven there.

import type { CheckDescription } from '../types.ts';

export const SWAGGER_PAGE: CheckDescription = {
  id: 'schema.swagger-page',
  family: 'schema',
  rule: 'GET /swagger serves the interactive reference: an HTML page that loads in a browser and lists the operations open to anonymous callers.',
  source: 'seed 000 Schema and interactive reference ("GET /swagger: interactive reference for anonymous resources across stores")',
};

export const SWAGGER_API_KEY: CheckDescription = {
  id: 'schema.swagger-api-key',
  family: 'schema',
  rule: 'The api_key box of /swagger takes a token; the endpoints listed then include one that token may call (GET /V1/customers/me for a customer) and exclude one it may not (GET /V1/store/storeViews).',
  source: 'seed 000 Schema and interactive reference ("an api_key box takes a token and then lists every endpoint that user may call")',
};

export const SWAGGER_STORE: CheckDescription = {
  id: 'schema.swagger-store',
  family: 'schema',
  rule: 'GET /swagger?store=<code> serves the reference for that store view: the page reads the schema of /rest/<code>/schema.',
  source: 'seed 000 Schema and interactive reference ("GET /swagger?store=<store_code>: reference for one store view")',
};

export const SWAGGER_CHECKS: CheckDescription[] = [SWAGGER_PAGE, SWAGGER_API_KEY, SWAGGER_STORE];

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

/** What a page's endpoint list says about a token: the allowed endpoint is there, the refused one is not. */
export function judgeEndpoints(listed: readonly string[], allowed: string, refused: string): { ok: true } | { ok: false; broken: string } {
  const set = new Set(listed);
  if (!set.has(allowed)) return { ok: false, broken: `the list does not include ${allowed}, which the token may call` };
  if (set.has(refused)) return { ok: false, broken: `the list includes ${refused}, which the token may not call` };
  return { ok: true };
}
