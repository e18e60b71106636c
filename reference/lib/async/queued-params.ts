// What a queued call keeps of its request's URL parameters, where the platform's queued message differs from what
// the synchronous call gets. Everywhere else the queued call runs with the URL parameters the request matched (the
// input resolver built the message from them: a single call's message is the body with them appended, a bulk
// element carries them as fields). Both cases below are what the real 2.4.7-p3 did on 2026-11-26.
//
// 1. A parameter the synchronous service reads from the REST request itself, not from its arguments. PUT
//    /V1/customers/:customerId runs CustomerRepositoryInterface::save($customer, $passwordHash): no argument takes
//    customerId. The synchronous call updates that customer because the webapi_rest plugin
//    Magento\Customer\Model\Plugin\UpdateCustomer::beforeSave reads `customerId` from the request and merges the body
//    into the stored customer. The consumer runs outside any REST request, so the queued save sees only the body's
//    customer: without `id` it saves a new customer (with the same e-mail on the same website it fails: "A customer
//    with the same email address already exists in an associated website."), with `id` it updates that one. This
//    holds for every release with queues and for bulk elements too (their customerId names no argument either).
// 2. A URL parameter a single async call's message does not carry although the service needs it. PUT
//    /async/V1/categories/:categoryId/move (CategoryManagementInterface::move($categoryId, $parentId, $afterId)) is
//    accepted (202: the input resolver found categoryId in the URL), then the consumer fails it, not retriably:
//    `Data item corresponding to "categoryId" must be specified in the message with topic
//    "async.magento.catalog.api.categorymanagementinterface.move.put".` Why this message lacks the parameter while
//    other PUT messages keep theirs is not established, so the reference plays it for this service only, from 2.4.7
//    (the release it was seen on); the bulk form, whose element names categoryId itself, is left as it was.

import { isAtLeast } from '../release.ts';
import type { RouteDecl } from '../types.ts';
import type { AsyncHost } from './api.ts';

type AsyncKind = 'single' | 'bulk';

interface ReadFromRequest {
  /** URL parameters the synchronous service reads from the REST request (no argument of the method takes them). */
  params: readonly string[];
}

interface NotCarried {
  /** URL parameters (arguments of the method) a single async call's message lacks. */
  params: readonly string[];
  /** The first release it is played on. */
  since: string;
}

const READ_FROM_REQUEST: Readonly<Record<string, ReadFromRequest>> = {
  'Magento\\Customer\\Api\\CustomerRepositoryInterface::save': { params: ['customerId'] },
};

const NOT_CARRIED: Readonly<Record<string, NotCarried>> = {
  'Magento\\Catalog\\Api\\CategoryManagementInterface::move': { params: ['categoryId'], since: '2.4.7' },
};

export interface QueuedParams {
  /** The parameters the consumer runs the call with. */
  params: Record<string, string>;
  /** Arguments the message lacks: the consumer fails the operation naming the first. */
  missing: string[];
}

function serviceKey(route: RouteDecl): string {
  return `${route.serviceClass.replace(/^\\+/, '')}::${route.serviceMethod}`;
}

/** The URL parameters a queued call of `route` keeps, and those whose absence fails it in the consumer. */
export function queuedParams(host: AsyncHost, route: RouteDecl, kind: AsyncKind, params: Readonly<Record<string, string>>): QueuedParams {
  const key = serviceKey(route);
  const kept: Record<string, string> = { ...params };
  const missing: string[] = [];
  for (const name of READ_FROM_REQUEST[key]?.params ?? []) delete kept[name];
  const notCarried = NOT_CARRIED[key];
  if (kind === 'single' && notCarried !== undefined && isAtLeast(host.profile.release, notCarried.since)) {
    for (const name of notCarried.params) {
      if (!(name in kept)) continue;
      delete kept[name];
      missing.push(name);
    }
  }
  return { params: kept, missing };
}
