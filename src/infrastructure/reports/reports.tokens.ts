/** The reports area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const ReportsPortToken = Symbol.for('ReportsPort');
