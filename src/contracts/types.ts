// The contract language (what contracts/*.yaml hold) and the compiled plan (what specs iterate).
// Raw* types mirror the YAML as validated by contracts/contract.schema.json; Compiled* types are the
// normalized, fully resolved plan. The plan is pure data: no functions, no I/O handles.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Edition = 'open-source' | 'commerce';
export type Safety = 'read' | 'write';

/** Where a route's path hangs: under {base}/rest[/<store>] (store), at the host root (/swagger, /soap), or on the
 * developer-submission API's own base URL. */
export type RouteBase = 'store' | 'root' | 'submission';

/** `anonymous`, `self`, or the ACL resource ids the platform declares (the caller needs any one of them). */
export type Permission = 'anonymous' | 'self' | string[];

/** A release as the platform numbers them: 2.0, 2.1, 2.2.8, 2.4.6-p1. A line (2.3) means "from its first release". */
export type Release = string;

/** How a :param of the path is filled at run time. */
export type ParamSource =
  | { fixture: string } // a name resolved by src/runtime/data.ts (e.g. product.sku, customer.id, cart.guestId)
  | { literal: string | number }
  | { generated: 'uuid' | 'int' | 'prefixed' };

/** Where the expected response body's schema comes from. */
export type RawSchemaRef =
  | { $ref: string } // into contracts/schemas/<file>.json[#/pointer]
  | { published: true } // the target's published schema, this operation's success response
  | { published: string } // the target's published schema, by definition name
  | { none: true }; // no body to validate (bare values are checked by `type`)

/** A documented correction for a known trap of the platform's schema. Never switches validation off: it widens
 * exactly one place and says why. */
export interface SchemaOverlay {
  /** A published definition name (`catalog-data-product-interface`) or `*` for every definition. */
  definition: string;
  /** A property of that definition, or `*` for every property. */
  property: string;
  kind: 'nullable' | 'types' | 'mysql-datetime' | 'numeric-string' | 'open-object' | 'optional';
  /** With kind `types`: the JSON types the value may really have. */
  types?: Array<'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null'>;
  reason: string;
}

export interface RawPermissionForReleases {
  /** Release ranges, e.g. "2.0 - 2.2.7, 2.3.0". */
  releases: string;
  permission: Permission;
}

export interface RawChallenge {
  /** The seeds' X-Captcha form name (e.g. "Create user"). */
  captcha?: string;
  /** The seeds' X-ReCaptcha setting name (e.g. "Create new customer account"). */
  recaptcha?: string;
}

/** A release variant the seeds (or the real platform) name: an observation, never a failure by itself. */
export interface RawVariant {
  id: string;
  description: string;
  source: string;
}

/** A documented answer meaning "this target's data does not allow the read" (the real platform gives it too): the
 * check is then skipped with the reason, never passed. */
export interface UnavailableAnswer {
  status: number;
  message: string;
  reason: string;
}

export interface RawResponse {
  status?: number;
  unavailableWhen?: UnavailableAnswer[];
  /** JSON type of a bare body (token string, count integer). */
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  schema?: RawSchemaRef;
  overlays?: SchemaOverlay[];
}

/**
 * Where a value of a write comes from, for the read that verifies it: `path.<param>` (the write's filled path
 * parameter), `body.<pointer>` (the value the write sent: product.name, prices[0].sku), `answer` or
 * `answer.<pointer>` (what the write answered: the new id).
 */
export type ValueSource = string;

/** What a write does, as its read shows it. */
export type ReadBackExpectation =
  /** The read answers the entity with the fields the write sent. */
  | 'created'
  /** The read answers the fields the write sent, and at least one of them read otherwise before the write. */
  | 'updated'
  /** The read answers 404 (the platform's "No such entity" answer). */
  | 'deleted'
  /** The read answers an item (a link, a price, a website) that matches what the write sent. */
  | 'linked'
  /** The read answers no such item any more. */
  | 'unlinked';

/** The read that verifies a write's effect (docs/contract-format.md, Read-back). */
export interface RawReadBack {
  /** A read route of the plan, by key: "GET /V1/products/:sku", or a read sent as POST. */
  route: string;
  /** Each :param of the read → the write's value that fills it. */
  params?: Record<string, ValueSource>;
  /** The read's query (search criteria): values are text, with {{source}} placeholders. */
  query?: Record<string, string>;
  /** A read sent as POST: its body, a template whose "{{source}}" strings take the source's value (type kept). */
  body?: unknown;
  /** The store code the read is made under (default: the write's). */
  storeCode?: string;
  expect: ReadBackExpectation;
  /** Pointer into the read's answer → the write's value it must show. */
  fields?: Record<string, ValueSource>;
  /** linked / unlinked: an item of the array at `in` (a pointer into the answer; '' for the answer itself) whose fields
   * (pointer into the item → source) all match, or, with `value`, an array of scalars that holds it. */
  item?: { in: string; match?: Record<string, ValueSource>; value?: ValueSource };
  /** An item of the array at `in` the write must leave as it was, beside the one it changed (the product's other link,
   * the attribute's other option, the category's other product at its position): its fields all match after it. */
  kept?: { in: string; match: Record<string, ValueSource>; what: string };
  /** Every field the write sent, compared deep with what the read answers (docs/contract-format.md, Every field sent). */
  sent?: RawSentFields;
}

/** Which part of the write's body is the entity the read answers, where the read answers it, and the fields of the body
 * the read answers elsewhere or not at all, each with the real platform's reason. Body pointers take `[]` for any
 * element of a collection (`product.options[].values[].option_type_id`). */
export interface RawSentFields {
  /** The body pointer of the entity the write sent ('' for the whole body): every field under it is compared. */
  from: string;
  /** Where the read answers it: a pointer into the answer ('' for the answer itself). Left out with `item`: the item
   * the read-back matched. */
  at?: string;
  /** Body pointer (the whole body's, `[]` for any element) → why the read does not answer it (the real answer quoted).
   * A field of the body outside `from` is declared here, or the lint refuses the contract. */
  unanswered?: Record<string, string>;
  /** Body pointer (the whole body's) → where the read answers it instead (a pointer into the answer, from `at`). */
  answeredAs?: Record<string, string>;
}

/** How the write is executed by the write family (write.response-valid, write.read-back, async.same-as-sync). */
export interface RawWrite {
  /** Why no call of it can succeed on the run's own data (a token the platform only e-mails): the checks skip so. */
  notExecutable?: string;
  /** Editions on which what the write leaves behind can neither be removed nor verified through REST (Adobe
   * Commerce's Content Staging updates): it is not executed there, and says why. */
  untraceableOn?: Array<{ editions: Edition[]; reason: string }>;
  /** Why the write's effect cannot be read back on the run's own data, though the write is executed (a store credit no
   * REST route can give the run's customer): write.read-back skips with it, naming what would change that. */
  unreadable?: string;
  /** How the write's own answer carries the entity it sent (write.answer-sent): where the entity is in the answer, and
   * the fields it answers elsewhere or not at all (each with the real platform's reason). Absent: the answer is compared
   * as the read is (readBack.sent's unanswered and answeredAs), at the answer itself. */
  answer?: RawWriteAnswer;
}

/** The entity in a write's own answer (write.answer-sent). */
export interface RawWriteAnswer {
  /** A pointer into the answer ('' for the answer itself, the default). */
  at?: string;
  /** Why the write answers no entity to compare (it answers true, an id): the check skips with this. */
  none?: string;
  /** Body pointer → why the answer does not carry it (replaces readBack.sent.unanswered for the answer). */
  unanswered?: Record<string, string>;
  /** Body pointer → where the answer carries it instead (replaces readBack.sent.answeredAs for the answer). */
  answeredAs?: Record<string, string>;
  /** The one value a successful execution answers (true: most deletes, links and e-mail sends), as the real platform
   * answered it on the run's own entities (write.answer-value); [] for a price storage's list of the rows it refused,
   * none when every row sent is kept. */
  value?: boolean | number | string | readonly never[];
  /** Where the value a successful execution answers comes from, as a read-back source (path.id: an update that answers
   * the id of the entity it saved), compared as an id: the integer or its decimal text (write.answer-value). */
  valueFrom?: string;
}

/** What a partial update of the route does on the platform, where it differs from keeping every omitted field,
 * emptying a collection sent as [] and reverting a store-scoped value sent as null (docs/contract-format.md, Partial
 * updates): the form the release shows, with its source. */
export interface RawPartialVariant {
  id: string;
  /** resets: an omitted field reads back otherwise (the entity is replaced: a default, or nothing); refuses: an update
   * that leaves a field out is refused, and nothing changes; keeps-empty: a collection sent as [] is kept as it was;
   * no-revert: a store view's value sent as null stays. */
  form: 'resets' | 'refuses' | 'keeps-empty' | 'no-revert';
  /** The read's pointers the form is about (resets, keeps-empty, no-revert); a refusal names none. */
  fields?: string[];
  description: string;
  source: string;
}

/** A collection the partial-update checks send as [] (after the fill gave it an item): where, and where it reads. */
export interface RawEmptied {
  body: string;
  read: string;
}

/** A store-scoped value sent under a second store view, then as null there: where in the body, and where the read
 * shows it (`attribute`: a custom attribute, sent in the body's array at `body` and read as custom_attributes.<code>). */
export interface RawStoreScoped {
  body: string;
  read?: string;
  attribute?: string;
}

/** How the write family judges the route's partial updates (write.partial-keeps-omitted,
 * write.empty-collection-clears, write.store-null-reverts), on the run's own entity its synchronous execution updated.
 * `none` instead: why the route has no partial update to judge (a link, a single value). */
export interface RawPartialUpdate {
  none?: string;
  /** Body pointers the partial update still sends (the entity's key, what the route requires), besides `change`. */
  keep?: string[];
  /** Body pointer → read pointer: the field the partial update changes (a string gets "-p", a number +1). */
  change?: Record<string, string>;
  /** Body pointer → value (a template: "{{source}}" keeps its type) set by the update made first, so the entity has
   * what the partial update then leaves out (a collection with an item, a custom attribute). */
  fill?: Record<string, unknown>;
  /** The entity is an item of the read's answer: the array at `in` and the fields that find it (pointer → source). */
  item?: { in: string; match: Record<string, ValueSource> };
  /** Read pointers any save changes (updated_at). */
  ignore?: string[];
  empties?: RawEmptied[];
  storeScoped?: RawStoreScoped[];
  variants?: RawPartialVariant[];
}

/** How a route's searchCriteria behave (docs/contract-format.md, Search), for the search family. */
export interface RawSearch {
  /** Item fields whose values identify an item (together): pages sorted ascending by them are stable. */
  key?: string[];
  /** Item field → the name searchCriteria filters and sorts it by, where they differ (the table's column: page_id). */
  criteria?: Record<string, string>;
  /** Item field → why searchCriteria cannot filter on it (the platform answers an error, or compares a stored form
   * the answer does not show). */
  unfilterable?: Record<string, string>;
  /** Item field → why searchCriteria cannot sort on it. */
  unsortable?: Record<string, string>;
  /** from-one: currentPage 1 is the first page (repositories); from-zero: 0 is (the full-text search). */
  paging?: 'from-one' | 'from-zero';
  /** The route is a full-text search: its filters bind to the search request's placeholders, not to fields of its
   * items, and it orders by relevance; why, in a sentence. */
  fulltext?: string;
  /** Releases on which the list applies no page at all (every match, whatever pageSize and currentPage), with the
   * source that says so: a known defect of those releases, judged as a variant there and as a failure elsewhere. */
  pagesIgnored?: { releases: string; source: string };
  /** The item read of the same entity (read.list-item): an item as the list answers it has the values of that read. */
  item?: RawListItem;
}

/** A list's item read (docs/contract-format.md, Search): the route, how a list item fills its path, and where the
 * platform's two reads differ by design, each with its evidence. Pointers are JSON pointers into one item. */
export interface RawListItem {
  /** The item route of the plan, as its key: "GET /V1/products/:sku". */
  route: string;
  /** Path parameter of the item route → the list item's field that fills it. */
  params: Record<string, string>;
  /** What the item read answers and the list leaves out. */
  itemOnly?: Record<string, string>;
  /** What the list answers and the item read leaves out. */
  listOnly?: Record<string, string>;
  /** What both answer, with values that differ by design. */
  differs?: Record<string, string>;
}

export interface CompiledListItem {
  route: string;
  params: Record<string, string>;
  itemOnly: Record<string, string>;
  listOnly: Record<string, string>;
  differs: Record<string, string>;
}

/** One request of a read and what the real platform answers to it (docs/contract-format.md, Known answers; the check
 * write.known-answer). Values of the run's own entities are named `<kind>.<value>` (src/checks/owned). */
export interface RawKnownAnswer {
  /** What is asked, in words. */
  what: string;
  /** Path parameter → the value of an entity of the run's own it names. */
  on?: Record<string, string>;
  /** Path parameter → a value the platform itself defines (an attribute code, a link type, store 0), sent as written. */
  path?: Record<string, string>;
  /** Query parameters sent, as written (storeCodes[0]: default); {{owned:<kind>.<value>}} a value of an entity of the
   * run's own (a search by the run's own rule's id). */
  query?: Record<string, string>;
  /** The store code the read is sent under (default: the run's): `all` where a store view answers its index, not the
   * entity (a category's products right after the link). */
  storeCode?: string;
  /** The editions whose platform answers this (absent: every edition); an edition the target is not skips it. */
  editions?: Edition[];
  /** A pointer into the answer: what is compared is the value there ('' or absent: the whole answer). */
  at?: string;
  /** The token the call is sent with: a customer of the run's own (`<kind>.token`), for a self route. */
  as?: string;
  /** The body sent: {{prefix}} a sub-prefix of the run's, {{owned:<kind>.<value>}} a value of an entity of the run's own. */
  body?: unknown;
  /** The answer, exactly. */
  answer?: unknown;
  /** The answer is a list holding each of these, each item a part of one of its items (fields named, values equal:
   * objects by the fields they name, lists item by item); items an installation's extensions add pass. */
  includes?: unknown[];
  /** With includes: the items found are in the list in this order. */
  ordered?: boolean;
  /** The answer holds these fields with these values (objects by the fields they name, lists item by item);
   * {{owned:<kind>.<value>}} in a string is a value of an entity of the run's own, as text. */
  contains?: Record<string, unknown> | unknown[];
  /** The answer is an object with exactly these keys, in this order (the platform's own tests compare array_keys);
   * an extension_attributes an installation's extension adds may follow them. */
  keys?: string[];
  /** The answer is what a read of the same entity holds: the value at `at`, or the item of that list `match` finds. */
  sameAs?: { route: string; at?: string; match?: Record<string, unknown>; on?: Record<string, string>; body?: unknown };
  /** Other answers the platform gives where its configuration decides. */
  variants?: Array<{ id: string; answer: unknown; description: string; source: string }>;
  source: string;
}

export interface RawRoute {
  method: HttpMethod;
  path: string;
  base?: RouteBase;
  service?: string;
  editions?: Edition[];
  since?: Release;
  until?: Release;
  permission: Permission;
  permissionByRelease?: RawPermissionForReleases[];
  safety?: Safety;
  /** webapi.xml secure="true": served over HTTPS only (400 "Operation allowed only in HTTPS" on http, after the ACL). */
  secure?: boolean;
  params?: Record<string, ParamSource>;
  query?: Record<string, string>;
  body?: unknown;
  response?: RawResponse;
  challenge?: RawChallenge;
  variants?: RawVariant[];
  write?: RawWrite;
  readBack?: RawReadBack;
  partialUpdate?: RawPartialUpdate;
  search?: RawSearch;
  answers?: RawKnownAnswer[];
  notes?: string;
}

export interface RawContractFile {
  $schema?: string;
  module: string;
  platformModules?: string[];
  source: string;
  notes?: string;
  defaults?: { editions?: Edition[]; since?: Release; base?: RouteBase };
  routes: RawRoute[];
}

// ---------------------------------------------------------------------------------------------------------------
// The compiled plan

export interface SourceLocation {
  file: string; // relative to the contracts folder
  line: number; // 1-based
  column: number; // 1-based
}

export interface ReleaseRange {
  from: Release; // inclusive
  to: Release | null; // inclusive; null = open ended
}

export interface CompiledPermission {
  ranges: ReleaseRange[];
  permission: Permission;
}

export type CompiledSchemaRef =
  | { kind: 'contract'; id: string } // key into CompiledPlan.schemas
  | { kind: 'published-operation' }
  | { kind: 'published-definition'; definition: string }
  | { kind: 'none' };

export type SearchFieldType = 'string' | 'integer' | 'number' | 'boolean';

/** A scalar field of a search result's items, as the item schema declares it. */
export interface SearchField {
  name: string;
  type: SearchFieldType;
}

/** A route's search, compiled (src/contracts/search.ts): what the search family reads. */
export interface CompiledSearch {
  key: string[];
  criteria: Record<string, string>;
  unfilterable: Record<string, string>;
  unsortable: Record<string, string>;
  paging: 'from-one' | 'from-zero';
  /** Why the route is a full-text search, or null for a repository's list. */
  fulltext: string | null;
  /** Releases on which the list applies no page (RawSearch.pagesIgnored), compiled; null: every release pages. */
  pagesIgnored: { ranges: ReleaseRange[]; source: string } | null;
  /** The items' scalar fields from the contract's own item schema, in its order; null when the route is judged by
   * the target's published schema (the family then takes them from the items the target answers). */
  fields: SearchField[] | null;
  /** The item read the list's items are held against (read.list-item), or null when none is declared. */
  item: CompiledListItem | null;
}

export interface CompiledRoute {
  /** "GET /V1/products/:sku" – unique within the plan, used in test titles. */
  key: string;
  method: HttpMethod;
  path: string;
  base: RouteBase;
  module: string;
  service: string | null;
  /** The platform module whose etc/webapi.xml declares the route (Magento_GiftWrapping): of the file's
   * platformModules, the one its service's namespace names (Magento\GiftWrapping\Api\... → Magento_GiftWrapping),
   * else the file's only one; null when the file names none or the service leaves the choice open. What reports hold
   * against the modules a target enables (GET /V1/modules). */
  platformModule: string | null;
  editions: Edition[];
  since: Release;
  until: Release | null;
  /** The permission for the newest release. */
  permission: Permission;
  /** Earlier permissions, newest last; `permission` applies outside every listed range. */
  permissionHistory: CompiledPermission[];
  safety: Safety;
  /** Served over HTTPS only (webapi.xml secure="true"). */
  secure: boolean;
  pathParams: string[];
  params: Record<string, ParamSource>;
  query: Record<string, string>;
  body: unknown;
  response: {
    status: number;
    unavailableWhen: UnavailableAnswer[];
    type: RawResponse['type'] | null;
    schema: CompiledSchemaRef;
    overlays: SchemaOverlay[];
  };
  challenge: RawChallenge;
  variants: RawVariant[];
  write: RawWrite;
  /** The read that verifies the write's effect, or null (checked against the plan by the compiler). */
  readBack: RawReadBack | null;
  /** How the route's partial updates are judged (absent: not judged). */
  partialUpdate?: RawPartialUpdate;
  /** How the route's searchCriteria behave, when it takes them (a getList or search with searchCriteria in its
   * query); null otherwise. */
  search: CompiledSearch | null;
  /** What the read answers on the run's own entities or for a body the contract gives (absent: not judged). */
  answers?: RawKnownAnswer[];
  /** /async/V1/... for write routes of the store base, else null. */
  asyncPath: string | null;
  /** /async/bulk/V1/... with each :name turned into by<Name>, for write routes of the store base, else null. */
  bulkPath: string | null;
  location: SourceLocation;
  /** The bad input the route gets and the platform's answer to each (contracts/bad-input.yaml; the input.* checks);
   * absent when the file names none for it. */
  badInput?: BadInputCase[];
}

/** The bad input checks (src/checks/input/), one per kind of bad input. */
export type BadInputCheck = 'missing-required' | 'wrong-type' | 'invalid-format' | 'out-of-range' | 'duplicate-key' | 'unknown-reference' | 'delete-in-use' | 'foreign-reference' | 'wrong-state' | 'default-protected';

/** The platform's error answer, as quoted from it: status, message (with its %placeholders) and parameters, or the
 * errors of an aggregate ("One or more input exceptions have occurred."). In a case's answer, {value} (the value no
 * entity has, as text), {value:int} (as a number), {path:<param>}, {body:<pointer>} (what was sent) and
 * {own:<kind>.<value>} (a value of the entity of the run's own a `set` made for the case) are filled in. */
export interface BadInputAnswer {
  status: number;
  message: string;
  parameters?: Record<string, unknown> | unknown[];
  errors?: Array<{ message: string; parameters?: Record<string, unknown> | unknown[] }>;
}

/** One bad input of a route, ready for its check. */
export interface BadInputCase {
  check: BadInputCheck;
  /** What is wrong with it, in words. */
  what: string;
  /** empty: {}; fresh: the contract body filled under a sub-prefix of its own, with the execution's bound values;
   * executed: the executed write's body as it was sent (a duplicate). */
  body: 'empty' | 'fresh' | 'executed';
  /** Body fields set (pointer → value); "{unknown}" is an id no entity has, "{prefix}" the case's sub-prefix,
   * "{own:<kind>.<value>}" a value of another entity of the run's own, made for the case; "{absent}" leaves the field out. */
  set: Record<string, unknown>;
  /** A path parameter replaced by a value no entity has. */
  unknownParam?: string;
  /** The value sent for unknownParam, where the case gives one (a read's id that is no number); else one no entity has. */
  unknownValue?: string;
  /** A read's query parameters left out (a name, with its [sub] keys): a search without its searchCriteria. */
  omitQuery?: string[];
  /** Path parameters bound to another entity of the run's own: `<kind>.<value>`. */
  bind?: Record<string, string>;
  /** fresh: sent on entities of its own, bound as the route's write binds them and never written by it; absent: on the
   * entities of the route's synchronous execution, after its write. */
  entities?: 'fresh';
  /** The read that shows nothing changed where the route's readBack cannot (bad-input.yaml's `unchanged`). */
  unchanged?: BadInputRead;
  /** full: sent only at COMMERCE_WRITES=full, where a platform that wrongly took it would leave what no REST call
   * removes (a file under pub/media); absent: at every level the route's writes run at. */
  level?: 'full';
  /** admin: sent by the configured admin instead of the caller of the route's synchronous execution (a guest's
   * sign-up refuses a field it may not name before it looks at its value; the admin's refusal is the platform's own). */
  caller?: 'admin';
  /** Query parameters sent with the write, as written; "{unknown}" an id no entity has (a parameter the route does not
   * read, sent to show so: PUT /V1/customers/me?customerId=...). */
  query?: Record<string, string>;
  answer: BadInputAnswer;
  source: string;
}

/** A read of the entity a bad input names, made before and after it: a read route of the plan and its path parameters,
 * each a source of the bad request (path.<param>, body.<pointer>, owned.<value>). */
export interface BadInputRead {
  route: string;
  params: Record<string, string>;
}

export interface CompiledPlan {
  routes: CompiledRoute[];
  /** JSON Schemas referenced by routes, by id (contracts-relative file + pointer), with internal $refs resolved. */
  schemas: Record<string, object>;
  /** Overlays that apply to every published-schema validation (contracts/overlays.yaml). */
  overlays: SchemaOverlay[];
}

export interface ContractError {
  file: string;
  line: number;
  column: number;
  message: string;
  hint: string;
}
