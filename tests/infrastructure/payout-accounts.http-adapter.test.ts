import { describe, expect, it } from 'vitest';
import { payoutAccountsUseCases } from '../../src/application/payout-accounts/payout-accounts.use-case';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';
import { accountTransactionFormSchema } from '../../src/forms/account-transaction.form-schema';
import { HttpPayoutAccountsAdapter } from '../../src/infrastructure/payout-accounts/payout-accounts.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const account = {
  _id: 'a1',
  merchantName: 'Demo Merchant',
  userTypeId: 'm1',
  currency: 'PKR',
  availableBalance: 16100.5,
  totalTransactions: 2,
  totalTransactionsAmount: 16100.5,
};
const row = {
  _id: 't1',
  transactionId: 'AT0000000001',
  merchantName: 'Demo Merchant',
  userTypeId: 'm1',
  currency: 'USD' as const,
  paymentMethod: 'USD-DEPOSIT' as const,
  totalAmount: 10.01,
  totalBilledAmount: 2243.76,
  exchangeRate: 278.45,
  waleeCommission: 2,
  sbpCharges: 1,
  serviceSalesTax: 16,
  withHoldingCharges: 0.5,
  createdDate: '2026-09-01T07:00:00.000Z',
};
const detail = { ...row, loanAccount: { merchantName: 'Demo Merchant', totalTransactions: 3, totalTransactionsAmount: 18344.26, availableBalance: 18344.26 } };

describe('HTTP payout accounts adapter', () => {
  it('reads accounts and transactions as exact money under the port’s names', async () => {
    const { callApi, sent } = fakeCallApi({
      'payoutAccounts.list': [account],
      'payoutAccounts.detail': { loanAccount: account, transactions: [row] },
      'accountTransactions.get': detail,
      'accountTransactions.history': { history: [] },
    });
    const adapter = new HttpPayoutAccountsAdapter(callApi);
    expect(await adapter.listAccounts()).toEqual([
      {
        id: 'a1',
        merchantId: 'm1',
        merchantName: 'Demo Merchant',
        currency: 'PKR',
        availableBalance: money('16100.50', 'PKR'),
        totalTransactions: 2,
        totalTransactionsAmount: money('16100.50', 'PKR'),
      },
    ]);
    const loaded = await adapter.accountDetail('m1');
    expect(loaded.transactions[0]).toMatchObject({
      totalAmount: money('10.01', 'USD'),
      totalBilledAmount: money('2243.76', 'PKR'),
      exchangeRate: decimal('278.4500'),
    });
    expect(sent[1]?.params).toEqual({ merchantId: 'm1' });
    expect((await adapter.transaction('t1')).account.availableBalance).toEqual(money('18344.26', 'PKR'));
    expect(await adapter.transactionHistory('t1')).toEqual([]);
    const paged = fakeCallApi({ 'payoutAccounts.page': { data: [account], count: 51 } });
    const page = await new HttpPayoutAccountsAdapter(paged.callApi).accountsPage({ page: 3, size: 25 });
    expect(page).toEqual({ rows: [expect.objectContaining({ id: 'a1', availableBalance: money('16100.50', 'PKR') })], total: 51 });
    expect(paged.sent[0]?.query).toEqual({ page: 3, limit: 25 });
  });

  it('sends the confirm step with the domain’s billed amount, the summary balance and the idempotency key', async () => {
    const { callApi, sent } = fakeCallApi({
      'accountTransactions.add': detail,
      'accountTransactions.edit': detail,
      'accountTransactions.delete': { message: 'Transaction has been deleted successfully!' },
    });
    const useCases = payoutAccountsUseCases({ payoutAccounts: new HttpPayoutAccountsAdapter(callApi) });
    // The form's figures as typed, read once by its schema; the entry goes on exact.
    const typed = {
      userTypeId: 'm1',
      paymentMethod: 'USD-DEPOSIT',
      currency: 'USD',
      totalAmount: 10.01,
      exchangeRate: 278.45,
      waleeCommission: 2,
      sbpCharges: 1,
      serviceSalesTax: 16,
      withHoldingCharges: 0.5,
      totalBilledAmount: 2243.76,
    };
    const entry = accountTransactionFormSchema.parse(typed);
    expect(entry).toMatchObject({ totalAmount: money('10.01', 'USD'), exchangeRate: decimal('278.4500'), withHoldingCharges: decimal('0.50') });
    await useCases.save(null, entry, money('18344.26', 'PKR'), 'key-1');
    await useCases.save(
      't1',
      accountTransactionFormSchema.parse({ ...typed, currency: 'PKR', paymentMethod: 'IBFT', totalBilledAmount: 8.06 }),
      money('16100.50', 'PKR'),
      'key-2',
    );
    await useCases.remove({ ...(await new HttpPayoutAccountsAdapter(fakeCallApi({ 'accountTransactions.get': detail }).callApi).transaction('t1')) });
    expect(sent.map((call) => call.id)).toEqual(['accountTransactions.add', 'accountTransactions.edit', 'accountTransactions.delete']);
    expect(sent[0]?.input.body).toEqual({ ...typed, totalBilledAmount: 2243.76, availableBilledAmount: 18344.26 });
    // The JSON the server receives, byte for byte (docs/decisions/0004-money.md: amounts as JSON numbers).
    expect(sent[0]?.json).toBe(
      '{"userTypeId":"m1","paymentMethod":"USD-DEPOSIT","currency":"USD","totalAmount":10.01,"exchangeRate":278.45,"waleeCommission":2,"sbpCharges":1,"serviceSalesTax":16,"withHoldingCharges":0.5,"totalBilledAmount":2243.76,"availableBilledAmount":18344.26}',
    );
    expect(sent[1]?.json).toBe(
      '{"userTypeId":"m1","paymentMethod":"IBFT","currency":"PKR","totalAmount":10.01,"exchangeRate":null,"waleeCommission":2,"sbpCharges":1,"serviceSalesTax":16,"withHoldingCharges":0.5,"totalBilledAmount":8.06,"availableBilledAmount":16100.5}',
    );
    expect(sent[0]?.input.headers).toEqual({ 'idempotency-key': 'key-1' });
    // PKR: the rate is cleared and the billed amount is 10.01 less 19.5 % = 8.06.
    expect(sent[1]?.input.body).toMatchObject({ currency: 'PKR', exchangeRate: null, totalBilledAmount: 8.06 });
    expect(sent[1]?.params).toEqual({ id: 't1' });
    expect(sent[2]?.params).toEqual({ id: 't1' });
  });
});
