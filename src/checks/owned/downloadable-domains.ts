// The one refusal that says a downloadable link cannot be made on an installation at all, whatever the run sends:
// env.php's downloadable_domains does not list the link's host ("Link URL's domain is not in list of
// downloadable_domains in env.php."). setup:install lists the store's base URL host, unless it is an IP address (a
// fresh installation reached as http://127.0.0.1 lists none), so such an installation refuses every link by URL, and a
// link by file would leave its file in pub/media. The routes and the scenario that need a downloadable product skip
// with this sentence, which names what to change.

/** The platform's refusal of a link's host. */
export const UNLISTED_DOMAIN = /downloadable_domains/;

/**
 * Why no downloadable link can be made here, given the platform's refusal (its message), the host the links were
 * given (COMMERCE_DOWNLOADABLE_HOST when configured, else the store's base URL host); null when the refusal is another.
 */
export function unlistedDomainReason(refusal: string, host: { configured: string } | { baseUrlHost: string }): string | null {
  if (!UNLISTED_DOMAIN.test(refusal)) return null;
  if ('configured' in host) return `${refusal}: COMMERCE_DOWNLOADABLE_HOST (${host.configured}) is not a domain env.php's downloadable_domains lists: add it (bin/magento downloadable:domains:add ${host.configured}) or name one it lists`;
  return `${refusal}: the store's base URL host (${host.baseUrlHost}) is not a domain env.php's downloadable_domains lists (an IP address never qualifies), so no link by URL can be made on this installation, and a link by file would leave its file in pub/media. Set COMMERCE_DOWNLOADABLE_HOST to a domain the installation lists (bin/magento downloadable:domains:add <domain>)`;
}
