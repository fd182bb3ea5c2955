import type { HttpMethod } from '../../../src/contract/call-definition';
import type { RouteAccess } from './route-access';

export interface RegisteredRoute {
  /** The contract call id, e.g. `users.getById`. */
  id: string;
  method: HttpMethod;
  /** Fastify form, e.g. `/api/users/get-by-id/:id`. */
  url: string;
  access: RouteAccess;
}

/** Every contract route the server answers, so tests can walk them all (access.test.ts). */
export class RouteRegistry {
  readonly #routes: RegisteredRoute[] = [];

  add(route: RegisteredRoute): void {
    if (this.#routes.some((known) => known.id === route.id)) throw new Error(`Call ${route.id} is registered twice`);
    this.#routes.push(route);
  }

  all(): readonly RegisteredRoute[] {
    return this.#routes;
  }

  has(callId: string): boolean {
    return this.#routes.some((route) => route.id === callId);
  }
}
