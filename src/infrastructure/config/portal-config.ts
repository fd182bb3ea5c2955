import type { Base } from '../../contract/call-definition';

export type AdapterKind = 'http' | 'in-memory';

/** docs/decisions/0001-wire-and-bases.md: each base URL is configuration, so another backend needs no code change. */
export interface PortalConfig {
  bases: Record<Base, string>;
  adapters: AdapterKind;
}

export type PortalEnvironment = Partial<Record<string, string | boolean | undefined>>;

function text(env: PortalEnvironment, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;
}

export function portalConfigFrom(env: PortalEnvironment): PortalConfig {
  return {
    bases: {
      api: text(env, 'VITE_API_BASE', '/api'),
      reports: text(env, 'VITE_REPORTS_BASE', '/reports-api'),
      paymentGateway: text(env, 'VITE_PAYMENT_GATEWAY_BASE', '/payment-gateway'),
      hashService: text(env, 'VITE_HASH_SERVICE_BASE', '/hash-service'),
    },
    adapters: env.VITE_ADAPTERS === 'in-memory' ? 'in-memory' : 'http',
  };
}

export function readPortalConfig(): PortalConfig {
  return portalConfigFrom(import.meta.env as PortalEnvironment);
}
