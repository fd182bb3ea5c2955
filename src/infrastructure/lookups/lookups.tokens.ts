/** The lookups area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const LookupsPortToken = Symbol.for('LookupsPort');
