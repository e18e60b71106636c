// OAuth 1.0a request signing (RFC 5849 section 3.4) as integrations use it: HMAC-SHA256 (and HMAC-SHA1, which the
// platform also accepts) over the signature base string, keyed with consumer secret & access token secret.

import { createHmac, timingSafeEqual } from 'node:crypto';

export interface OAuthCredentials {
  consumerKey: string;
  consumerSecret: string;
  accessToken: string;
  accessTokenSecret: string;
}

export interface OAuthRequest {
  method: string;
  /** Base string URI: scheme://host[:port]/path, no query. */
  baseUri: string;
  query: URLSearchParams;
  /** Parameters of an application/x-www-form-urlencoded body, else empty. */
  formBody: URLSearchParams;
  authorizationHeader: string;
}

/** RFC 3986 percent-encoding as RFC 5849 section 3.6 requires (unreserved characters left alone). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The parameters of an `Authorization: OAuth k="v", ...` header; null when the header is not of that scheme. */
export function parseOAuthHeader(header: string): Map<string, string> | null {
  const match = /^OAuth\s+(.*)$/is.exec(header.trim());
  if (!match) return null;
  const params = new Map<string, string>();
  const pattern = /([A-Za-z0-9_\-.~%]+)\s*=\s*"([^"]*)"/g;
  for (const part of (match[1] ?? '').matchAll(pattern)) {
    const name = decodeURIComponent(part[1] ?? '');
    if (name === 'realm') continue;
    params.set(name, decodeURIComponent(part[2] ?? ''));
  }
  return params;
}

export function signatureBaseString(request: OAuthRequest, oauthParams: Map<string, string>): string {
  const pairs: Array<[string, string]> = [];
  for (const [name, value] of request.query) pairs.push([percentEncode(name), percentEncode(value)]);
  for (const [name, value] of request.formBody) pairs.push([percentEncode(name), percentEncode(value)]);
  for (const [name, value] of oauthParams) {
    if (name !== 'oauth_signature') pairs.push([percentEncode(name), percentEncode(value)]);
  }
  pairs.sort(([an, av], [bn, bv]) => (an === bn ? (av < bv ? -1 : av > bv ? 1 : 0) : an < bn ? -1 : 1));
  const normalized = pairs.map(([name, value]) => `${name}=${value}`).join('&');
  return [request.method.toUpperCase(), percentEncode(request.baseUri), percentEncode(normalized)].join('&');
}

export function sign(baseString: string, method: 'HMAC-SHA256' | 'HMAC-SHA1', consumerSecret: string, tokenSecret: string): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac(method === 'HMAC-SHA256' ? 'sha256' : 'sha1', key).update(baseString).digest('base64');
}

/** `reported`: the OauthException message the platform answers with (401) when a protected route consults the
 * OAuth user context; null where the reference lets the caller stay a guest instead. */
export type OAuthVerdict = { ok: true; credentials: OAuthCredentials } | { ok: false; reason: string; reported: string | null };

/** Magento\Framework\Oauth\Oauth::_validateSignature's OauthException (an AuthenticationException: 401). */
export const SIGNATURE_INVALID = 'The signature is invalid. Verify and try again.';

/** Verifies a signed request against the known integrations' credentials. Nonces are single-use per consumer. */
export function createOAuthVerifier(options: { credentials(): OAuthCredentials[]; now(): Date; maxSkewS: number }) {
  const seenNonces = new Set<string>();
  return function verify(request: OAuthRequest): OAuthVerdict {
    const params = parseOAuthHeader(request.authorizationHeader);
    if (!params) return { ok: false, reason: 'not an OAuth header', reported: null };
    const method = params.get('oauth_signature_method');
    if (method !== 'HMAC-SHA256' && method !== 'HMAC-SHA1') return { ok: false, reason: `unsupported signature method ${method ?? '(none)'}`, reported: null };
    const credentials = options
      .credentials()
      .find((candidate) => candidate.consumerKey === params.get('oauth_consumer_key') && candidate.accessToken === params.get('oauth_token'));
    if (!credentials) return { ok: false, reason: 'unknown consumer key or token', reported: null };
    const timestamp = Number(params.get('oauth_timestamp'));
    if (!Number.isFinite(timestamp) || Math.abs(options.now().getTime() / 1000 - timestamp) > options.maxSkewS) {
      return { ok: false, reason: 'timestamp outside the allowed window', reported: null };
    }
    const nonce = params.get('oauth_nonce');
    if (!nonce) return { ok: false, reason: 'missing nonce', reported: null };
    const nonceKey = `${credentials.consumerKey}:${timestamp}:${nonce}`;
    if (seenNonces.has(nonceKey)) return { ok: false, reason: 'nonce already used', reported: null };
    const expected = Buffer.from(sign(signatureBaseString(request, params), method, credentials.consumerSecret, credentials.accessTokenSecret));
    const given = Buffer.from(params.get('oauth_signature') ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature mismatch', reported: SIGNATURE_INVALID };
    seenNonces.add(nonceKey);
    return { ok: true, credentials };
  };
}
