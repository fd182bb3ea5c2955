import type { z } from 'zod';
import type { CarrierDto, carrierDetailSchema } from '../../../src/contract/carriers.contract';
import type { accountHistorySchema } from '../../../src/contract/merchants.contract';
import type { HistoryEntry } from '../db/core-tables';
import { wireInstant } from '../http/wire-values';
import type { CarrierRecord } from './carriers.repository';

export function carrierDtoOf(carrier: CarrierRecord): CarrierDto {
  return {
    _id: carrier.id,
    country: carrier.country,
    type: carrier.type,
    name: carrier.name,
    currency: carrier.currency,
    notificationEmail: carrier.notificationEmail,
    supportEmail: carrier.supportEmail,
    billingEmail: carrier.billingEmail,
    commercialEmail: carrier.commercialEmail,
    status: carrier.status,
    createdDate: wireInstant(carrier.createdAt),
    isPlatform: carrier.isPlatform,
  };
}

export function carrierDetailOf(carrier: CarrierRecord, history: HistoryEntry[]): z.input<typeof carrierDetailSchema> {
  return { ...carrierDtoOf(carrier), history };
}

export function carrierHistoryOf(carrier: CarrierRecord, history: HistoryEntry[]): z.input<typeof accountHistorySchema> {
  return { _id: carrier.id, name: carrier.name, history };
}
