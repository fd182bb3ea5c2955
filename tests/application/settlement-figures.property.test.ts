import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveSettlementFigures } from '../../src/application/settlements/settlement-figures.use-case';
import { settlementsUseCases } from '../../src/application/settlements/settlements.use-case';
import { decimal, formatDecimal } from '../../src/domain/money/decimal';
import { money, toAmountString } from '../../src/domain/money/money';
import { computeSettlement, settlementFigureNames } from '../../src/domain/settlements/settlement-arithmetic';
import { InMemorySettlementsAdapter } from '../../src/infrastructure/settlements/settlements.in-memory-adapter';

const cents = fc.bigInt({ min: 0n, max: 10n ** 12n });
const basisPoints = fc.integer({ min: 0, max: 1_000_000 });
const rateUnits = fc.bigInt({ min: 1n, max: 10n ** 8n });
const text = (units: bigint, scale: number) => formatDecimal({ units, scale });

describe('live settlement figures (spec 1 §2, §5)', () => {
  it('equal the domain’s computeSettlement for every complete form', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 50 }), basisPoints, rateUnits, (revenue, platform, remittance, rate) => {
        const input = {
          totalRevenue: text(revenue, 2),
          platformSharePercentage: String(platform),
          merchantSharePercentage: String(100 - platform),
          remittanceChargesPercentage: text(BigInt(remittance), 4),
          exchangeRate: text(rate, 4),
          localCurrency: 'PKR',
          settledCurrency: 'USD',
        };
        const expected = computeSettlement({
          totalRevenue: money(input.totalRevenue, 'PKR'),
          platformSharePercentage: decimal(input.platformSharePercentage),
          merchantSharePercentage: decimal(input.merchantSharePercentage),
          remittanceChargesPercentage: decimal(input.remittanceChargesPercentage),
          exchangeRate: decimal(input.exchangeRate),
          settledCurrency: 'USD',
        });
        if (!expected.ok) return;
        const live = liveSettlementFigures(input);
        for (const name of settlementFigureNames) expect(live[name]).toBe(toAmountString(expected.value[name]));
      }),
    );
  });

  it('leaves the settled figures empty until an exchange rate is entered, and the charges until a percent is', () => {
    const base = {
      totalRevenue: '1000.00',
      platformSharePercentage: '4',
      merchantSharePercentage: '96',
      exchangeRate: '',
      localCurrency: 'PKR',
      settledCurrency: 'USD',
    };
    expect(liveSettlementFigures({ ...base, remittanceChargesPercentage: '' })).toEqual({
      platformShare: '40.00',
      merchantShare: '960.00',
      subTotal: '960.00',
    });
    expect(liveSettlementFigures({ ...base, remittanceChargesPercentage: '2.5' })).toEqual({
      platformShare: '40.00',
      merchantShare: '960.00',
      subTotal: '960.00',
      remittanceCharges: '24.00',
      netTransferAmount: '936.00',
    });
    expect(liveSettlementFigures({ ...base, remittanceChargesPercentage: '2.5', exchangeRate: '0' })).not.toHaveProperty('netSettledAmount');
  });

  it('refuses to save an incomplete form without calling the port', async () => {
    const useCases = settlementsUseCases({ settlements: new InMemorySettlementsAdapter({ createSettlement: () => Promise.reject(new Error('called')) }) });
    await expect(
      useCases.create({
        dateFrom: '2026-07-01',
        dateTo: '2026-07-31',
        country: 'Pakistan',
        merchantId: 'merchant-demo',
        channel: 'Bank Transfer',
        totalRevenue: '1000.00',
        platformSharePercentage: '4',
        merchantSharePercentage: '96',
        remittanceChargesPercentage: '2',
        exchangeRate: '',
        localCurrency: 'PKR',
        settledCurrency: 'USD',
      }),
    ).rejects.toMatchObject({ code: 'settlement.invalid-terms' });
  });
});
