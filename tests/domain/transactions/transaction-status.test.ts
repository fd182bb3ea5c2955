import { describe, expect, it } from 'vitest';
import type { OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import {
  canChangeStatus,
  isAllowedStatusChange,
  isTransactionStatus,
  nextStatusOnClick,
  transactionStatuses,
} from '../../../src/domain/transactions/transaction-status';

describe('transaction status (spec 1 §4)', () => {
  it('turns Failed or Pending into Success, and Success into Failed, on a click', () => {
    expect(nextStatusOnClick('Failed')).toBe('Success');
    expect(nextStatusOnClick('Pending')).toBe('Success');
    expect(nextStatusOnClick('Success')).toBe('Failed');
  });

  it('lets only platform staff change a status', () => {
    const platform: OrganisationScope = { kind: 'platform', operatorId: 'op-1' };
    const carrier: OrganisationScope = { kind: 'carrier', operatorId: 'op-2' };
    const merchant: OrganisationScope = { kind: 'merchant', merchantId: 'm-1' };
    expect([platform, carrier, merchant].map(canChangeStatus)).toEqual([true, false, false]);
  });

  it('allows exactly the changes a click makes', () => {
    const allowed = transactionStatuses.flatMap((from) => transactionStatuses.filter((to) => isAllowedStatusChange(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual(['Success->Failed', 'Failed->Success', 'Pending->Success']);
  });

  it('recognises the three statuses only', () => {
    expect(transactionStatuses.every(isTransactionStatus)).toBe(true);
    expect(isTransactionStatus('success')).toBe(false);
  });
});
