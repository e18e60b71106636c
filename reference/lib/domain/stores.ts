// Store views, store groups, websites and store configurations.

import type { HandlerTable } from './context.ts';
import { playsStaticRead, STATIC_READ_FAULT } from './static-read-faults.ts';

const STORE = 'Magento\\Store\\Api\\';

/** The stores' base URL (web/unsecure and web/secure base_url, base_link_url), which links the platform renders use. */
export const BASE_URL = 'http://localhost/';

export const storeHandlers: HandlerTable = {
  [`${STORE}StoreRepositoryInterface::getList`]: (ctx) => ctx.state.storeViews.map((store) => ({ ...store })),
  [`${STORE}GroupRepositoryInterface::getList`]: () => [
    { id: 0, website_id: 0, root_category_id: 0, default_store_id: 0, name: 'Default', code: 'default' },
    { id: 1, website_id: 1, root_category_id: 2, default_store_id: 1, name: 'Main Website Store', code: 'main_website_store' },
  ],
  [`${STORE}WebsiteRepositoryInterface::getList`]: (ctx) => [
    { id: 0, code: 'admin', name: 'Admin', default_group_id: 0 },
    { id: 1, code: 'base', name: 'Main Website', default_group_id: 1 },
  ].map(({ id, code, name, default_group_id }) => (playsStaticRead(ctx.options.faults, STATIC_READ_FAULT.storeListKeysReordered) ? { id, name, code, default_group_id } : { id, code, name, default_group_id })),
  [`${STORE}StoreConfigManagerInterface::getStoreConfigs`]: (ctx) => {
    const asked = [...ctx.call.query.entries()].filter(([key]) => /^storeCodes(\[\d*\])?$/.test(key)).map(([, code]) => code);
    const wanted = playsStaticRead(ctx.options.faults, STATIC_READ_FAULT.storeConfigsCodesIgnored) ? [] : asked;
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
        base_url: BASE_URL,
        base_link_url: BASE_URL,
        base_static_url: `${BASE_URL}static/`,
        base_media_url: `${BASE_URL}media/`,
        secure_base_url: BASE_URL,
        secure_base_link_url: BASE_URL,
        secure_base_static_url: `${BASE_URL}static/`,
        secure_base_media_url: `${BASE_URL}media/`,
      }));
  },
};
