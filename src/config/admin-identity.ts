// Who answers as the admin. An admin account (COMMERCE_ADMIN_USERNAME / _PASSWORD) or a hand-issued admin token
// (COMMERCE_ADMIN_TOKEN) when one is configured. When neither is, as on a 2.4 installation whose two-factor
// authentication blocks POST /V1/integration/admin/token, the integration stands in for the admin: its bearer token, or
// its OAuth 1.0a signature when the four credentials are given (they win over the bearer token, as in the broker).
// The integration reaches only the routes its resources cover (src/checks/stand-in.ts), and it is no admin user:
// checks about an admin user's token skip with the variables below.

export type AdminIdentity = 'admin-account' | 'admin-token' | 'integration-bearer' | 'integration-oauth1';

export const ADMIN_IDENTITIES: readonly AdminIdentity[] = ['admin-account', 'admin-token', 'integration-bearer', 'integration-oauth1'];

/** What of the configuration decides it (a TargetConfig is one). */
export interface AdminSources {
  admin: unknown;
  adminToken: string | null;
  integrationToken: string | null;
  integrationOAuth: unknown;
}

/** Who answers as the admin under this configuration, or null when nobody can. */
export function adminIdentityOf(config: AdminSources): AdminIdentity | null {
  if (config.admin !== null && config.admin !== undefined) return 'admin-account';
  if (config.adminToken !== null) return 'admin-token';
  if (config.integrationOAuth !== null && config.integrationOAuth !== undefined) return 'integration-oauth1';
  if (config.integrationToken !== null) return 'integration-bearer';
  return null;
}

export const isIntegration = (identity: AdminIdentity | null): identity is 'integration-bearer' | 'integration-oauth1' => identity === 'integration-bearer' || identity === 'integration-oauth1';

/** The identity in words, for reports: "the integration (OAuth 1.0a), standing in for the admin". */
export function describeAdminIdentity(identity: AdminIdentity): string {
  switch (identity) {
    case 'admin-account':
      return 'the admin account (COMMERCE_ADMIN_USERNAME)';
    case 'admin-token':
      return 'the hand-issued admin token (COMMERCE_ADMIN_TOKEN)';
    case 'integration-bearer':
      return 'the integration (bearer token), standing in for the admin';
    case 'integration-oauth1':
      return 'the integration (OAuth 1.0a signed), standing in for the admin';
  }
}

/** What to configure for an admin user: said by every skip that needs one. */
export const ADMIN_USER_VARIABLES = 'COMMERCE_ADMIN_USERNAME / COMMERCE_ADMIN_PASSWORD, or COMMERCE_ADMIN_TOKEN (a token issued by hand through a 2FA provider endpoint)';
