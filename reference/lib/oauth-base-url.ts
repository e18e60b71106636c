// The URL an installation verifies an OAuth 1.0a signature against. Magento rebuilds it from the request
// (Magento\Framework\Oauth\Helper\Request::getRequestUrl: scheme + HTTP_HOST + request URI); behind nginx with
// Debian's stock `fastcgi_param HTTP_HOST $host`, HTTP_HOST carries no port, so a client that signs over the URL
// it called (http://127.0.0.1:8080/rest/...) fails and one that signs over http://127.0.0.1/rest/... passes.
// `port` plays an installation whose web server passes the Host header through unchanged.

import { requestScheme } from './request-scheme.ts';

export type OAuthBaseUrlMode = 'no-port' | 'port';

export const OAUTH_BASE_URL_MODES: readonly OAuthBaseUrlMode[] = ['no-port', 'port'];

/** The host without its port: "127.0.0.1:8080" → "127.0.0.1", "[::1]:8080" → "[::1]". */
export function hostWithoutPort(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end < 0 ? host : host.slice(0, end + 1);
  }
  const colon = host.lastIndexOf(':');
  return colon < 0 ? host : host.slice(0, colon);
}

/** RFC 5849 section 3.4.1.2: the scheme's default port is left out of the base string URI. */
function withoutDefaultPort(host: string, scheme: 'http' | 'https'): string {
  const suffix = scheme === 'https' ? ':443' : ':80';
  return host.endsWith(suffix) ? host.slice(0, -suffix.length) : host;
}

/** Base string URI (scheme://host[:port]/path, lower-case scheme and host, no query) the signature is checked against. */
export function signedBaseUri(headers: Record<string, string | undefined>, pathname: string, mode: OAuthBaseUrlMode): string {
  const scheme = requestScheme(headers);
  const host = (headers.host ?? '127.0.0.1').toLowerCase();
  const authority = mode === 'no-port' ? hostWithoutPort(host) : withoutDefaultPort(host, scheme);
  return `${scheme}://${authority}${pathname}`;
}
