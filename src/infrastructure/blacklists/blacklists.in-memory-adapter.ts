import type { BlacklistEntry, BlacklistsPort } from '../../application/blacklists/blacklists.port';
import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type { Msisdn } from '../../domain/msisdn/msisdn';

/** The whole BlacklistsPort in memory; a test replaces any method through `overrides`. */
export class InMemoryBlacklistsAdapter implements BlacklistsPort {
  private rows: BlacklistEntry[] = [
    { id: 'blacklist-1', msisdn: '923001234567', createdDate: '2026-09-02T07:00:00.000Z' },
    { id: 'blacklist-2', msisdn: '923451112233', createdDate: '2026-08-20T07:00:00.000Z' },
  ];

  constructor(private readonly overrides: Partial<BlacklistsPort> = {}) {}

  async listEntries(): Promise<BlacklistEntry[]> {
    if (this.overrides.listEntries) return this.overrides.listEntries();
    return [...this.rows];
  }

  async entry(id: string): Promise<BlacklistEntry> {
    if (this.overrides.entry) return this.overrides.entry(id);
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Blacklist entry not found');
    return row;
  }

  async blacklistNumber(msisdn: Msisdn): Promise<BlacklistEntry> {
    if (this.overrides.blacklistNumber) return this.overrides.blacklistNumber(msisdn);
    this.refuseListed(msisdn, null);
    const created = { id: `blacklist-${this.rows.length + 1}`, msisdn, createdDate: new Date().toISOString() };
    this.rows = [created, ...this.rows];
    return created;
  }

  async changeNumber(id: string, msisdn: Msisdn): Promise<BlacklistEntry> {
    if (this.overrides.changeNumber) return this.overrides.changeNumber(id, msisdn);
    const updated = { ...(await this.entry(id)), msisdn };
    this.refuseListed(msisdn, id);
    this.rows = this.rows.map((row) => (row.id === id ? updated : row));
    return updated;
  }

  async removeEntry(id: string): Promise<void> {
    if (this.overrides.removeEntry) return this.overrides.removeEntry(id);
    await this.entry(id);
    this.rows = this.rows.filter((row) => row.id !== id);
  }

  private refuseListed(msisdn: string, id: string | null): void {
    if (this.rows.some((row) => row.id !== id && row.msisdn === msisdn)) throw new AppError('conflict', 'This number is already blacklisted', 'msisdn');
  }
}
