import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from './server-deps';

/**
 * One area of the server and its composition: `register` builds the area's repositories,
 * services, providers and workers from the shared deps, adds its lifecycle hooks and hands what it
 * built to the area's route registration. Route files only translate HTTP to those collaborators.
 */
export interface ServerModule {
  /** The area's folder name, for logs. */
  readonly name: string;
  register(app: FastifyInstance, deps: ServerDeps): void;
}
