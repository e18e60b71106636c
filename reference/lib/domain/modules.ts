// What the installation has switched on: its modules, and its checkout agreements (none).

import type { HandlerTable } from './context.ts';
import { searchCall } from './context.ts';
import { listSearch } from './search.ts';
import type { DomainOptions } from './api.ts';
import { isAtLeast } from '../release.ts';

/** Modules every installation enables that declare no route of the route table: the framework's own, the web API's,
 * the theme. */
const FRAMEWORK_MODULES = ['Magento_Config', 'Magento_Theme', 'Magento_Webapi', 'Magento_WebapiAsync', 'Magento_Swagger', 'Magento_Security'];

/** The search engines the platform ships, by the release that brought (and took) each: Elasticsearch 7 in 2.4
 * (removed in 2.4.8), OpenSearch as its own module from 2.4.6. A real installation may disable them all (the real
 * 2.4.7-p3 of docs/real-platform.md has no search engine); the reference enables what its release ships. */
function searchEngines(release: string): string[] {
  return [
    ...(isAtLeast(release, '2.4.0') && !isAtLeast(release, '2.4.8') ? ['Magento_Elasticsearch', 'Magento_Elasticsearch7'] : []),
    ...(isAtLeast(release, '2.4.6') ? ['Magento_OpenSearch'] : []),
  ];
}

/** Adobe Commerce's modules that declare no route of the table (content staging, gift cards as products, segments,
 * the action log). */
const COMMERCE_ONLY_MODULES = ['Magento_AdminGws', 'Magento_CatalogStaging', 'Magento_CustomerSegment', 'Magento_GiftCard', 'Magento_Logging', 'Magento_Staging', 'Magento_TargetRule'];

/** What GET /V1/modules lists for the profile: the modules of the routes it serves, the framework's, the search
 * engines of its release and, on Adobe Commerce, the edition's own. Edition and release change it as on the platform
 * (a commerce module, or one a release brought such as Payment Services in 2.4.7, is listed only where it is served). */
export function enabledModules(options: Pick<DomainOptions, 'profile' | 'routeModules'>): string[] {
  const { edition, release } = options.profile;
  return [...new Set([...FRAMEWORK_MODULES, ...searchEngines(release), ...(edition === 'commerce' ? COMMERCE_ONLY_MODULES : []), ...options.routeModules])].sort();
}

export const moduleHandlers: HandlerTable = {
  ['Magento\\Backend\\Service\\V1\\ModuleServiceInterface::getModules']: (ctx) => enabledModules(ctx.options),
  ['Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsRepositoryInterface::getList']: () => [],
  // 2.3.0+: the agreements through a collection the searchCriteria filter, sort and page (a name that is no column of
  // checkout_agreement is an SQL error, 500, as the real 2.4.7-p3 answered); the answer is the items alone.
  ['Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsListInterface::getList']: (ctx) => listSearch(searchCall(ctx), [], { table: 'checkout_agreement', storage: 'flat' }).items ?? [],
};
