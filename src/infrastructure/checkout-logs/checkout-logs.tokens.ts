/** The checkout logs area's DI token (house style rule 4: tokens are `Symbol.for` names). */
export const CheckoutLogsPortToken = Symbol.for('CheckoutLogsPort');
