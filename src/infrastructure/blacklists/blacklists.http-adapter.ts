import { inject, injectable } from 'inversify';
import type { BlacklistEntry, BlacklistsPort } from '../../application/blacklists/blacklists.port';
import { addBlacklistEntry, deleteBlacklistEntry, editBlacklistEntry, getBlacklistEntry, listBlacklist } from '../../contract/blacklists.contract';
import type { Msisdn } from '../../domain/msisdn/msisdn';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { blacklistEntryOf } from './blacklists.wire-mapping';

@injectable()
export class HttpBlacklistsAdapter implements BlacklistsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async listEntries(): Promise<BlacklistEntry[]> {
    return (await this.callApi(listBlacklist)).map(blacklistEntryOf);
  }

  async entry(id: string): Promise<BlacklistEntry> {
    return blacklistEntryOf(await this.callApi(getBlacklistEntry, { params: { id } }));
  }

  async blacklistNumber(msisdn: Msisdn): Promise<BlacklistEntry> {
    return blacklistEntryOf(await this.callApi(addBlacklistEntry, { body: { msisdn } }));
  }

  async changeNumber(id: string, msisdn: Msisdn): Promise<BlacklistEntry> {
    return blacklistEntryOf(await this.callApi(editBlacklistEntry, { params: { id }, body: { msisdn } }));
  }

  async removeEntry(id: string): Promise<void> {
    await this.callApi(deleteBlacklistEntry, { params: { id } });
  }
}
