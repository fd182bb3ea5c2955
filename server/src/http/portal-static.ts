import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from './api-failure';
import { isUnderABase } from './base-prefixes';
import { servePortalAssets } from './portal-assets';

/**
 * spec 3 §2: the customer-facing checkout pages. They get the separate, small checkout entry
 * (checkout.html, docs/decisions/0031-hosted-checkout.md), not the portal's shell.
 */
const checkoutRoutes = [/^\/hosted-checkout\//, /^\/checkout\/mena\//, /^\/callback\/stripe\/(success|fail)\//, /^\/easypaisa\/cc\//];

export function isCheckoutRoute(path: string): boolean {
  return checkoutRoutes.some((pattern) => pattern.test(path));
}

/**
 * Serves the built portal: the hashed /assets from memory, cached for a year (portal-assets.ts); the
 * pages, which must be revalidated or a new release would never reach the browser, from the folder.
 */
export async function servePortal(app: FastifyInstance, portalDist: string): Promise<void> {
  const hasPortal = existsSync(join(portalDist, 'index.html'));
  const hasCheckout = existsSync(join(portalDist, 'checkout.html'));
  if (hasPortal) {
    servePortalAssets(app, portalDist);
    await app.register(fastifyStatic, {
      root: portalDist,
      wildcard: true,
      cacheControl: false,
      // The build writes .br and .gz twins (vite.config.ts precompress): sent as the browser accepts,
      // with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply: FastifyReply) => {
        reply.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A client-side route (a GET outside the four bases that does not name a file) gets the portal;
    // a missing script or image stays a 404 rather than turning into HTML.
    const namesAFile = /\.[A-Za-z0-9]+$/.test(path);
    const isPortalRoute = (request.method === 'GET' || request.method === 'HEAD') && !isUnderABase(path) && !namesAFile;
    if (hasCheckout && isPortalRoute && isCheckoutRoute(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('checkout.html');
    }
    if (hasPortal && isPortalRoute) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const failure = notFound(`No route for ${request.method} ${path}`);
    return reply.code(failure.status).send(failure.body);
  });
}
