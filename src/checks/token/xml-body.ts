// token.xml-body: the token routes take the XML form of the body too.

import type { RunCheck } from '../types.ts';
import { TOKEN_ROUTES } from './common.ts';
import { tokenWithBody } from './issued-token.ts';

export const tokenXmlBody: RunCheck = {
  subject: 'run',
  id: 'token.xml-body',
  family: 'token',
  rule: 'The token routes take the XML form of the body (Content-Type application/xml, <login><username/><password/></login>) and answer the token as a bare JSON string that works as a bearer token.',
  source: 'seed 000 Access tokens ("XML form of the same body: a login element that holds a username element and a password element") and Token routes',
  subjects: TOKEN_ROUTES,
  run: (ctx, subject) => tokenWithBody(ctx, subject, 'xml'),
};
