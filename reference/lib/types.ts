// Shared types of the reference installation. The reference is a separate program: it imports nothing from the
// suite (contracts/, src/, specs/, fixtures/) and keeps its own route table shaped like the platform's webapi.xml.

export type Edition = 'open-source' | 'commerce';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route declaration, as a module's etc/webapi.xml declares it. */
export interface RouteDecl {
  method: HttpMethod;
  /** As declared: /V1/products/:sku */
  url: string;
  /** Platform module, e.g. Magento_Catalog */
  module: string;
  /** Service contract, e.g. Magento\Catalog\Api\ProductRepositoryInterface */
  serviceClass: string;
  serviceMethod: string;
  /** `anonymous`, `self`, or ACL resource ids (any one grants access). */
  resources: string[];
  /** Parameters forced from the caller's context, e.g. customerId=%customer_id% */
  data?: Array<{ name: string; value: string; force: boolean }>;
  /** secure="true" in webapi.xml: only served to requests the platform considers HTTPS. */
  secure?: boolean;
}

/** One argument of a service method as its PHP signature declares it. */
export interface ServiceParameter {
  /** The PHP argument name ($id). */
  name: string;
  /** The name the web API publishes and reads it under: the URL parameter (:ruleId) or body field. */
  published: string;
  /** The declared type: mixed, int, string, float, bool, array, a data interface, or one of those with []. */
  type: string;
  /** The argument's name in the implementation (the di.xml preference) where it differs from the interface's: PHP 8
   * binds a named argument to the implementation's names, so a call keyed by the interface's name fails there. */
  implementation?: string;
}

/** Who is calling, as the platform's user context resolves it. user_type: 1 integration, 2 admin, 3 customer, 4 guest. */
export interface Identity {
  kind: 'guest' | 'customer' | 'admin' | 'integration';
  userType: 1 | 2 | 3 | 4;
  userId: number | null;
  /** '*' = every resource; else the granted ACL ids. Customers and guests: [] */
  resources: '*' | string[];
  /** Token kind of the credential (bearer, oauth1) – integrations are exempt from challenge headers. */
  via: 'none' | 'bearer' | 'oauth1';
  /** A credential the platform rejects out loud (an OAuth 1.0a signature that does not verify): the 401 message a
   * protected route answers instead of the ACL refusal. Anonymous routes never consult it, so the caller stays a guest. */
  rejectedCredential?: string;
}

/** The release profile a server instance plays. */
export interface Profile {
  edition: Edition;
  /** Concrete release, e.g. 2.4.7, 2.2.10 */
  release: string;
  features: {
    async: boolean; // /async/V1 and /async/bulk/V1 exist (2.3.0+)
    asyncDelete: boolean;
    bulkDelete: boolean;
    asyncPatch: boolean;
    /** 'hmac-sha256' (2.3.2+): 64 lowercase hex; 'null': data_hash null (2.3.0-2.3.1) */
    dataHash: 'hmac-sha256' | 'null';
    /** 'service': async.magento.catalog.api.productrepositoryinterface.save.post (2.3.1+); 'route': async.V1.products.POST */
    topicShape: 'service' | 'route';
    countRoute: boolean;
    userType: boolean;
    /** JWT tokens (2.4.4+), else opaque 32-char tokens */
    jwt: boolean;
  };
  adminTokenLifetimeS: number;
  customerTokenLifetimeS: number;
}

/** A parsed web API call, after base/script name, /rest and store code were taken off. */
export interface ApiRequest {
  method: string;
  /** Path after /rest[/<store>], e.g. /V1/products/abc or /async/bulk/V1/products/bySku */
  path: string;
  /** Store code given in the URL, or null when none was given. */
  storeCode: string | null;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  /** Raw body text ('' when none). */
  rawBody: string;
  identity: Identity;
}

export interface ApiResponse {
  status: number;
  /** JSON value to serialize, or a string when `raw` is set. */
  body: unknown;
  headers?: Record<string, string>;
  raw?: boolean;
  /** The service returned nothing (a void method, or null). REST renders that as [], while the async consumer
   * stores no result at all (result_serialized_data null: MassConsumer serializes only a set output). */
  noResult?: boolean;
  /** An uncaught exception's own message where REST masks it (500 "Internal Error ..." outside developer mode): the
   * queue consumer catches the exception and records this as the operation's result_message. */
  exceptionMessage?: string;
}

/** The platform's error body: {message, parameters?}. */
export interface ErrorBody {
  message: string;
  parameters?: Record<string, unknown> | unknown[];
}

export interface FaultInfo {
  name: string;
  category: 'permissions' | 'tokens' | 'async' | 'bulk' | 'status' | 'schemas' | 'store-scope' | 'challenge' | 'schema-endpoint' | 'search' | 'submission' | 'writes' | 'input' | 'commerce' | 'scope' | 'reads';
  description: string;
}
