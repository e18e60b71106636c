// OAuth 1.0a request signing (RFC 5849 section 3.4) for Commerce integrations: the four integration credentials
// (consumer key/secret, access token/secret) sign every request with HMAC-SHA256 (the platform's default) or
// HMAC-SHA1. Small and audited on purpose: no dependency, every step named after its RFC section, and tested
// against the RFC's own examples (tests/oauth1.test.ts). Secrets never leave this module except inside the HMAC key.

import { createHmac, randomBytes } from 'node:crypto';

export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  accessToken: string;
  accessTokenSecret: string;
}

export type SignatureMethod = 'HMAC-SHA256' | 'HMAC-SHA1';

export interface SignableRequest {
  method: string;
  /** The full request URL, query included (its parameters are signed). */
  url: string;
  /** Parameters of an application/x-www-form-urlencoded body; JSON and XML bodies are not signed (RFC 5849 3.4.1.3.1). */
  formBody?: string;
}

export interface SignOptions {
  signatureMethod?: SignatureMethod;
  /** Fixed values for tests; a fresh random nonce and the current time otherwise. */
  nonce?: string;
  timestamp?: number;
  realm?: string;
}

/** RFC 5849 3.6: percent-encode every octet except the unreserved characters ALPHA, DIGIT, "-", ".", "_", "~". */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RFC 5849 3.4.1.2: scheme and host in lower case, the port only when it is not the scheme's default, no query. */
export function baseStringUri(url: string | URL): string {
  const u = typeof url === 'string' ? new URL(url) : url;
  const scheme = u.protocol.replace(/:$/, '').toLowerCase();
  const defaultPort = (scheme === 'http' && u.port === '80') || (scheme === 'https' && u.port === '443');
  const port = u.port === '' || defaultPort ? '' : `:${u.port}`;
  return `${scheme}://${u.hostname.toLowerCase()}${port}${u.pathname === '' ? '/' : u.pathname}`;
}

/** RFC 5849 3.4.1.3.2: encode names and values, sort by name then value (byte order), join with = and &. */
export function normalizeParameters(pairs: ReadonlyArray<readonly [string, string]>): string {
  const encoded = pairs.map(([n, v]) => [percentEncode(n), percentEncode(v)] as const);
  encoded.sort(([an, av], [bn, bv]) => (an === bn ? compare(av, bv) : compare(an, bn)));
  return encoded.map(([n, v]) => `${n}=${v}`).join('&');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** RFC 5849 3.4.1.3.1: the query, the form body and the oauth_* protocol parameters (without oauth_signature and
 * realm) as decoded name/value pairs. */
export function requestParameters(request: SignableRequest, oauthParams: ReadonlyMap<string, string>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [n, v] of new URL(request.url).searchParams) pairs.push([n, v]);
  if (request.formBody) for (const [n, v] of new URLSearchParams(request.formBody)) pairs.push([n, v]);
  for (const [n, v] of oauthParams) if (n !== 'oauth_signature' && n !== 'realm') pairs.push([n, v]);
  return pairs;
}

/** RFC 5849 3.4.1.1: METHOD & encoded base string URI & encoded normalized parameters. */
export function signatureBaseString(request: SignableRequest, oauthParams: ReadonlyMap<string, string>): string {
  return [request.method.toUpperCase(), percentEncode(baseStringUri(request.url)), percentEncode(normalizeParameters(requestParameters(request, oauthParams)))].join('&');
}

/** The digest behind a signature method name; anything else is refused rather than guessed. */
export function digestFor(method: SignatureMethod): 'sha256' | 'sha1' {
  switch (method) {
    case 'HMAC-SHA256':
      return 'sha256';
    case 'HMAC-SHA1':
      return 'sha1';
    default:
      throw new Error(`unsupported OAuth signature method ${String(method)}`);
  }
}

/** RFC 5849 3.4.2: HMAC keyed with encoded consumer secret & encoded token secret, base64 digest. */
export function hmacSignature(baseString: string, method: SignatureMethod, consumerSecret: string, tokenSecret: string): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac(digestFor(method), key).update(baseString).digest('base64');
}

/** The protocol parameters of one request (RFC 5849 3.1), signature included. */
export function signedParameters(request: SignableRequest, credentials: OAuth1Credentials, options: SignOptions = {}): Map<string, string> {
  const method = options.signatureMethod ?? 'HMAC-SHA256';
  const params = new Map<string, string>([
    ['oauth_consumer_key', credentials.consumerKey],
    ['oauth_nonce', options.nonce ?? randomBytes(16).toString('hex')],
    ['oauth_signature_method', method],
    ['oauth_timestamp', String(options.timestamp ?? Math.floor(Date.now() / 1000))],
    ['oauth_token', credentials.accessToken],
    ['oauth_version', '1.0'],
  ]);
  params.set('oauth_signature', hmacSignature(signatureBaseString(request, params), method, credentials.consumerSecret, credentials.accessTokenSecret));
  return params;
}

/** RFC 5849 3.5.1: `OAuth realm="...", name="value", ...` with every name and value percent-encoded. */
export function authorizationHeader(request: SignableRequest, credentials: OAuth1Credentials, options: SignOptions = {}): string {
  const params = signedParameters(request, credentials, options);
  const parts = [...params].map(([n, v]) => `${percentEncode(n)}="${percentEncode(v)}"`);
  if (options.realm !== undefined) parts.unshift(`realm="${options.realm.replace(/"/g, '')}"`);
  return `OAuth ${parts.join(', ')}`;
}
