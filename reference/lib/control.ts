// Control endpoints for the suite's self-tests, under /__reference/ (never part of the platform's surface):
// health, request log, state snapshot, consumer start/stop, integration revocation, clock and token cleanup.

import type { HttpExchange, ReferenceApp } from './reference-app.ts';
import type { TokenService } from './tokens.ts';
import type { ApiResponse } from './types.ts';

export interface ControlInternals {
  revokedIntegrations: Set<number>;
  tokens: TokenService;
}

function notFound(path: string): ApiResponse {
  return { status: 404, body: { message: `Unknown control endpoint ${path}.`, endpoints: CONTROL_ENDPOINTS } };
}

function badRequest(message: string): ApiResponse {
  return { status: 400, body: { message } };
}

export const CONTROL_ENDPOINTS = [
  'GET /__reference/health',
  'GET /__reference/requests',
  'DELETE /__reference/requests',
  'GET /__reference/state',
  'GET /__reference/state/count?prefix=<text>',
  'GET /__reference/faults',
  'GET /__reference/consumer',
  'POST /__reference/consumer/start',
  'POST /__reference/consumer/stop',
  'POST /__reference/consumer/drain {"timeoutMs": 5000}',
  'POST /__reference/integration/revoke {"integrationId": 1}',
  'POST /__reference/integration/restore {"integrationId": 1}',
  'POST /__reference/clock/advance {"seconds": 3600}',
  'POST /__reference/tokens/cleanup',
];

function jsonBody(exchange: HttpExchange): Record<string, unknown> | null {
  if (exchange.rawBody.trim() === '') return {};
  try {
    const value = JSON.parse(exchange.rawBody) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function integrationIdOf(body: Record<string, unknown>, app: ReferenceApp): number | string {
  const id = body.integrationId ?? 1;
  if (typeof id !== 'number' || !app.accounts.integrations.some((integration) => integration.id === id)) {
    return `integrationId must be one of ${app.accounts.integrations.map((integration) => integration.id).join(', ')}`;
  }
  return id;
}

export async function answerControl(app: ReferenceApp, exchange: HttpExchange, subPath: string, internals: ControlInternals): Promise<ApiResponse> {
  const method = exchange.method.toUpperCase();
  const route = `${method} ${subPath.replace(/\/+$/, '') || '/'}`;
  const body = jsonBody(exchange);
  if (body === null) return badRequest('Control endpoints take a JSON object body.');
  const consumer = app.asyncLayer.consumer;

  switch (route) {
    case 'GET /':
    case 'GET /health':
      return {
        status: 200,
        body: {
          status: 'ok',
          edition: app.profile.edition,
          release: app.profile.release,
          features: app.profile.features,
          faults: [...app.faults],
          routes: app.routes.length,
          consumerRunning: consumer.running,
          endpoints: CONTROL_ENDPOINTS,
        },
      };
    case 'GET /requests':
      return { status: 200, body: { requests: app.requestLog.entries() } };
    case 'DELETE /requests':
      app.requestLog.clear();
      return { status: 200, body: { cleared: true } };
    case 'GET /state':
      return { status: 200, body: { domain: app.domain.snapshot(), async: app.asyncLayer.stats() } };
    case 'GET /state/count': {
      const prefix = new URL(exchange.url, 'http://reference.invalid').searchParams.get('prefix');
      if (prefix === null || prefix === '') return badRequest('prefix is required.');
      return { status: 200, body: { prefix, count: app.domain.countWithPrefix(prefix) } };
    }
    case 'GET /faults':
      return { status: 200, body: { active: [...app.faults], known: app.knownFaults } };
    case 'GET /consumer':
      // deaths: every PHP Error the consumer died of (it stops; a start() resumes behind the taken operation).
      return { status: 200, body: { running: consumer.running, deaths: consumer.deaths } };
    case 'POST /consumer/start':
    case 'POST /consumer/stop':
      if (route.endsWith('start')) consumer.start();
      else consumer.stop();
      return { status: 200, body: { running: consumer.running } };
    case 'POST /consumer/drain': {
      const timeoutMs = typeof body.timeoutMs === 'number' ? body.timeoutMs : 5000;
      await consumer.drain(timeoutMs);
      return { status: 200, body: { running: consumer.running, stats: app.asyncLayer.stats() } };
    }
    case 'POST /integration/revoke':
    case 'POST /integration/restore': {
      const id = integrationIdOf(body, app);
      if (typeof id === 'string') return badRequest(id);
      if (route.endsWith('revoke')) internals.revokedIntegrations.add(id);
      else internals.revokedIntegrations.delete(id);
      return { status: 200, body: { integrationId: id, revoked: internals.revokedIntegrations.has(id) } };
    }
    case 'POST /clock/advance': {
      const seconds = body.seconds;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return badRequest('seconds must be a number >= 0.');
      app.clock.advance(seconds);
      return { status: 200, body: { now: app.clock.now().toISOString() } };
    }
    case 'POST /tokens/cleanup':
      return { status: 200, body: { removed: internals.tokens.cleanup(), remaining: internals.tokens.size() } };
    default:
      return notFound(`${method} /__reference${subPath}`);
  }
}
