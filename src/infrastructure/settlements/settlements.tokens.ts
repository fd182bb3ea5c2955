/** The settlements area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const SettlementsPortToken = Symbol.for('SettlementsPort');
