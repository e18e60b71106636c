// What each target showed of the searches' undocumented behaviours, route by route: the search family records them as
// variants `search.<aspect>.<form>` (src/checks/search/variants.ts): whether a list some releases page on none of
// pages, what a page past the last one answers, what page 0 answers, how an unknown field, an unknown condition type
// and moreq are answered. The difference report shows them per route and target; the trend shows where they changed
// from one night to the next.

/** The variant ids the search family records start with this. */
export const SEARCH_VARIANT_PREFIX = 'search.';

/** The aspects, in report order, with what each is about (a column of the report). */
export const SEARCH_ASPECT_TITLES: ReadonlyArray<{ aspect: string; title: string }> = [
  { aspect: 'page-size', title: 'pageSize applied' },
  { aspect: 'past-last-page', title: 'past the last page' },
  { aspect: 'page-zero', title: 'page 0' },
  { aspect: 'unknown-field', title: 'unknown field' },
  { aspect: 'unknown-condition', title: 'unknown condition type' },
  { aspect: 'moreq', title: 'moreq' },
];

/** One route: per aspect, per target label, the forms it showed ([] = not recorded there). */
export interface SearchBehaviourRow {
  route: string;
  aspects: Record<string, Record<string, string[]>>;
  /** Two targets that both recorded an aspect recorded different forms. */
  differs: boolean;
}

/** `search.past-last-page.empty` → ['past-last-page', 'empty'], or null for another variant. */
export function parseSearchVariant(id: string): { aspect: string; form: string } | null {
  if (!id.startsWith(SEARCH_VARIANT_PREFIX)) return null;
  const rest = id.slice(SEARCH_VARIANT_PREFIX.length);
  const dot = rest.lastIndexOf('.');
  if (dot <= 0 || dot === rest.length - 1) return null;
  return { aspect: rest.slice(0, dot), form: rest.slice(dot + 1) };
}

const aspectOrder = (aspect: string): number => {
  const i = SEARCH_ASPECT_TITLES.findIndex((a) => a.aspect === aspect);
  return i < 0 ? SEARCH_ASPECT_TITLES.length : i;
};

/** Aspect title for a report column (an aspect a later version of the family adds: its name). */
export const aspectTitle = (aspect: string): string => SEARCH_ASPECT_TITLES.find((a) => a.aspect === aspect)?.title ?? aspect;

/** The aspects any row has, in report order. */
export function aspectsOf(rows: readonly SearchBehaviourRow[]): string[] {
  return [...new Set(rows.flatMap((r) => Object.keys(r.aspects)))].sort((a, b) => aspectOrder(a) - aspectOrder(b) || a.localeCompare(b));
}

/** The rows of the targets' search variants (variant id → routes, per target label), routes in path order. */
export function searchBehaviour(variantsByLabel: ReadonlyArray<{ label: string; variants: Readonly<Record<string, readonly string[]>> }>): SearchBehaviourRow[] {
  const byRoute = new Map<string, Record<string, Record<string, string[]>>>();
  for (const { label, variants } of variantsByLabel) {
    for (const [id, routes] of Object.entries(variants)) {
      const parsed = parseSearchVariant(id);
      if (parsed === null) continue;
      for (const route of routes) {
        const aspects = byRoute.get(route) ?? {};
        byRoute.set(route, aspects);
        const perLabel = (aspects[parsed.aspect] ??= {});
        const forms = (perLabel[label] ??= []);
        if (!forms.includes(parsed.form)) forms.push(parsed.form);
      }
    }
  }
  const labels = variantsByLabel.map((v) => v.label);
  return [...byRoute.entries()]
    .sort(([a], [b]) => a.replace(/^\S+ /, '').localeCompare(b.replace(/^\S+ /, '')) || a.localeCompare(b))
    .map(([route, aspects]) => {
      for (const perLabel of Object.values(aspects)) for (const label of labels) (perLabel[label] ??= []).sort();
      const differs = Object.values(aspects).some((perLabel) => new Set(labels.map((l) => perLabel[l] ?? []).filter((forms) => forms.length > 0).map((forms) => forms.join('/'))).size > 1);
      return { route, aspects, differs };
    });
}

/** A change of one aspect on one route between two labels (both recorded it, with different forms). */
export interface SearchChange {
  route: string;
  aspect: string;
  before: string[];
  after: string[];
}

export function searchChanges(rows: readonly SearchBehaviourRow[], before: string, after: string): SearchChange[] {
  const out: SearchChange[] = [];
  for (const row of rows) {
    for (const aspect of aspectsOf([row])) {
      const a = row.aspects[aspect]?.[before] ?? [];
      const b = row.aspects[aspect]?.[after] ?? [];
      if (a.length > 0 && b.length > 0 && a.join('/') !== b.join('/')) out.push({ route: row.route, aspect, before: a, after: b });
    }
  }
  return out;
}

/** A form list as a cell shows it: `empty`, `empty / last-page-repeated` (inconsistent), or `–` (not recorded). */
export const formsText = (forms: readonly string[] | undefined): string => (forms === undefined || forms.length === 0 ? '–' : forms.join(' / '));
