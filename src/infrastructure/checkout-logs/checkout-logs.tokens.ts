/** The checkout logs area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const CheckoutLogsPortToken = Symbol.for('CheckoutLogsPort');
