import { normaliseMsisdn } from '../../domain/msisdn/msisdn';
import { AppError } from '../errors/app-error';
import type { BlacklistEntry, BlacklistsPort } from './blacklists.port';

/** spec 2 §4: the blacklist delete's success text. */
export const blacklistDeletedMessage = 'Blacklist has been deleted successfully!';

export interface BlacklistsUseCases {
  list: () => Promise<BlacklistEntry[]>;
  get: (id: string) => Promise<BlacklistEntry>;
  /** Adds when `id` is null, otherwise changes the number; whatever was typed is normalised first. */
  save: (id: string | null, msisdn: string) => Promise<BlacklistEntry>;
  remove: (id: string) => Promise<void>;
}

export function blacklistsUseCases(deps: { blacklists: BlacklistsPort }): BlacklistsUseCases {
  const { blacklists } = deps;
  return {
    list: () => blacklists.listEntries(),
    get: (id) => blacklists.entry(id),
    save(id, typed) {
      const parsed = normaliseMsisdn(typed);
      if (!parsed.ok) return Promise.reject(new AppError('validation_failed', 'Please provide a Pakistani mobile number (923xxxxxxxxx)', 'msisdn'));
      return id === null ? blacklists.blacklistNumber(parsed.value) : blacklists.changeNumber(id, parsed.value);
    },
    remove: (id) => blacklists.removeEntry(id),
  };
}
