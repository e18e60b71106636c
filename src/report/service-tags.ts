// The service tag a published schema gives each operation (`giftWrappingWrappingRepositoryV1`): the platform names it
// from the service's namespace, as it names definitions, so it tells the module of a route no contract names (the
// difference report's causes read it, through published-index.ts). Swagger 2.0 and OpenAPI 3 keep tags the same way.

import { pathShape } from '../schema/lookup.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Route shape (`GET /V1/gift-wrappings/{}`) → its operation's first tag, from a schema document's `paths`. */
export function serviceTagsOfDocument(doc: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const paths = doc !== null && typeof doc === 'object' ? (doc as { paths?: unknown }).paths : undefined;
  if (paths === null || typeof paths !== 'object') return out;
  for (const [path, item] of Object.entries(paths as Record<string, unknown>)) {
    if (item === null || typeof item !== 'object') continue;
    for (const method of METHODS) {
      const tags = (item as Record<string, { tags?: unknown } | undefined>)[method]?.tags;
      if (Array.isArray(tags) && typeof tags[0] === 'string') out.set(`${method.toUpperCase()} ${pathShape(path.replace(/^\/rest\/[^/]+/, ''))}`, tags[0]);
    }
  }
  return out;
}
