// The customer account and group faults of the reference (issue 37): each breaks one thing the real platform answers
// or keeps for a customer or a customer group, so the checks that judge it on the run's own entities can prove they
// notice (docs/fault-table.md).
//  - validate-accepts-invalid:         PUT /V1/customers/validate answers {valid: true, messages: []} for any customer;
//  - email-available-false:            isEmailAvailable answers false for every address, one no customer has too;
//  - customer-readonly:                isReadonly answers true for every customer;
//  - default-addresses-swapped:        the default billing address routes answer the default shipping address, and
//                                      the shipping ones the billing address;
//  - group-delete-keeps-customers:     a deleted group's customers keep its id instead of moving to the default group;
//  - search-without-criteria-accepted: a customer or group search without searchCriteria answers every item;
//  - reset-unknown-email-accepted:     a password reset or a confirmation e-mail for an address no customer has on the
//                                      website (or a website no website has) answers true;
//  - address-firstname-optional:       a customer's address without firstname is saved;
//  - customer-partial-resets-group:    a customer update that leaves group_id out moves the customer to group 1, the
//                                      default (a reset that an update sending group_id 1 could not show);
//  - subscription-ignored:             a customer's extension_attributes.is_subscribed is never saved;
//  - group-default-tax-class-dropped:  a customer group created without tax_class_id is saved without one (null), not
//                                      with the default customer class 3 (GroupRepository::DEFAULT_TAX_CLASS_ID);
//  - group-tax-class-ignored:          a customer group is saved with Retail Customer (3), whatever tax class it names;
//  - customer-name-unchecked:          a customer's first, last or middle name of symbols ("Jo$(date)") is saved;
//  - group-post-id-ignored:            a group created by POST naming an id no group has is made under a new id.

import type { ServiceCall } from './api.ts';

export const CUSTOMER_FAULT = {
  validateAcceptsInvalid: 'validate-accepts-invalid',
  emailAvailableFalse: 'email-available-false',
  customerReadonly: 'customer-readonly',
  defaultAddressesSwapped: 'default-addresses-swapped',
  groupDeleteKeepsCustomers: 'group-delete-keeps-customers',
  searchWithoutCriteriaAccepted: 'search-without-criteria-accepted',
  resetUnknownEmailAccepted: 'reset-unknown-email-accepted',
  addressFirstnameOptional: 'address-firstname-optional',
  customerPartialResetsGroup: 'customer-partial-resets-group',
  subscriptionIgnored: 'subscription-ignored',
  groupTaxClassIgnored: 'group-tax-class-ignored',
  groupDefaultTaxClassDropped: 'group-default-tax-class-dropped',
  customerNameUnchecked: 'customer-name-unchecked',
  groupPostIdIgnored: 'group-post-id-ignored',
  groupExcludedWebsitesDropped: 'group-excluded-websites-dropped',
  passwordChangeIgnored: 'password-change-ignored',
} as const;

export const CUSTOMER_DOMAIN_FAULTS = Object.values(CUSTOMER_FAULT);

type CustomerFault = (typeof CUSTOMER_FAULT)[keyof typeof CUSTOMER_FAULT];

/** Whether the fault is played. */
export const plays = (faults: ReadonlySet<string>, fault: CustomerFault): boolean => faults.has(fault);

/** Whether the fault search-without-criteria-accepted lets this call past the web API's check: a customer or customer
 * group search (getList) that names no searchCriteria at all. */
export function searchesWithoutCriteria(call: Pick<ServiceCall, 'route' | 'query'>, faults: ReadonlySet<string>): boolean {
  if (!plays(faults, CUSTOMER_FAULT.searchWithoutCriteriaAccepted)) return false;
  const customerList = /Magento\\Customer\\Api\\(CustomerRepositoryInterface|GroupRepositoryInterface)$/.test(call.route.serviceClass) && call.route.serviceMethod === 'getList';
  return customerList && ![...call.query.keys()].some((name) => name.startsWith('searchCriteria'));
}
