// The fields and values the family picks from a sample, and the probes it builds of them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchRoute } from '../testing/fake-list.ts';
import { PAGES, PAGES_ROUTE } from '../testing/search-rows.ts';
import { chooseFields, fieldsOf, sortField } from './fields.ts';
import { buildProbes } from './probes.ts';
import type { CompiledSearch } from '../../contracts/types.ts';

const search = PAGES_ROUTE.search as CompiledSearch;

test('a text field with two plain values, an ordered field with three, the key', () => {
  assert.deepEqual(chooseFields(search, PAGES), { text: { field: 'identifier', values: ['no-route', 'home', 'enable-cookies', 'privacy', 'hd-page'] }, ordered: { field: 'position', values: [10, 20, 30, 40] }, key: 'id' });
  const noPosition = PAGES.map(({ position: _p, ...rest }) => rest);
  assert.equal(chooseFields(search, noPosition).ordered?.field, 'creation_time', 'a date when no number has three values');
  assert.equal(chooseFields({ ...search, unfilterable: { identifier: 'x' } }, PAGES).text?.field, 'title', 'an unfilterable field is passed over');
  assert.equal(chooseFields(search, [{ id: 1, identifier: 'a_b' }, { id: 2, identifier: '50%' }]).text, null, 'values with LIKE wildcards or commas are not used');
});

test('fields of a published-schema route come from the items answered', () => {
  const published = searchRoute('/V1/gift-wrappings', { key: ['wrapping_id'] }).search as CompiledSearch;
  assert.deepEqual(fieldsOf(published, [{ wrapping_id: 1, design: 'Gold', base_price: 2.5, active: true, website_ids: [1] }]), [
    { name: 'wrapping_id', type: 'integer' },
    { name: 'design', type: 'string' },
    { name: 'base_price', type: 'number' },
    { name: 'active', type: 'boolean' },
  ]);
});

test('the sort field: a number first, never one some item leaves out', () => {
  assert.equal(sortField(search, PAGES)?.field, 'position');
  assert.equal(sortField(search, [{ id: 1, position: 1, identifier: 'a' }, { id: 2, identifier: 'b' }])?.field, 'identifier');
  assert.equal(sortField({ ...search, unsortable: { position: 'x', identifier: 'x', title: 'x', creation_time: 'x' } }, PAGES)?.field, 'id', 'the key when nothing else sorts');
});

test('the probes: one group each, every documented condition type but moreq', () => {
  const probes = buildProbes(chooseFields(search, PAGES), PAGES, 'cc-absent');
  assert.deepEqual(probes.map((p) => p.types), [['eq', 'in', 'null'], ['like', 'finset'], ['neq', 'nlike', 'nfinset', 'nin'], ['gt', 'lt'], ['from', 'lteq'], ['gteq', 'to'], ['notnull']]);
  assert.ok(probes.every((p) => p.groups.length === 1));
  assert.deepEqual(probes[0]?.groups[0], [
    { field: 'identifier', type: 'eq', value: 'no-route' },
    { field: 'identifier', type: 'eq', value: 'cc-absent' },
    { field: 'id', type: 'in', value: '2,3' },
    { field: 'id', type: 'null', value: '1' },
  ]);
  assert.ok(!probes.some((p) => p.groups[0]?.some((c) => c.type === 'from') && p.groups[0]?.some((c) => c.type === 'to')), 'from and to never meet in one group');
});
