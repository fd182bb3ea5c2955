import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/** spec 1 §9: the router remembers 3 previous locations. */
export const rememberedLocations = 3;

const PreviousLocations = createContext<readonly Location[]>([]);

export function LocationHistoryProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const current = useRef(location);
  const [previous, setPrevious] = useState<readonly Location[]>([]);

  useEffect(() => {
    if (current.current.key === location.key) return;
    const left = current.current;
    current.current = location;
    setPrevious((earlier) => [left, ...earlier].slice(0, rememberedLocations));
  }, [location]);

  return <PreviousLocations.Provider value={previous}>{children}</PreviousLocations.Provider>;
}

/** The locations visited before this one, the most recent first. */
export function usePreviousLocations(): readonly Location[] {
  return useContext(PreviousLocations);
}
