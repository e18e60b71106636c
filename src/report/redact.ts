// Scrubs secrets from anything the suite writes: configured secrets and tokens seen anywhere in a text, and
// password-like fields in JSON bodies (the platform itself echoes request bodies into serialized_data).

const SECRET_KEYS = /pass(word)?|secret|token|api[_-]?key|authorization|ust$/i;
export const REDACTED = '«redacted»';

/** Bearer values and JWTs (the platform's 2.4 tokens), also when a message cut one short: a full secret no longer
 * matches then. */
export function redactTokenShapes(text: string): string {
  return text.replace(/(Bearer\s+)[A-Za-z0-9._~+/=-]{8,}/g, `$1${REDACTED}`).replace(/eyJ[A-Za-z0-9_-]{4,}\.(?:eyJ[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*)?)?/g, REDACTED);
}

export function redactText(text: string, secrets: Iterable<string>): string {
  let out = text;
  for (const s of [...secrets].filter((x) => x.length >= 4).sort((a, b) => b.length - a.length)) out = out.split(s).join(REDACTED);
  out = redactTokenShapes(out);
  // JSON text that escaped the structured pass: "password":"..." inside strings, also when escaped (\"password\":\"...\").
  out = out.replace(/(\\?"[A-Za-z_]*(?:password|secret)[A-Za-z_]*\\?"\s*:\s*\\?")((?:[^"\\]|\\[^"])*)(\\?")/gi, `$1${REDACTED}$3`);
  return out;
}

export function redactJson(value: unknown, secrets: Iterable<string>): unknown {
  const list = [...secrets];
  const walk = (v: unknown, key: string | null): unknown => {
    if (typeof v === 'string') {
      if (key !== null && SECRET_KEYS.test(key) && v !== '') return REDACTED;
      // Serialized JSON inside a string (serialized_data, meta_information): redact inside it too.
      if (/^\s*[[{]/.test(v)) {
        try {
          return JSON.stringify(walk(JSON.parse(v), null));
        } catch {
          /* not JSON: fall through */
        }
      }
      return redactText(v, list);
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, null));
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]));
    return v;
  };
  return walk(value, null);
}

/** Whether a body carries a password-like field with a non-empty value (a security finding when the platform echoes it). */
export function findPasswordEcho(value: unknown, path = ''): string | null {
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      return findPasswordEcho(JSON.parse(value), path);
    } catch {
      return null;
    }
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findPasswordEcho(value[i], `${path}/${i}`);
      if (hit) return hit;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/password/i.test(k) && typeof v === 'string' && v !== '') return `${path}/${k}`;
      const hit = findPasswordEcho(v, `${path}/${k}`);
      if (hit) return hit;
    }
  }
  return null;
}
