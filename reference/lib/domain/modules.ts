// What the installation has switched on: its modules, and its checkout agreements (none).

import type { HandlerTable } from './context.ts';

const MODULES = ['Magento_Store', 'Magento_Config', 'Magento_Directory', 'Magento_Theme', 'Magento_Backend', 'Magento_Eav', 'Magento_Customer', 'Magento_Cms', 'Magento_Integration', 'Magento_Catalog', 'Magento_CatalogInventory', 'Magento_Quote', 'Magento_SalesRule', 'Magento_Sales', 'Magento_Checkout', 'Magento_Tax', 'Magento_Bundle', 'Magento_ConfigurableProduct', 'Magento_Downloadable', 'Magento_GiftMessage', 'Magento_Webapi', 'Magento_WebapiAsync', 'Magento_AsynchronousOperations'];

export const moduleHandlers: HandlerTable = {
  ['Magento\\Backend\\Service\\V1\\ModuleServiceInterface::getModules']: () => [...MODULES],
  ['Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsRepositoryInterface::getList']: () => [],
  ['Magento\\CheckoutAgreements\\Api\\CheckoutAgreementsListInterface::getList']: () => [],
};
