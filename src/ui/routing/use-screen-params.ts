import { useParams } from 'react-router-dom';
import { type ScreenParams, paramNamesOf, patternsOf } from './paths';
import type { ScreenId } from './route-table';

/** A screen's params, decoded by the router: `useScreenParams('settlementSummary').settlementId`. */
export function useScreenParams<Id extends ScreenId>(id: Id): ScreenParams<Id> {
  const params = useParams();
  for (const pattern of patternsOf(id)) {
    const names = paramNamesOf(pattern);
    if (names.every((name) => params[name] !== undefined)) {
      return Object.fromEntries(names.map((name) => [name, params[name]])) as ScreenParams<Id>;
    }
  }
  // A view rendered outside its own route is a wiring mistake, not a user's.
  throw new Error(`The ${id} screen is shown outside its route`);
}
