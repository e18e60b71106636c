// Turning an ApiResponse into bytes: JSON (the default renderer) or XML when the Accept header asks for it, with
// the headers the platform sends on every REST answer.

import { renderXmlResponse } from './xml.ts';
import type { ApiResponse } from './types.ts';

export interface HttpReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Renderer = 'json' | 'xml';

/** Magento\Framework\Webapi\Rest\Response\RendererFactory: the first Accept type with a renderer wins; no Accept
 * header or a wildcard means JSON; null when nothing in the header can be rendered (406). */
export function chooseRenderer(accept: string | undefined): Renderer | null {
  if (accept === undefined || accept.trim() === '') return 'json';
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  for (const type of types) {
    if (type === 'application/json' || type === '*/*' || type === 'application/*' || type === 'text/json') return 'json';
    if (type === 'application/xml' || type === 'text/xml' || type === 'application/xhtml+xml') return 'xml';
  }
  return null;
}

const REST_HEADERS = { 'Cache-Control': 'no-store', Pragma: 'no-cache', Expires: 'Thu, 19 Nov 1981 08:52:00 GMT' };

export function renderResponse(response: ApiResponse, renderer: Renderer): HttpReply {
  if (response.raw) {
    return {
      status: response.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...REST_HEADERS, ...response.headers },
      body: typeof response.body === 'string' ? response.body : JSON.stringify(response.body),
    };
  }
  const body = renderer === 'xml' ? renderXmlResponse(response.body) : JSON.stringify(response.body ?? null);
  const contentType = renderer === 'xml' ? 'application/xml; charset=utf-8' : 'application/json; charset=utf-8';
  return { status: response.status, headers: { 'Content-Type': contentType, ...REST_HEADERS, ...response.headers }, body };
}
