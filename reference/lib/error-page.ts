// The platform's HTML error report (pub/errors, "There has been an error processing your request"): what a
// production installation answers when an exception escapes the front controller before the web API's own error
// handling runs, e.g. the Commerce Staging plugin failing to decode a body ahead of Rest::dispatch.

import { randomInt } from 'node:crypto';
import type { HttpReply } from './render.ts';

export const ERROR_PAGE_TITLE = 'There has been an error processing your request';

/** The report id pub/errors writes: the current time in seconds scaled by a random factor of 100-1000. */
export function errorRecordNumber(now: Date = new Date()): number {
  return Math.abs(Math.trunc((now.getTime() / 1000) * randomInt(100, 1001)));
}

export function errorReportPage(now?: Date): HttpReply {
  const record = errorRecordNumber(now);
  const body = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${ERROR_PAGE_TITLE}</title>`,
    '</head>',
    '<body>',
    '<main class="page-main">',
    `<h1>${ERROR_PAGE_TITLE}</h1>`,
    '<p>Exception printing is disabled by default for security reasons.</p>',
    `<p>Error log record number: ${record}</p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { status: 500, headers: { 'Content-Type': 'text/html; charset=UTF-8' }, body };
}
