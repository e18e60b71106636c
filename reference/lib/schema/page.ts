// GET /swagger[?store=<code>]: the interactive reference, one self-contained HTML page (no external scripts or
// styles). On load it reads the schema of the anonymous routes (GET /rest/<store|all>/schema?services=all without
// a token); a token typed into the api_key box and "Explore" read it again with Authorization: Bearer, listing
// every route that user may call. Each operation is an <li class="endpoint" data-method="GET" data-path="/V1/...">;
// a GET without path parameters has a "Try it out" button that calls it with the token.

/** The store code comes straight from ?store=: escaped for HTML; the script URL-encodes it. An unknown code is
 * not refused here – the schema call then fails as it does on the platform (400) and the page says so. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
}

/** The page's script. Kept free of template substitutions: the store code arrives as a data attribute. */
const SCRIPT = String.raw`
(function () {
  'use strict';
  var body = document.body;
  var store = body.getAttribute('data-store') || 'all';
  var list = document.getElementById('endpoints');
  var status = document.getElementById('status');
  var keyInput = document.getElementById('api_key');

  function escapeHtml(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }

  function endpointItems(schema) {
    var items = [];
    var paths = (schema && schema.paths) || {};
    Object.keys(paths).sort().forEach(function (path) {
      Object.keys(paths[path]).forEach(function (method) {
        var operation = paths[path][method] || {};
        var verb = method.toUpperCase();
        var tryable = verb === 'GET' && path.indexOf('{') < 0;
        items.push('<li class="endpoint" data-method="' + escapeHtml(verb) + '" data-path="' + escapeHtml(path) + '">' +
          '<span class="method">' + escapeHtml(verb) + '</span> <code>' + escapeHtml(path) + '</code> ' +
          '<span class="summary">' + escapeHtml(operation.description || '') + '</span>' +
          (tryable ? ' <button type="button" class="try" data-path="' + escapeHtml(path) + '">Try it out</button><pre class="result"></pre>' : '') +
          '</li>');
      });
    });
    return items;
  }

  function headers() {
    var token = keyInput.value.trim();
    return token ? { Authorization: 'Bearer ' + token, Accept: 'application/json' } : { Accept: 'application/json' };
  }

  function load() {
    status.textContent = 'Loading…';
    return fetch('/rest/' + encodeURIComponent(store) + '/schema?services=all', { headers: headers() })
      .then(function (response) {
        return response.json().then(function (json) { return { ok: response.ok, status: response.status, json: json }; });
      })
      .then(function (result) {
        if (!result.ok) {
          status.textContent = 'Schema request failed (' + result.status + '): ' + ((result.json && result.json.message) || '');
          list.innerHTML = '';
          return;
        }
        var items = endpointItems(result.json);
        list.innerHTML = items.join('');
        status.textContent = items.length + ' operations' + (keyInput.value.trim() ? '' : ' open to anonymous callers');
      })
      .catch(function (error) {
        status.textContent = 'Schema request failed: ' + error;
      });
  }

  function tryIt(button) {
    var output = button.nextElementSibling;
    var path = button.getAttribute('data-path');
    output.textContent = 'Calling…';
    return fetch('/rest/' + encodeURIComponent(store === 'all' ? 'default' : store) + path, { headers: headers() })
      .then(function (response) {
        return response.text().then(function (text) { output.textContent = response.status + '\n' + text; });
      })
      .catch(function (error) { output.textContent = String(error); });
  }

  document.getElementById('explore').addEventListener('click', function () { load(); });
  list.addEventListener('click', function (event) {
    var target = event.target;
    if (target && target.classList && target.classList.contains('try')) tryIt(target);
  });
  window.swaggerPage = { load: load, endpointItems: endpointItems };
  load();
})();
`;

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2rem; color: #222; }
header { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; }
input#api_key { width: 28rem; padding: .3rem; font-family: monospace; }
ul#endpoints { list-style: none; padding: 0; }
li.endpoint { padding: .3rem 0; border-bottom: 1px solid #eee; }
.method { display: inline-block; width: 4.5rem; font-weight: bold; }
.summary { color: #666; }
pre.result { white-space: pre-wrap; max-height: 20rem; overflow: auto; background: #f7f7f7; margin: .3rem 0 0; }
pre.result:empty { display: none; }
`;

export function renderSwaggerPage(args: { storeCode: string | null }): string {
  const store = escapeHtml(args.storeCode ?? 'all');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>REST API reference – ${store}</title>
<style>${STYLE}</style>
</head>
<body data-store="${store}">
<header>
<h1>REST API reference</h1>
<label for="api_key">api_key</label>
<input id="api_key" name="api_key" type="text" placeholder="Bearer token (admin, customer or integration)" autocomplete="off">
<button id="explore" type="button">Explore</button>
</header>
<p>Store: <code>${store}</code>. Without a token the list shows the operations open to anonymous callers.</p>
<p id="status"></p>
<ul id="endpoints"></ul>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
