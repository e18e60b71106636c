// What no search answer may carry, whatever its status: the SQL the platform ran (a PDO or MySQL error quotes it) or
// a stack trace. The platform masks uncaught exceptions outside developer mode ("Internal Error. Details are available
// in Magento log file. Report ID: ..."); a body that carries them tells a caller the database's tables and the
// installation's paths, and says the installation runs in developer mode. The items of a successful answer are the
// merchant's data and are not read: a failed bulk operation stores its exception's message, SQL included.

import type { HttpExchange } from '../types.ts';

const SQL = [/SQLSTATE\[[0-9A-Z]{5}\]/, /\bUnknown column '[^']*' in '[a-z ]+clause'/i, /\bquery was: (SELECT|UPDATE|INSERT|DELETE)\b/i];
const TRACE = [/(^|\\n|\n)#\d+ \/[^\s]+\.php\(\d+\)/, /"trace"\s*:/, /\bStack trace:/i, /\.php on line \d+/];

/** What an answer leaks, or null: 'SQL' or 'a stack trace', with the text around it. */
export function leakOf(res: Pick<HttpExchange, 'status' | 'json' | 'bodyText'>): { what: 'SQL' | 'a stack trace'; quote: string } | null {
  const json = res.json;
  if (res.status === 200 && json !== null && typeof json === 'object' && !Array.isArray(json) && 'items' in json) {
    const { items: _data, ...rest } = json as Record<string, unknown>;
    return leakIn(JSON.stringify(rest));
  }
  return leakIn(res.bodyText);
}

/** What a text leaks, in a few words, or null. */
export function leakIn(bodyText: string): { what: 'SQL' | 'a stack trace'; quote: string } | null {
  for (const [what, patterns] of [['SQL', SQL], ['a stack trace', TRACE]] as const) {
    for (const pattern of patterns) {
      const m = pattern.exec(bodyText);
      if (m) {
        const at = Math.max(0, m.index - 20);
        return { what, quote: bodyText.slice(at, at + 160) };
      }
    }
  }
  return null;
}
