import type { AreaName } from './portal-features';
import type { AreaUseCases, PortalAreas } from './portal-use-cases';

export type ComposeArea = <Name extends AreaName>(name: Name) => Promise<AreaUseCases<Name>>;

/**
 * Areas composed on first use, each once: a second screen of the area gets the same use-cases
 * (and the same promise, which React's `use` needs). A failed load (a chunk that did not arrive) is
 * forgotten, so the next screen of the area tries again.
 */
export function lazyAreas(compose: ComposeArea): PortalAreas {
  const loading = new Map<AreaName, Promise<unknown>>();
  const built = new Map<AreaName, unknown>();
  return {
    ready: <Name extends AreaName>(name: Name) => (built.get(name) as AreaUseCases<Name> | undefined) ?? null,
    load<Name extends AreaName>(name: Name): Promise<AreaUseCases<Name>> {
      const known = loading.get(name);
      if (known !== undefined) return known as Promise<AreaUseCases<Name>>;
      const started = compose(name).then((useCases) => {
        built.set(name, useCases);
        return useCases;
      });
      started.catch(() => loading.delete(name));
      loading.set(name, started);
      return started;
    },
  };
}

/** Areas built up front (the in-memory composition): each is ready at once. */
export function eagerAreas(built: { readonly [Name in AreaName]: AreaUseCases<Name> }): PortalAreas {
  return {
    ready: (name) => built[name],
    load: (name) => Promise.resolve(built[name]),
  };
}
