// challenge.integration-exempt: with an integration token the challenge header is optional. The integration side
// executes the call, so on a configured target it runs only with COMMERCE_WRITES=allow.

import { describeExchange, messageOf } from '../platform-errors.ts';
import type { RunCheck } from '../types.ts';
import { pass, skip } from '../types.ts';
import { configured, formOfSubject, formsOf, harmlessPath, isChallengeRefusal, listed, routesOfForm, settingFor, subjectOf, type ChallengeKind } from './forms.ts';
import { writesAllowed } from '../types.ts';

export const challengeIntegrationExempt: RunCheck = {
  subject: 'run',
  id: 'challenge.integration-exempt',
  family: 'challenge',
  rule: 'With an integration token the challenge header is optional: a call without it is not refused for the missing header (it reaches validation or the service).',
  source: 'seed 000 Challenge headers 3 ("With an integration token the header is optional")',
  subjects: (routes) => [...formsOf(routes, 'captcha').map((f) => subjectOf('captcha', f)), ...formsOf(routes, 'recaptcha').map((f) => subjectOf('recaptcha', f))],
  async run(ctx, subject) {
    const kind: ChallengeKind = subject.startsWith('X-Captcha') ? 'captcha' : 'recaptcha';
    const form = formOfSubject(subject);
    const routes = routesOfForm(ctx, kind, form);
    if (routes.length === 0) return skip(`no route of the form "${form}" on this edition and release`);
    const configuredAny = ctx.config.captchaForms.length > 0 || ctx.config.recaptchaForms.length > 0;
    if ((configuredAny || !ctx.target.embedded) && listed(configured(ctx, kind), form) && !writesAllowed(ctx.target.writes) && !routes.some((r) => r.safety === 'read')) {
      return skip('the integration side executes the call: its routes are writes, so it runs only with COMMERCE_WRITES=allow');
    }
    const setting = await settingFor(ctx, kind, form);
    if ('skip' in setting) return skip(setting.skip);
    if (!setting.available('integration')) return skip('no integration configured (COMMERCE_INTEGRATION_TOKEN or the four OAuth credentials)');
    const token = await setting.token('integration');
    if (!token) return skip('no integration token');
    const runnable = setting.writesAllowed ? routes : routes.filter((r) => r.safety === 'read');
    for (const route of runnable) {
      const res = await setting.target.send({ method: route.method, path: harmlessPath(route, ctx.prefix), token, rawBody: '{}', headers: { 'Content-Type': 'application/json' } });
      ctx.observe(`${route.key} integration without header`, { status: res.status, message: messageOf(res.json) });
      if (isChallengeRefusal(res, 'captcha') || isChallengeRefusal(res, 'recaptcha')) {
        return { outcome: 'fail', broken: `${route.key} (form "${form}") demanded the challenge header from an integration token (${setting.where})`, expected: 'no challenge refusal (the header is optional for integrations)', actual: describeExchange(res.status, res.json, res.bodyText), exchange: res, route: route.key };
      }
    }
    return pass(`${setting.where}: ${runnable.map((r) => r.key).join(', ')}`);
  },
};
