import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '../../../src/contract/call-definition';
import type { ServerDeps } from '../server-deps';
import { renderApiReference } from './api-reference-page';
import { buildOpenApiDocument } from './openapi-document';

/**
 * Documentation routes, outside the contract. Built on first request, after every area module
 * has registered, so each call shows the access its route declared; the calls are those the areas
 * answer (`allCalls` in server-modules.ts).
 */
export function registerOpenApiRoutes(app: FastifyInstance, deps: ServerDeps, allCalls: readonly CallDefinition[]): void {
  const accessOf = (callId: string) => deps.kit.registry.all().find((route) => route.id === callId)?.access;
  let document: string | undefined;
  let page: string | undefined;

  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(allCalls, accessOf));
    return reply.type('application/json; charset=utf-8').send(document);
  });

  app.get('/api/reference', async (_request, reply) => {
    page ??= renderApiReference(allCalls, accessOf);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}
