/** The settlements area's DI token (house style rule 4: tokens are `Symbol.for` names). */
export const SettlementsPortToken = Symbol.for('SettlementsPort');
