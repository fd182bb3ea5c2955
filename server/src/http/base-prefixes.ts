import type { Base } from '../../../src/contract/call-definition';

/** docs/decisions/0001-wire-and-bases.md: the four bases served on one origin. */
export const basePrefixes: Readonly<Record<Base, string>> = {
  api: '/api',
  reports: '/reports-api',
  paymentGateway: '/payment-gateway',
  hashService: '/hash-service',
};

export function isUnderABase(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return Object.values(basePrefixes).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Contract path `/users/get-by-id/{id}` under its base, in Fastify's `:id` form. */
export function routeUrlOf(base: Base, path: string): string {
  return `${basePrefixes[base]}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}
