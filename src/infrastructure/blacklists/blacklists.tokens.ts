/** The blacklists area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const BlacklistsPortToken = Symbol.for('BlacklistsPort');
