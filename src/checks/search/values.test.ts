// How the family compares values it cannot see the database's collation of: true, false, or null (cannot tell).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareValues, equalsValue, likeMatches, satisfies } from './values.ts';

test('equality under a case-insensitive collation; numbers as numbers; what the column type decides is unknown', () => {
  assert.equal(equalsValue('Home', 'HOME'), true);
  assert.equal(equalsValue('home ', 'home'), true, 'trailing spaces are ignored');
  assert.equal(equalsValue('home', 'hom'), false);
  assert.equal(equalsValue(10, '10.000000'), true);
  assert.equal(equalsValue(true, '1'), true);
  assert.equal(equalsValue('10', '10.0'), null, 'equal in a decimal column, not in a varchar one');
  assert.equal(equalsValue('Été', 'ete'), null, 'accents: the collation decides');
  assert.equal(equalsValue('Été', 'Été'), true);
});

test('order: numbers, dates as text, printable text by its upper case; digit strings only where number and text agree', () => {
  assert.ok((compareValues(9, 10) as number) < 0);
  assert.ok((compareValues('2024-01-02 10:00:00', '2024-01-10 09:00:00') as number) < 0);
  assert.ok((compareValues('apple', 'Banana') as number) < 0);
  assert.ok((compareValues('a_b', 'aZ') as number) > 0, '_ sorts after the letters, as its code');
  assert.equal(compareValues('9', '10'), null, 'an integer column and a varchar one disagree');
  assert.ok((compareValues('2', '3') as number) < 0, 'they agree here');
  assert.equal(compareValues('Été', 'Eau'), null);
});

test('LIKE with % and _, case-insensitive', () => {
  assert.equal(likeMatches('hd-page', 'HD%'), true);
  assert.equal(likeMatches('hd-page', 'h_-page'), true);
  assert.equal(likeMatches('hd-page', 'hd-pag'), false, 'no wildcard: the whole value');
  assert.equal(likeMatches('Été', 'e%'), null);
});

test('conditions: what a left-out value and a list value mean', () => {
  assert.equal(satisfies({ id: 1 }, { field: 'title', type: 'neq', value: 'x' }), null, 'a value the answer leaves out may be NULL: unknown');
  assert.equal(satisfies({ id: 1 }, { field: 'id', type: 'null', value: '1' }), false);
  assert.equal(satisfies({ id: 1 }, { field: 'id', type: 'notnull', value: '1' }), true);
  assert.equal(satisfies({ s: 'b' }, { field: 's', type: 'in', value: 'a,b' }), true);
  assert.equal(satisfies({ s: 'b' }, { field: 's', type: 'in', value: 'a, b' }), false, 'no trimming: " b" is not b');
  assert.equal(satisfies({ s: 'a,b' }, { field: 's', type: 'finset', value: 'b' }), true);
  assert.equal(satisfies({ n: 5 }, { field: 'n', type: 'from', value: '5' }), true);
  assert.equal(satisfies({ n: 5 }, { field: 'n', type: 'gt', value: '5' }), false);
  assert.equal(satisfies({ n: 5 }, { field: 'n', type: 'moreq', value: '4' }), true, 'moreq as the documents define it');
  assert.equal(satisfies({ n: 5 }, { field: 'n', type: 'regexp', value: '5' }), null, 'a type the documents do not define');
});
