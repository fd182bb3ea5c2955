import { describe, expect, it } from 'vitest';
import { missingSettlementFields, settlementFormFields, settlementRequiredMessages } from '../../../src/domain/settlements/settlement-form-rules';

describe('settlement form required fields (spec 1 §5)', () => {
  it('keeps the sixteen messages in one wording, with PGW for the platform (docs/decisions/0009-settlement-form-wording.md)', () => {
    expect(Object.values(settlementRequiredMessages)).toEqual([
      'Please select Country',
      'Please select Merchant',
      'Please provide total revenue',
      'Please provide channel of transfer',
      'Please provide PGW share',
      'Please provide PGW share percent',
      'Please provide merchant share',
      'Please provide merchant share percent',
      'Please provide sub total',
      'Please provide remittance charges',
      'Please provide remittance percentage',
      'Please provide net transfer amount',
      'Please provide exchange rate',
      'Please provide net settled amount',
      'Please provide local currency (e.g PKR)',
      'Please provide foreign currency (e.g. USD)',
    ]);
  });

  it('reports every absent or blank field with its code and message', () => {
    const complete = Object.fromEntries(settlementFormFields.map((field) => [field, 'x']));
    expect(missingSettlementFields(complete)).toEqual([]);
    expect(missingSettlementFields({ ...complete, channel: '  ', exchangeRate: null, country: undefined })).toEqual([
      { code: 'settlement.country.required', field: 'country', message: 'Please select Country' },
      { code: 'settlement.channel.required', field: 'channel', message: 'Please provide channel of transfer' },
      { code: 'settlement.exchangeRate.required', field: 'exchangeRate', message: 'Please provide exchange rate' },
    ]);
  });

  it('counts a zero amount as provided', () => {
    const complete = Object.fromEntries(settlementFormFields.map((field) => [field, 'x']));
    expect(missingSettlementFields({ ...complete, remittanceCharges: 0 })).toEqual([]);
  });
});
