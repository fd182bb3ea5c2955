/** The payouts area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const PayoutsPortToken = Symbol.for('PayoutsPort');
