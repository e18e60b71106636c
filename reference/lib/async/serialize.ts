// Serialization the platform's asynchronous layer does in PHP, reproduced byte for byte where it matters:
// serialized_data of an operation, its data_hash, start_time formatting and message rendering.

import { createHmac } from 'node:crypto';

/**
 * PHP's json_encode() without flags, applied to what json_decode($body, true) produced: compact, '/' escaped as
 * '\/', non-ASCII as \uXXXX, and associative arrays that are empty or keyed 0..n-1 become JSON lists (PHP cannot
 * tell an empty object from an empty array once decoded). The platform hashes and stores exactly this text.
 */
export function phpJsonEncode(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : '0';
  if (typeof value === 'string') return phpString(value);
  if (Array.isArray(value)) return `[${value.map(phpJsonEncode).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (isPhpList(entries.map(([k]) => k))) return `[${entries.map(([, v]) => phpJsonEncode(v)).join(',')}]`;
    return `{${entries.map(([k, v]) => `${phpString(k)}:${phpJsonEncode(v)}`).join(',')}}`;
  }
  return 'null';
}

function isPhpList(keys: string[]): boolean {
  return keys.every((key, index) => key === String(index));
}

function phpString(text: string): string {
  return JSON.stringify(text)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The operation's serialized_data as MassSchedule builds it. store_id (a string) was added after 2.4.4;
 * key order follows the real 2.4.7 corpus: entity_id, entity_link, meta_information, store_id.
 */
export function operationSerializedData(element: unknown, storeId: string | null): string {
  const data: Record<string, unknown> = { entity_id: null, entity_link: '', meta_information: phpJsonEncode(element) };
  if (storeId !== null) data.store_id = storeId;
  return phpJsonEncode(data);
}

/**
 * Encryptor::hash(serialized_data, HASH_VERSION_SHA256) = hash_hmac('sha256', data, key). A key written with the
 * platform's 'base64' prefix is decoded first, as the platform does with app/etc/env.php crypt/key.
 */
export function dataHash(serializedData: string, cryptKey: string): string {
  return createHmac('sha256', cryptKeyBytes(cryptKey)).update(serializedData, 'utf8').digest('hex');
}

function cryptKeyBytes(cryptKey: string): Buffer {
  if (cryptKey.startsWith('base64')) return Buffer.from(cryptKey.slice('base64'.length), 'base64');
  return Buffer.from(cryptKey, 'utf8');
}

/** MySQL DATETIME text in UTC, as the bulk's start_time is shown: YYYY-MM-DD HH:MM:SS. */
export function mysqlDateTime(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Phrase rendering (what $e->getMessage() returns in the consumer): %name placeholders from a parameters object,
 * %1.. from a parameters list.
 */
export function renderMessage(message: string, parameters: unknown): string {
  if (Array.isArray(parameters)) {
    return message.replace(/%(\d+)/g, (whole, index: string) => {
      const value: unknown = parameters[Number(index) - 1];
      return value === undefined ? whole : String(value);
    });
  }
  if (parameters !== null && typeof parameters === 'object') {
    const named = parameters as Record<string, unknown>;
    return message.replace(/%([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) =>
      name in named ? String(named[name]) : whole);
  }
  return message;
}
