// How the platform names a PHP interface in the published schema's definitions, so that facts read from its code
// (an extension attribute declared `for="Magento\Sales\Api\Data\OrderInterface"`) meet the findings of a schema
// difference (`sales-data-order-extension-interface.gw_id`). The rule is the platform's own:
// Magento\Framework\Reflection\TypeProcessor::translateTypeName (the module's vendor dropped when it is Magento, `Api`
// or `Service` and a repeated module name left out) and Magento\Webapi\Model\Rest\Swagger\Generator::
// toLowerCaseDashSeparated (`preg_replace('/(.)([A-Z])/', "$1-$2")`, lower-cased), as both read in 2.4.6-p1 and 2.4.7-p3.

/** `Magento\Sales\Api\Data\OrderInterface` → `SalesDataOrderInterface`; null for a class outside an Api or Service
 * namespace (the platform refuses those as types). */
export function translateTypeName(phpClass: string): string | null {
  const m = /^\\?(.*)\\(.*)\\(?:Service|Api)\\(.*)$/.exec(phpClass);
  if (m === null) return null;
  const [, vendor = '', module = '', rest = ''] = m;
  // `\2?` of the platform's pattern: Magento\Foo\Api\FooBarInterface is named FooBarInterface, not FooFooBarInterface.
  const tail = rest.startsWith(module) ? rest.slice(module.length) : rest;
  const name = (vendor === 'Magento' ? '' : vendor) + module + tail.split('\\').join('');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `SalesDataOrderInterface` → `sales-data-order-interface`, the platform's non-overlapping left-to-right pass. */
export function dashSeparated(typeName: string): string {
  return typeName.replace(/(.)([A-Z])/g, '$1-$2').toLowerCase();
}

/** The definition name of a PHP interface; null when the platform would not publish it under a name. */
export function publishedDefinitionName(phpClass: string): string | null {
  const t = translateTypeName(phpClass);
  return t === null ? null : dashSeparated(t);
}

/** The extension interface the platform generates for `for="X\...\OrderInterface"`: `X\...\OrderExtensionInterface`
 * (Magento\Framework\Api\ExtensionAttributesFactory: the name without `Interface`, then `ExtensionInterface`). */
export function extensionInterfaceOf(phpInterface: string): string {
  return `${phpInterface.replace(/Interface$/, '')}ExtensionInterface`;
}
