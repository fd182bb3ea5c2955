import { isPlatformStaff, type OrganisationScope } from '../organisation/organisation-scope';

// spec 1 §4: a transaction is Success, Failed or Pending.
export const transactionStatuses = ['Success', 'Failed', 'Pending'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === 'string' && (transactionStatuses as readonly string[]).includes(value);
}

/** spec 1 §4: clicking the chip makes Failed or Pending a Success, and a Success Failed. */
export function nextStatusOnClick(status: TransactionStatus): TransactionStatus {
  return status === 'Success' ? 'Failed' : 'Success';
}

/** spec 1 §2 and §6: only the platform operator's staff may change a status (docs/spec/decisions.md §2). */
export function canChangeStatus(scope: OrganisationScope): boolean {
  return isPlatformStaff(scope);
}

/**
 * The billing-status update may only make the change a click makes; the server checks it so a
 * hand-written request cannot, for example, turn a Success back into Pending.
 */
export function isAllowedStatusChange(from: TransactionStatus, to: TransactionStatus): boolean {
  return nextStatusOnClick(from) === to;
}
