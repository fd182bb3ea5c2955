/** The roles area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const RolesPortToken = Symbol.for('RolesPort');
