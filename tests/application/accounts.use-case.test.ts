import { describe, expect, it } from 'vitest';
import type { AccountTopUp, Merchant, MerchantsPort } from '../../src/application/accounts/merchants.port';
import { merchantsUseCases } from '../../src/application/accounts/merchants.use-case';
import { carriersUseCases } from '../../src/application/accounts/carriers.use-case';
import type { Carrier, CarriersPort } from '../../src/application/accounts/carriers.port';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';

const merchant: Merchant = {
  id: 'm1',
  name: 'Hashir',
  country: 'Pakistan',
  currency: 'PKR',
  notificationEmail: null,
  supportEmail: null,
  billingEmail: null,
  commercialEmail: null,
  showBalance: true,
  accountBalance: money('0', 'PKR'),
  status: 'Active',
  createdDate: '2026-01-01T00:00:00.000Z',
};

const history = {
  id: 'm1',
  name: 'Hashir',
  entries: [
    { date: '2026-01-01', description: 'first' },
    { date: '2026-02-01', description: 'second' },
  ],
};

describe('merchant use-cases (spec 2 §4, §5)', () => {
  it('names until when the current secret key would work if rotated now (docs/decisions/0047-backups-and-key-rotation.md)', () => {
    const { overlapEndIfRotatedAt } = merchantsUseCases({ merchants: {} as MerchantsPort });
    const keys = { id: 'm1', name: 'Hashir', sid: 's', publicKey: 'pk', privateKey: 'sk', token: 't', base64: 'b', previousKeyValidUntil: null };
    expect(overlapEndIfRotatedAt({ ...keys, keyOverlapHours: 24 }, new Date('2026-03-02T09:00:00Z'))).toBe('2026-03-03T09:00:00.000Z');
    expect(overlapEndIfRotatedAt({ ...keys, keyOverlapHours: 0 }, new Date('2026-03-02T09:00:00Z'))).toBe('2026-03-02T09:00:00.000Z');
  });

  it('computes the net amount with the domain in the merchant’s currency and refuses tax out of range', () => {
    const { topUpFigures } = merchantsUseCases({ merchants: {} as MerchantsPort });
    expect(topUpFigures({ grossAmount: decimal('1000.00'), tax: decimal('15.00') }, 'PKR')?.netAmount).toEqual(money('850', 'PKR'));
    expect(topUpFigures({ grossAmount: decimal('10.01'), tax: decimal('12.50') }, 'USD')?.netAmount).toEqual(money('8.76', 'USD'));
    expect(topUpFigures({ grossAmount: decimal('1000'), tax: decimal('120') }, 'PKR')).toBeNull();
    expect(topUpFigures({ grossAmount: decimal('-5'), tax: decimal('5') }, 'PKR')).toBeNull();
    expect(topUpFigures({ grossAmount: decimal('0'), tax: decimal('5') }, 'PKR')).toBeNull();
    // Finer than the currency's minor unit: never rounded into an amount.
    expect(topUpFigures({ grossAmount: decimal('10.005'), tax: decimal('5') }, 'PKR')).toBeNull();
  });

  it('sends the computed figures with the key, and refuses figures that break a rule without calling the port', async () => {
    const sent: AccountTopUp[] = [];
    const port = {
      addAccountBalance: async (_id: string, topUp: AccountTopUp) => {
        sent.push(topUp);
        return merchant;
      },
    } as Partial<MerchantsPort> as MerchantsPort;
    const useCases = merchantsUseCases({ merchants: port });
    await useCases.addAccountBalance(merchant, { grossAmount: decimal('200.00'), tax: decimal('10.00') }, 'k1');
    expect(sent).toEqual([{ grossAmount: money('200', 'PKR'), tax: decimal('10.00'), netAmount: money('180', 'PKR'), idempotencyKey: 'k1' }]);
    await expect(useCases.addAccountBalance(merchant, { grossAmount: decimal('0'), tax: decimal('10') }, 'k2')).rejects.toMatchObject({ field: 'grossAmount' });
    expect(sent).toHaveLength(1);
  });

  it('toggles to the other status and shows history newest first', async () => {
    const calls: string[] = [];
    const port = {
      setMerchantStatus: async (_m: { id: string }, status: string) => {
        calls.push(status);
        return merchant;
      },
      merchantHistory: async () => history,
    } as Partial<MerchantsPort> as MerchantsPort;
    const useCases = merchantsUseCases({ merchants: port });
    await useCases.toggleStatus(merchant);
    await useCases.toggleStatus({ ...merchant, status: 'Inactive' });
    expect(calls).toEqual(['Inactive', 'Active']);
    expect((await useCases.history('m1')).entries.map((entry) => entry.description)).toEqual(['second', 'first']);
  });
});

describe('carrier use-cases (spec 2 §4)', () => {
  it('toggles to the other status and shows history newest first', async () => {
    const calls: string[] = [];
    const port = {
      setCarrierStatus: async (carrier: { id: string }, status: string) => {
        calls.push(status);
        return carrier as Carrier;
      },
      carrierHistory: async () => history,
    } as Partial<CarriersPort> as CarriersPort;
    const useCases = carriersUseCases({ carriers: port });
    await useCases.toggleStatus({ id: 'c1', status: 'Active' } as Carrier);
    expect(calls).toEqual(['Inactive']);
    expect((await useCases.history('c1')).entries[0]?.description).toBe('second');
  });
});
