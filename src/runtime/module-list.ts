// The modules the target enables, read once in global setup (GET /V1/modules as the admin, or the integration standing
// in for it) and kept in fingerprint.json, so a difference report can trace a route served on one side only to a
// module enabled on one side only (search engines, MSI, Payment Services...). The route needs Magento_Backend::admin:
// a target that refuses it (no admin identity, an integration without that resource), or answers something that is
// no list of names, leaves the list out with the reason; the run goes on either way.

/** What fingerprint.json `modules` holds. */
export interface ModuleList {
  /** The enabled modules' names, sorted; null when the list was not read (`problem` says why). */
  enabled: string[] | null;
  /** The call and who made it: `GET /V1/modules (admin token)`; null when nobody could ask. */
  source: string | null;
  problem: string | null;
}

export const MODULES_PATH = '/V1/modules';

/** One call of GET /V1/modules with the admin's credential: its status and body. */
export type ModulesCall = () => Promise<{ status: number; json: unknown }>;

/** Reads the list through `call` (null: no identity answers as the admin, `who` says why); never throws. */
export async function readModuleList(call: ModulesCall | null, who: string): Promise<ModuleList> {
  const source = `GET ${MODULES_PATH} (${who})`;
  if (call === null) return { enabled: null, source: null, problem: `not read: ${who}` };
  let answer: { status: number; json: unknown };
  try {
    answer = await call();
  } catch (e) {
    return { enabled: null, source, problem: `${source} failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (answer.status !== 200) return { enabled: null, source, problem: `${source} answered ${answer.status}${refusalText(answer.json)}` };
  const names = answer.json;
  if (!Array.isArray(names) || !names.every((n): n is string => typeof n === 'string')) return { enabled: null, source, problem: `${source} answered 200 with something that is not a list of module names` };
  return { enabled: [...new Set(names)].sort(), source, problem: null };
}

function refusalText(json: unknown): string {
  const message = json !== null && typeof json === 'object' ? (json as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? ` "${message.slice(0, 200)}"` : '';
}
