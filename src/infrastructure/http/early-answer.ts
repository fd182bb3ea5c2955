import { pathWith } from '../../contract/call-definition';
import { userByIdPath } from '../../contract/user-by-id-path';
import { sessionStateOf } from '../../domain/session/session-rules';
import type { PortalConfig } from '../config/portal-config';

/** A GET sent before the code that makes it has loaded, waiting for that code to ask for it. */
export interface EarlyRequest {
  url: string;
  token: string;
}

/**
 * The profile call of a session restored from storage (spec 1 §2: the user read by the id in the
 * token), when the stored token is still good: the page sends it as it starts, beside the container's
 * chunk, instead of once that chunk has loaded (docs/decisions/0053-dashboard-first-heading.md).
 */
export function earlyProfileRequest(config: PortalConfig, token: string | null, nowSeconds: number): EarlyRequest | undefined {
  const state = sessionStateOf(token, nowSeconds);
  if (state.kind !== 'active' || token === null) return undefined;
  return { url: config.bases.api + pathWith(userByIdPath, { id: state.claims._id }), token };
}

function tokenOf(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('x-auth-token');
}

/**
 * A fetch that has already sent `early`: the first request the transport makes for the same URL with
 * the same token gets that answer instead of going out again; every other request, and any after it,
 * goes out as usual. A failure of the early request is met by the transport as its own would be.
 */
export function fetchWithEarlyAnswer(fetch: typeof globalThis.fetch, early: EarlyRequest): typeof globalThis.fetch {
  let answer: Promise<Response> | undefined = fetch(early.url, { method: 'GET', headers: { accept: 'application/json', 'x-auth-token': early.token } });
  // Not a failure until someone asks for it.
  answer.catch(() => undefined);
  return (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (answer !== undefined && typeof input === 'string' && input === early.url && method === 'GET' && tokenOf(init) === early.token) {
      const taken = answer;
      answer = undefined;
      return taken;
    }
    return fetch(input, init);
  };
}
