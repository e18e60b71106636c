// Which base URL a target verifies OAuth 1.0a signatures over. The platform rebuilds the URL it checks a signature
// against from what the web server hands PHP (Oauth\Helper\Request::getRequestUrl: scheme + HTTP_HOST + request URI),
// not from what the client sent: behind nginx with Debian's stock `fastcgi_param HTTP_HOST $host` the port is dropped,
// and behind a TLS-terminating proxy the scheme is http. RFC 5849 signs the URL as sent, so the suite finds the form
// the target verifies once, at start, and signs every request over it.

export const SIGNATURE_INVALID = 'The signature is invalid. Verify and try again.';

/** The origins to try, the configured one first: as configured, without the port, then the other scheme. */
export function signingOriginCandidates(baseUrl: string): string[] {
  const u = new URL(baseUrl);
  const other = u.protocol === 'https:' ? 'http:' : 'https:';
  const withPort = (scheme: string) => `${scheme}//${u.host}`;
  const noPort = (scheme: string) => `${scheme}//${u.hostname}`;
  return [...new Set([withPort(u.protocol), noPort(u.protocol), withPort(other), noPort(other)])];
}

/** The request URL with its origin replaced by the one the target verifies signatures over. */
export function rebaseUrl(url: string, origin: string | null): string {
  if (origin === null) return url;
  const u = new URL(url);
  return `${origin}${u.pathname}${u.search}`;
}

export interface SigningProbe {
  origin: string;
  status: number;
  message: string | null;
}

export interface SigningOrigin {
  /** The origin the target verified a signature over, or null when none verified. */
  origin: string | null;
  tried: SigningProbe[];
  /** One sentence saying what to fix, when no form verified. */
  problem: string | null;
}

/** Decide from the probes: the first origin whose signature was not called invalid verified it. */
export function chooseSigningOrigin(baseUrl: string, tried: SigningProbe[]): SigningOrigin {
  const verified = tried.find((t) => !(t.status === 401 && t.message === SIGNATURE_INVALID));
  if (verified) return { origin: verified.origin, tried, problem: null };
  const forms = tried.map((t) => t.origin).join(', ');
  return {
    origin: null,
    tried,
    problem:
      `no base URL form verifies the integration's OAuth 1.0a signature (tried ${forms}; each answered 401 "${SIGNATURE_INVALID}"). ` +
      `Check COMMERCE_INTEGRATION_CONSUMER_KEY / _CONSUMER_SECRET / _ACCESS_TOKEN / _ACCESS_TOKEN_SECRET against the integration, and how the web server in front of ${new URL(baseUrl).origin} passes the host and scheme to PHP (HTTP_HOST, HTTPS).`,
  };
}

/** Try each form in turn (one signed read each) until one verifies; `probe` signs over the origin it is given. */
export async function discoverSigningOrigin(baseUrl: string, probe: (origin: string) => Promise<{ status: number; message: string | null }>): Promise<SigningOrigin> {
  const tried: SigningProbe[] = [];
  for (const origin of signingOriginCandidates(baseUrl)) {
    tried.push({ origin, ...(await probe(origin)) });
    const chosen = chooseSigningOrigin(baseUrl, tried);
    if (chosen.origin !== null) return chosen;
  }
  return chooseSigningOrigin(baseUrl, tried);
}
