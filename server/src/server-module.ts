import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../src/contract/calls-of';
import type { ServerDeps } from './server-deps';

/**
 * One area of the server and its composition: `register` builds the area's repositories,
 * services, providers and workers from the shared deps, adds its lifecycle hooks and hands what it
 * built to the area's route registration. Route files only translate HTTP to those collaborators.
 */
export interface ServerModule {
  /** The area's folder name, for logs. */
  readonly name: string;
  /**
   * The contract files whose calls this area answers (several areas may share one, as the lookups).
   * The server checks at start-up that each of their calls has a route, and the OpenAPI document
   * lists them; `tests/api/server-modules.test.ts` checks that every contract file is named by one.
   */
  readonly contracts: readonly ContractFile[];
  register(app: FastifyInstance, deps: ServerDeps): void;
}
