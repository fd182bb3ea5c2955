import { describe, expect, it } from 'vitest';
import { accountPaymentMethods, accountTransactionCurrencies, payoutAccountPageSizes } from '../../../src/domain/payouts/account-transaction';
import { ledgerEntryKinds } from '../../../src/domain/payouts/payout-ledger';
import { payoutBanks, payoutProviders, payoutStatuses } from '../../../src/domain/payouts/payout-request';

// spec 3 §3, §4 and §9: the values the payout screens offer and the wire carries, spelt as the wire spells them.
describe('payout names on the wire', () => {
  it('lists the account transactions’ payment methods, currencies and page sizes (spec 3 §3, §9)', () => {
    expect(accountPaymentMethods).toEqual(['IBFT', 'CASH', 'SETTLEMENT', 'USD-DEPOSIT', 'INWARD-REMITTANCE']);
    expect(accountTransactionCurrencies).toEqual(['PKR', 'USD']);
    expect(payoutAccountPageSizes).toEqual([25, 50, 100, 500]);
  });

  it('lists the payout statuses, banks and wallet providers (spec 3 §4, §5, §9)', () => {
    expect(payoutStatuses).toEqual(['Pending', 'Approved', 'Rejected']);
    expect(payoutBanks).toEqual(['Easypaisa', 'Jazzcash']);
    expect(payoutProviders).toEqual(['easypaisa', 'jazzcash']);
  });

  it('names the ledger’s entry kinds as the database stores them (docs/decisions/0022-payout-ledger.md)', () => {
    expect(ledgerEntryKinds).toEqual(['opening', 'top-up', 'top-up-correction', 'payout', 'payout-reversal']);
  });
});
