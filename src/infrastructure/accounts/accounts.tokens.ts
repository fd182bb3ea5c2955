/** The accounts area's DI tokens (docs/style.md §4: tokens are `Symbol.for` names). */
export const MerchantsPortToken = Symbol.for('MerchantsPort');
export const CarriersPortToken = Symbol.for('CarriersPort');
