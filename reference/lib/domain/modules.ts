// What the installation has switched on: its modules, and its checkout agreements (none).

import type { HandlerTable } from './context.ts';
import { searchCall } from './context.ts';
import { listSearch } from './search.ts';

const MODULES = ['Magento_Store', 'Magento_Config', 'Magento_Directory', 'Magento_Theme', 'Magento_Backend', 'Magento_Eav', 'Magento_Customer', 'Magento_Cms', 'Magento_Integration', 'Magento_Catalog', 'Magento_CatalogInventory', 'Magento_Quote', 'Magento_SalesRule', 'Magento_Sales', 'Magento_Checkout', 'Magento_Tax', 'Magento_Bundle', 'Magento_ConfigurableProduct', 'Magento_Downloadable', 'Magento_GiftMessage', 'Magento_Webapi', 'Magento_WebapiAsync', 'Magento_AsynchronousOperations'];

export const moduleHandlers: HandlerTable = {
  ['Magento\\Backend\\Service\\V1\\ModuleServiceInterface::getModules']: () => [...MODULES],
  ['Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsRepositoryInterface::getList']: () => [],
  // 2.3.0+: the agreements through a collection the searchCriteria filter, sort and page (a name that is no column of
  // checkout_agreement is an SQL error, 500, as the real 2.4.7-p3 answered); the answer is the items alone.
  ['Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsListInterface::getList']: (ctx) => listSearch(searchCall(ctx), [], { table: 'checkout_agreement', storage: 'flat' }).items ?? [],
};
