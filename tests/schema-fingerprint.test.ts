// The published schema's validators are cached under a key that ignores the document's own `host` (an installation
// writes its host and port there), and nothing else.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSchemaDocumentFromText } from '../src/schema/index.ts';

const doc = (host: string | undefined, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ swagger: '2.0', info: { version: '2.4', title: 'Magento' }, ...(host === undefined ? {} : { host }), basePath: '/rest/all', schemes: ['http'], paths: {}, definitions: { a: { type: 'object', properties: { host: { type: 'string' } } }, ...extra } });

test('two installations of one release (documents differing only in host) share the validation fingerprint', () => {
  const a = loadSchemaDocumentFromText(doc('127.0.0.1:26199'));
  const b = loadSchemaDocumentFromText(doc('shop.example.com'));
  assert.notEqual(a.fingerprint, b.fingerprint);
  assert.equal(a.validationFingerprint, b.validationFingerprint);
});

test('any other difference gives another validation fingerprint; a document without host keeps its own fingerprint', () => {
  const a = loadSchemaDocumentFromText(doc('h:1'));
  const b = loadSchemaDocumentFromText(doc('h:1', { b: { type: 'integer' } }));
  assert.notEqual(a.validationFingerprint, b.validationFingerprint);
  const none = loadSchemaDocumentFromText(doc(undefined));
  assert.equal(none.validationFingerprint, none.fingerprint);
});
