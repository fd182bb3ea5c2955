/** The payout accounts area's DI token (house style rule 4: tokens are `Symbol.for` names). */
export const PayoutAccountsPortToken = Symbol.for('PayoutAccountsPort');
