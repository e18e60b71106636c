// Which platform module declares a contract route: the module a report holds against the modules a target enables
// (GET /V1/modules), so that a route served on one side only can be traced to a module enabled on one side only.

/** The platform module of a route: the one of the file's platformModules its service's namespace names
 * (`Magento\InventoryApi\Api\SourceRepositoryInterface::get` → Magento_InventoryApi, `PayPal\Braintree\...` →
 * PayPal_Braintree), else the file's only module; null when neither decides. */
export function platformModuleOf(service: string | null, platformModules: readonly string[]): string | null {
  const [vendor, name] = (service ?? '').replace(/^\\/, '').split('\\');
  const named = vendor && name ? `${vendor}_${name}` : null;
  if (named !== null && platformModules.includes(named)) return named;
  // A service of a module's Api package (Magento\AdobeStockAssetApi\...) is declared by the module itself.
  const implementing = named?.replace(/Api$/, '') ?? null;
  if (implementing !== null && platformModules.includes(implementing)) return implementing;
  return platformModules.length === 1 ? (platformModules[0] as string) : null;
}
