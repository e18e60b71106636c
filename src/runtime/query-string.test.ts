// The query string the client sends (api-client.ts queryString): a space is %20, never "+". The platform verifies an
// OAuth 1.0a signature over the query as sent; the real 2.4.7-p3 answered 401 "The signature is invalid." to a filter
// value with a space sent as "+" and 200 to the same value as %20.

import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { queryString } from './api-client.ts';

test('names and values are percent-encoded, a space as %20, and decode back to what was given', () => {
  const query = { 'searchCriteria[filter_groups][0][filters][0][value]': 'NOT LOGGED IN', 'searchCriteria[filter_groups][0][filters][0][condition_type]': 'like', q: 'General In% & "x"+y' };
  const text = queryString(query);
  assert.doesNotMatch(text, /\+/);
  assert.match(text, /NOT%20LOGGED%20IN/);
  assert.deepEqual(Object.fromEntries(new URLSearchParams(text)), query);
});
