import type { AccountHistory } from './account.port';

/** spec 2 §2.2 and §2.3: the timeline reads newest first; the server answers oldest first. */
export function newestFirst(history: AccountHistory): AccountHistory {
  return { ...history, entries: [...history.entries].reverse() };
}
