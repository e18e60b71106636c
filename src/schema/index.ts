// The published-schema library: load a document, find operations, validate responses with overlays.
export * from './load.ts';
export * from './lookup.ts';
export * from './convert.ts';
export * from './overlays.ts';
export * from './violations.ts';
export * from './registry.ts';
export { SCHEMA_FORMATS, MAGENTO_DATETIME_FORMAT } from './formats.ts';
export * from './meta.ts';
