import { createContext, use, useContext, type ReactNode } from 'react';
import type { AreaName } from './portal-features';
import type { AreaUseCases, PortalUseCases } from './portal-use-cases';

const UseCasesContext = createContext<PortalUseCases | null>(null);

/** The one bridge from views to the composition root (docs/style.md §4). */
export function UseCasesProvider({ useCases, children }: { useCases: PortalUseCases; children: ReactNode }) {
  return <UseCasesContext.Provider value={useCases}>{children}</UseCasesContext.Provider>;
}

/** The session's use-cases (sign-in, language, activity), and the areas for `useArea`. */
export function useUseCases(): PortalUseCases {
  const useCases = useContext(UseCasesContext);
  if (!useCases) throw new Error('useUseCases needs a UseCasesProvider above it');
  return useCases;
}

/**
 * One area's use-cases. The first screen of an area suspends (the nearest Suspense shows its
 * fallback) while the area's code loads and is composed; later ones get it at once.
 */
export function useArea<Name extends AreaName>(name: Name): AreaUseCases<Name> {
  const { areas } = useUseCases();
  const ready = areas.ready(name);
  if (ready !== null) return ready;
  // React's `use` may be called conditionally (unlike other hooks): it suspends until the area is built.
  return use(areas.load(name));
}
