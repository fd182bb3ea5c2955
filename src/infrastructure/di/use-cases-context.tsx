import { createContext, useContext, type ReactNode } from 'react';
import type { PortalUseCases } from './portal-use-cases';

const UseCasesContext = createContext<PortalUseCases | null>(null);

/** The one bridge from views to the composition root (house style rule 4). */
export function UseCasesProvider({ useCases, children }: { useCases: PortalUseCases; children: ReactNode }) {
  return <UseCasesContext.Provider value={useCases}>{children}</UseCasesContext.Provider>;
}

export function useUseCases(): PortalUseCases {
  const useCases = useContext(UseCasesContext);
  if (!useCases) throw new Error('useUseCases needs a UseCasesProvider above it');
  return useCases;
}
