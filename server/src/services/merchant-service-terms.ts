import { formatDecimal, parseDecimal } from '../../../src/domain/money/decimal';
import type { ServiceConfig } from '../db/business/catalogue.tables';
import type { ServiceColumns, ServiceRow } from './services.repository';

/**
 * docs/decisions/0015-catalogue.md: a service's commercial terms (the shares, the per-transaction
 * charges, auto-disbursement, the voucher fees) are agreed with the platform. A merchant user may
 * edit its own service's names, addresses and methods, but not these: the first term a merchant's
 * edit would change is named, and the edit refused.
 */
const termColumns = ['merchant_share', 'walee_share', 'carrier_share', 'payout_share'] as const;
const termConfigKeys = [
  'payoutShareChecked',
  'autoDisburse',
  'disbursementAmount',
  'perTransactionCharge',
  'epPerTransactionCharge',
  'epPerTransactionValues',
  'jcPerTransactionValues',
  'voucherConfig',
] as const satisfies readonly (keyof ServiceConfig)[];

/** Each term column's field of the service form. */
const formFields: Record<(typeof termColumns)[number], string> = {
  merchant_share: 'merchantShare',
  walee_share: 'platformShare',
  carrier_share: 'carrierShare',
  payout_share: 'payoutShare',
};

/** Decimal text in one spelling ('1.5', '1.50', '1.5000' → '1.5000'); anything else as JSON. */
function canonical(value: unknown): string {
  if (typeof value === 'string') {
    const parsed = parseDecimal(value, 4, { maxIntegerDigits: 18 });
    if (parsed.ok) return formatDecimal(parsed.value, 4);
  }
  if (value === false || value === undefined || value === null) return '';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, entry]) => `${key}:${canonical(entry)}`).join(',')}}`;
  }
  return String(value);
}

/** The form's field of the first term that differs (the caller names it as the wire does), or null. */
export function changedTermOf(next: ServiceColumns, current: ServiceRow): string | null {
  for (const column of termColumns) {
    if (canonical(next[column]) !== canonical(current[column])) return formFields[column];
  }
  const nextConfig = JSON.parse(next.config ?? '{}') as ServiceConfig;
  for (const key of termConfigKeys) {
    if (canonical(nextConfig[key]) !== canonical(current.config[key])) return key;
  }
  return null;
}
