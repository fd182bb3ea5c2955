import type { RuleIssue } from '../shared/rule-issue';

/**
 * spec 1 §5: the settlement form's required-field messages, keyed by the form's fields: the
 * settlement's fields of spec 1 §3, the platform's share in the code's words (its wire name is
 * in src/contract/settlements.contract.ts). `userTypeId` is the merchant picked in the form;
 * `settledCurrency` is the form's foreign currency.
 */
export const settlementRequiredMessages = {
  country: 'Please select Country',
  userTypeId: 'Please select Merchant',
  totalRevenue: 'Please provide total revenue',
  channel: 'Please provide channel of transfer',
  platformShare: 'Please provide PGW share',
  platformSharePercentage: 'Please provide PGW share percent',
  merchantShare: 'Please provide merchant share',
  merchantSharePercentage: 'Please provide merchant share percent',
  subTotal: 'Please provide sub total',
  remittanceCharges: 'Please provide remittance charges',
  remittanceChargesPercentage: 'Please provide remittance percentage',
  netTransferAmount: 'Please provide net transfer amount',
  exchangeRate: 'Please provide exchange rate',
  netSettledAmount: 'Please provide net settled amount',
  localCurrency: 'Please provide local currency (e.g PKR)',
  settledCurrency: 'Please provide foreign currency (e.g. USD)',
} as const;

export type SettlementFormField = keyof typeof settlementRequiredMessages;
export const settlementFormFields = Object.keys(settlementRequiredMessages) as SettlementFormField[];

export type SettlementRequiredIssue = RuleIssue<`settlement.${SettlementFormField}.required`, SettlementFormField>;

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** One issue, with the exact message, per required field that is absent or blank. */
export function missingSettlementFields(values: Partial<Record<SettlementFormField, unknown>>): SettlementRequiredIssue[] {
  return settlementFormFields
    .filter((field) => isMissing(values[field]))
    .map((field) => ({ code: `settlement.${field}.required`, field, message: settlementRequiredMessages[field] }));
}
