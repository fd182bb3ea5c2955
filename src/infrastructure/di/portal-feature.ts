import type { Container } from 'inversify';

/**
 * One area of the portal as the composition root sees it: how its ports bind over HTTP, and the
 * use-cases views get from it. A new area writes one in its own folder (`<area>.feature.ts`), its
 * in-memory half beside it (`<area>.in-memory.ts`) and its name (`<area>.area.ts`, into `PortalAreas`).
 * `Port` is what a test may partly override in the in-memory composition (docs/style.md §8).
 */
export interface PortalFeature<Name extends string, Port extends object, UseCases> {
  readonly name: Name;
  bindHttp(container: Container): void;
  useCases(container: Container): UseCases;
  /** Only for typing the in-memory overrides; never read. */
  readonly port?: Port;
}

/** The in-memory half of a feature, kept in its own file so the served portal never ships it. */
export interface InMemoryFeature<Port extends object> {
  readonly name: string;
  bindInMemory(container: Container, overrides: Partial<Port> | undefined): void;
}

export type PortOf<Feature> = Feature extends PortalFeature<string, infer Port, unknown> ? Port : never;
