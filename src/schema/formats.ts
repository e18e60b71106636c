// The formats published documents may use: everything ajv-formats knows (JSON Schema formats plus Swagger 2.0's
// int32/int64/float/double/byte/binary/password) and the platform's own timestamp shape. One table serves both
// the live ajv instance and standalone code loaded from the disk cache, so a cached validator checks formats
// exactly as a freshly compiled one does.

import type { Format } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * MySQL DATETIME/TIMESTAMP as the platform prints it (`2026-11-22 01:33:30`), or RFC 3339 (`2026-11-22T01:33:30Z`),
 * which some services return instead. Used by the `mysql-datetime` overlay.
 */
const MAGENTO_DATETIME = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

export const MAGENTO_DATETIME_FORMAT = 'magento-datetime';

export const SCHEMA_FORMATS: Readonly<Record<string, Format>> = {
  ...fullFormats,
  [MAGENTO_DATETIME_FORMAT]: MAGENTO_DATETIME,
};

export function isKnownFormat(name: string): boolean {
  return Object.hasOwn(SCHEMA_FORMATS, name);
}

/** The module id standalone validator code uses to reach SCHEMA_FORMATS (resolved by the registry's loader). */
export const FORMATS_MODULE_ID = 'commerce-conformance:schema-formats';
