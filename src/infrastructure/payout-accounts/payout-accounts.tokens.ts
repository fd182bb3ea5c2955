/** The payout accounts area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const PayoutAccountsPortToken = Symbol.for('PayoutAccountsPort');
