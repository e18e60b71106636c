// Magento\Customer\Plugin\AsyncRequestCustomerGroupAuthorization, a before-plugin on MassSchedule::publishMass: an
// async or bulk request whose items hold a customer (a CustomerInterface argument) with a group id is refused unless
// the caller may use Magento_Customer::manage. It runs after the input resolver (ACL, input errors, the topic's
// config) and before anything is queued, and refuses the whole request with the ACL's 401.
//
// So PUT /async/V1/customers/me with a customer token, which passes the route's `self` ACL, is refused: the route
// forces customer.group_id (%customer_group_id%, 2.3.6-p1 on), and a customer has no ACL resource. The real 2.4.7-p3
// answered exactly that on 2026-11-26: 401 {"message":"The consumer isn't authorized to access %resources.",
// "parameters":{"resources":"Magento_Customer::manage"}}. A guest's POST /async/V1/customers with a group_id meets the
// same refusal, without one it is queued. The plugin's first release is not established here: the reference plays it
// from 2.4.7, where it was seen.

import { isAtLeast } from '../release.ts';
import type { ApiResponse, Identity, RouteDecl } from '../types.ts';
import type { AsyncHost } from './api.ts';

const FIRST_RELEASE = '2.4.7';
export const CUSTOMER_MANAGE = 'Magento_Customer::manage';
/** The published type of CustomerInterface arguments. */
const CUSTOMER_TYPE = 'customer-data-customer-interface';

/** One queued item as the input resolver sees it. */
export interface ItemInput {
  params: Record<string, string>;
  body: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether the resolved customer argument `name` of this item has a group id: given in the body, or forced. */
function hasGroupId(route: RouteDecl, item: ItemInput, name: string): boolean {
  const forced = (route.data ?? []).some((entry) => entry.force && entry.name === `${name}.group_id`);
  if (forced) return true;
  const customer = isRecord(item.body) ? item.body[name] : undefined;
  if (!isRecord(customer)) return false;
  const groupId = customer.group_id ?? customer.groupId;
  return groupId !== undefined && groupId !== null;
}

/** The plugin's 401 when an item sets a customer's group and the caller may not manage customers, else null. */
export function customerGroupRefusal(host: AsyncHost, route: RouteDecl, identity: Identity, items: readonly ItemInput[]): ApiResponse | null {
  if (!isAtLeast(host.profile.release, FIRST_RELEASE)) return null;
  const customers = (host.serviceParameters(route) ?? []).filter((parameter) => parameter.type === CUSTOMER_TYPE);
  if (customers.length === 0) return null;
  const setsGroup = items.some((item) => customers.some((parameter) => hasGroupId(route, item, parameter.published)));
  if (!setsGroup) return null;
  // AuthorizationInterface::isAllowed on the caller's role: the route's own ACL check asked about this resource.
  const manage: RouteDecl = { method: route.method, url: route.url, module: route.module, serviceClass: route.serviceClass, serviceMethod: route.serviceMethod, resources: [CUSTOMER_MANAGE] };
  return host.authorize(identity, manage);
}
