import { normaliseMsisdn } from '../../domain/msisdn/msisdn';
import { AppError } from '../errors/app-error';
import type { BlacklistEntry, BlacklistsPort } from './blacklists.port';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';

/** spec 2 §4: the blacklist delete's success text. */
export const blacklistDeletedMessage = 'Blacklist has been deleted successfully!';

const passedOn = { list: 'listEntries', get: 'entry', remove: 'removeEntry' } as const;

export interface BlacklistsUseCases extends PortMethodsAs<BlacklistsPort, typeof passedOn> {
  /** Adds when `id` is null, otherwise changes the number; whatever was typed is normalised first. */
  save: (id: string | null, msisdn: string) => Promise<BlacklistEntry>;
}

export function blacklistsUseCases(deps: { blacklists: BlacklistsPort }): BlacklistsUseCases {
  const { blacklists } = deps;
  return {
    ...portMethodsAs(blacklists, passedOn),
    save(id, typed) {
      const parsed = normaliseMsisdn(typed);
      if (!parsed.ok) return Promise.reject(new AppError('validation_failed', 'Please provide a Pakistani mobile number (923xxxxxxxxx)', 'msisdn'));
      return id === null ? blacklists.blacklistNumber(parsed.value) : blacklists.changeNumber(id, parsed.value);
    },
  };
}
