// Seeded accounts. Each comes from the environment variable the suite itself reads, else a documented default
// (README.md, "Seeded credentials"), so the suite and the reference agree without configuration.

export interface AdminAccount {
  id: number;
  username: string;
  password: string;
  /** '*' = Magento_Backend::all; a list always holds the ACL root (roleResources). */
  resources: '*' | string[];
}

export interface IntegrationAccount {
  id: number;
  name: string;
  consumerKey: string;
  consumerSecret: string;
  accessToken: string;
  accessTokenSecret: string;
  resources: '*' | string[];
}

export interface Accounts {
  admins: AdminAccount[];
  customer: { email: string; password: string; firstname: string; lastname: string };
  integrations: IntegrationAccount[];
  submission: { appId: string; appSecret: string; accountId: string };
}

export const DEFAULT_RESTRICTED_RESOURCES = ['Magento_Catalog::catalog', 'Magento_Catalog::products', 'Magento_Cms::page'];
export const DEFAULT_LIMITED_INTEGRATION_RESOURCES = ['Magento_Catalog::catalog', 'Magento_Catalog::products'];

/** The root of the ACL tree. Magento\Authorization\Model\ResourceModel\Rules::saveRel() allows it for every role it
 * saves with a resource list (admin roles and integrations alike), so a restricted role always holds it too. */
export const ACL_ROOT = 'Magento_Backend::admin';

/** A role's resources as saveRel() stores them: the posted list plus the ACL root. */
export function roleResources(posted: readonly string[]): string[] {
  return posted.includes(ACL_ROOT) ? [...posted] : [...posted, ACL_ROOT];
}

type Env = Record<string, string | undefined>;

function pick(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value !== undefined && value.trim() !== '' ? value.trim() : fallback;
}

function resourceList(text: string): string[] {
  return text
    .split(',')
    .map((resource) => resource.trim())
    .filter((resource) => resource !== '');
}

export function loadAccounts(env: Env = process.env): Accounts {
  const integrationToken = pick(env, 'COMMERCE_INTEGRATION_ACCESS_TOKEN', pick(env, 'COMMERCE_INTEGRATION_TOKEN', 'r3f0integrati0n0all0res0urces001'));
  return {
    admins: [
      { id: 1, username: pick(env, 'COMMERCE_ADMIN_USERNAME', 'admin'), password: pick(env, 'COMMERCE_ADMIN_PASSWORD', 'admin123'), resources: '*' },
      {
        id: 2,
        username: pick(env, 'COMMERCE_RESTRICTED_ADMIN_USERNAME', 'catalog_manager'),
        password: pick(env, 'COMMERCE_RESTRICTED_ADMIN_PASSWORD', 'catalog123'),
        resources: roleResources(resourceList(pick(env, 'COMMERCE_RESTRICTED_ADMIN_RESOURCES', DEFAULT_RESTRICTED_RESOURCES.join(',')))),
      },
    ],
    customer: {
      email: pick(env, 'COMMERCE_CUSTOMER_EMAIL', 'jane.doe@example.com'),
      password: pick(env, 'COMMERCE_CUSTOMER_PASSWORD', 'Customer123!'),
      firstname: 'Jane',
      lastname: 'Doe',
    },
    integrations: [
      {
        id: 1,
        name: 'Reference integration (all resources)',
        consumerKey: pick(env, 'COMMERCE_INTEGRATION_CONSUMER_KEY', 'r3f0c0nsumer0key0all0res0urces01'),
        consumerSecret: pick(env, 'COMMERCE_INTEGRATION_CONSUMER_SECRET', 'r3f0c0nsumer0secret0all0res0urc1'),
        accessToken: integrationToken,
        accessTokenSecret: pick(env, 'COMMERCE_INTEGRATION_ACCESS_TOKEN_SECRET', 'r3f0t0ken0secret0all0res0urces01'),
        resources: '*',
      },
      {
        id: 2,
        name: 'Reference integration (catalog only)',
        consumerKey: 'r3f0c0nsumer0key0catal0g0only001',
        consumerSecret: 'r3f0c0nsumer0secret0catal0g0nly1',
        accessToken: 'r3f0integrati0n0catal0g0only0001',
        accessTokenSecret: 'r3f0t0ken0secret0catal0g0only001',
        resources: roleResources(DEFAULT_LIMITED_INTEGRATION_RESOURCES),
      },
    ],
    submission: {
      appId: pick(env, 'SUBMISSION_APP_ID', 'reference-app'),
      appSecret: pick(env, 'SUBMISSION_APP_SECRET', 'reference-app-secret'),
      accountId: pick(env, 'SUBMISSION_ACCOUNT_ID', 'reference-account'),
    },
  };
}
