// The route aliases of webapi_async.xml: Magento_WebapiAsync declares <route url="async/V1/products" method="POST"
// alias="asyncProducts"/>, so POST /rest/<store>/asyncProducts is taken as POST /rest/<store>/async/V1/products (the
// real 2.4.7-p3 and Adobe Commerce 2.4.6-p1 accept it so). Keyed by method and the path after the store code.

export const ASYNC_ALIASES: Readonly<Record<string, string>> = {
  'POST /asyncProducts': '/async/V1/products',
};
