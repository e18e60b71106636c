// The placeholders contracts write where a value comes from the run: {{prefix}} (the run's prefix) and
// {{fixture:name}} (an entity discovered on the target). A request that still carries one would send the contract's
// own markup to the platform (real 2.4.7 answered 400 'The "{{fixture:store.id}}" value's type is invalid').

const PLACEHOLDER = /\{\{(prefix|fixture:[A-Za-z]+\.[A-Za-z]+)\}\}/;

/** The first placeholder left in a text (URL-decoded first, since query values travel encoded), or null. */
export function unresolvedPlaceholder(text: string): string | null {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    /* not URL-encoded: read as is */
  }
  return PLACEHOLDER.exec(decoded)?.[0] ?? PLACEHOLDER.exec(text)?.[0] ?? null;
}
