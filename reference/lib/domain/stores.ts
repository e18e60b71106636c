// Store views, store groups, websites and store configurations.

import type { HandlerTable } from './context.ts';

const STORE = 'Magento\\Store\\Api\\';

export const storeHandlers: HandlerTable = {
  [`${STORE}StoreRepositoryInterface::getList`]: (ctx) => ctx.state.storeViews.map((store) => ({ ...store })),
  [`${STORE}GroupRepositoryInterface::getList`]: () => [
    { id: 0, website_id: 0, root_category_id: 0, default_store_id: 0, name: 'Default', code: 'default' },
    { id: 1, website_id: 1, root_category_id: 2, default_store_id: 1, name: 'Main Website Store', code: 'main_website_store' },
  ],
  [`${STORE}WebsiteRepositoryInterface::getList`]: () => [
    { id: 0, code: 'admin', name: 'Admin', default_group_id: 0 },
    { id: 1, code: 'base', name: 'Main Website', default_group_id: 1 },
  ],
  [`${STORE}StoreConfigManagerInterface::getStoreConfigs`]: (ctx) => {
    const wanted = ctx.call.query.getAll('storeCodes[]').concat(ctx.call.query.getAll('storeCodes'));
    return ctx.state.storeViews
      .filter((store) => store.id !== 0 && (wanted.length === 0 || wanted.includes(store.code)))
      .map((store) => ({
        id: store.id,
        code: store.code,
        website_id: store.website_id,
        locale: store.code === 'de' ? 'de_DE' : 'en_US',
        base_currency_code: 'USD',
        default_display_currency_code: 'USD',
        timezone: 'UTC',
        weight_unit: 'lbs',
        base_url: 'http://localhost/',
        base_link_url: 'http://localhost/',
        base_static_url: 'http://localhost/static/',
        base_media_url: 'http://localhost/media/',
        secure_base_url: 'http://localhost/',
        secure_base_link_url: 'http://localhost/',
        secure_base_static_url: 'http://localhost/static/',
        secure_base_media_url: 'http://localhost/media/',
      }));
  },
};
