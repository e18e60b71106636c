// What the installation itself lacks that makes several checks fail for one cause, said once at the end of a run (one
// cause, one diagnostic), from what global setup recorded in fingerprint.json. Today: no search engine. Magento 2.4
// needs one (OpenSearch or Elasticsearch); without it GET /V1/search answers 500, and where the catalog search index
// is updated on save (2.4.6 installs it so; 2.4.7 "Update by Schedule") every save that reindexes it is refused: the
// real Adobe Commerce 2.4.6-p1 answered 400 "The product was unable to be saved. Please try again." to a product save
// with links and 500 to bundle option and selection saves, "Missing required argument $engines of
// Magento\Search\Model\EngineResolver" in its exception log each time (docs/real-platform.md).

/** The modules that make a search engine (any one enabled is one). */
export const SEARCH_ENGINE_MODULES = ['Magento_OpenSearch', 'Magento_Elasticsearch7', 'Magento_Elasticsearch8', 'Magento_LiveSearch'] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The enabled modules a fingerprint recorded, or null when it has none (not read, or an older run file). */
function enabledModules(fingerprint: unknown): string[] | null {
  const modules = isRecord(fingerprint) ? fingerprint.modules : undefined;
  const enabled = isRecord(modules) ? modules.enabled : undefined;
  return Array.isArray(enabled) ? enabled.filter((m): m is string => typeof m === 'string') : null;
}

/** The notes a run ends with, one sentence each, saying what to change; none when the installation lacks nothing the
 * suite knows of (or its module list was not read). */
export function installationNotes(fingerprint: unknown): string[] {
  const enabled = enabledModules(fingerprint);
  if (enabled === null || enabled.length === 0) return [];
  // Before 2.4 the catalog search could run on MySQL: only a 2.4 installation must have an engine.
  const release = isRecord(fingerprint) ? fingerprint.release : undefined;
  if (typeof release !== 'string' || !/^2\.4(\.|$)/.test(release)) return [];
  const notes: string[] = [];
  if (!SEARCH_ENGINE_MODULES.some((m) => enabled.includes(m))) {
    notes.push(`The installation enables no search engine module (none of ${SEARCH_ENGINE_MODULES.join(', ')} in GET /V1/modules), which Magento 2.4 needs: GET /V1/search answers 500, and where the catalog search index is updated on save (as 2.4.6 installs it) every save that reindexes it is refused (product links, bundle options and selections: "Missing required argument $engines of Magento\\Search\\Model\\EngineResolver" in the exception log). Configure OpenSearch or Elasticsearch (bin/magento setup:config:set --search-engine=...) to have those routes judged.`);
  }
  return notes;
}
