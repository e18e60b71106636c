// Reading a REST request the way Magento\Webapi does: the store code segment (PathProcessor), the request
// processor the remaining path selects (RequestProcessorPool), and the body (Request::getBodyParams).

import { MESSAGES, errorResponse } from './errors.ts';
import type { ApiResponse, Profile } from './types.ts';
import { XmlSyntaxError, parseXmlBody } from './xml.ts';

export interface ParsedBody {
  ok: true;
  value: unknown;
}

/** Magento\Framework\Webapi\Rest\Request::getBodyParams: an empty body is no parameters; otherwise the
 * Content-Type picks the deserializer (JSON or XML) and a body it cannot read is "Decoding error.". */
export function decodeBody(rawBody: string, contentTypeHeader: string | undefined): ParsedBody | ApiResponse {
  if (rawBody === '') return { ok: true, value: undefined };
  if (contentTypeHeader === undefined || contentTypeHeader.trim() === '') return errorResponse(400, MESSAGES.contentTypeEmpty);
  const mediaType = (contentTypeHeader.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType === 'application/json' || mediaType === 'text/json') {
    try {
      return { ok: true, value: JSON.parse(rawBody) as unknown };
    } catch {
      return errorResponse(400, MESSAGES.decodingError);
    }
  }
  if (mediaType === 'application/xml' || mediaType === 'text/xml' || mediaType === 'application/xhtml+xml') {
    try {
      return { ok: true, value: parseXmlBody(rawBody) };
    } catch (error) {
      if (error instanceof XmlSyntaxError) return errorResponse(400, MESSAGES.decodingError);
      throw error;
    }
  }
  return errorResponse(400, MESSAGES.contentTypeUnknown, [mediaType]);
}

export interface StoreResolution {
  storeCode: string | null;
  path: string;
  /** The first segment looked like a store code the installation does not have. */
  unknownStore: boolean;
}

/** Magento\Webapi\Controller\PathProcessor: strip the first segment when it is a store code or `all`, else leave
 * it in the path (where no request processor will match it). */
export function resolveStore(restPath: string, storeCodes: readonly string[], acceptUnknown: boolean): StoreResolution {
  const match = /^\/([^/]+)(\/.*)?$/.exec(restPath);
  const first = match?.[1];
  const rest = match?.[2] ?? '';
  if (first === undefined) return { storeCode: null, path: restPath, unknownStore: false };
  if (first === 'all' || storeCodes.includes(first)) return { storeCode: first, path: rest, unknownStore: false };
  const looksLikeStore = !/^V\d+$/.test(first) && first !== 'async' && first !== 'schema';
  if (looksLikeStore && acceptUnknown && rest !== '') return { storeCode: null, path: rest, unknownStore: false };
  return { storeCode: null, path: restPath, unknownStore: looksLikeStore };
}

export type Processor = 'sync' | 'async' | 'schema' | 'async-schema' | null;

export function chooseProcessor(path: string, profile: Profile): Processor {
  if (/^\/V\d+(\/|$)/.test(path)) return 'sync';
  if (profile.features.async && /^\/async\/schema\/?$/.test(path)) return 'async-schema';
  if (profile.features.async && /^\/async\/(bulk\/)?V\d+(\/|$)/.test(path)) return 'async';
  if (/^\/schema\/?$/.test(path)) return 'schema';
  return null;
}

