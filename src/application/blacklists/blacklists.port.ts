import type { Msisdn } from '../../domain/msisdn/msisdn';

/** spec 2 §3 Blacklist entry: a customer's number, kept in its normal form 923xxxxxxxxx. */
export interface BlacklistEntry {
  id: string;
  msisdn: string;
  createdDate: string;
}

/** spec 2 §7 Blacklists (platform records, docs/decisions/0015-catalogue.md). */
export interface BlacklistsPort {
  listEntries(): Promise<BlacklistEntry[]>;
  entry(id: string): Promise<BlacklistEntry>;
  /** A listed number rejects with a conflict naming msisdn. */
  blacklistNumber(msisdn: Msisdn): Promise<BlacklistEntry>;
  changeNumber(id: string, msisdn: Msisdn): Promise<BlacklistEntry>;
  removeEntry(id: string): Promise<void>;
}
