// Whether a request reached the platform over HTTPS, as Magento\Framework\HTTP\PhpEnvironment\Request::isSecure()
// decides it. The reference itself only listens on plain HTTP, so the only way in is the SSL offloader header: the
// platform trusts web/secure/offloader_header (X-Forwarded-Proto by default) when its value is exactly "https".

/** web/secure/offloader_header of a default installation, as the lower-case name Node gives request headers. */
export const OFFLOADER_HEADER = 'x-forwarded-proto';

export function isSecureRequest(headers: Record<string, string | undefined>): boolean {
  // The platform compares with === 'https': "HTTPS" or "https, http" are not secure.
  return headers[OFFLOADER_HEADER] === 'https';
}

/** The scheme the platform reports for the request (Request::getScheme()). */
export function requestScheme(headers: Record<string, string | undefined>): 'http' | 'https' {
  return isSecureRequest(headers) ? 'https' : 'http';
}
