import type { BlacklistEntry } from '../../application/blacklists/blacklists.port';
import type { BlacklistEntryDto } from '../../contract/blacklists.contract';

export const blacklistEntryOf = (dto: BlacklistEntryDto): BlacklistEntry => ({ id: dto._id, msisdn: dto.msisdn, createdDate: dto.createdDate });
