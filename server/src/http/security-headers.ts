import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * docs/spec/decisions.md §8: the token stays in local storage, so a strict content security policy
 * protects it: scripts only from this server (no inline script, no eval), no framing, no plugins.
 * Styles allow inline: PrimeReact injects its component styles at run time, and a style cannot
 * run code. `connect-src` names only the bases the portal is built for: its own origin, and the
 * origins of bases built as absolute URLs (`PORTAL_API_ORIGINS`). Send Notification is posted by the
 * server (docs/decisions/0010-inquire-transaction.md), so the page never calls a merchant's URL.
 * Helmet adds the other headers.
 */
export function contentSecurityPolicy(apiOrigins: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...apiOrigins],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrcAttr: ["'none'"],
    // Not upgrade-insecure-requests: the reference server is also run over plain HTTP on a LAN address.
    upgradeInsecureRequests: null,
  };
}

export async function addSecurityHeaders(app: FastifyInstance, apiOrigins: readonly string[]): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(apiOrigins) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
