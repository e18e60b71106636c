// The interactive reference page: self-contained HTML with the api_key box, and a script that lists the schema's
// operations as <li class="endpoint" data-method data-path>, with and without a token. The script runs here in a
// small fake DOM (node:vm) so its behaviour – not just its text – is tested.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { renderSwaggerPage } from '../lib/schema/page.ts';

interface FakeElement {
  value: string;
  textContent: string;
  innerHTML: string;
  listeners: Record<string, (event: unknown) => void>;
  getAttribute(name: string): string | null;
  addEventListener(type: string, listener: (event: unknown) => void): void;
}

function element(attributes: Record<string, string> = {}): FakeElement {
  return {
    value: '',
    textContent: '',
    innerHTML: '',
    listeners: {},
    getAttribute: (name) => attributes[name] ?? null,
    addEventListener(type, listener) {
      this.listeners[type] = listener;
    },
  };
}

const SCHEMA = {
  paths: {
    '/V1/products/{sku}': { get: { description: 'Get <product>' }, delete: { description: '' } },
    '/V1/directory/countries': { get: { description: 'Countries' } },
  },
};

async function runPage(html: string): Promise<{ list: FakeElement; status: FakeElement; key: FakeElement; explore: FakeElement; calls: Array<{ url: string; headers: Record<string, string> }> }> {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
  assert.ok(script, 'the page has an inline script');
  const store = /<body data-store="([^"]+)">/.exec(html)?.[1] ?? '';
  const elements = { endpoints: element(), status: element(), api_key: element(), explore: element() };
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetch = (url: string, init: { headers: Record<string, string> }): Promise<unknown> => {
    // Objects made inside the vm have another realm's prototypes: copy them into this realm.
    calls.push({ url, headers: JSON.parse(JSON.stringify(init.headers)) as Record<string, string> });
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(SCHEMA), text: () => Promise.resolve('{}') });
  };
  const document = { body: element({ 'data-store': store }), getElementById: (id: keyof typeof elements) => elements[id] };
  runInNewContext(script, { document, fetch, window: {}, String, Object, Promise });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { list: elements.endpoints, status: elements.status, key: elements.api_key, explore: elements.explore, calls };
}

test('the page is self-contained and has the api_key box and a button', () => {
  const html = renderSwaggerPage({ storeCode: null });
  assert.match(html, /<input id="api_key" name="api_key"/);
  assert.match(html, /<button id="explore" type="button">/);
  assert.doesNotMatch(html, /<script[^>]+src=/i);
  assert.doesNotMatch(html, /<link[^>]+href=/i);
  assert.doesNotMatch(html, /https?:\/\//);
});

test('without a token it lists the anonymous schema of all stores', async () => {
  const page = await runPage(renderSwaggerPage({ storeCode: null }));
  assert.deepEqual(page.calls, [{ url: '/rest/all/schema?services=all', headers: { Accept: 'application/json' } }]);
  assert.match(page.list.innerHTML, /<li class="endpoint" data-method="GET" data-path="\/V1\/products\/\{sku\}">/);
  assert.match(page.list.innerHTML, /<li class="endpoint" data-method="DELETE" data-path="\/V1\/products\/\{sku\}">/);
  assert.match(page.list.innerHTML, /Get &lt;product&gt;/, 'descriptions are escaped');
  assert.match(page.list.innerHTML, /<button type="button" class="try" data-path="\/V1\/directory\/countries">Try it out<\/button>/);
  assert.equal(page.status.textContent, '3 operations open to anonymous callers');
});

test('with a token and a store it reads that store\'s schema with a bearer credential', async () => {
  const page = await runPage(renderSwaggerPage({ storeCode: 'default' }));
  page.key.value = ' abc123 ';
  page.explore.listeners.click?.({});
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(page.calls[1], { url: '/rest/default/schema?services=all', headers: { Authorization: 'Bearer abc123', Accept: 'application/json' } });
  assert.equal(page.status.textContent, '3 operations');
});

test('a store code that could break out of the page is escaped', () => {
  const html = renderSwaggerPage({ storeCode: '"><script>alert(1)</script>' });
  assert.equal(html.match(/<script>/g)?.length, 1, 'only the page\'s own script');
  assert.match(html, /data-store="&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
});
