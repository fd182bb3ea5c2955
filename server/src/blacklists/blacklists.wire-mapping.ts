import type { BlacklistEntryDto } from '../../../src/contract/blacklists.contract';
import { wireInstant } from '../http/wire-values';
import type { BlacklistRow } from './blacklists.repository';

export function blacklistEntryDtoOf(row: BlacklistRow): BlacklistEntryDto {
  return { _id: row.id, msisdn: row.msisdn, createdDate: wireInstant(row.created_at) };
}
